import { Button, Tooltip } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ColumnSettingsDrawer } from './column-settings-drawer';
import type { ColumnSettingsControl } from './use-column-settings';

/** The gear in a grid's toolbar that opens the column settings drawer. */
export function ColumnSettingsButton({ control }: { control: ColumnSettingsControl }) {
  const { t } = useRendererI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={t('columnSettings.title')}>
        <Button
          className="srm-column-settings-button"
          icon={<IconSettings />}
          aria-label={t('columnSettings.title')}
          loading={control.loading}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <ColumnSettingsDrawer control={control} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

import { Button, Tooltip } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import type { ColumnSettingsControl } from './use-column-settings';

/** The drawer loads when first opened: a list is shown without it. */
const ColumnSettingsDrawer = lazy(async () => ({ default: (await import('./column-settings-drawer')).ColumnSettingsDrawer }));

/** The gear in a grid's toolbar that opens the column settings drawer. */
export function ColumnSettingsButton({ control }: { control: ColumnSettingsControl }) {
  const { t } = useRendererI18n();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it keeps Arco's closing animation.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip content={t('columnSettings.title')}>
        <Button
          className="srm-column-settings-button"
          icon={<IconSettings />}
          aria-label={t('columnSettings.title')}
          loading={control.loading}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <ColumnSettingsDrawer control={control} visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

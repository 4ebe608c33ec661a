import { Button, Space } from '@arco-design/web-react';
import { IconDelete, IconLeft, IconPlus, IconRefresh, IconSave } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ARCO_BUTTON_PROPS, type ButtonModel } from './button-model';

const ICONS: Partial<Record<ButtonModel['kind'], ReactNode>> = {
  create: <IconPlus />,
  delete: <IconDelete />,
  refresh: <IconRefresh />,
  save: <IconSave />,
  back: <IconLeft />,
};

/**
 * A row of descriptor buttons (toolbar or form actions). While a request runs they are disabled;
 * `keepEnabled` names kinds that stay usable meanwhile (back), the others show a spinner when `spinWhileBusy`.
 */
export function ButtonBar({
  buttons,
  busy,
  onRun,
  spinWhileBusy = false,
  keepEnabled = [],
}: {
  buttons: readonly ButtonModel[];
  busy: boolean;
  onRun: (button: ButtonModel) => void;
  spinWhileBusy?: boolean;
  keepEnabled?: readonly ButtonModel['kind'][];
}) {
  const { text } = useRendererI18n();
  return (
    <Space size={8}>
      {buttons.map((button) => {
        const blocked = busy && !keepEnabled.includes(button.kind);
        return (
          <Button
            key={button.action}
            size="small"
            {...ARCO_BUTTON_PROPS[button.style]}
            icon={ICONS[button.kind]}
            loading={spinWhileBusy && blocked}
            disabled={blocked}
            onClick={() => onRun(button)}
          >
            {text(button.label)}
          </Button>
        );
      })}
    </Space>
  );
}

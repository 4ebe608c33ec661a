import { Button, Divider, Space, Tooltip } from '@arco-design/web-react';
import { IconDelete, IconEye, IconLeft, IconPlus, IconPrinter, IconRefresh, IconSave } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { ARCO_BUTTON_PROPS, type ButtonModel } from './button-model';
import { destructiveLast } from './destructive-buttons';

const ICONS: Partial<Record<ButtonModel['kind'], ReactNode>> = {
  create: <IconPlus />,
  delete: <IconDelete />,
  refresh: <IconRefresh />,
  save: <IconSave />,
  back: <IconLeft />,
  detail: <IconEye />,
  print: <IconPrinter />,
};

/**
 * A row of descriptor buttons (toolbar or form actions). While a request runs they are disabled;
 * `keepEnabled` names kinds that stay usable meanwhile (back), the others show a spinner when `spinWhileBusy`.
 * Destructive buttons come last, after a divider (destructive-buttons.ts).
 */
export function ButtonBar({
  buttons,
  busy,
  onRun,
  spinWhileBusy = false,
  keepEnabled = [],
  disabledReason,
}: {
  buttons: readonly ButtonModel[];
  busy: boolean;
  onRun: (button: ButtonModel) => void;
  spinWhileBusy?: boolean;
  keepEnabled?: readonly ButtonModel['kind'][];
  /** Why a button shown cannot be used now (printing a record not saved yet): disabled, the reason in its tooltip. */
  disabledReason?: (button: ButtonModel) => string | undefined;
}) {
  const { text } = useRendererI18n();
  const { regular, destructive } = destructiveLast(buttons);
  const draw = (button: ButtonModel) => {
    const blocked = busy && !keepEnabled.includes(button.kind);
    const reason = disabledReason?.(button);
    const element = (
      <Button
        key={button.action}
        size="small"
        {...ARCO_BUTTON_PROPS[button.style]}
        icon={ICONS[button.kind]}
        loading={spinWhileBusy && blocked}
        disabled={blocked || reason !== undefined}
        onClick={() => onRun(button)}
      >
        {text(button.label)}
      </Button>
    );
    if (reason === undefined) return element;
    // A disabled button takes no pointer events: the tooltip listens on a wrapper.
    return (
      <Tooltip key={button.action} content={reason}>
        <span className="srm-button-reason" data-reason={reason} style={{ display: 'inline-block' }}>
          {element}
        </span>
      </Tooltip>
    );
  };
  return (
    <Space size={8}>
      {regular.map(draw)}
      {regular.length > 0 && destructive.length > 0 && <Divider type="vertical" className="srm-button-bar-divider" style={{ margin: '0 8px' }} />}
      {destructive.map(draw)}
    </Space>
  );
}

import { Alert, Button, Drawer, Popconfirm, Space } from '@arco-design/web-react';
import { IconExport, IconImport, IconRefresh } from '@arco-design/web-react/icon';
import { useMemo, useRef } from 'react';
import { useRendererI18n } from '../i18n/use-renderer-i18n';
import { moveKey } from './column-order';
import { COLUMN_SETTINGS_LAYOUT, ColumnSettingsRow, type FixedChoice } from './column-settings-row';
import type { ColumnSettings } from './column-settings.types';
import type { ColumnSettingsControl } from './use-column-settings';

export interface ColumnSettingsDrawerProps {
  control: ColumnSettingsControl;
  visible: boolean;
  onClose(): void;
}

/**
 * Where a user arranges a grid's columns: order (drag, or up and down), shown or hidden, width and fixed
 * side, each applied and saved at once; reset to the descriptor's defaults; export and import as a file.
 */
export function ColumnSettingsDrawer({ control, visible, onClose }: ColumnSettingsDrawerProps) {
  const { t, text } = useRendererI18n();
  const fileInput = useRef<HTMLInputElement>(null);
  const { settings, columns } = control;
  const titles = useMemo(() => new Map(columns.map((column) => [column.key, text(column.title)])), [columns, text]);
  const hidden = new Set(settings.hidden);
  const visibleCount = settings.order.filter((key) => !hidden.has(key)).length;
  const update = (change: Partial<ColumnSettings>) => control.apply({ ...settings, ...change });

  const setVisible = (key: string, visible: boolean) =>
    update({ hidden: visible ? settings.hidden.filter((candidate) => candidate !== key) : [...settings.hidden, key] });
  const setFixed = (key: string, fixed: FixedChoice) => update({ fixed: { ...settings.fixed, [key]: fixed === 'none' ? undefined : fixed } });
  const move = (key: string, toIndex: number) => update({ order: moveKey(settings.order, key, toIndex) });

  return (
    <Drawer
      visible={visible}
      width={560}
      title={t('columnSettings.title')}
      onCancel={onClose}
      unmountOnExit
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Space>
            <Popconfirm title={t('columnSettings.confirmReset')} onOk={() => control.reset()}>
              <Button icon={<IconRefresh />}>{t('columnSettings.reset')}</Button>
            </Popconfirm>
            <Button icon={<IconExport />} onClick={() => control.exportFile()}>
              {t('columnSettings.export')}
            </Button>
            <Button icon={<IconImport />} onClick={() => fileInput.current?.click()}>
              {t('columnSettings.import')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              aria-label={t('columnSettings.importFile')}
              style={{ display: 'none' }}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so choosing the same file again imports it again.
                event.target.value = '';
                if (file) void control.importFile(file);
              }}
            />
          </Space>
          <Button type="primary" onClick={onClose}>
            {t('columnSettings.close')}
          </Button>
        </div>
      }
    >
      {control.loadError && (
        <Alert type="warning" style={{ marginBottom: 8 }} content={t('columnSettings.loadFailed', { msg: control.loadError })} />
      )}
      <div style={{ color: 'var(--color-text-3)', marginBottom: 8 }}>
        {control.customised ? t('columnSettings.customised') : t('columnSettings.defaults')}
      </div>
      <div style={{ display: 'flex', gap: 8, color: 'var(--color-text-3)', fontSize: 12, paddingLeft: 48 }} aria-hidden>
        <span style={{ flex: 1 }}>{t('columnSettings.columnHeader')}</span>
        <span style={{ width: COLUMN_SETTINGS_LAYOUT.width }}>{t('columnSettings.widthHeader')}</span>
        <span style={{ width: COLUMN_SETTINGS_LAYOUT.fixed }}>{t('columnSettings.fixedHeader')}</span>
        <span style={{ width: COLUMN_SETTINGS_LAYOUT.order }}>{t('columnSettings.orderHeader')}</span>
      </div>
      <div role="list" aria-label={t('columnSettings.title')}>
        {settings.order.map((key, index) => (
          <ColumnSettingsRow
            key={key}
            columnKey={key}
            title={titles.get(key) ?? key}
            visible={!hidden.has(key)}
            canHide={visibleCount > 1}
            width={settings.widths[key]}
            fixed={settings.fixed[key] ?? 'none'}
            first={index === 0}
            last={index === settings.order.length - 1}
            onVisibleChange={(shown) => setVisible(key, shown)}
            onWidthChange={(width) => control.resizeColumn(key, width)}
            onFixedChange={(fixed) => setFixed(key, fixed)}
            onMove={(step) => move(key, index + step)}
            onDropColumn={(dragged) => move(dragged, index)}
          />
        ))}
      </div>
    </Drawer>
  );
}

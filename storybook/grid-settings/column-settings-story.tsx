import { Space, Spin, Tag, Typography } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { DataAdapterProvider } from '../../renderer/context/data-adapter-context';
import type { DataAdapter } from '../../renderer/data/data-adapter';
import { resolveFieldSpec } from '../../renderer/fields/field-spec';
import { ColumnSettingsButton } from '../../renderer/grid-settings/column-settings-button';
import { ColumnSettingsDrawer } from '../../renderer/grid-settings/column-settings-drawer';
import type { ColumnDefault, ColumnSettings } from '../../renderer/grid-settings/column-settings.types';
import { useColumnSettings } from '../../renderer/grid-settings/use-column-settings';
import { useRendererI18n } from '../../renderer/i18n/use-renderer-i18n';
import type { StoredColumnSettings } from '../../src/shared/column-settings/column-settings-format';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import type { Language } from '../../src/shared/formats/common';
import { createSampleAdapter } from '../support/sample-adapter';
import type { SampleProject } from '../support/sample-project';
import type { Viewer } from '../support/viewer';

const TABLE_NAME = 'purchaseOrderTable';

/** The columns of the purchase order list (screens/purchasing/purchaseOrderList.json), titled from the entity schema. */
const LIST_COLUMNS: Omit<ColumnDefault, 'title'>[] = [
  { key: 'poNumber', width: 170, fixed: 'left' },
  { key: 'status', width: 160 },
  { key: 'poType', width: 110 },
  { key: 'supplierId', width: 220 },
  { key: 'orgId', width: 200 },
  { key: 'currencyCode', width: 80 },
  { key: 'taxTotalAmount', width: 140 },
  { key: 'startDate', width: 110 },
  { key: 'description', width: 240, hidden: true },
  { key: 'creationDate', width: 170 },
];

export interface ColumnSettingsStoryProps {
  project: SampleProject;
  /** The configuration the user saved before, or none (the descriptor's defaults apply). */
  saved: StoredColumnSettings | null;
  drawerOpen: boolean;
  viewer: Viewer;
  language: Language;
}

/** The header the grid would draw with these settings: visible columns in order, at their widths, pinned ones marked. */
function HeaderPreview({ settings, columns }: { settings: ColumnSettings; columns: readonly ColumnDefault[] }) {
  const { text } = useRendererI18n();
  const hidden = new Set(settings.hidden);
  const titles = new Map(columns.map((column) => [column.key, text(column.title)]));
  return (
    <div style={{ display: 'flex', overflowX: 'auto', border: '1px solid var(--color-border-2)', maxWidth: 960 }}>
      {settings.order
        .filter((key) => !hidden.has(key))
        .map((key) => (
          <div
            key={key}
            style={{
              flex: `0 0 ${settings.widths[key] ?? 120}px`,
              padding: '8px 12px',
              borderRight: '1px solid var(--color-border-2)',
              background: settings.fixed[key] ? 'var(--color-fill-3)' : 'var(--color-fill-1)',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {titles.get(key)} {settings.fixed[key] && <Tag size="small">{settings.fixed[key]}</Tag>}
          </div>
        ))}
    </div>
  );
}

function ColumnSettingsPreview({ columns, drawerOpen }: { columns: readonly ColumnDefault[]; drawerOpen: boolean }) {
  const control = useColumnSettings(TABLE_NAME, columns);
  const [open, setOpen] = useState(drawerOpen);
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Space>
        <Typography.Text bold>{TABLE_NAME}</Typography.Text>
        <ColumnSettingsButton control={control} />
      </Space>
      <HeaderPreview settings={control.settings} columns={columns} />
      <ColumnSettingsDrawer control={control} visible={open} onClose={() => setOpen(false)} />
    </Space>
  );
}

/**
 * The column settings of a grid against the sample adapter: the gear opens the drawer, every change
 * shows in the header preview at once and is saved in the adapter, as the server would keep it.
 */
export function ColumnSettingsStory({ project, saved, drawerOpen, viewer, language }: ColumnSettingsStoryProps) {
  const columns = useMemo(() => {
    const catalog = new EntityCatalog([...project.entities]);
    const entity = catalog.get('srmPoHeader');
    return LIST_COLUMNS.map((column) => ({ ...column, title: resolveFieldSpec(entity, catalog, column.key).label }));
  }, [project]);
  const [adapter, setAdapter] = useState<DataAdapter | null>(null);
  useEffect(() => {
    let live = true;
    const sample = createSampleAdapter(project, { viewer, language, resources: [] });
    const seeded = saved
      ? sample.request({ service: 'base', resource: 'baseUserTableConfigRestful', operation: 'save', body: { tableName: TABLE_NAME, settings: saved } })
      : Promise.resolve();
    void seeded.then(() => {
      if (live) setAdapter(sample);
    });
    return () => {
      live = false;
    };
  }, [project, saved, viewer, language]);
  if (!adapter) return <Spin />;
  return (
    <DataAdapterProvider adapter={adapter}>
      <ColumnSettingsPreview columns={columns} drawerOpen={drawerOpen} />
    </DataAdapterProvider>
  );
}

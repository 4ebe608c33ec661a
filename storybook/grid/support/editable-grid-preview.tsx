import { Button, Space } from '@arco-design/web-react';
import { useEffect, useMemo } from 'react';
import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import { leafColumns } from '../../../renderer/grid/columns/grid-column';
import { DataGrid } from '../../../renderer/grid/data-grid';
import type { GridEditStore } from '../../../renderer/grid/editing/grid-edit-store';
import { useGridEditing } from '../../../renderer/grid/editing/use-grid-editing';
import type { GridRow } from '../../../renderer/grid/layout/grid-table';
import { useRendererI18n } from '../../../renderer/i18n/use-renderer-i18n';
import type { Language } from '../../../src/shared/formats/common';
import { gridColumns, gridRowKey } from './grid-columns';
import { GridEventLine, useGridEvents } from './grid-event-line';
import { GridStoryHost } from './grid-story-host';

export interface EditableGridPreviewProps {
  columns: readonly TableColumn[];
  rows: readonly GridRow[];
  /** Rows checked when the story opens, so the problems of their starting values show in red. */
  checkedRowKeys: readonly string[];
  /** A row in edit mode when the story opens, showing every editor. */
  editingRowKey?: string;
  onEvent?: (message: string) => void;
  language: Language;
}

/**
 * What a user leaves behind before the story opens: the rows he touched and left (each then checked
 * like any row leaving edit mode), and the row he is editing. Only the store's public operations.
 */
function openWith(store: GridEditStore, rows: readonly GridRow[], checked: readonly string[], editing: string | undefined, firstEditable: Parameters<GridEditStore['change']>[1]) {
  for (const key of checked) {
    const row = rows.find((candidate) => gridRowKey(candidate) === key);
    if (!row) continue;
    store.start(row);
    // The same value again: the row becomes a draft, which is what gets checked when it is left.
    store.change(key, firstEditable, row[firstEditable.key]);
    store.finish();
  }
  const open = editing === undefined ? undefined : rows.find((candidate) => gridRowKey(candidate) === editing);
  if (open) store.start(open);
}

function EditableGrid({ columns: descriptors, rows, checkedRowKeys, editingRowKey, onEvent }: EditableGridPreviewProps) {
  const columns = useMemo(() => gridColumns(descriptors), [descriptors]);
  const editing = useGridEditing({ columns, rowKey: gridRowKey, tableEditable: true });
  const { store } = editing;
  const { last, report } = useGridEvents(onEvent);
  const { text } = useRendererI18n();
  useEffect(() => {
    const firstEditable = leafColumns(columns).find((column) => column.editable);
    if (firstEditable) openWith(store, rows, checkedRowKeys, editingRowKey, firstEditable);
    return () => store.reset();
  }, [store, rows, columns, checkedRowKeys, editingRowKey]);

  const check = () => {
    const changed = store.changedRows().length;
    if (store.validateChanged()) report({ cn: `检查通过：${changed} 行修改可以保存`, en: `Checked: ${changed} changed rows can be saved` });
    else report({ cn: '检查未通过：请修正红框中的单元格（悬停查看原因）', en: 'Not saved: fix the cells in red (hover for the reason)' });
  };

  return (
    <div style={{ maxWidth: 1180 }}>
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" size="small" onClick={check}>
          {text({ cn: '检查修改', en: 'Check changes' })}
        </Button>
        <Button
          size="small"
          onClick={() => {
            store.reset();
            report({ cn: '已放弃全部修改', en: 'Every change dropped' });
          }}
        >
          {text({ cn: '放弃修改', en: 'Drop changes' })}
        </Button>
      </Space>
      <DataGrid columns={columns} rows={rows} rowKey={gridRowKey} showIndex editing={editing} maxHeight={500} />
      <GridEventLine last={last} />
    </div>
  );
}

/**
 * The grid's inline editing (spec 000 §4, §5) over rows in memory: a click puts a row in edit mode with
 * an editor in each editable cell; Enter keeps the changes, Esc undoes them; each change is checked at
 * once and a failing cell turns red, its reason in the cell's tooltip. Check runs the save's checks.
 */
export function EditableGridPreview(props: EditableGridPreviewProps) {
  return (
    <GridStoryHost language={props.language}>
      <EditableGrid {...props} />
    </GridStoryHost>
  );
}

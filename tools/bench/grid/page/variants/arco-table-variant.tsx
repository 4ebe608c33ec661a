import { Input, Table, type TableColumnProps } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { EDIT_COLUMN, rowId, type BenchColumn, type BenchRow } from '../bench-data';
import { benchCellText } from '../bench-cell-text';
import { GRID_HEIGHT } from '../bench-protocol';
import { pressEnter } from '../page-measures';
import type { BenchVariant } from './variant.types';

const EDITED_CELL = 'data-bench-edited';

/**
 * Arco's Table as applications use it: all rows as data, a checkbox selection held in state, and the
 * editable-row pattern (the clicked row's cell becomes an Input, Enter writes the value into the data).
 */
function ArcoBenchTable({ rows, columns, virtualized }: { rows: BenchRow[]; columns: BenchColumn[]; virtualized: boolean }) {
  const [data, setData] = useState(rows);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [editing, setEditing] = useState<string | null>(null);

  const tableColumns = useMemo<TableColumnProps<BenchRow>[]>(
    () =>
      columns.map((column, index) => ({
        title: column.title,
        dataIndex: column.key,
        width: column.width,
        fixed: index === 0 ? ('left' as const) : undefined,
        align: column.kind === 'number' ? ('right' as const) : undefined,
        render: (value: string | number, record: BenchRow, rowIndex: number) => {
          if (column.key !== EDIT_COLUMN) return benchCellText(column, value);
          if (record.id === editing) {
            return (
              <Input
                size="small"
                autoFocus
                defaultValue={String(value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  const text = (event.target as HTMLInputElement).value;
                  setData((previous) => {
                    const next = previous.slice();
                    next[rowIndex] = { ...previous[rowIndex], [EDIT_COLUMN]: text };
                    return next;
                  });
                  setEditing(null);
                }}
              />
            );
          }
          return (
            <span {...{ [EDITED_CELL]: String(record.id) }} onClick={() => setEditing(String(record.id))}>
              {String(value)}
            </span>
          );
        },
      })),
    [columns, editing],
  );

  return (
    <Table<BenchRow>
      rowKey="id"
      columns={tableColumns}
      data={data}
      pagination={false}
      border
      size="small"
      virtualized={virtualized}
      scroll={{ x: columns.reduce((sum, column) => sum + column.width, 0), y: GRID_HEIGHT }}
      rowSelection={{ type: 'checkbox', selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
      // index.html sets these rows to ROW_HEIGHT, the row height every variant uses.
      rowClassName={() => 'bench-row'}
    />
  );
}

const FIRST_ROW = rowId(0);

export function arcoTableVariant(virtualized: boolean): BenchVariant {
  return {
    render: ({ rows, columns }) => <ArcoBenchTable rows={rows} columns={columns} virtualized={virtualized} />,
    scroller: (root) => {
      const body = root.querySelector<HTMLElement>('.arco-table-body');
      if (!body) throw new Error('no .arco-table-body');
      // Virtualized, the body holds a virtual list that is the element that scrolls.
      const list = body.querySelector<HTMLElement>('.arco-virtual-list');
      return list ?? body;
    },
    selectAll: (root) => {
      const checkbox = root.querySelector<HTMLInputElement>('.arco-table-th .arco-checkbox input');
      if (!checkbox) throw new Error('no select-all checkbox');
      checkbox.click();
    },
    allSelectedShown: (root) =>
      root.querySelector('.arco-table-th .arco-checkbox-checked') !== null &&
      root.querySelector('.arco-table-body .arco-table-tr .arco-checkbox-checked') !== null,
    startEdit: (root) => root.querySelector<HTMLElement>(`[${EDITED_CELL}="${FIRST_ROW}"]`)?.click(),
    editor: (root) => root.querySelector<HTMLInputElement>('.arco-table-body input.arco-input'),
    commitEdit: (editor) => pressEnter(editor),
    editedCellText: (root) => root.querySelector(`[${EDITED_CELL}="${FIRST_ROW}"]`)?.textContent ?? null,
  };
}

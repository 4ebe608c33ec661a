import { columnSizingFeature, createColumnHelper, tableFeatures, useTable, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef } from 'react';
import { benchCellText } from '../bench-cell-text';
import type { BenchColumn, BenchRow } from '../bench-data';
import { GRID_HEIGHT, ROW_HEIGHT } from '../bench-protocol';
import type { BenchVariant } from './variant.types';

const features = tableFeatures({ columnSizingFeature });
type BareFeatures = typeof features;
const helper = createColumnHelper<BareFeatures, BenchRow>();

const FIRST_COLUMN_STYLE = { position: 'sticky', left: 0, zIndex: 1, background: '#fff' } as const;
const CELL_STYLE = {
  boxSizing: 'border-box',
  flex: 'none',
  height: ROW_HEIGHT,
  lineHeight: `${ROW_HEIGHT - 1}px`,
  padding: '0 8px',
  borderRight: '1px solid #e5e6eb',
  borderBottom: '1px solid #e5e6eb',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

/** One row: every one of its cells, formatted as the Arco variants format them (benchCellText). */
const BareRow = memo(function BareRow({ row, top, width }: { row: Row<BareFeatures, BenchRow>; top: number; width: number }) {
  return (
    <div className="bare-row" style={{ position: 'absolute', top: 0, left: 0, display: 'flex', width, transform: `translateY(${top}px)`, background: '#fff' }}>
      {row.getAllCells().map((cell, index) => (
        <div key={cell.id} style={{ ...CELL_STYLE, width: cell.column.getSize(), ...(index === 0 ? FIRST_COLUMN_STYLE : undefined) }}>
          {benchCellText(cell.column.columnDef.meta as BenchColumn, cell.getValue() as string | number | undefined)}
        </div>
      ))}
    </div>
  );
});

/**
 * A bare TanStack Table + Virtual grid, as its documentation's virtualized-rows example builds one: the
 * same 30 columns and rows, the first column sticky, rows virtualised, every column of a drawn row drawn,
 * no selection, editing or column settings. The floor the platform's grid is measured against.
 */
function BareGrid({ rows, columns }: { rows: BenchRow[]; columns: BenchColumn[] }) {
  const tableColumns = useMemo(
    () => helper.columns(columns.map((column) => helper.accessor((row) => row[column.key], { id: column.key, header: column.title, size: column.width, meta: column }))),
    [columns],
  );
  const table = useTable({ features, columns: tableColumns, data: rows });
  const modelRows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
  });
  const width = table.getTotalSize();
  return (
    <div className="bare-scroller" ref={scroller} style={{ height: GRID_HEIGHT + ROW_HEIGHT, overflow: 'auto', position: 'relative', border: '1px solid #e5e6eb' }}>
      <div style={{ position: 'sticky', top: 0, zIndex: 2, display: 'flex', width, background: '#f2f3f5' }}>
        {table.getFlatHeaders().map((header, index) => (
          <div key={header.id} style={{ ...CELL_STYLE, width: header.getSize(), fontWeight: 500, ...(index === 0 ? { ...FIRST_COLUMN_STYLE, background: '#f2f3f5' } : undefined) }}>
            {String(header.column.columnDef.header)}
          </div>
        ))}
      </div>
      <div style={{ position: 'relative', width, height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <BareRow key={modelRows[item.index].id} row={modelRows[item.index]} top={item.start} width={width} />
        ))}
      </div>
    </div>
  );
}

export function tanstackBareVariant(): BenchVariant {
  return {
    render: ({ rows, columns }) => <BareGrid rows={rows} columns={columns} />,
    scroller: (root) => {
      const scroller = root.querySelector<HTMLElement>('.bare-scroller');
      if (!scroller) throw new Error('no .bare-scroller');
      return scroller;
    },
    bodyRows: (root) => [...root.querySelectorAll<HTMLElement>('.bare-row')],
  };
}

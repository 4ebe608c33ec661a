import { functionalUpdate, useTable, type ColumnSizingState } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import type { ColumnSettings } from '../../grid-settings/column-settings.types';
import type { GridColumn } from '../columns/grid-column';
import { SPECIAL_COLUMN_IDS, type SpecialColumns } from '../columns/special-columns';
import { readGridLayout } from './read-grid-layout';
import { gridColumnDefs, gridTableFeatures, leadingSpecialIds, type GridRow } from './grid-table';
import type { GridLayout } from './grid-layout.types';

const NO_ROWS: GridRow[] = [];

export interface GridLayoutControl {
  layout: GridLayout;
  /** Starts dragging the right edge of a leaf header (mouse or touch). */
  startResize(leafId: string, event: unknown): void;
  /** The leaf being resized, if any. */
  resizingId: string | false;
}

/**
 * The grid's column layout from TanStack Table: the user's column settings (order, hidden, widths,
 * fixed sides) applied to the descriptor's columns, the grid's own columns pinned around them. A drag
 * on a header edge reports each new width through `onColumnResize`, which updates `settings`.
 */
export function useGridLayout(
  columns: readonly GridColumn[],
  settings: ColumnSettings,
  specials: SpecialColumns,
  onColumnResize: (key: string, width: number) => void,
): GridLayoutControl {
  const defs = useMemo(() => gridColumnDefs(columns, specials), [columns, specials]);
  const state = useMemo(() => {
    const leading = leadingSpecialIds(specials);
    const operate = specials.operateWidth > 0 ? [SPECIAL_COLUMN_IDS.operate] : [];
    return {
      columnOrder: [...leading, ...settings.order, ...operate],
      columnVisibility: Object.fromEntries(settings.hidden.map((key) => [key, false])),
      columnSizing: settings.widths,
      columnPinning: {
        start: [...leading, ...settings.order.filter((key) => settings.fixed[key] === 'left')],
        end: [...settings.order.filter((key) => settings.fixed[key] === 'right'), ...operate],
      },
    };
  }, [settings, specials]);
  const widths = useRef<ColumnSizingState>(settings.widths);
  widths.current = settings.widths;
  const onColumnSizingChange = useCallback(
    (updater: ColumnSizingState | ((old: ColumnSizingState) => ColumnSizingState)) => {
      const next = functionalUpdate(updater, widths.current);
      for (const [key, width] of Object.entries(next)) {
        if (widths.current[key] !== width) onColumnResize(key, width);
      }
    },
    [onColumnResize],
  );
  const table = useTable(
    {
      features: gridTableFeatures,
      columns: defs,
      data: NO_ROWS,
      state,
      onColumnSizingChange,
      columnResizeMode: 'onChange',
    },
    (tableState) => tableState.columnResizing.isResizingColumn,
  );
  // The table object changes with every render; its column model only when the definitions or the state do.
  const current = useRef(table);
  current.current = table;
  const layout = useMemo(() => readGridLayout(current.current, columns), [columns, defs, state]);
  const startResize = useCallback(
    (leafId: string, event: unknown) => {
      const header = current.current
        .getFlatHeaders()
        .find((candidate) => candidate.column.id === leafId && candidate.subHeaders.length === 0);
      header?.getResizeHandler()(event);
    },
    [],
  );
  return { layout, startResize, resizingId: table.state };
}

import {
  columnOrderingFeature,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  tableFeatures,
  type ColumnDef,
} from '@tanstack/react-table';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from '../../../src/shared/column-settings/column-settings-limits';
import type { GridColumn } from '../columns/grid-column';
import {
  EXPAND_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
  SEQUENCE_COLUMN_WIDTH,
  SPECIAL_COLUMN_IDS,
  type SpecialColumns,
} from '../columns/special-columns';

/**
 * The TanStack Table features the grid uses: it keeps the column model (grouped headers, order,
 * visibility, widths, fixed sides, resizing) and nothing of the rows, which the grid reads directly.
 */
export const gridTableFeatures = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  columnPinningFeature,
  columnOrderingFeature,
  columnVisibilityFeature,
});

export type GridRow = Record<string, unknown>;
export type GridColumnDef = ColumnDef<typeof gridTableFeatures, GridRow, unknown>;

/** A data column without a width in its descriptor gets this one. */
export const DEFAULT_COLUMN_WIDTH = 120;

function dataColumnDef(column: GridColumn): GridColumnDef {
  if (column.children) {
    return { id: column.key, header: column.key, columns: column.children.map(dataColumnDef), enableResizing: false };
  }
  return {
    id: column.key,
    header: column.key,
    size: column.width ?? DEFAULT_COLUMN_WIDTH,
    minSize: COLUMN_WIDTH_MIN,
    maxSize: COLUMN_WIDTH_MAX,
    enableResizing: column.resizable,
  };
}

function fixedColumnDef(id: string, width: number): GridColumnDef {
  return { id, header: id, size: width, minSize: width, maxSize: width, enableResizing: false };
}

/** TanStack column definitions: the grid's own columns around the descriptor's (tree kept for grouped headers). */
export function gridColumnDefs(columns: readonly GridColumn[], specials: SpecialColumns): GridColumnDef[] {
  const defs: GridColumnDef[] = [];
  if (specials.selection) defs.push(fixedColumnDef(SPECIAL_COLUMN_IDS.selection, SELECTION_COLUMN_WIDTH));
  if (specials.expand) defs.push(fixedColumnDef(SPECIAL_COLUMN_IDS.expand, EXPAND_COLUMN_WIDTH));
  if (specials.sequence) defs.push(fixedColumnDef(SPECIAL_COLUMN_IDS.sequence, SEQUENCE_COLUMN_WIDTH));
  defs.push(...columns.map(dataColumnDef));
  if (specials.operateWidth > 0) defs.push(fixedColumnDef(SPECIAL_COLUMN_IDS.operate, specials.operateWidth));
  return defs;
}

/** The grid's own leading columns, always kept in view on the left. */
export function leadingSpecialIds(specials: SpecialColumns): string[] {
  const ids: string[] = [];
  if (specials.selection) ids.push(SPECIAL_COLUMN_IDS.selection);
  if (specials.expand) ids.push(SPECIAL_COLUMN_IDS.expand);
  if (specials.sequence) ids.push(SPECIAL_COLUMN_IDS.sequence);
  return ids;
}

import { TableColumn } from '../../../renderer/descriptors/column.schema';
import { parseGridColumn, type GridColumn } from '../../../renderer/grid/columns/grid-column';
import type { GridRow } from '../../../renderer/grid/layout/grid-table';
import { rowKeyFor } from '../../../renderer/grid/selection/row-selection';
import { gridCatalog, gridItemEntity } from './grid-sample-entity';

/** Rows of the grid stories are keyed by their primary key. */
export const gridRowKey: (row: GridRow) => string = rowKeyFor([gridItemEntity.primaryKey]);

/** The edit screen a link with action "edit" would open: a name only, the grid stories never open it. */
export const GRID_STORY_EDIT_ROUTE = 'gridStoryEdit';

/**
 * Grid columns from descriptor columns, parsed exactly as a list or line grid parses them (format check,
 * entity field, display and edit rules), so a story shows what the same JSON shows on a screen.
 */
export function gridColumns(columns: readonly TableColumn[]): GridColumn[] {
  const context = { entity: gridItemEntity, catalog: gridCatalog, where: 'grid story', editRoute: GRID_STORY_EDIT_ROUTE };
  return columns.map((column) => parseGridColumn(TableColumn.parse(column), context));
}

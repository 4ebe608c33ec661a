import type { TableColumn } from '../../../renderer/descriptors/column.schema';
import { leafColumns } from '../../../renderer/descriptors/leaf-columns';
import { descriptorLineGrids } from '../../../renderer/renderers/edit-screen/edit-screen.schema';
import type { ScreenDescriptor } from '../../../renderer/screen-format';
import { lineGridTableName } from '../../shared/column-settings/grid-table-name';

/** The grids whose column configuration users may save: table name -> the keys of its leaf columns. */
export type GridColumns = ReadonlyMap<string, ReadonlySet<string>>;


/**
 * Every grid of the screen descriptors with its leaf column keys, hidden ones (`columnsDisplay: N`)
 * included, since a user may show them. Screens sharing a table name share its configuration, so the
 * name answers the columns of all of them.
 */
export function gridColumnsOf(screens: ReadonlyMap<string, ScreenDescriptor>): GridColumns {
  const grids = new Map<string, Set<string>>();
  const add = (name: string, columns: TableColumn[]) => {
    const keys = grids.get(name) ?? new Set<string>();
    for (const column of leafColumns(columns)) keys.add(column.key);
    grids.set(name, keys);
  };
  for (const screen of screens.values()) {
    if (screen.type === 'list') add(screen.table.name, screen.columns);
    if (screen.type === 'edit') {
      for (const { grid } of descriptorLineGrids(screen)) add(lineGridTableName(screen.route, grid.lines), grid.columns);
    }
  }
  return grids;
}

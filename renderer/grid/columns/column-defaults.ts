import type { ColumnDefault } from '../../grid-settings/column-settings.types';
import type { GridColumn } from './grid-column';

/**
 * The leaf columns as the descriptor sets them up, what a user's column settings start from and a reset
 * goes back to. A group's fixed side and `columnsDisplay: N` hold for its columns.
 */
export function columnDefaults(columns: readonly GridColumn[], inherited: Pick<ColumnDefault, 'fixed' | 'hidden'> = {}): ColumnDefault[] {
  return columns.flatMap((column): ColumnDefault[] => {
    const fixed = column.fixed ?? inherited.fixed;
    const hidden = column.hiddenByDefault || inherited.hidden === true;
    if (column.children) return columnDefaults(column.children, { fixed, hidden });
    return [{ key: column.key, title: column.title, width: column.width, fixed, hidden: hidden || undefined }];
  });
}

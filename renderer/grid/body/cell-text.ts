import type { GridColumn } from '../columns/grid-column';
import { displayText } from '../../display/display-text';
import type { CellProblem } from '../editing/cell-rules';
import type { GridRow } from '../layout/grid-table';
import type { GridRowContext } from './grid-row-context';

/** The text a data cell shows out of edit mode: its formatted value, or the value as stored while it fails its checks. */
export function cellText(column: GridColumn, row: GridRow, context: GridRowContext, problem: CellProblem | undefined): string {
  const value = row[column.key];
  // A value that fails its checks is shown as stored: rounding 2.5 to "3" would hide what is wrong.
  if (problem && value !== undefined && value !== null) return String(value);
  return displayText(column.display, value, row, context.meaningOf, context.flagLabels) ?? '';
}

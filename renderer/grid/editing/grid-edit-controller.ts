import type { GridColumn } from '../columns/grid-column';
import type { GridRow } from '../layout/grid-table';
import type { CellProblem } from './cell-rules';

export type RowProblems = ReadonlyMap<string, CellProblem>;

/** Inline edit state: the row in edit mode, each changed row as edited, and the problems of its cells. */
export interface GridEditState {
  editingKey: string | null;
  /** The column clicked to start editing: its editor takes the focus. */
  editingColumn: string | null;
  /** Rows as the user changed them, by row key (empty when the host keeps the values itself). */
  drafts: ReadonlyMap<string, GridRow>;
  problems: ReadonlyMap<string, RowProblems>;
}

/** What the grid calls while the user edits a row inline (spec 000 §4). */
export interface GridEditController {
  /** Both edit rules: the table's (and its row condition) and the column's. */
  canEditCell(row: GridRow, column: GridColumn): boolean;
  /** A click on a row: it goes into edit mode, the clicked column's editor focused. */
  start(row: GridRow, columnKey?: string | null): void;
  change(rowKey: string, column: GridColumn, value: unknown, related?: Record<string, unknown>): void;
  /** Enter: the row leaves edit mode, its changes kept and checked. */
  finish(): void;
  /** Escape: the row leaves edit mode, its changes since it entered undone. */
  cancel(): void;
  /** The record the rows are lines of (a line grid's header): what `{parentField}` in a reference filter reads. */
  parent?: Readonly<GridRow>;
}

/** The grid's `editing` input: the state to draw and the controller to call. */
export interface GridEditing {
  state: GridEditState;
  controller: GridEditController;
}

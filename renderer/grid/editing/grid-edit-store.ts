import type { Condition } from '../../../src/shared/formats/common';
import { evaluateCondition } from '../../../src/shared/expressions/evaluate-condition';
import type { GridColumn } from '../columns/grid-column';
import type { GridRow } from '../layout/grid-table';
import { cellProblem, type CellProblem } from './cell-rules';
import type { GridEditController, GridEditState, RowProblems } from './grid-edit-controller';

export interface GridEditRules {
  /** The columns whose own rule allows editing (isEdit, not disabled, not set by the server). */
  editable: readonly GridColumn[];
  rowKey: (row: GridRow) => string;
  /** The table's edit rule (`isEdit` of the table configuration). */
  tableEditable: boolean;
  /** Rows that may be edited (`editableWhen`); every row when absent. */
  editableWhen?: Condition;
}

const EMPTY: GridEditState = { editingKey: null, editingColumn: null, drafts: new Map(), problems: new Map() };

function rowProblems(columns: readonly GridColumn[], row: GridRow): RowProblems {
  const found = new Map<string, CellProblem>();
  for (const column of columns) {
    const problem = cellProblem(column, row[column.key]);
    if (problem) found.set(column.key, problem);
  }
  return found;
}

/**
 * Inline editing of a grid (spec 000 §4), apart from React: only the clicked row is in edit mode, only
 * cells both edit rules allow take input, each change is checked at once (required, number rules) and
 * the problem kept for the cell. Changes stay drafts until the screen saves them or drops them.
 */
export class GridEditStore implements GridEditController {
  private state: GridEditState = EMPTY;
  private readonly listeners = new Set<() => void>();
  /** The edited row as it was when it entered edit mode: what Escape goes back to. */
  private snapshot: { key: string; draft: GridRow | undefined } | null = null;
  /** Each draft's row as loaded: a draft still identical to it is no change. */
  private readonly originals = new Map<string, GridRow>();

  constructor(private rules: GridEditRules) {}

  setRules(rules: GridEditRules): void {
    this.rules = rules;
  }

  getState = (): GridEditState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  canEditRow(row: GridRow): boolean {
    const { tableEditable, editableWhen, editable } = this.rules;
    return tableEditable && editable.length > 0 && (editableWhen === undefined || evaluateCondition(editableWhen, row));
  }

  canEditCell(row: GridRow, column: GridColumn): boolean {
    return column.editable && this.canEditRow(row);
  }

  /** A click on a row: it goes into edit mode; the row in edit mode before leaves it, checked. */
  start(row: GridRow, columnKey: string | null = null): void {
    if (!this.canEditRow(row)) return;
    const key = this.rules.rowKey(row);
    if (this.state.editingKey === key) return;
    const left = this.left(this.state);
    this.snapshot = { key, draft: left.drafts.get(key) };
    if (!left.drafts.has(key)) this.originals.set(key, row);
    const drafts = left.drafts.has(key) ? left.drafts : new Map(left.drafts).set(key, row);
    this.set({ ...left, editingKey: key, editingColumn: columnKey, drafts });
  }

  change(key: string, column: GridColumn, value: unknown, related?: Record<string, unknown>): void {
    const base = this.state.drafts.get(key);
    if (!base) return;
    const drafts = new Map(this.state.drafts).set(key, { ...base, ...related, [column.key]: value });
    const problems = new Map(this.state.problems.get(key));
    const problem = cellProblem(column, value);
    if (problem) problems.set(column.key, problem);
    else problems.delete(column.key);
    this.set(this.withProblems({ ...this.state, drafts }, key, problems));
  }

  /** Enter: the row leaves edit mode, its changes kept and checked. */
  finish(): void {
    this.set(this.left(this.state));
  }

  /** Escape: the row leaves edit mode, its changes since it entered undone. */
  cancel(): void {
    const key = this.state.editingKey;
    if (key === null) return;
    const before = this.snapshot?.key === key ? this.snapshot.draft : undefined;
    const drafts = new Map(this.state.drafts);
    if (before) drafts.set(key, before);
    else {
      drafts.delete(key);
      this.originals.delete(key);
    }
    const reverted = { ...this.state, editingKey: null, editingColumn: null, drafts };
    this.set(this.withProblems(reverted, key, before ? rowProblems(this.rules.editable, before) : new Map()));
  }

  /** Every row the user changed, as edited (a value typed back to what it was is no change). */
  changedRows(): GridRow[] {
    return [...this.state.drafts].filter(([key, draft]) => !this.unchanged(key, draft)).map(([, draft]) => draft);
  }

  /** Checks every changed row; false, with the problems shown in their cells, when any cell fails. */
  validateChanged(): boolean {
    let next = this.left(this.state);
    for (const [key, draft] of next.drafts) next = this.withProblems(next, key, rowProblems(this.rules.editable, draft));
    this.set(next);
    return next.problems.size === 0;
  }

  /** Field errors the server answered a save with, by row key and field. */
  showServerProblems(byRow: ReadonlyMap<string, ReadonlyMap<string, string>>): void {
    const problems = new Map(this.state.problems);
    for (const [key, fields] of byRow) {
      const merged = new Map(problems.get(key));
      for (const [field, message] of fields) merged.set(field, { rule: 'server', message });
      problems.set(key, merged);
    }
    this.set({ ...this.state, problems });
  }

  /** Drops every change (after a save, or when the rows are loaded again). */
  reset(): void {
    this.snapshot = null;
    this.originals.clear();
    if (this.state !== EMPTY) this.set(EMPTY);
  }

  private left(state: GridEditState): GridEditState {
    const key = state.editingKey;
    if (key === null) return state;
    const draft = state.drafts.get(key);
    const left = { ...state, editingKey: null, editingColumn: null };
    if (draft && this.unchanged(key, draft)) {
      // Left as it was loaded: nothing to keep.
      const drafts = new Map(state.drafts);
      drafts.delete(key);
      this.originals.delete(key);
      return this.withProblems({ ...left, drafts }, key, new Map());
    }
    return draft ? this.withProblems(left, key, rowProblems(this.rules.editable, draft)) : left;
  }

  private unchanged(key: string, draft: GridRow): boolean {
    const original = this.originals.get(key);
    if (original === undefined) return false;
    if (draft === original) return true;
    return Object.keys(draft).every((field) => Object.is(draft[field], original[field]));
  }

  private withProblems(state: GridEditState, key: string, problems: RowProblems): GridEditState {
    const next = new Map(state.problems);
    if (problems.size === 0) next.delete(key);
    else next.set(key, problems);
    return { ...state, problems: next };
  }

  private set(state: GridEditState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

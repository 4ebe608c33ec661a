import { evaluateValue } from '../../../../src/shared/expressions/evaluate-expression';
import { isEmptyValue } from '../../../../src/shared/validation/validate-record';
import { browserContext } from '../../../fields/reference-filter';
import type { GridRow } from '../../../grid/layout/grid-table';
import type { EditLine, RecordValues } from '../edit-record';
import type { PickModel } from './pick-model';

/**
 * The values of the new lines for the picked rows: each field of the mapping evaluated on its row
 * (`{field}`, display keys included) with the current record as `{parentField}`, in decimal arithmetic.
 */
export function pickedLineValues(pick: PickModel, rows: readonly GridRow[], header: RecordValues): RecordValues[] {
  const context = browserContext();
  return rows.map((row) =>
    Object.fromEntries(Object.entries(pick.map).map(([field, expression]) => [field, evaluateValue(expression, { record: row, parent: header, context })])),
  );
}

/** The source keys the lines already hold (`key.line`), as the dialog's row keys read them. */
export function takenSourceKeys(pick: PickModel, lines: readonly EditLine[]): ReadonlySet<string> {
  const key = pick.key;
  if (!key) return new Set();
  return new Set(lines.flatMap((line) => (isEmptyValue(line.values[key.line]) ? [] : [String(line.values[key.line])])));
}

/** Fixed parameters as a page request carries them: text and numbers; anything else as text. */
export function pickSearchParams(params: Readonly<Record<string, unknown>>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? value : String(value)]));
}

import type { EntitySchema } from '../formats/entity-format';
import { evaluateNumber, evaluateValue, type ExpressionScope } from '../expressions/evaluate-expression';
import { decimalToNumber, roundDecimalTo } from '../numbers/decimal';

/** Digits kept for a computed number field without a declared precision. */
const DEFAULT_COMPUTED_PRECISION = 8;

type Row = Record<string, unknown>;

/**
 * Sets every computed field of the record, in declaration order (a later one may read an earlier one),
 * each computed in decimal arithmetic and rounded half away from zero to its precision. Lines must be
 * computed before their header (sumLines reads them). The server engine, the in-memory adapter and the
 * edit screen all call this, so they compute alike.
 */
export function applyComputedFields(
  entity: EntitySchema,
  record: Row,
  lookupAttribute: ExpressionScope['lookupAttribute'],
  parent?: Row,
): void {
  for (const field of entity.fields) {
    if (!field.computed) continue;
    // A text or date field copies a value (a line's delivery number from its header); numbers are computed exactly.
    if (field.type === 'string' || field.type === 'date') {
      const copied = evaluateValue(field.computed, { record, parent, lookupAttribute });
      record[field.name] = copied === null || copied === undefined ? null : String(copied);
      continue;
    }
    const value = evaluateNumber(field.computed, { record, parent, lookupAttribute });
    const digits = field.type === 'integer' ? 0 : field.precision ?? DEFAULT_COMPUTED_PRECISION;
    record[field.name] = value === null ? null : decimalToNumber(roundDecimalTo(value, digits));
  }
}

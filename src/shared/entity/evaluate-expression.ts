import type { EntitySchema } from '../formats/entity-format';
import type { Expression } from '../formats/expression';
import { roundDecimal } from '../numbers/round-decimal';

/** Digits kept for a computed number field without a declared precision. */
const DEFAULT_COMPUTED_PRECISION = 8;

type Row = Record<string, unknown>;

export interface ExpressionScope {
  record: Row;
  /** The header, when the record is a line. */
  parent?: Row;
  /** A flexfield (attribute1..10) of the lookup value held in a field of the record. */
  lookupAttribute: (field: string, attr: string) => unknown;
}

function numeric(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function sumLines(record: Row, collection: string, field: string): number {
  const lines = record[collection];
  if (!Array.isArray(lines)) return 0;
  let total = 0;
  for (const line of lines as Row[]) total += numeric(line[field]) ?? 0;
  return total;
}

/** Evaluates a computed-field expression; any missing operand (or a division by zero) makes the result empty. */
export function evaluateExpression(expression: Expression, scope: ExpressionScope): number | null {
  if (typeof expression === 'number') return expression;
  if ('field' in expression) return numeric(scope.record[expression.field]);
  if ('parentField' in expression) return numeric(scope.parent?.[expression.parentField]);
  if ('lookupAttr' in expression) return numeric(scope.lookupAttribute(expression.lookupAttr.field, expression.lookupAttr.attr));
  if ('sumLines' in expression) return sumLines(scope.record, expression.sumLines.lines, expression.sumLines.field);
  if ('add' in expression || 'mul' in expression) {
    const operands = 'add' in expression ? expression.add : expression.mul;
    const values = operands.map((operand) => evaluateExpression(operand, scope));
    if (values.some((value) => value === null)) return null;
    const numbers = values as number[];
    return 'add' in expression ? numbers.reduce((a, b) => a + b, 0) : numbers.reduce((a, b) => a * b, 1);
  }
  const [left, right] = 'sub' in expression ? expression.sub : expression.div;
  const a = evaluateExpression(left, scope);
  const b = evaluateExpression(right, scope);
  if (a === null || b === null) return null;
  if ('sub' in expression) return a - b;
  return b === 0 ? null : a / b;
}

/**
 * Sets every computed field of the record, in declaration order (a later one may read an earlier one),
 * each rounded to its precision. Lines must be computed before their header (sumLines reads them).
 * The server engine and the in-memory adapter both call this, so they compute alike.
 */
export function applyComputedFields(
  entity: EntitySchema,
  record: Row,
  lookupAttribute: ExpressionScope['lookupAttribute'],
  parent?: Row,
): void {
  for (const field of entity.fields) {
    if (!field.computed) continue;
    const value = evaluateExpression(field.computed, { record, parent, lookupAttribute });
    const digits = field.type === 'integer' ? 0 : field.precision ?? DEFAULT_COMPUTED_PRECISION;
    record[field.name] = value === null ? null : roundDecimal(value, digits);
  }
}

import type { Condition } from '../formats/common';
import type { ContextValue, Expression } from '../formats/expression';
import { evaluateCondition } from './evaluate-condition';
import { decimalToNumber, sumDecimals, toDecimal, type ExactDecimal } from '../numbers/decimal';

type Row = Readonly<Record<string, unknown>>;

/** What the platform knows when an expression runs (`{context}`); absent values read as empty. */
export type ExpressionContext = Partial<Record<ContextValue, string | number | null>>;

export interface ExpressionScope {
  record: Row;
  /** The header, when the record is a line (or the source header of a mapped line). */
  parent?: Row;
  /** A flexfield (attribute1..10) of the lookup value held in a field of the record. */
  lookupAttribute?: (field: string, attr: string) => unknown;
  context?: ExpressionContext;
}

function linesOf(record: Row, collection: string): Row[] {
  const lines = record[collection];
  return Array.isArray(lines) ? (lines as Row[]) : [];
}

function operandsOf(expression: Exclude<Expression, number>): { op: string; operands: Expression[] } | undefined {
  for (const op of ['add', 'sub', 'mul', 'div', 'min', 'max'] as const) {
    if (op in expression) return { op, operands: (expression as Record<typeof op, Expression[]>)[op] };
  }
  return undefined;
}

/** The branch of an `if` that applies to the record: `then` while the condition holds, else `else` (may be absent). */
function chosenBranch(choice: { when: Condition; then: Expression; else?: Expression }, scope: ExpressionScope): Expression | undefined {
  const { record, ...rest } = scope;
  return evaluateCondition(choice.when, record, {}, rest) ? choice.then : choice.else;
}

/**
 * An expression's number in decimal arithmetic. Any missing or non-numeric operand (or a division by
 * zero) makes the result empty (null), so a half-filled line shows no amount rather than a wrong one.
 */
export function evaluateNumber(expression: Expression, scope: ExpressionScope): ExactDecimal | null {
  if (typeof expression === 'number') return toDecimal(expression);
  if ('if' in expression) {
    const branch = chosenBranch(expression.if, scope);
    return branch === undefined ? null : evaluateNumber(branch, scope);
  }
  if ('sumLines' in expression) {
    return sumDecimals(linesOf(scope.record, expression.sumLines.lines).map((line) => line[expression.sumLines.field]));
  }
  const combined = operandsOf(expression);
  if (!combined) return toDecimal(evaluateValue(expression, scope));
  const values = combined.operands.map((operand) => evaluateNumber(operand, scope));
  if (values.some((value) => value === null)) return null;
  const [first, ...rest] = values as ExactDecimal[];
  switch (combined.op) {
    case 'add':
      return rest.reduce((total, value) => total.plus(value), first);
    case 'sub':
      return first.minus(rest[0]);
    case 'mul':
      return rest.reduce((total, value) => total.times(value), first);
    case 'div':
      return rest[0].isZero() ? null : first.dividedBy(rest[0]);
    case 'min':
      return rest.reduce((least, value) => (value.lessThan(least) ? value : least), first);
    default:
      return rest.reduce((most, value) => (value.greaterThan(most) ? value : most), first);
  }
}

/**
 * An expression's value as a record would hold it: a field's own value (text stays text), a literal,
 * a platform value, or the number of an arithmetic expression (exact to 15 significant digits).
 */
export function evaluateValue(expression: Expression, scope: ExpressionScope): unknown {
  if (typeof expression === 'number') return expression;
  if ('value' in expression) return expression.value;
  if ('field' in expression) return scope.record[expression.field] ?? null;
  if ('parentField' in expression) return scope.parent?.[expression.parentField] ?? null;
  if ('context' in expression) return scope.context?.[expression.context] ?? null;
  if ('lookupAttr' in expression) return scope.lookupAttribute?.(expression.lookupAttr.field, expression.lookupAttr.attr) ?? null;
  if ('if' in expression) {
    const branch = chosenBranch(expression.if, scope);
    return branch === undefined ? null : evaluateValue(branch, scope);
  }
  const number = evaluateNumber(expression, scope);
  return number === null ? null : decimalToNumber(number);
}

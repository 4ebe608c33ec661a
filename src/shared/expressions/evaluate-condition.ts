import type { Condition, ConditionContextName, ConditionOperator } from '../formats/common';
import { toDecimal } from '../numbers/decimal';
import { isEmptyValue } from '../validation/empty-value';
import { evaluateValue, type ExpressionScope } from './evaluate-expression';

type Scalar = string | number;

/** Who looks at the record and whether it is saved yet: what `$side` and `$new` read. */
export interface ConditionContext {
  side?: 'buyer' | 'supplier';
  isNew?: boolean;
  /** The signed-in user's id: what a new record's `$currentUser` default holds. */
  userId?: number;
}

/** Numbers compare as numbers even when one side arrived as text (ids from a query string, say). */
function asComparable(value: unknown): Scalar | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
  }
  return undefined;
}

function equals(left: unknown, right: unknown): boolean {
  const a = asComparable(left);
  const b = asComparable(right);
  return a !== undefined && b !== undefined && a === b;
}

/** Numbers compare in decimal (0.1 + 0.2 is 0.3 here); anything else as text. */
function compare(left: unknown, right: unknown): number | undefined {
  const a = asComparable(left);
  const b = asComparable(right);
  if (a === undefined || b === undefined) return undefined;
  if (typeof a === 'number' && typeof b === 'number') {
    const x = toDecimal(a);
    const y = toDecimal(b);
    return x && y ? x.comparedTo(y) : a - b;
  }
  return String(a).localeCompare(String(b));
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function test(op: ConditionOperator, actual: unknown, expected: unknown): boolean {
  switch (op) {
    case 'eq':
      return equals(actual, expected);
    case 'ne':
      return !equals(actual, expected);
    case 'in':
      return listOf(expected).some((item) => equals(actual, item));
    case 'notIn':
      return !listOf(expected).some((item) => equals(actual, item));
    case 'empty':
      return isEmptyValue(actual);
    case 'notEmpty':
      return !isEmptyValue(actual);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (isEmptyValue(actual)) return false;
      const order = compare(actual, expected);
      if (order === undefined) return false;
      if (op === 'gt') return order > 0;
      if (op === 'gte') return order >= 0;
      if (op === 'lt') return order < 0;
      return order <= 0;
    }
  }
}

function contextValue(name: ConditionContextName, context: ConditionContext): unknown {
  return name === '$side' ? context.side : context.isNew === undefined ? undefined : context.isNew;
}

function operand(field: string, record: Readonly<Record<string, unknown>>, context: ConditionContext): unknown {
  if (field === '$side' || field === '$new') return contextValue(field, context);
  return record[field];
}

/**
 * Evaluates a condition against a record: the one meaning of conditions, in the browser (visible /
 * read-only / required rules) and on the server (field rules, generate filters) alike.
 */
export function evaluateCondition(
  condition: Condition,
  record: Readonly<Record<string, unknown>>,
  context: ConditionContext = {},
  scope?: Omit<ExpressionScope, 'record'>,
): boolean {
  if ('and' in condition) return condition.and.every((part) => evaluateCondition(part, record, context, scope));
  if ('or' in condition) return condition.or.some((part) => evaluateCondition(part, record, context, scope));
  const actual = 'expr' in condition ? evaluateValue(condition.expr, { ...scope, record }) : operand(condition.field, record, context);
  return test(condition.op, actual, condition.value);
}

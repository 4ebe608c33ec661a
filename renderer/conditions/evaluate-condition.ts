import type { Condition, ConditionOperator } from '../../src/shared/formats/common';
import { isEmptyValue } from '../../src/shared/validation/validate-record';

type Scalar = string | number;

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

function compare(left: unknown, right: unknown): number | undefined {
  const a = asComparable(left);
  const b = asComparable(right);
  if (a === undefined || b === undefined) return undefined;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
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

/**
 * Evaluates a visible / read-only / required rule of a descriptor against a record. Conditions are
 * plain data (DESIGN §4.2), so this is the only place their meaning is defined on the client.
 */
export function evaluateCondition(condition: Condition, record: Readonly<Record<string, unknown>>): boolean {
  if ('and' in condition) return condition.and.every((part) => evaluateCondition(part, record));
  if ('or' in condition) return condition.or.some((part) => evaluateCondition(part, record));
  return test(condition.op, record[condition.field], condition.value);
}

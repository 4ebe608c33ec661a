import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../../../src/shared/expressions/evaluate-condition';
import type { Condition } from '../../../../src/shared/formats/common';

const record = { status: 'DRAFT', amount: 120, id: '7', note: '', tags: null };

const cases: Array<[Condition, boolean]> = [
  [{ field: 'status', op: 'eq', value: 'DRAFT' }, true],
  [{ field: 'status', op: 'ne', value: 'DRAFT' }, false],
  [{ field: 'id', op: 'eq', value: 7 }, true],
  [{ field: 'status', op: 'in', value: ['SUBMITTED', 'DRAFT'] }, true],
  [{ field: 'status', op: 'notIn', value: ['SUBMITTED', 'DRAFT'] }, false],
  [{ field: 'note', op: 'empty' }, true],
  [{ field: 'tags', op: 'empty' }, true],
  [{ field: 'missing', op: 'notEmpty' }, false],
  [{ field: 'amount', op: 'gt', value: 100 }, true],
  [{ field: 'amount', op: 'gte', value: 120 }, true],
  [{ field: 'amount', op: 'lt', value: '99' }, false],
  [{ field: 'amount', op: 'lte', value: 120 }, true],
  [{ field: 'note', op: 'gt', value: 0 }, false],
];

describe('evaluateCondition', () => {
  it.each(cases)('%j -> %s', (condition, expected) => {
    expect(evaluateCondition(condition, record)).toBe(expected);
  });

  it('combines with and / or', () => {
    expect(evaluateCondition({ and: [{ field: 'status', op: 'eq', value: 'DRAFT' }, { field: 'amount', op: 'gt', value: 500 }] }, record)).toBe(false);
    expect(evaluateCondition({ or: [{ field: 'status', op: 'eq', value: 'X' }, { field: 'amount', op: 'gt', value: 100 }] }, record)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluateNumber, evaluateValue } from '../../../../src/shared/expressions/evaluate-expression';
import { expressionReferences } from '../../../../src/shared/expressions/expression-references';
import { Expression } from '../../../../src/shared/formats/expression';
import { Workflow } from '../../../../src/shared/formats/entity-format';

const openQty: Expression = {
  if: {
    when: { field: 'status', op: 'in', value: ['CLOSED', 'CANCELLED'] },
    then: 0,
    else: { sub: [{ field: 'demandQty' }, { add: [{ field: 'onWayQty' }, { field: 'receivedQty' }] }] },
  },
};

describe('the `if` expression', () => {
  it('is `then` while its condition holds, else `else`, in decimal', () => {
    expect(evaluateValue(openQty, { record: { status: 'OPEN', demandQty: 0.3, onWayQty: 0.1, receivedQty: 0.1 } })).toBe(0.1);
    expect(evaluateValue(openQty, { record: { status: 'CLOSED', demandQty: 100, onWayQty: 40, receivedQty: 0 } })).toBe(0);
    expect(evaluateNumber(openQty, { record: { status: 'CANCELLED', demandQty: 5, onWayQty: 0, receivedQty: 0 } })?.toString()).toBe('0');
  });

  it('is empty when the condition fails and there is no `else`, and reads text branches as text', () => {
    expect(evaluateValue({ if: { when: { field: 'qty', op: 'gt', value: 10 }, then: { value: 'BIG' } } }, { record: { qty: 3 } })).toBeNull();
    expect(evaluateValue({ if: { when: { field: 'qty', op: 'gt', value: 10 }, then: { value: 'BIG' }, else: { value: 'SMALL' } } }, { record: { qty: 30 } })).toBe('BIG');
  });

  it('names every field it reads, its condition included, for the validator', () => {
    expect(expressionReferences(openQty).map((reference) => `${reference.name}@${reference.path}`)).toEqual([
      'status@.if.when.field',
      'demandQty@.if.else.sub[0].field',
      'onWayQty@.if.else.sub[1].add[0].field',
      'receivedQty@.if.else.sub[1].add[1].field',
    ]);
  });

  it('parses, and refuses unknown keys', () => {
    expect(Expression.safeParse(openQty).success).toBe(true);
    expect(Expression.safeParse({ if: { when: { field: 'a', op: 'eq', value: 1 }, then: 1, otherwise: 2 } }).success).toBe(false);
  });
});

describe('line actions in a workflow', () => {
  const base = { statusField: 'status', initial: 'DRAFT', editableIn: ['DRAFT'] };
  const label = { cn: '关闭行', en: 'Close line' };
  it('lets only a line action keep the header status, and never with a process', () => {
    const line = { collection: 'lines', statusField: 'status', from: ['OPEN'], to: 'CLOSED' };
    expect(Workflow.safeParse({ ...base, actions: { doCloseLine: { label, from: ['DRAFT'], resource: 'b', line } } }).success).toBe(true);
    const noTo = Workflow.safeParse({ ...base, actions: { doClose: { label, from: ['DRAFT'], resource: 'b' } } });
    expect(noTo.success).toBe(false);
    expect(JSON.stringify(noTo.error?.issues)).toContain('only a line action');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseStep, clearedValues, fillValues, matchConditions, matchFillReads, stepQuantity } from '../../../src/shared/entity/match-fills';
import { MatchFill } from '../../../src/shared/formats/match-fill-format';

const rule = MatchFill.parse({
  name: 'agreementPrice',
  label: { cn: '协议价格', en: 'Agreement price' },
  source: 'srmPurAgreementLine',
  when: { field: 'lineType', op: 'ne', value: 'FREE' },
  match: [
    { path: 'itemId', value: { field: 'itemId' } },
    { path: 'parent.status', value: { value: 'APPROVED' } },
    { path: 'parent.startDate', op: 'lte', value: { parentField: 'startDate' } },
  ],
  step: { lines: 'steps', from: 'fromQty', quantity: { field: 'demandQty' } },
  fill: { taxPrice: ['step.taxPrice', 'taxPrice'], agreementNumber: 'parent.agreementNumber' },
  clear: ['agreementNumber'],
});

describe('match fill rules', () => {
  it('work out the conditions on the record and its header, ops defaulting to eq', () => {
    expect(matchConditions(rule, { record: { itemId: 7, demandQty: 5 }, parent: { startDate: '2026-12-01' } })).toEqual([
      { path: ['itemId'], op: 'eq', value: 7 },
      { path: ['parent', 'status'], op: 'eq', value: 'APPROVED' },
      { path: ['parent', 'startDate'], op: 'lte', value: '2026-12-01' },
    ]);
  });

  it('look for nothing while a compared value is empty or the rule does not apply', () => {
    expect(matchConditions(rule, { record: { itemId: null }, parent: { startDate: '2026-12-01' } })).toBeUndefined();
    expect(matchConditions(rule, { record: { itemId: 7 }, parent: {} })).toBeUndefined();
    expect(matchConditions(rule, { record: { itemId: 7, lineType: 'FREE' }, parent: { startDate: '2026-12-01' } })).toBeUndefined();
  });

  it('choose the step with the greatest start at or below the quantity, in decimal, none below the first', () => {
    const steps = [{ fromQty: 100, taxPrice: 9.5 }, { fromQty: 0.5, taxPrice: 10 }, { fromQty: 500, taxPrice: 8.75 }];
    expect(chooseStep(steps, 'fromQty', 0.4)).toBeUndefined();
    expect(chooseStep(steps, 'fromQty', 0.5)?.taxPrice).toBe(10);
    expect(chooseStep(steps, 'fromQty', 99.9999)?.taxPrice).toBe(10);
    expect(chooseStep(steps, 'fromQty', '100')?.taxPrice).toBe(9.5);
    expect(chooseStep(steps, 'fromQty', 1e6)?.taxPrice).toBe(8.75);
    expect(chooseStep(steps, 'fromQty', null)).toBeUndefined();
    expect(stepQuantity(rule, { record: { demandQty: '12.5' } })).toBe(12.5);
  });

  it('fill from the step, falling back to the record, and read headers by parent.', () => {
    const source = { record: { taxPrice: 10 }, parents: [{ agreementNumber: 'PA20261127-0001' }] };
    expect(fillValues(rule, { ...source, step: { taxPrice: 9.5 } })).toEqual({ taxPrice: 9.5, agreementNumber: 'PA20261127-0001' });
    expect(fillValues(rule, source)).toEqual({ taxPrice: 10, agreementNumber: 'PA20261127-0001' });
    expect(fillValues(rule, { record: { taxPrice: null }, parents: [{}] })).toEqual({});
    expect(clearedValues(rule)).toEqual({ agreementNumber: null });
  });

  it('name what they read of the record and of its header', () => {
    const reads = matchFillReads(rule);
    expect([...reads.fields].sort()).toEqual(['demandQty', 'itemId', 'lineType']);
    expect([...reads.parentFields]).toEqual(['startDate']);
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, baseRecords, lookupSeed } from '../support/fixtures';

type Row = Record<string, unknown>;

function agreement(id: number, overrides: Row = {}): Row {
  return {
    agreementId: id,
    agreementNumber: `PA2024010${id}-0001`,
    agreementName: `协议${id}`,
    supplierId: 1,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    buyerId: 1,
    status: 'APPROVED',
    versionNum: 1,
    lines: [
      { agreementLineId: id * 10, lineNumber: 1, itemId: 7, itemName: '深沟球轴承', uomCode: 'PCS', taxRateCode: 'VAT13', taxPrice: 10, steps: [{ stepId: id * 100, stepNumber: 1, fromQty: 100, taxPrice: 9 }, { stepId: id * 100 + 1, stepNumber: 2, fromQty: 500, taxPrice: 8 }] },
    ],
    orgs: [{ agreementOrgId: id * 10, lineNumber: 1, orgId: 1 }],
    ...overrides,
  };
}

const order = { supplierId: 1, orgId: 1, currencyCode: 'CNY', startDate: '2024-06-01' };

function adapterWith(agreements: Row[], user = { userId: 1, userType: 'internal' as const, supplierId: null as number | null }) {
  return createMemoryAdapter({ entities: allEntities, records: { ...baseRecords, srmPurAgreement: agreements }, lookups: lookupSeed, user });
}

async function fills(adapter: ReturnType<typeof adapterWith>, record: Row, parent: Row = order) {
  const answer = await adapter.request<Row>({ service: 'srm', resource: 'srmPoLineRestful', operation: 'findMatchFills', body: { record, parent } });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

/** The memory twin of the server's findMatchFills (src/server/entities/match-fills.ts) over the order line's agreement price. */
describe('memory adapter: values from a matching record', () => {
  it('answers the step price by quantity, the line price below the first step, and the agreement reference', async () => {
    const adapter = adapterWith([agreement(1)]);
    expect(await fills(adapter, { itemId: 7, demandQty: 50 })).toEqual({ taxPrice: 10, agreementLineId: 10, agreementNumber: 'PA20240101-0001' });
    expect(await fills(adapter, { itemId: 7, demandQty: 100 })).toMatchObject({ taxPrice: 9 });
    expect(await fills(adapter, { itemId: 7, demandQty: 499.9999 })).toMatchObject({ taxPrice: 9 });
    expect(await fills(adapter, { itemId: 7, demandQty: 500 })).toMatchObject({ taxPrice: 8 });
  });

  it('clears the reference outside the validity, the organisations, the status and for another item', async () => {
    const adapter = adapterWith([agreement(1), agreement(2, { status: 'INVALID', startDate: '2025-01-01', endDate: '2025-12-31' })]);
    const none = { agreementLineId: null, agreementNumber: null };
    expect(await fills(adapter, { itemId: 7, demandQty: 50 }, { ...order, startDate: '2025-02-01' })).toEqual(none);
    expect(await fills(adapter, { itemId: 7, demandQty: 50 }, { ...order, orgId: 2 })).toEqual(none);
    expect(await fills(adapter, { itemId: 8, demandQty: 50 })).toEqual(none);
    expect(await fills(adapter, { itemId: null, demandQty: 50 })).toEqual(none);
  });

  it('takes the newest of several matching agreements', async () => {
    const newer = agreement(2);
    (newer.lines as Row[])[0].taxPrice = 9.9;
    const adapter = adapterWith([agreement(1), newer]);
    expect(await fills(adapter, { itemId: 7, demandQty: 1 })).toMatchObject({ taxPrice: 9.9, agreementLineId: 20 });
  });
});

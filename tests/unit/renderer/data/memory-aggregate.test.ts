import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import { allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';

/** The memory twin of `aggregate` (renderer/data/memory/memory-aggregate.ts) answers as the server does. */
const menu = { menuId: 1, respId: 1 };
type Row = Record<string, unknown>;

function line(id: number, amount: number, extra: Row = {}): Row {
  return { poLineId: id, lineNumber: id, itemName: `item ${id}`, demandQty: 1, taxPrice: amount, taxTotalPrice: amount, targetPrice: 1, demandDate: '2024-02-01', ...extra };
}

function adapter(user: { userType: 'internal' | 'supplier'; supplierId?: number } = { userType: 'internal' }) {
  return createMemoryAdapter({
    entities: allEntities,
    records: {
      ...baseRecords,
      srmPoHeader: [
        { ...purchaseOrder(1, { status: 'SENT', startDate: '2024-01-10', supplierId: 1 }), lines: [line(1, 0.1), line(2, 0.2)] },
        { ...purchaseOrder(2, { status: 'SENT', startDate: '2024-02-03', supplierId: 2 }), lines: [line(3, 0.7)] },
        { ...purchaseOrder(3, { status: 'DRAFT', startDate: '2024-02-20', supplierId: 1 }), lines: [line(4, 1234567.89), line(5, 0.05)] },
      ],
    },
    lookups: lookupSeed,
    user: { userId: 5, userType: user.userType, supplierId: user.supplierId ?? null },
  });
}

const aggregate = (a: ReturnType<typeof adapter>, entity: string, body: Row) =>
  a.request<Row[]>({ service: 'srm', resource: `${entity}Restful`, operation: 'aggregate', body, menu });

describe('memory aggregate', () => {
  it('groups lines by their header’s supplier and month, with display keys, sums in decimal arithmetic', async () => {
    const answer = await aggregate(adapter(), 'srmPoLine', {
      groupBy: [{ field: 'supplierId', parent: true }, { field: 'startDate', parent: true, bucket: 'month', as: 'month' }],
      measures: [{ fn: 'sum', field: 'taxTotalPrice' }, { fn: 'countDistinct', field: 'poHeaderId', as: 'orders' }],
    });
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.data).toEqual([
      { supplierId: 1, month: '2024-01', taxTotalPrice: 0.3, orders: 1, supplierName: '华东精密机械有限公司', supplierNumber: 'S000001' },
      { supplierId: 1, month: '2024-02', taxTotalPrice: 1234567.94, orders: 1, supplierName: '华东精密机械有限公司', supplierNumber: 'S000001' },
      { supplierId: 2, month: '2024-02', taxTotalPrice: 0.7, orders: 1, supplierName: '深圳宏达电子科技有限公司', supplierNumber: 'S000002' },
    ]);
  });

  it('filters by header fields, sorts by a measure and limits', async () => {
    const answer = await aggregate(adapter(), 'srmPoLine', {
      'parent.status': 'SENT',
      groupBy: [{ field: 'poHeaderId' }],
      measures: [{ fn: 'avg', field: 'taxTotalPrice', as: 'mean' }, { fn: 'count' }],
      sortField: 'mean',
      sortOrder: 'desc',
      limit: 1,
    });
    expect(answer.data).toEqual([{ poHeaderId: 2, poNumber: 'PO202401010002', mean: 0.7, count: 1 }]);
  });

  it('keeps supplier users to their own visible records and refuses internal fields like unknown ones', async () => {
    const supplier = adapter({ userType: 'supplier', supplierId: 1 });
    const own = await aggregate(supplier, 'srmPoLine', { measures: [{ fn: 'sum', field: 'taxTotalPrice' }, { fn: 'count' }] });
    expect(own.data).toEqual([{ taxTotalPrice: 0.3, count: 2 }]);
    const internal = await aggregate(supplier, 'srmPoLine', { measures: [{ fn: 'sum', field: 'targetPrice' }] });
    expect(internal).toMatchObject({ status: 'E', errors: [{ field: 'measures[0].field' }] });
    expect(internal.msg).toContain('targetPrice');
  });

  it('answers bad input with the parameter, in the user’s language', async () => {
    const answer = await aggregate(adapter(), 'srmPoHeader', { groupBy: [{ field: 'startDate', bucket: 'week' }], measures: [{ fn: 'count' }] });
    expect(answer).toMatchObject({ status: 'E', errors: [{ field: 'groupBy[0].bucket' }] });
    expect(answer.msg).toContain('week');
  });
});

import { describe, expect, it } from 'vitest';
import { purchaseOrder } from '../support/fixtures';
import { SUPPLIER, confirmedOrder, orderLine, purchasingAdapter } from '../support/purchasing-world';

type Row = Record<string, unknown>;

const list = async (adapter: ReturnType<typeof purchasingAdapter>, body: Row) => adapter.request<Row[]>({ service: 'srm', resource: 'srmPoLineRestful', operation: 'listByPage', body });

/** The memory twin of the server's `parent.` filters (src/server/entities/parent-filters.ts) and of its generate message. */
describe('memory adapter: what a pick dialog and a generate button read', () => {
  it('filters order lines by their header (parent.), like the server, with the order number as display key', async () => {
    const adapter = purchasingAdapter(
      {
        srmPoHeader: [
          confirmedOrder(1, [orderLine(11), orderLine(12, { openQty: 0 })]),
          confirmedOrder(2, [orderLine(21)], { orgId: 2 }),
          { ...purchaseOrder(3, { status: 'SENT' }), lines: [orderLine(31)] },
          confirmedOrder(4, [orderLine(41)], { supplierId: 2 }),
        ],
      },
      { user: SUPPLIER },
    );
    const open = await list(adapter, { 'parent.supplierId': 1, 'parent.orgId': 1, 'parent.status': 'CONFIRMED', openQty_gt: 0 });
    expect(open.data?.map((row) => [row.poLineId, row.poNumber])).toEqual([[11, 'PO202401010001']]);
    const searched = await list(adapter, { 'parent.poNumber_like': '0003' });
    expect(searched.data?.map((row) => row.poLineId)).toEqual([31]);
    // The supplier's scope holds under the filters: another supplier's order stays out of reach.
    expect((await list(adapter, { 'parent.supplierId': 2 })).data).toEqual([]);
  });

  it('refuses parent. filters on an entity that is no line, and unknown header fields', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11)])] });
    const onHeader = await adapter.request({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { 'parent.status': 'DRAFT' } });
    expect(onHeader).toMatchObject({ status: 'E', msg: '不能按字段parent.status查询或排序' });
    expect(await list(adapter, { 'parent.statuss': 'DRAFT' })).toMatchObject({ status: 'E', msg: '不能按字段statuss查询或排序' });
  });

  it('answers a generate action with the new document and the server’s message', async () => {
    const adapter = purchasingAdapter({ srmPoHeader: [confirmedOrder(1, [orderLine(11)])] }, { user: SUPPLIER, language: 'EN' });
    const answer = await adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'doCreateDelivery', body: { id: 1 } });
    expect(answer).toMatchObject({ status: 'S', msg: 'Delivery note DN20261122-0001 created', data: { deliveryHeaderId: 1, deliveryNumber: 'DN20261122-0001' } });
  });
});

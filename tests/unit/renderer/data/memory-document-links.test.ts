import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, type MemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import { allEntities, baseRecords, lookupSeed, purchaseOrder } from '../support/fixtures';

type Row = Record<string, unknown>;
const menu = { menuId: 1, respId: 1 };
const fixedNow = () => new Date(2024, 4, 6, 10, 30, 0);

/** A buyer's and a supplier's (supplier 1) adapter over the same seed: each keeps its own copy of the rows. */
function world() {
  const records: Record<string, Row[]> = {
    ...baseRecords,
    srmPoHeader: [
      {
        ...purchaseOrder(1, { status: 'CONFIRMED', poNumber: 'PO-A', supplierId: 1 }),
        lines: [
          { poLineId: 11, lineNumber: 1, itemName: '轴承', demandQty: 100, taxPrice: 11.3, demandDate: '2024-05-10', onWayQty: 0, receivedQty: 0, returnQty: 0, openQty: 100 },
          { poLineId: 12, lineNumber: 2, itemName: '螺栓', demandQty: 10, taxPrice: 1, demandDate: '2024-05-10', onWayQty: 0, receivedQty: 0, returnQty: 0, openQty: 10 },
        ],
      },
    ],
  };
  const make = (userType: 'internal' | 'supplier') =>
    createMemoryAdapter({ entities: allEntities, records, lookups: lookupSeed, user: { userId: userType === 'supplier' ? 9 : 5, userType, supplierId: userType === 'supplier' ? 1 : null }, now: fixedNow });
  return { buyer: make('internal'), supplier: make('supplier') };
}

async function call(adapter: MemoryAdapter, entity: string, operation: string, body: Row): Promise<ApiEnvelope<Row>> {
  return adapter.request<Row>({ service: 'srm', resource: `${entity}Restful`, operation, body, menu });
}

describe('memory adapter: lines of lines, generate actions and consumed quantities', () => {
  it('saves and reads back schedules of order lines, numbered and summed', async () => {
    const { buyer } = world();
    const saved = await call(buyer, 'srmPoHeader', 'saveOrUpdate', {
      poType: 'STANDARD', orgId: 1, supplierId: 1, buyerId: 1, startDate: '2024-05-01',
      lines: [{ itemName: '轴承', demandQty: 5, taxPrice: 2, demandDate: '2024-05-10', schedules: [{ planDate: '2024-05-10', planQty: 2 }, { planDate: '2024-05-20', planQty: 3 }] }],
    });
    expect(saved.status).toBe('S');
    const line = (saved.data.lines as Row[])[0];
    expect((line.schedules as Row[]).map((s) => [s.scheduleNumber, s.planQty])).toEqual([[1, 2], [2, 3]]);
    expect(line.scheduledQty).toBe(5);
    const bad = await call(buyer, 'srmPoHeader', 'saveOrUpdate', {
      poType: 'STANDARD', orgId: 1, supplierId: 1, buyerId: 1, startDate: '2024-05-01',
      lines: [{ itemName: '轴承', demandQty: 5, taxPrice: 2, demandDate: '2024-05-10', schedules: [{ planDate: '2024-05-10' }] }],
    });
    expect(bad.errors).toEqual([{ field: 'planQty', line: { collection: 'schedules', index: 0, parent: { collection: 'lines', index: 0 } }, message: '计划数量不能为空' }]);
  });

  it('generates a delivery note from the confirmed order, consumes on shipping and links both ways', async () => {
    const { supplier } = world();
    const made = await call(supplier, 'srmPoHeader', 'doCreateDelivery', { id: 1 });
    expect(made.status).toBe('S');
    expect(made.data).toMatchObject({ supplierId: 1, status: 'DRAFT', shipDate: '2024-05-06', totalShipQty: 110 });
    const noteId = made.data.deliveryHeaderId;
    expect((await call(supplier, 'srmDeliveryHeader', 'doSubmit', { id: noteId })).status).toBe('S');
    const line = async () => (await call(supplier, 'srmPoHeader', 'findById', { id: 1 })).data.lines as Row[];
    expect((await line()).map((row) => [row.onWayQty, row.openQty])).toEqual([[100, 0], [10, 0]]);
    const second = await call(supplier, 'srmPoHeader', 'doCreateDelivery', { id: 1 });
    expect(second).toMatchObject({ status: 'E', msg: '没有可创建送货单的行' });
    const links = await call(supplier, 'srmPoHeader', 'findDocumentLinks', { id: 1 });
    expect(links.data).toEqual([expect.objectContaining({ direction: 'target', entity: 'srmDeliveryHeader', id: noteId, status: 'SUBMITTED' })]);
    const back = await call(supplier, 'srmDeliveryHeader', 'findDocumentLinks', { id: noteId });
    expect(back.data).toEqual([expect.objectContaining({ direction: 'source', entity: 'srmPoHeader', id: 1, code: 'PO-A' })]);
  });

  it('gives back what a refused note held, and moves a received note from on the way to received', async () => {
    const { supplier } = world();
    const supplierUser = { userId: 9, userType: 'supplier' as const, supplierId: 1 };
    const buyerUser = { userId: 5, userType: 'internal' as const, supplierId: null };
    const note = (await call(supplier, 'srmPoHeader', 'doCreateDelivery', { id: 1 })).data;
    await call(supplier, 'srmDeliveryHeader', 'doSubmit', { id: note.deliveryHeaderId });
    supplier.actAs(buyerUser);
    expect((await call(supplier, 'srmDeliveryHeader', 'doReject', { id: note.deliveryHeaderId, comment: '破损' })).status).toBe('S');
    const lines = async () => ((await call(supplier, 'srmPoHeader', 'findById', { id: 1 })).data.lines as Row[]).map((row) => [row.onWayQty, row.receivedQty, row.openQty]);
    expect(await lines()).toEqual([[0, 0, 100], [0, 0, 10]]);
    supplier.actAs(supplierUser);
    await call(supplier, 'srmDeliveryHeader', 'doSubmit', { id: note.deliveryHeaderId });
    supplier.actAs(buyerUser);
    expect((await call(supplier, 'srmDeliveryHeader', 'doReceive', { id: note.deliveryHeaderId })).status).toBe('S');
    expect(await lines()).toEqual([[0, 100, 0], [0, 10, 0]]);
    expect((await call(supplier, 'srmDeliveryHeader', 'doSubmit', { id: note.deliveryHeaderId })).msg).toBe('当前状态(RECEIVED)不允许发货');
  });

  it('refuses shipping beyond what is open and changes nothing', async () => {
    const { supplier } = world();
    const made = (await call(supplier, 'srmPoHeader', 'doCreateDelivery', { id: 1 })).data;
    const lines = made.lines as Row[];
    const greedy = await call(supplier, 'srmDeliveryHeader', 'saveOrUpdate', { ...made, lines: [{ ...lines[0], shipQty: 101 }, lines[1]] });
    const refused = await call(supplier, 'srmDeliveryHeader', 'doSubmit', { id: greedy.data.deliveryHeaderId });
    expect(refused.status).toBe('E');
    expect(refused.msg).toContain('101');
    expect((await call(supplier, 'srmDeliveryHeader', 'findById', { id: greedy.data.deliveryHeaderId })).data.status).toBe('DRAFT');
    const orderLines = (await call(supplier, 'srmPoHeader', 'findById', { id: 1 })).data.lines as Row[];
    expect(orderLines.map((row) => row.onWayQty)).toEqual([0, 0]);
  });
});

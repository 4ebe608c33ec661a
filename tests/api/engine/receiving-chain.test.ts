import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/entities';
import { confirmedOrder, openEngineWorld, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;
const linesOf = (record: Row) => record.lines as Row[];

/**
 * Receiving (spec 2.4): receipts from delivery-note lines or straight from order lines, storage, returns and
 * write-offs move the order line's quantities through consumptions, and post every movement into the
 * transactions ledger (srmTransaction) in the same transaction.
 */
describe.each(dialects)('receiving, returns, write-off and the transactions ledger on %s', (dialect) => {
  let world: EngineWorld;
  let supplier: Actor;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    supplier = world.supplierActorA;
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const act = (entity: string, action: string, id: unknown, actor: Actor, extra: Row = {}) =>
    world.engine.runAction(entity, action, { id: Number(id), ...extra }, actor);
  const poLine = async (id: unknown) => (await world.engine.findById('srmPoLine', Number(id), world.admin));
  const deliveryLine = async (id: unknown) => (await world.engine.listByPage('srmDeliveryLine', { deliveryLineId: id }, world.admin)).rows[0];
  const figures = async (id: unknown) => {
    const line = await poLine(id);
    return { ordered: line.demandQty, onWay: line.onWayQty, received: line.receivedQty, rejected: line.rejectedQty, returned: line.returnQty, stored: line.storedQty, open: line.openQty };
  };
  /** Every figure adds up: ordered = open + on the way + received - returned. */
  const addsUp = (f: Record<string, unknown>) => expect(Number(f.open) + Number(f.onWay) + Number(f.received) - Number(f.returned)).toBe(Number(f.ordered));
  const ledger = async (poLineId: unknown) => {
    const rows = (await world.engine.listByPage('srmTransaction', { poLineId, sortField: 'transactionId', sortOrder: 'asc', pageRows: 100 }, world.admin)).rows;
    return rows.map((row) => `${String(row.trxType)}${row.reversesType ? `(${String(row.reversesType)})` : ''}:${String(row.trxQty)}:${String(row.documentType)}`);
  };

  /** A confirmed order of supplier A with one line of bearings. */
  const bearingOrder = (demandQty = 100) =>
    confirmedOrder(world, [{ itemCode: 'BRG-6205', itemName: '深沟球轴承', itemSpec: '6205-2RS', uomCode: 'PCS', demandQty, taxPrice: 11.3, demandDate: '2026-12-01' }]);

  /** A delivery note of the order's line shipping `shipQty`, saved by the supplier (submitted unless told). */
  async function deliveryNote(order: Row, shipQty: number, submit = true): Promise<Row> {
    const generated = (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier)).record;
    const saved = await world.engine.saveOrUpdate('srmDeliveryHeader', { ...generated, lines: [{ ...linesOf(generated)[0], shipQty }] }, supplier);
    return submit ? act('srmDeliveryHeader', 'doSubmit', saved.deliveryHeaderId, supplier) : saved;
  }

  function receiptLine(order: Row, quantities: { receiveQty: number; rejectQty?: number }, note?: Row): Row {
    const line = linesOf(order)[0];
    return {
      poHeaderId: order.poHeaderId,
      poLineId: line.poLineId,
      poNumber: order.poNumber,
      deliveryLineId: note ? linesOf(note)[0].deliveryLineId : null,
      deliveryNumber: note?.deliveryNumber ?? null,
      itemCode: line.itemCode,
      itemName: line.itemName,
      uomCode: line.uomCode,
      receiveQty: quantities.receiveQty,
      rejectQty: quantities.rejectQty ?? 0,
      rejectReason: quantities.rejectQty ? '外观划伤' : null,
    };
  }

  async function receipt(order: Row, quantities: { receiveQty: number; rejectQty?: number }, note?: Row): Promise<Row> {
    return world.engine.saveOrUpdate('srmReceiptHeader', {
      supplierId: world.supplierA,
      orgId: world.orgId,
      deliveryHeaderId: note?.deliveryHeaderId ?? null,
      receiptDate: '2026-11-22',
      lines: [receiptLine(order, quantities, note)],
    }, world.admin);
  }

  async function move(moveType: string, receiptRecord: Row, quantities: { moveQty: number; rejectQty?: number }, writeOffOf?: string): Promise<Row> {
    const line = linesOf(receiptRecord)[0];
    return world.engine.saveOrUpdate('srmRcvMoveHeader', {
      moveType,
      writeOffOf: writeOffOf ?? null,
      supplierId: world.supplierA,
      orgId: world.orgId,
      moveDate: '2026-11-22',
      reason: moveType === 'STORE' ? null : '质量问题',
      lines: [{
        receiptLineId: line.receiptLineId,
        receiptNumber: receiptRecord.receiptNumber,
        poHeaderId: line.poHeaderId,
        poLineId: line.poLineId,
        deliveryLineId: line.deliveryLineId,
        poNumber: line.poNumber,
        itemCode: line.itemCode,
        itemName: line.itemName,
        uomCode: line.uomCode,
        moveQty: quantities.moveQty,
        rejectQty: quantities.rejectQty ?? 0,
      }],
    }, world.admin);
  }

  it('order 100, deliver 60 + 40, reject 10, receive 90, return 5: every figure right on the order line, the delivery lines and the ledger', async () => {
    const order = await bearingOrder();
    const poLineId = linesOf(order)[0].poLineId;
    const first = await deliveryNote(order, 60);
    const second = await deliveryNote(order, 40);
    expect(await figures(poLineId)).toMatchObject({ ordered: 100, onWay: 100, received: 0, open: 0 });

    const fromFirst = await receipt(order, { receiveQty: 50, rejectQty: 10 }, first);
    expect(fromFirst).toMatchObject({ status: 'DRAFT', totalReceiveQty: 50, totalRejectQty: 10 });
    expect(String(fromFirst.receiptNumber)).toMatch(/^RC20261122-\d{4}$/);
    const posted = await act('srmReceiptHeader', 'doPost', fromFirst.receiptHeaderId, world.admin);
    expect(posted).toMatchObject({ status: 'POSTED', postedBy: world.admin.userId, postedDate: '2026-11-22 09:30:15' });
    // The 10 rejected pieces go back to open: the supplier may ship them again.
    expect(await figures(poLineId)).toMatchObject({ onWay: 40, received: 50, rejected: 10, open: 10 });
    expect(await deliveryLine(linesOf(first)[0].deliveryLineId)).toMatchObject({ shipQty: 60, receivedQty: 50, rejectedQty: 10 });

    const fromSecond = await receipt(order, { receiveQty: 40 }, second);
    await act('srmReceiptHeader', 'doPost', fromSecond.receiptHeaderId, world.admin);
    expect(await figures(poLineId)).toMatchObject({ onWay: 0, received: 90, rejected: 10, returned: 0, open: 10 });
    expect(await deliveryLine(linesOf(second)[0].deliveryLineId)).toMatchObject({ shipQty: 40, receivedQty: 40, rejectedQty: 0 });

    const returned = await move('RETURN', fromFirst, { moveQty: 5 });
    expect(String(returned.moveNumber)).toMatch(/^MV20261122-\d{4}$/);
    await act('srmRcvMoveHeader', 'doPost', returned.moveHeaderId, world.admin);
    const after = await figures(poLineId);
    expect(after).toMatchObject({ ordered: 100, onWay: 0, received: 90, rejected: 10, returned: 5, open: 15 });
    addsUp(after);
    expect((await world.engine.findById('srmReceiptLine', Number(linesOf(fromFirst)[0].receiptLineId), world.admin))).toMatchObject({ receiveQty: 50, returnedQty: 5 });
    expect(await ledger(poLineId)).toEqual(['RECEIVE:50:RECEIPT', 'REJECT:10:RECEIPT', 'RECEIVE:40:RECEIPT', 'RETURN:-5:RETURN']);
    const [row] = (await world.engine.listByPage('srmTransaction', { poLineId, trxType: 'RETURN' }, world.admin)).rows;
    expect(row).toMatchObject({ documentNumber: returned.moveNumber, poHeaderId: order.poHeaderId, poNumber: order.poNumber, itemCode: 'BRG-6205', supplierId: world.supplierA, orgId: world.orgId, userId: world.admin.userId, trxDate: '2026-11-22 09:30:15' });
  });

  it('refuses to return more than was received minus returned, and to receive more than a delivery line shipped', async () => {
    const order = await bearingOrder(20);
    const note = await deliveryNote(order, 20);
    const taken = await receipt(order, { receiveQty: 12 }, note);
    await act('srmReceiptHeader', 'doPost', taken.receiptHeaderId, world.admin);
    const greedy = await receipt(order, { receiveQty: 9 }, note);
    expect((await rejection(act('srmReceiptHeader', 'doPost', greedy.receiptHeaderId, world.admin))).message).toContain('8 open');
    const first = await move('RETURN', taken, { moveQty: 7 });
    await act('srmRcvMoveHeader', 'doPost', first.moveHeaderId, world.admin);
    const tooMany = await move('RETURN', taken, { moveQty: 6 });
    expect((await rejection(act('srmRcvMoveHeader', 'doPost', tooMany.moveHeaderId, world.admin))).message).toContain('5 open');
    expect(await figures(linesOf(order)[0].poLineId)).toMatchObject({ onWay: 8, received: 12, returned: 7 });
  });

  it('receives straight from an order line without a delivery note, within what is open', async () => {
    const order = await bearingOrder(30);
    const poLineId = linesOf(order)[0].poLineId;
    await deliveryNote(order, 10);
    const direct = await receipt(order, { receiveQty: 20, rejectQty: 2 });
    await act('srmReceiptHeader', 'doPost', direct.receiptHeaderId, world.admin);
    const after = await figures(poLineId);
    expect(after).toMatchObject({ onWay: 10, received: 20, rejected: 2, open: 0 });
    addsUp(after);
    const more = await receipt(order, { receiveQty: 1 });
    expect((await rejection(act('srmReceiptHeader', 'doPost', more.receiptHeaderId, world.admin))).message).toContain('0 open');
  });

  it('two delivery notes for the last units: one is refused', async () => {
    const order = await bearingOrder(10);
    const a = await deliveryNote(order, 10, false);
    const b = await deliveryNote(order, 10, false);
    const outcomes = await Promise.allSettled([
      act('srmDeliveryHeader', 'doSubmit', a.deliveryHeaderId, supplier),
      act('srmDeliveryHeader', 'doSubmit', b.deliveryHeaderId, supplier),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await figures(linesOf(order)[0].poLineId)).toMatchObject({ onWay: 10, open: 0 });
  });

  it('two receipts for the same delivery line: one is refused, and nothing of it stays in the ledger', async () => {
    const order = await bearingOrder(10);
    const poLineId = linesOf(order)[0].poLineId;
    const note = await deliveryNote(order, 10);
    const a = await receipt(order, { receiveQty: 10 }, note);
    const b = await receipt(order, { receiveQty: 8, rejectQty: 2 }, note);
    const outcomes = await Promise.allSettled([
      act('srmReceiptHeader', 'doPost', a.receiptHeaderId, world.admin),
      act('srmReceiptHeader', 'doPost', b.receiptHeaderId, world.admin),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const after = await figures(poLineId);
    expect(Number(after.received) + Number(after.rejected)).toBe(10);
    expect(after).toMatchObject({ onWay: 0 });
    expect((await ledger(poLineId)).length).toBe(after.rejected ? 2 : 1);
    expect(await deliveryLine(linesOf(note)[0].deliveryLineId)).toMatchObject({ receivedQty: after.received, rejectedQty: after.rejected });
  });

  it('a write-off restores the figures the receipt moved, and a storage write-off the stored quantity', async () => {
    const order = await bearingOrder(50);
    const poLineId = linesOf(order)[0].poLineId;
    const note = await deliveryNote(order, 50);
    const before = await figures(poLineId);
    const taken = await receipt(order, { receiveQty: 45, rejectQty: 5 }, note);
    await act('srmReceiptHeader', 'doPost', taken.receiptHeaderId, world.admin);
    const stored = await move('STORE', taken, { moveQty: 30 });
    await act('srmRcvMoveHeader', 'doPost', stored.moveHeaderId, world.admin);
    expect(await figures(poLineId)).toMatchObject({ received: 45, stored: 30 });

    // Only what is neither stored nor returned can be written off: 15 of the 45.
    const tooMuch = await move('WRITE_OFF', taken, { moveQty: 16 }, 'RECEIPT');
    expect((await rejection(act('srmRcvMoveHeader', 'doPost', tooMuch.moveHeaderId, world.admin))).message).toContain('15 open');
    const storageOff = await move('WRITE_OFF', taken, { moveQty: 30 }, 'STORAGE');
    await act('srmRcvMoveHeader', 'doPost', storageOff.moveHeaderId, world.admin);
    expect(await figures(poLineId)).toMatchObject({ stored: 0 });
    const receiptOff = await move('WRITE_OFF', taken, { moveQty: 45, rejectQty: 5 }, 'RECEIPT');
    await act('srmRcvMoveHeader', 'doPost', receiptOff.moveHeaderId, world.admin);
    expect(await figures(poLineId)).toEqual(before);
    expect(await deliveryLine(linesOf(note)[0].deliveryLineId)).toMatchObject({ receivedQty: 0, rejectedQty: 0 });
    expect(await ledger(poLineId)).toEqual([
      'RECEIVE:45:RECEIPT', 'REJECT:5:RECEIPT', 'STORE:30:STORE', 'WRITE_OFF(STORE):-30:WRITE_OFF', 'WRITE_OFF(RECEIVE):-45:WRITE_OFF', 'WRITE_OFF(REJECT):-5:WRITE_OFF',
    ]);
    // The delivery note can be received again after the write-off, and a receipt can never be refused afterwards.
    const again = await receipt(order, { receiveQty: 50 }, note);
    await act('srmReceiptHeader', 'doPost', again.receiptHeaderId, world.admin);
    expect(await figures(poLineId)).toMatchObject({ onWay: 0, received: 50, open: 0 });
    expect((await rejection(act('srmDeliveryHeader', 'doReject', note.deliveryHeaderId, world.admin, { comment: '迟到' }))).message)
      .toBe('Goods of this delivery note have been received already; it can no longer be refused');
  });

  it('a delivery note received as shipped posts its receipt into the ledger, and a receipt cannot take it twice', async () => {
    const order = await bearingOrder(10);
    const poLineId = linesOf(order)[0].poLineId;
    const note = await deliveryNote(order, 10);
    await act('srmDeliveryHeader', 'doReceive', note.deliveryHeaderId, world.admin);
    expect(await figures(poLineId)).toMatchObject({ onWay: 0, received: 10, open: 0 });
    expect(await ledger(poLineId)).toEqual(['RECEIVE:10:DELIVERY']);
    const twice = await receipt(order, { receiveQty: 1 }, note);
    expect((await rejection(act('srmReceiptHeader', 'doPost', twice.receiptHeaderId, world.admin))).message).toContain('0 open');
  });

  it('a supplier sees his own posted receipts, movements and ledger rows, never another supplier\'s, and writes none', async () => {
    const order = await bearingOrder(10);
    const note = await deliveryNote(order, 10);
    const draft = await receipt(order, { receiveQty: 4 }, note);
    const posted = await receipt(order, { receiveQty: 6 }, note);
    await act('srmReceiptHeader', 'doPost', posted.receiptHeaderId, world.admin);
    const mine = (await world.engine.listByPage('srmReceiptHeader', { pageRows: 100 }, supplier)).rows.map((row) => row.receiptHeaderId);
    expect(mine).toContain(posted.receiptHeaderId);
    expect(mine).not.toContain(draft.receiptHeaderId);
    const poLineId = linesOf(order)[0].poLineId;
    expect((await world.engine.listByPage('srmTransaction', { poLineId }, supplier)).rows).toHaveLength(1);
    expect((await world.engine.listByPage('srmTransaction', { poLineId }, world.supplierActorB)).rows).toHaveLength(0);
    expect((await world.engine.listByPage('srmReceiptHeader', {}, world.supplierActorB)).rows).toHaveLength(0);
    await expect(world.engine.findById('srmReceiptHeader', Number(posted.receiptHeaderId), world.supplierActorB)).rejects.toThrow();
    await expect(world.engine.saveOrUpdate('srmReceiptHeader', { supplierId: world.supplierA, orgId: world.orgId, receiptDate: '2026-11-22', lines: [receiptLine(order, { receiveQty: 1 }, note)] }, supplier)).rejects.toThrow();
  });

  it('refuses a receipt line of another supplier\'s order', async () => {
    const order = await bearingOrder(10);
    const refused = await rejection(world.engine.saveOrUpdate('srmReceiptHeader', {
      supplierId: world.supplierB, orgId: world.orgId, receiptDate: '2026-11-22', lines: [receiptLine(order, { receiveQty: 1 })],
    }, world.admin));
    expect(refused.errors.map((error) => error.field)).toContain('poHeaderId');
  });
});

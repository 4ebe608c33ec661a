import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/entities';
import { confirmedOrder, openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;
const linesOf = (record: Row) => record.lines as Row[];

describe.each(dialects)('generate actions and consumed quantities on %s', (dialect) => {
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

  /** A purchase order of supplier A confirmed by the supplier, with two lines (100 and 10 pieces). */
  const twoLineOrder = () =>
    confirmedOrder(world, [
      { itemCode: 'BRG-6205', itemName: '深沟球轴承', itemSpec: '6205-2RS', uomCode: 'PCS', demandQty: 100, taxPrice: 11.3, demandDate: '2026-12-01' },
      { itemCode: 'PIN-D8', itemName: '定位销', uomCode: 'PCS', demandQty: 10, taxPrice: 2.5, demandDate: '2026-12-05' },
    ]);

  const poLine = async (id: unknown) => {
    const rows = await world.engine.listByPage('srmPoLine', { poLineId: id }, world.admin);
    return rows.rows[0];
  };

  it('creates a delivery note from a confirmed order with its open lines, linked both ways', async () => {
    const order = await twoLineOrder();
    const { record, target } = await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier);
    expect(target).toBe('srmDeliveryHeader');
    expect(record).toMatchObject({ supplierId: world.supplierA, orgId: world.orgId, status: 'DRAFT', shipDate: '2026-11-22', totalShipQty: 110 });
    expect(String(record.deliveryNumber)).toMatch(/^DN20261122-\d{4}$/);
    expect(linesOf(record).map((line) => [line.lineNumber, line.poNumber, line.itemName, line.shipQty, line.poLineId])).toEqual([
      [1, order.poNumber, '深沟球轴承', 100, linesOf(order)[0].poLineId],
      [2, order.poNumber, '定位销', 10, linesOf(order)[1].poLineId],
    ]);
    const fromOrder = await world.engine.findDocumentLinks('srmPoHeader', order.poHeaderId, world.admin);
    expect(fromOrder).toEqual([expect.objectContaining({ direction: 'target', entity: 'srmDeliveryHeader', id: record.deliveryHeaderId, code: record.deliveryNumber, status: 'DRAFT', action: 'srmPoHeader.doCreateDelivery', actionLabel: { cn: '创建送货单', en: 'Create delivery note' } })]);
    const fromNote = await world.engine.findDocumentLinks('srmDeliveryHeader', record.deliveryHeaderId, supplier);
    expect(fromNote).toEqual([expect.objectContaining({ direction: 'source', entity: 'srmPoHeader', id: order.poHeaderId, code: order.poNumber, status: 'CONFIRMED' })]);
  });

  it('refuses a source in the wrong status, of another supplier, or for the wrong kind of user', async () => {
    const draft = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world), world.admin);
    await act('srmPoHeader', 'doSubmit', draft.poHeaderId, world.admin);
    await act('srmPoHeader', 'doApproval', draft.poHeaderId, world.admin);
    await act('srmPoHeader', 'doSend', draft.poHeaderId, world.admin);
    expect((await rejection(world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: draft.poHeaderId }, supplier))).message)
      .toBe('Create delivery note is not allowed when the status is Sent to supplier');
    const order = await twoLineOrder();
    expect((await rejection(world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, world.supplierActorB))).message)
      .toBe('Purchase order: record not found');
    expect((await rejection(world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, world.admin))).message)
      .toBe('Create delivery note can only be done by supplier users');
    expect((await rejection(world.engine.generate('srmPoHeader', 'doFly', { id: order.poHeaderId }, supplier))).message)
      .toBe('Purchase order has no action "doFly"');
  });

  it('consumes the open quantity when shipped, refuses more than is open, and gives it back when refused', async () => {
    const order = await twoLineOrder();
    const [line1, line2] = linesOf(order);
    const first = (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier)).record;
    // Ship 60 of the 100 and all 10 of the pins.
    const edited = await world.engine.saveOrUpdate('srmDeliveryHeader', { ...first, lines: [{ ...linesOf(first)[0], shipQty: 60 }, linesOf(first)[1]] }, supplier);
    await act('srmDeliveryHeader', 'doSubmit', edited.deliveryHeaderId, supplier);
    expect(await poLine(line1.poLineId)).toMatchObject({ onWayQty: 60, receivedQty: 0, openQty: 40 });
    expect(await poLine(line2.poLineId)).toMatchObject({ onWayQty: 10, openQty: 0 });

    // A second note takes only what is open: the pins' line is left out, 40 bearings come in.
    const second = (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier)).record;
    expect(linesOf(second).map((line) => [line.itemName, line.shipQty])).toEqual([['深沟球轴承', 40]]);
    const greedy = await world.engine.saveOrUpdate('srmDeliveryHeader', { ...second, lines: [{ ...linesOf(second)[0], shipQty: 41 }] }, supplier);
    const refused = await rejection(act('srmDeliveryHeader', 'doSubmit', greedy.deliveryHeaderId, supplier));
    expect(refused.message).toBe(`Purchase order ${String(order.poNumber)} line 1: quantity in transit would exceed what is open: 41 asked, 40 open`);
    expect((await world.engine.findById('srmDeliveryHeader', greedy.deliveryHeaderId as number, supplier)).status).toBe('DRAFT');
    expect(await poLine(line1.poLineId)).toMatchObject({ onWayQty: 60, openQty: 40 });

    // The buyer refuses the first note: its 60 and 10 come back.
    await act('srmDeliveryHeader', 'doReject', edited.deliveryHeaderId, world.admin, { comment: '包装破损' });
    expect(await poLine(line1.poLineId)).toMatchObject({ onWayQty: 0, openQty: 100 });
    expect(await poLine(line2.poLineId)).toMatchObject({ onWayQty: 0, openQty: 10 });
    await act('srmDeliveryHeader', 'doSubmit', greedy.deliveryHeaderId, supplier);
    expect(await poLine(line1.poLineId)).toMatchObject({ onWayQty: 41, openQty: 59 });
  });

  it('moves a received note from on the way to received in one action, and never below zero', async () => {
    const order = await twoLineOrder();
    const [line1] = linesOf(order);
    const note = (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier)).record;
    await act('srmDeliveryHeader', 'doSubmit', note.deliveryHeaderId, supplier);
    const received = await act('srmDeliveryHeader', 'doReceive', note.deliveryHeaderId, world.admin);
    expect(received).toMatchObject({ status: 'RECEIVED', receivedBy: world.admin.userId, receivedDate: '2026-11-22 09:30:15' });
    expect(await poLine(line1.poLineId)).toMatchObject({ onWayQty: 0, receivedQty: 100, openQty: 0 });
    const ledger = await world.database.db.selectFrom('sys_consumptions').select(['consumption', 'amount']).where('consumerDocumentId', '=', Number(note.deliveryHeaderId)).where('consumption', '=', 'poLineReceived').execute();
    expect(ledger.map((row) => `${String(row.consumption)}:${String(row.amount)}`).sort()).toEqual(['poLineReceived:10', 'poLineReceived:100']);
    expect((await rejection(world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier))).message)
      .toBe('No line qualifies for Create delivery note');
  });

  it('keeps a note that holds quantities from being deleted, and lets a draft go', async () => {
    const order = await twoLineOrder();
    const note = (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier)).record;
    await act('srmDeliveryHeader', 'doSubmit', note.deliveryHeaderId, supplier);
    await act('srmDeliveryHeader', 'doReject', note.deliveryHeaderId, world.admin, { comment: '数量不符' });
    // Refused notes gave everything back, so a refused (editable) note may be deleted.
    await world.engine.delete('srmDeliveryHeader', note.deliveryHeaderId as number, supplier);
    expect(await poLine(linesOf(order)[0].poLineId)).toMatchObject({ onWayQty: 0, openQty: 100 });
  });

  it('lets exactly one of two notes racing for the last units through', async () => {
    const order = await twoLineOrder();
    const notes = await Promise.all([1, 2].map(async () => (await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier)).record));
    const outcomes = await Promise.allSettled(notes.map((note) => act('srmDeliveryHeader', 'doSubmit', note.deliveryHeaderId, supplier)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const [line1, line2] = linesOf(order);
    expect(await poLine(line1.poLineId)).toMatchObject({ onWayQty: 100, openQty: 0 });
    expect(await poLine(line2.poLineId)).toMatchObject({ onWayQty: 10, openQty: 0 });
  });
});

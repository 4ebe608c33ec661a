import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, EntityRecord } from '../../../src/server/entities';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

type Row = EntityRecord;
const dialects = await testDialects();

/** Spec §4 actions of a purchase order: send, delivery feedback and its answer, hold, change, and actions on one line. */
describe.each(dialects)('purchase order actions on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const act = (action: string, id: unknown, extra: Row = {}, actor: Actor = world.admin) =>
    world.engine.runAction('srmPoHeader', action, { id: Number(id), ...extra }, actor);
  const lineOf = (order: Row, index: number) => (order.lines as Row[])[index];

  /** An approved order of supplier A with two lines (100 and 10 pieces). */
  async function approvedOrder(): Promise<Row> {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, {
      lines: [
        { itemName: '深沟球轴承', demandQty: 100, taxPrice: 11.3, demandDate: '2026-12-01' },
        { itemName: '定位销', demandQty: 10, taxPrice: 2.5, demandDate: '2026-12-05' },
      ],
    }), world.admin);
    await act('doSubmit', saved.poHeaderId);
    return act('doApproval', saved.poHeaderId);
  }
  async function confirmedOrder(): Promise<Row> {
    const approved = await approvedOrder();
    await act('doSend', approved.poHeaderId);
    return act('doSupplierConfirm', approved.poHeaderId, {}, world.supplierActorA);
  }

  it('shows an approved order to its supplier only once sent', async () => {
    const approved = await approvedOrder();
    const notFound = (await rejection(world.engine.findById('srmPoHeader', 987654321, world.supplierActorA))).message;
    expect((await rejection(world.engine.findById('srmPoHeader', Number(approved.poHeaderId), world.supplierActorA))).message).toBe(notFound);
    expect((await rejection(act('doSupplierConfirm', approved.poHeaderId, {}, world.supplierActorA))).message).toBe(notFound);
    expect(await act('doSend', approved.poHeaderId)).toMatchObject({ status: 'SENT', sentDate: '2026-11-22 09:30:15' });
    await expect(world.engine.findById('srmPoHeader', Number(approved.poHeaderId), world.supplierActorA)).resolves.toMatchObject({ status: 'SENT' });
    expect((await rejection(world.engine.findById('srmPoHeader', Number(approved.poHeaderId), world.supplierActorB))).message).toBe(notFound);
    expect((await rejection(act('doSend', approved.poHeaderId))).message).toBe('Send to supplier is not allowed when the status is Sent to supplier');
  });

  it('lets the supplier propose delivery with a reason, the buyer refuse it, then accept the next one', async () => {
    const approved = await approvedOrder();
    await act('doSend', approved.poHeaderId);
    expect((await rejection(act('doSupplierFeedback', approved.poHeaderId, {}, world.supplierActorA))).message).toBe('Propose delivery needs a reason (comment)');
    const proposed = await act('doSupplierFeedback', approved.poHeaderId, { comment: '第2行12月20日交货' }, world.supplierActorA);
    expect(proposed).toMatchObject({ status: 'FEEDBACK', supplierFeedback: '第2行12月20日交货' });
    expect((await rejection(act('doBuyerConfirm', approved.poHeaderId, {}, world.supplierActorA))).message).toBe('Accept delivery can only be done by internal users');
    const refused = await act('doBuyerReject', approved.poHeaderId, { comment: '产线12月10日必须到货' });
    expect(refused).toMatchObject({ status: 'SENT', buyerRejectReason: '产线12月10日必须到货' });
    const again = await act('doSupplierFeedback', approved.poHeaderId, { comment: '第2行12月12日交货' }, world.supplierActorA);
    expect(again).toMatchObject({ status: 'FEEDBACK', supplierFeedback: '第2行12月12日交货', buyerRejectReason: null });
    expect(await act('doBuyerConfirm', approved.poHeaderId)).toMatchObject({ status: 'CONFIRMED', buyerConfirmDate: '2026-11-22 09:30:15' });
  });

  it('closes a line (open quantity 0, nothing more ships on it) and reopens it', async () => {
    const order = await confirmedOrder();
    const [first, second] = [lineOf(order, 0), lineOf(order, 1)];
    expect(first).toMatchObject({ status: 'OPEN', openQty: 100 });
    expect((await rejection(act('doCloseLine', order.poHeaderId))).message).toBe('Close line needs the Purchase order line it runs on (lineId)');
    expect((await rejection(act('doCloseLine', order.poHeaderId, { lineId: 987654321 }))).message).toBe('No such Purchase order line on this record');
    expect((await rejection(act('doCloseLine', order.poHeaderId, { lineId: first.poLineId }, world.supplierActorA))).message).toBe('Close line can only be done by internal users');
    const closed = await act('doCloseLine', order.poHeaderId, { lineId: first.poLineId, versionNum: order.versionNum });
    expect(closed).toMatchObject({ status: 'CONFIRMED', versionNum: Number(order.versionNum) + 1 });
    expect(lineOf(closed, 0)).toMatchObject({ status: 'CLOSED', openQty: 0, demandQty: 100 });
    expect(lineOf(closed, 1)).toMatchObject({ status: 'OPEN', openQty: 10 });
    // The order's amounts stay what was ordered.
    expect(closed.taxTotalAmount).toBe(order.taxTotalAmount);
    // A stale version is refused before anything moves.
    expect((await rejection(act('doCloseLine', order.poHeaderId, { lineId: second.poLineId, versionNum: order.versionNum }))).message).toContain('changed by someone else');
    expect((await rejection(act('doCloseLine', order.poHeaderId, { lineId: first.poLineId }))).message).toBe('Close line is not allowed on line 1: its status is Closed');

    // The supplier's delivery note leaves the closed line out, and a note naming it is refused when shipped.
    const { record: note } = await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, world.supplierActorA);
    expect((note.lines as Row[]).map((line) => line.poLineId)).toEqual([second.poLineId]);
    const forced = await world.engine.saveOrUpdate('srmDeliveryHeader', { ...note, lines: [...(note.lines as Row[]), { poLineId: first.poLineId, poNumber: order.poNumber, itemName: '深沟球轴承', uomCode: 'PCS', shipQty: 1 }] }, world.supplierActorA);
    expect((await rejection(world.engine.runAction('srmDeliveryHeader', 'doSubmit', { id: Number(forced.deliveryHeaderId) }, world.supplierActorA))).message).toContain('would exceed what is open');

    const reopened = await act('doReopenLine', order.poHeaderId, { lineId: first.poLineId });
    expect(lineOf(reopened, 0)).toMatchObject({ status: 'OPEN', openQty: 100 });
  });

  it('cancels a line with nothing on the way or received, and only closes one with quantities shipped', async () => {
    const order = await confirmedOrder();
    const [first, second] = [lineOf(order, 0), lineOf(order, 1)];
    const { record: note } = await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, world.supplierActorA);
    await world.engine.saveOrUpdate('srmDeliveryHeader', { ...note, lines: [(note.lines as Row[])[0]].map((line) => ({ ...line, shipQty: 40 })) }, world.supplierActorA);
    await world.engine.runAction('srmDeliveryHeader', 'doSubmit', { id: Number(note.deliveryHeaderId) }, world.supplierActorA);
    const shipped = await world.engine.findById('srmPoHeader', Number(order.poHeaderId), world.admin);
    expect(lineOf(shipped, 0)).toMatchObject({ onWayQty: 40, openQty: 60 });
    expect((await rejection(act('doCancelLine', order.poHeaderId, { lineId: first.poLineId }))).message).toBe('Cancel line does not apply to line 1');
    const cancelled = await act('doCancelLine', order.poHeaderId, { lineId: second.poLineId });
    expect(lineOf(cancelled, 1)).toMatchObject({ status: 'CANCELLED', openQty: 0 });
    expect((await rejection(act('doReopenLine', order.poHeaderId, { lineId: second.poLineId }))).message).toBe('Reopen line is not allowed on line 2: its status is Cancelled');
    const closed = await act('doCloseLine', order.poHeaderId, { lineId: first.poLineId });
    expect(lineOf(closed, 0)).toMatchObject({ status: 'CLOSED', onWayQty: 40, openQty: 0 });
  });

  it('refuses line actions on another supplier\'s order as not found, and leaves it unchanged', async () => {
    const order = await confirmedOrder();
    const first = lineOf(order, 0);
    const notFound = (await rejection(world.engine.findById('srmPoHeader', 987654321, world.supplierActorB))).message;
    expect((await rejection(act('doCloseLine', order.poHeaderId, { lineId: first.poLineId }, world.supplierActorB))).message).toBe(notFound);
    expect(lineOf(await world.engine.findById('srmPoHeader', Number(order.poHeaderId), world.admin), 0)).toMatchObject({ status: 'OPEN' });
  });

  it('holds a confirmed order with a reason (no delivery meanwhile) and releases it', async () => {
    const order = await confirmedOrder();
    expect((await rejection(act('doHandUp', order.poHeaderId))).message).toBe('Put on hold needs a reason (comment)');
    expect(await act('doHandUp', order.poHeaderId, { comment: '客户订单暂停' })).toMatchObject({ status: 'HOLD', holdReason: '客户订单暂停' });
    await expect(world.engine.findById('srmPoHeader', Number(order.poHeaderId), world.supplierActorA)).resolves.toMatchObject({ status: 'HOLD' });
    expect((await rejection(world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, world.supplierActorA))).message).toBe('Create delivery note is not allowed when the status is On hold');
    expect(await act('doRelease', order.poHeaderId)).toMatchObject({ status: 'CONFIRMED', holdReason: null });
  });

  it('changes a confirmed order: editable again, hidden from the supplier until approved and sent again', async () => {
    const order = await confirmedOrder();
    const changing = await act('doChange', order.poHeaderId);
    expect(changing.status).toBe('CHANGING');
    const notFound = (await rejection(world.engine.findById('srmPoHeader', 987654321, world.supplierActorA))).message;
    expect((await rejection(world.engine.findById('srmPoHeader', Number(order.poHeaderId), world.supplierActorA))).message).toBe(notFound);
    const lines = (changing.lines as Row[]).map((line, index) => (index === 0 ? { ...line, demandQty: 120 } : line));
    const saved = await world.engine.saveOrUpdate('srmPoHeader', { ...changing, lines }, world.admin);
    expect(lineOf(saved, 0)).toMatchObject({ demandQty: 120, openQty: 120 });
    await act('doSubmit', order.poHeaderId);
    expect(await act('doApproval', order.poHeaderId)).toMatchObject({ status: 'APPROVED' });
  });

  it('keeps v1 when an approved order changes, and shows both sides what v2 changed', async () => {
    const order = await confirmedOrder();
    expect(order).toMatchObject({ poVersions: 1, versionChanges: [], versions: [] });
    const changing = await act('doChange', order.poHeaderId);
    expect((changing.versions as Row[]).map((kept) => kept.versionNumber)).toEqual([1]);
    // The kept version holds internal fields: a supplier never reads it.
    expect(JSON.parse(String((changing.versions as Row[])[0].snapshot))).toMatchObject({ poNumber: order.poNumber, poVersions: 1 });
    const lines = (changing.lines as Row[]).map((line, index) => (index === 0 ? { ...line, demandQty: 120 } : line)).slice(0, 1);
    const forged = [{ versionNumber: 9, partName: 'header', fieldName: 'x', newValue: 'forged' }];
    const saved = await world.engine.saveOrUpdate('srmPoHeader', { ...changing, description: 'v2 order', internalRemark: 'secret v2', lines: [...lines, { itemName: '垫圈', demandQty: 5, taxPrice: 1, demandDate: '2026-12-20' }], versionChanges: forged }, world.admin);
    expect(saved.versionChanges).toEqual([]);
    await act('doSubmit', order.poHeaderId);
    const approved = await act('doApproval', order.poHeaderId);
    expect(approved.poVersions).toBe(2);
    const changes = (approved.versionChanges as Row[]).map((change) => [change.versionNumber, change.changeType, change.lineLabel, change.fieldName, change.oldValue, change.newValue]);
    expect(changes).toContainEqual([2, 'CHANGE', null, 'description', 'test order', 'v2 order']);
    expect(changes).toContainEqual([2, 'CHANGE', 'Line 1', 'demandQty', '100', '120']);
    expect(changes).toContainEqual([2, 'REMOVE', 'Line 2', 'itemName', '定位销', null]);
    expect(changes).toContainEqual([2, 'ADD', 'Line 2', 'itemName', null, '垫圈']);
    // Internal fields are never compared: the supplier reads the change records.
    expect(changes.some((change) => change[3] === 'internalRemark' || change[3] === 'targetPrice')).toBe(false);

    await act('doSend', order.poHeaderId);
    const seen = await world.engine.findById('srmPoHeader', Number(order.poHeaderId), world.supplierActorA);
    expect(seen).toMatchObject({ poVersions: 2, status: 'SENT' });
    expect((seen.versionChanges as Row[]).length).toBe(changes.length);
    expect((seen.versions as Row[])[0].snapshot).toBeUndefined();
    const notFound = (await rejection(world.engine.findById('srmPoHeader', 987654321, world.supplierActorB))).message;
    expect((await rejection(world.engine.findById('srmPoHeader', Number(order.poHeaderId), world.supplierActorB))).message).toBe(notFound);

    // A second change keeps v2 and its records add to v1's.
    await act('doSupplierConfirm', order.poHeaderId, {}, world.supplierActorA);
    const again = await act('doChange', order.poHeaderId);
    await world.engine.saveOrUpdate('srmPoHeader', { ...again, description: 'v3 order' }, world.admin);
    await act('doSubmit', order.poHeaderId);
    const third = await act('doApproval', order.poHeaderId);
    expect(third.poVersions).toBe(3);
    expect((third.versions as Row[]).map((kept) => kept.versionNumber)).toEqual([1, 2]);
    expect((third.versionChanges as Row[]).filter((change) => change.versionNumber === 3).map((change) => [change.fieldName, change.oldValue, change.newValue])).toEqual([['description', 'v2 order', 'v3 order']]);
  });
});

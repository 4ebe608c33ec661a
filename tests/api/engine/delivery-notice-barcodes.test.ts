import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/entities';
import { generateBarcodes } from '../../../src/server/delivery/generate-barcodes';
import { confirmedOrder, openEngineWorld, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

type Row = Record<string, unknown>;
const linesOf = (record: Row) => record.lines as Row[];

/**
 * Delivery notices (the buyer asks, the supplier answers, the buyer confirms; a delivery note from the
 * answer) and package barcodes (one per package, unique, replaced when generated again), on %s.
 */
describe.each(dialects)('delivery notices and package barcodes on %s', (dialect) => {
  let world: EngineWorld;
  let supplier: Actor;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    supplier = world.supplierActorA;
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const act = (entity: string, action: string, id: unknown, actor: Actor, extra: Row = {}) => world.engine.runAction(entity, action, { id: Number(id), ...extra }, actor);

  /** A confirmed order of supplier A: 250 bearings and 0.3 of pins. */
  const noticedOrder = () =>
    confirmedOrder(world, [
      { itemCode: 'BRG-6205', itemName: '深沟球轴承', uomCode: 'PCS', demandQty: 250, taxPrice: 11.3, demandDate: '2026-12-01' },
      { itemCode: 'PIN-D8', itemName: '定位销', uomCode: 'PCS', demandQty: 0.3, taxPrice: 2.5, demandDate: '2026-12-05' },
    ]);

  async function releasedNotice(order: Row): Promise<Row> {
    const notice = await world.engine.saveOrUpdate('srmDeliveryNotice', {
      supplierId: world.supplierA,
      orgId: world.orgId,
      requiredDate: '2026-12-01',
      lines: linesOf(order).map((line) => ({ poLineId: line.poLineId, poNumber: order.poNumber, itemCode: line.itemCode, itemName: line.itemName, uomCode: line.uomCode, noticeQty: line.demandQty, needDate: '2026-12-01' })),
    }, world.admin);
    expect(notice.status).toBe('NEW');
    expect(String(notice.noticeNumber)).toMatch(/^DA20261122-\d{4}$/);
    return act('srmDeliveryNotice', 'doRelease', notice.noticeId, world.admin);
  }

  it('goes from the buyer to the supplier and back: answer, send back, answer again, confirm, note, close', async () => {
    const order = await noticedOrder();
    const draft = await world.engine.saveOrUpdate('srmDeliveryNotice', { supplierId: world.supplierA, orgId: world.orgId, requiredDate: '2026-12-01', lines: [{ poLineId: linesOf(order)[0].poLineId, itemName: '深沟球轴承', noticeQty: 5, needDate: '2026-12-01' }] }, world.admin);
    // A new notice is the buyer's: the supplier does not see it yet.
    expect((await rejection(world.engine.findById('srmDeliveryNotice', Number(draft.noticeId), supplier))).message).toBe('Delivery notice: record not found');

    const notice = await releasedNotice(order);
    expect(notice.status).toBe('RELEASED');
    const seen = await world.engine.findById('srmDeliveryNotice', Number(notice.noticeId), supplier);
    // The supplier may only answer: the quantity the buyer asks for is not his to change.
    const changedAsk = await rejection(world.engine.saveOrUpdate('srmDeliveryNotice', { ...seen, lines: linesOf(seen).map((line) => ({ ...line, noticeQty: 1 })) }, supplier));
    expect(changedAsk.errors[0]).toMatchObject({ field: 'noticeQty', line: { collection: 'lines', index: 0 } });
    // An answer needs a promised quantity and date on every line.
    const missing = await rejection(world.engine.saveOrUpdate('srmDeliveryNotice', seen, supplier));
    expect(missing.errors[0]).toMatchObject({ field: 'supplierQty' });
    const answered = await world.engine.saveOrUpdate('srmDeliveryNotice', {
      ...seen,
      supplierComment: '轴承分两批交付',
      lines: linesOf(seen).map((line, index) => ({ ...line, supplierQty: index === 0 ? 200 : 0.3, supplierDate: '2026-12-03' })),
    }, supplier);
    expect(answered.totalSupplierQty).toBe(200.3);
    // Another supplier neither sees nor answers it.
    expect((await rejection(act('srmDeliveryNotice', 'doSupplierReply', notice.noticeId, world.supplierActorB))).message).toBe('Delivery notice: record not found');
    await act('srmDeliveryNotice', 'doSupplierReply', notice.noticeId, supplier);
    // The buyer sends it back with a reason, the supplier answers again, the buyer confirms.
    expect((await act('srmDeliveryNotice', 'doReturn', notice.noticeId, world.admin, { comment: '请确认轴承能否一次交齐' })).returnReason).toBe('请确认轴承能否一次交齐');
    await act('srmDeliveryNotice', 'doSupplierReply', notice.noticeId, supplier);
    expect((await rejection(act('srmDeliveryNotice', 'doConfirm', notice.noticeId, supplier))).message).toBe('Confirm can only be done by internal users');
    const confirmed = await act('srmDeliveryNotice', 'doConfirm', notice.noticeId, world.admin);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', confirmedBy: world.admin.userId });
    // The supplier's delivery note takes the promised quantities and is linked to the notice.
    const { record: note } = await world.engine.generate('srmDeliveryNotice', 'doCreateDelivery', { id: notice.noticeId }, supplier);
    expect(linesOf(note).map((line) => [line.itemName, line.shipQty, line.noticeNumber, line.poLineId])).toEqual([
      ['深沟球轴承', 200, notice.noticeNumber, linesOf(order)[0].poLineId],
      ['定位销', 0.3, notice.noticeNumber, linesOf(order)[1].poLineId],
    ]);
    const links = await world.engine.findDocumentLinks('srmDeliveryHeader', note.deliveryHeaderId, supplier);
    expect(links).toEqual(expect.arrayContaining([expect.objectContaining({ direction: 'source', entity: 'srmDeliveryNotice', id: notice.noticeId })]));
    expect((await act('srmDeliveryNotice', 'doClose', notice.noticeId, world.admin)).status).toBe('CLOSED');
    expect((await rejection(act('srmDeliveryNotice', 'doCancel', notice.noticeId, world.admin))).message).toBe('Cancel is not allowed when the status is Closed');
  });

  it('packs each line into packages with one unique barcode each, by batch, and replaces them when generated again', async () => {
    const order = await noticedOrder();
    const { record: generated } = await world.engine.generate('srmPoHeader', 'doCreateDelivery', { id: order.poHeaderId }, supplier);
    const [bearings, pins] = linesOf(generated);
    // Without a quantity per package there is nothing to pack: the error names the line.
    const unpacked = await rejection(generateBarcodes(world.engine, Number(generated.deliveryHeaderId), supplier));
    expect(unpacked.errors[0]).toMatchObject({ field: 'packageQty', line: { collection: 'lines', index: 0 } });
    // Batches must make up the quantity shipped.
    const short = await rejection(world.engine.saveOrUpdate('srmDeliveryHeader', {
      ...generated,
      lines: [{ ...bearings, packageQty: 100, batches: [{ batchNumber: 'B2611-01', productionDate: '2026-11-10', batchQty: 150 }] }, pins],
    }, supplier));
    expect(short.message).toBe('Line 1: The batches must add up to the quantity shipped');
    const saved = await world.engine.saveOrUpdate('srmDeliveryHeader', {
      ...generated,
      lines: [
        { ...bearings, packageQty: 100, batches: [{ batchNumber: 'B2611-01', productionDate: '2026-11-10', batchQty: 150 }, { batchNumber: 'B2611-02', productionDate: '2026-11-12', batchQty: 100 }] },
        { ...pins, packageQty: 0.1, batchNumber: 'P-77' },
      ],
    }, supplier);
    const { note, packages } = await generateBarcodes(world.engine, Number(saved.deliveryHeaderId), supplier);
    expect(packages).toBe(6);
    const [packedBearings, packedPins] = linesOf(note);
    // 150 at 100 a package: 100 + 50; then 100. Decimal: 0.3 at 0.1 is three packages, never four.
    expect((packedBearings.barcodes as Row[]).map((code) => [code.packageNumber, code.batchNumber, code.productionDate, code.packageQty])).toEqual([
      [1, 'B2611-01', '2026-11-10', 100],
      [2, 'B2611-01', '2026-11-10', 50],
      [3, 'B2611-02', '2026-11-12', 100],
    ]);
    expect((packedPins.barcodes as Row[]).map((code) => [code.batchNumber, code.packageQty])).toEqual([['P-77', 0.1], ['P-77', 0.1], ['P-77', 0.1]]);
    expect(packedBearings.packageCount).toBe(3);
    expect(note.packageCount).toBe(6);
    const codes = linesOf(note).flatMap((line) => (line.barcodes as Row[]).map((code) => String(code.barcode)));
    expect(new Set(codes).size).toBe(6);
    for (const code of codes) expect(code).toMatch(/^BC261122-\d{6}$/);
    // Generated again: new codes, none reused, the old ones gone.
    const again = await generateBarcodes(world.engine, Number(saved.deliveryHeaderId), supplier);
    const newCodes = linesOf(again.note).flatMap((line) => (line.barcodes as Row[]).map((code) => String(code.barcode)));
    expect(newCodes).toHaveLength(6);
    expect(newCodes.filter((code) => codes.includes(code))).toEqual([]);
    const listed = await world.engine.listByPage('srmDeliveryBarcode', { pageIndex: 1, pageRows: 50, deliveryNumber: note.deliveryNumber }, supplier);
    expect(listed.rows.map((row) => row.barcode).sort()).toEqual([...newCodes].sort());
    // Another supplier neither lists nor generates them.
    expect((await world.engine.listByPage('srmDeliveryBarcode', { pageIndex: 1, pageRows: 50 }, world.supplierActorB)).rows).toEqual([]);
    expect((await rejection(generateBarcodes(world.engine, Number(saved.deliveryHeaderId), world.supplierActorB))).message).toBe('Delivery note: record not found');
    // Once shipped the note is no longer editable: its labels stay as printed.
    await act('srmDeliveryHeader', 'doSubmit', saved.deliveryHeaderId, supplier);
    expect((await rejection(generateBarcodes(world.engine, Number(saved.deliveryHeaderId), supplier))).message).toMatch(/Shipped/);
    // The buyer confirms the shipped note; it can still be received.
    expect((await act('srmDeliveryHeader', 'doConfirm', saved.deliveryHeaderId, world.admin)).status).toBe('CONFIRMED');
    expect((await act('srmDeliveryHeader', 'doReceive', saved.deliveryHeaderId, world.admin)).status).toBe('RECEIVED');
  });
});

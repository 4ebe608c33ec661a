import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import type { DemoReceipt } from './demo-data';

type Row = EntityRecord;

/** A movement line taking `moveQty` from a posted receipt line. */
function moveLine(receipt: Row, line: Row, moveQty: number): Row {
  return {
    receiptLineId: line.receiptLineId,
    receiptNumber: receipt.receiptNumber,
    poHeaderId: line.poHeaderId,
    poLineId: line.poLineId,
    deliveryLineId: line.deliveryLineId,
    poNumber: line.poNumber,
    itemCode: line.itemCode,
    itemName: line.itemName,
    uomCode: line.uomCode,
    moveQty,
  };
}

async function postMove(engine: EntityEngine, header: Row, lines: Row[], buyer: Actor): Promise<void> {
  if (lines.length === 0) return;
  const saved = await engine.saveOrUpdate('srmRcvMoveHeader', { ...header, lines }, buyer);
  await engine.runAction('srmRcvMoveHeader', 'doPost', { id: Number(saved.moveHeaderId) }, buyer);
}

/**
 * The buyer's receipt of a shipped delivery note, as the demo tells it: some pieces rejected at the door, a few
 * returned to the supplier afterwards, the rest put into stock; all posted through the engine, so the order
 * lines' quantities and the transactions ledger are the consumptions' and postings' own.
 */
export async function seedReceipt(engine: EntityEngine, note: Row, spec: DemoReceipt, receiptDate: string, buyer: Actor): Promise<void> {
  const noteLines = note.lines as Row[];
  const lines = spec.lines.map(({ line, receiveQty, rejectQty, rejectReason }) => {
    const shipped = noteLines[line];
    if (!shipped) throw new Error(`demo receipt of ${String(note.deliveryNumber)}: the note has no line ${line}`);
    return {
      poHeaderId: shipped.poHeaderId,
      poLineId: shipped.poLineId,
      deliveryLineId: shipped.deliveryLineId,
      deliveryNumber: note.deliveryNumber,
      poNumber: shipped.poNumber,
      itemCode: shipped.itemCode,
      itemName: shipped.itemName,
      itemSpec: shipped.itemSpec,
      uomCode: shipped.uomCode,
      receiveQty,
      rejectQty: rejectQty ?? 0,
      rejectReason: rejectReason ?? null,
    };
  });
  const header = { supplierId: note.supplierId, orgId: note.orgId };
  const saved = await engine.saveOrUpdate('srmReceiptHeader', { ...header, deliveryHeaderId: note.deliveryHeaderId, receiptDate, remark: spec.remark ?? null, lines }, buyer);
  const receipt = await engine.runAction('srmReceiptHeader', 'doPost', { id: Number(saved.receiptHeaderId) }, buyer);
  const received = receipt.lines as Row[];
  const returned = new Map((spec.returns ?? []).map(({ line, qty }) => [line, qty]));
  await postMove(engine, { ...header, moveType: 'RETURN', moveDate: receiptDate, reason: spec.returnReason ?? null }, [...returned].map(([line, qty]) => moveLine(receipt, received[line], qty)), buyer);
  if (!spec.store) return;
  const stored = received.map((line, index) => moveLine(receipt, line, Number(line.receiveQty) - (returned.get(index) ?? 0))).filter((line) => Number(line.moveQty) > 0);
  await postMove(engine, { ...header, moveType: 'STORE', moveDate: receiptDate }, stored, buyer);
}

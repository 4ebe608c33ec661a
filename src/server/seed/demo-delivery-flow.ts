import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import { generateBarcodes } from '../delivery/generate-barcodes';
import { formatDate } from '../entities/engine-clock';

type Row = EntityRecord;

function daysFrom(now: Date, days: number): string {
  const moment = new Date(now);
  moment.setDate(moment.getDate() + days);
  return formatDate(moment);
}

/** Open lines of the supplier's confirmed orders, oldest order first. */
async function openLines(engine: EntityEngine, supplier: Actor): Promise<Row[]> {
  const page = await engine.listByPage('srmPoLine', { 'parent.supplierId': supplier.supplierId, 'parent.status': 'CONFIRMED', openQty_gt: 0, pageIndex: 1, pageRows: 50, sortField: 'poLineId', sortOrder: 'asc' }, supplier);
  return page.rows;
}

function noticeLine(line: Row, share: number, needDate: string): Row {
  const noticeQty = Math.max(1, Math.floor(Number(line.openQty) * share));
  return { poLineId: line.poLineId, poNumber: line.poNumber, itemCode: line.itemCode, itemName: line.itemName, itemSpec: line.itemSpec, uomCode: line.uomCode, noticeQty, needDate };
}

/**
 * The delivery side of the demo story, made through the engine as people would: the buyer asks supplier1 for
 * part of his open order lines (a notice answered, sent back once and confirmed; a delivery note made from it
 * with two batches and its package barcodes, ready to print), a second answered and waiting for the buyer's
 * confirmation, a third waiting for his answer and a fourth still the buyer's draft; his production plans (one confirmed, one submitted). Order lines are only known
 * once the orders exist (their numbers are generated), so this is code beside the order seed, not a records file.
 */
export async function seedDeliveryFlow(engine: EntityEngine, actors: { buyer: Actor; supplier: Actor | undefined }, now: Date): Promise<void> {
  const { buyer, supplier } = actors;
  if (!supplier) return;
  const lines = await openLines(engine, supplier);
  const byOrder = new Map<unknown, Row[]>();
  for (const line of lines) byOrder.set(line.poHeaderId, [...(byOrder.get(line.poHeaderId) ?? []), line]);
  const orders = [...byOrder.values()];
  if (orders.length === 0) return;
  const [first, second = first] = orders;
  const header = async (orderLine: Row) => {
    const order = await engine.findById('srmPoHeader', Number(orderLine.poHeaderId), buyer);
    return { supplierId: order.supplierId, orgId: order.orgId };
  };

  // 1. Asked, answered (less than asked for the first line), sent back, answered again, confirmed; then shipped from.
  const asked = await engine.saveOrUpdate('srmDeliveryNotice', {
    ...(await header(first[0])),
    requiredDate: daysFrom(now, 7),
    receiveAddress: '上海工厂 零部件仓 A区 2号门',
    remark: '月底装配线排产，请按要求日期送到，送货单请注明通知单号。',
    lines: first.map((line) => noticeLine(line, 0.6, daysFrom(now, 7))),
  }, buyer);
  const noticeId = Number(asked.noticeId);
  await engine.runAction('srmDeliveryNotice', 'doRelease', { id: noticeId }, buyer);
  const answer = async (comment: string, qtyShare: number) => {
    const seen = await engine.findById('srmDeliveryNotice', noticeId, supplier);
    await engine.saveOrUpdate('srmDeliveryNotice', {
      ...seen,
      supplierComment: comment,
      lines: (seen.lines as Row[]).map((line, index) => ({ ...line, supplierQty: index === 0 ? Math.max(1, Math.floor(Number(line.noticeQty) * qtyShare)) : line.noticeQty, supplierDate: daysFrom(now, index === 0 ? 9 : 7) })),
    }, supplier);
    await engine.runAction('srmDeliveryNotice', 'doSupplierReply', { id: noticeId }, supplier);
  };
  await answer('首行物料原材料到货延迟，本批先交一半，余量下周补齐。', 0.5);
  await engine.runAction('srmDeliveryNotice', 'doReturn', { id: noticeId, comment: '首行缺口较大，请尽量多交，至少八成。' }, buyer);
  await answer('已协调加班生产，首行可交八成，其余按期交付。', 0.8);
  await engine.runAction('srmDeliveryNotice', 'doConfirm', { id: noticeId }, buyer);

  const { record: note } = await engine.generate('srmDeliveryNotice', 'doCreateDelivery', { id: noticeId }, supplier);
  const noteLines = note.lines as Row[];
  const packed = noteLines.map((line, index) => {
    const qty = Number(line.shipQty);
    const perPackage = Math.max(1, Math.ceil(qty / 4));
    if (index > 0 || qty < 2) return { ...line, packageQty: perPackage, batchNumber: `B${daysFrom(now, -3).replaceAll('-', '')}-0${index + 1}` };
    const firstBatch = Math.floor(qty / 2);
    return {
      ...line,
      packageQty: perPackage,
      batches: [
        { batchNumber: `B${daysFrom(now, -6).replaceAll('-', '')}-01`, productionDate: daysFrom(now, -6), expiryDate: daysFrom(now, 359), batchQty: firstBatch },
        { batchNumber: `B${daysFrom(now, -3).replaceAll('-', '')}-02`, productionDate: daysFrom(now, -3), expiryDate: daysFrom(now, 362), batchQty: qty - firstBatch },
      ],
    };
  });
  await engine.saveOrUpdate('srmDeliveryHeader', { ...note, carrier: '德邦物流', trackingNumber: 'DPK202611270318', lines: packed }, supplier);
  await generateBarcodes(engine, Number(note.deliveryHeaderId), supplier);

  // 2. Answered, waiting for the buyer; 3. sent, waiting for the supplier; 4. the buyer's draft.
  const waiting = await engine.saveOrUpdate('srmDeliveryNotice', {
    ...(await header(second[0])),
    requiredDate: daysFrom(now, 14),
    receiveAddress: '上海工厂 零部件仓 B区',
    remark: '下月初试产用料，请确认可交数量与日期。',
    lines: second.map((line) => noticeLine(line, 0.3, daysFrom(now, 14))),
  }, buyer);
  await engine.runAction('srmDeliveryNotice', 'doRelease', { id: Number(waiting.noticeId) }, buyer);
  // The supplier has answered this one: it waits for the buyer's confirmation.
  const seen = await engine.findById('srmDeliveryNotice', Number(waiting.noticeId), supplier);
  await engine.saveOrUpdate('srmDeliveryNotice', {
    ...seen,
    supplierComment: '可按通知数量交付，日期提前两天。',
    lines: (seen.lines as Row[]).map((line) => ({ ...line, supplierQty: line.noticeQty, supplierDate: daysFrom(now, 12) })),
  }, supplier);
  await engine.runAction('srmDeliveryNotice', 'doSupplierReply', { id: Number(waiting.noticeId) }, supplier);
  const unanswered = await engine.saveOrUpdate('srmDeliveryNotice', {
    ...(await header(first[0])),
    requiredDate: daysFrom(now, 18),
    receiveAddress: '上海工厂 零部件仓 A区 2号门',
    remark: '余量请于下旬送达。',
    lines: first.slice(0, 1).map((line) => noticeLine(line, 0.2, daysFrom(now, 18))),
  }, buyer);
  await engine.runAction('srmDeliveryNotice', 'doRelease', { id: Number(unanswered.noticeId) }, buyer);
  await engine.saveOrUpdate('srmDeliveryNotice', {
    ...(await header(second[0])),
    requiredDate: daysFrom(now, 21),
    remark: '备货通知草稿，待计划确认后发布。',
    lines: second.slice(0, 1).map((line) => noticeLine(line, 0.2, daysFrom(now, 21))),
  }, buyer);

  // Production plans: the supplier's plan for the first order, confirmed by the buyer; for the second, submitted.
  const plan = async (orderLines: Row[], title: string, startIn: number) => {
    const saved = await engine.saveOrUpdate('srmProductionPlan', {
      ...(await header(orderLines[0])),
      planTitle: title,
      planStartDate: daysFrom(now, startIn),
      planEndDate: daysFrom(now, startIn + 10),
      workshop: '二车间 数控加工线',
      lines: orderLines.map((line, index) => ({
        poLineId: line.poLineId, poNumber: line.poNumber, itemCode: line.itemCode, itemName: line.itemName, itemSpec: line.itemSpec, uomCode: line.uomCode,
        planQty: line.demandQty, lineStartDate: daysFrom(now, startIn + index), lineFinishDate: daysFrom(now, startIn + 6 + index),
      })),
    }, supplier);
    await engine.runAction('srmProductionPlan', 'doSubmit', { id: Number(saved.planId) }, supplier);
    return Number(saved.planId);
  };
  const confirmedPlan = await plan(first, `${String(first[0].poNumber)} 生产计划`, 1);
  await engine.runAction('srmProductionPlan', 'doConfirm', { id: confirmedPlan }, buyer);
  if (second !== first) await plan(second, `${String(second[0].poNumber)} 生产计划`, 5);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmCaller, type Row } from '../bpm/bpm-support';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Purchase requisitions (spec 2.4): the workflow (submit, approve, return, reject, cancel, close), copy,
 * `generatePurOrder` grouping picked lines into one order per supplier, and the ordered quantity the
 * orders consume (never ordered twice; given back when the order is withdrawn and cancelled). Suppliers
 * reach nothing of requisitions.
 */
let server: TestServer;
let buyer: BpmCaller;
let approver: BpmCaller;
let supplier: BpmCaller;
let orgId: number;
let supplierA: number;
let supplierB: number;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver, supplier] = (await Promise.all((['buyer', 'approver', 'supplier1'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))).map((client) => new BpmCaller(client));
  const suppliers = await buyer.call<Row[]>('PR_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { sortField: 'supplierId', sortOrder: 'asc', pageRows: 2 });
  [supplierA, supplierB] = suppliers.data.map((row) => Number(row.supplierId));
  const orgs = await buyer.call<Row[]>('PR_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
});
afterAll(async () => {
  await server?.stop();
});

const requisition = (caller: BpmCaller, operation: string, body: Row) => caller.call('PR_LIST', 'srm', 'srmPurRequisitionHeaderRestful', operation, body);
const order = (caller: BpmCaller, operation: string, body: Row) => caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
const generate = (ids: unknown[]) => buyer.call<Row[]>('PR_TO_ORDER', 'srm', 'srmPurRequisitionLineRestful', 'generatePurOrder', { ids });

async function ok(answer: Promise<{ status: string; msg: string; data: unknown }>): Promise<Row> {
  const done = await answer;
  expect(done.status, done.msg).toBe('S');
  return done.data as Row;
}

/** A requisition of 100 bearings from supplier A and 40 pins from supplier B, saved as a draft. */
function draft(title: string): Promise<Row> {
  return ok(requisition(buyer, 'saveOrUpdate', {
    prTitle: title,
    orgId,
    requestDate: '2026-11-20',
    lines: [
      { itemCode: 'BRG-6205', itemName: '深沟球轴承', uomCode: 'PCS', quantity: 100, needByDate: '2026-12-15', supplierId: supplierA, estimatedPrice: 11.3 },
      { itemCode: 'PIN-D8', itemName: '定位销', uomCode: 'PCS', quantity: 40, needByDate: '2026-12-20', supplierId: supplierB, estimatedPrice: 2.5 },
    ],
  }));
}

async function approved(title: string): Promise<Row> {
  const made = await draft(title);
  await ok(requisition(buyer, 'doSubmit', { id: made.prHeaderId }));
  return ok(requisition(approver, 'doApproval', { id: made.prHeaderId }));
}

async function linesOf(prHeaderId: unknown): Promise<Row[]> {
  return (await ok(requisition(buyer, 'findById', { id: prHeaderId }))).lines as Row[];
}

describe('purchase requisitions', () => {
  it('go through submit, return for changes, submit again, approve; reject and cancel and close end them', async () => {
    const made = await draft('车间备件申请');
    expect(made).toMatchObject({ status: 'DRAFT', estimatedAmount: 1230 });
    expect(String(made.prNumber)).toMatch(/^PR\d{8}-\d{4}$/);
    await ok(requisition(buyer, 'doSubmit', { id: made.prHeaderId }));
    expect((await requisition(buyer, 'saveOrUpdate', { ...made, prTitle: 'changed in approval' })).status).toBe('E');
    expect((await requisition(buyer, 'doApproval', { id: made.prHeaderId })).status).toBe('E');
    const noReason = await requisition(approver, 'doReturn', { id: made.prHeaderId });
    expect(noReason.status).toBe('E');
    const returned = await ok(requisition(approver, 'doReturn', { id: made.prHeaderId, comment: '请补充需求日期依据' }));
    expect(returned).toMatchObject({ status: 'RETURNED', rejectReason: '请补充需求日期依据' });
    const edited = await ok(requisition(buyer, 'saveOrUpdate', { ...returned, description: '按月度生产计划' }));
    await ok(requisition(buyer, 'doSubmit', { id: made.prHeaderId, versionNum: edited.versionNum }));
    const done = await ok(requisition(approver, 'doApproval', { id: made.prHeaderId }));
    expect(done).toMatchObject({ status: 'APPROVED', rejectReason: null, approvalUserId: approver.client.login.user.userId });
    expect(await ok(requisition(buyer, 'doClose', { id: made.prHeaderId, comment: '需求取消' }))).toMatchObject({ status: 'CLOSED', closeReason: '需求取消' });

    const refused = await draft('重复申请');
    await ok(requisition(buyer, 'doSubmit', { id: refused.prHeaderId }));
    expect(await ok(requisition(approver, 'doReject', { id: refused.prHeaderId, comment: '与PR重复' }))).toMatchObject({ status: 'REJECTED' });
    expect((await requisition(buyer, 'doSubmit', { id: refused.prHeaderId })).status).toBe('E');
    const dropped = await draft('不再需要');
    expect(await ok(requisition(buyer, 'doCancel', { id: dropped.prHeaderId, comment: '项目延期' }))).toMatchObject({ status: 'CANCELLED', closeReason: '项目延期' });
  });

  it('copies into a new draft with the same lines, linked to the original', async () => {
    const original = await approved('月度MRO申请');
    const copy = await ok(requisition(buyer, 'doCopy', { id: original.prHeaderId }));
    expect(copy).toMatchObject({ status: 'DRAFT', prTitle: '月度MRO申请', orgId, estimatedAmount: 1230 });
    expect(copy.prNumber).not.toBe(original.prNumber);
    expect((copy.lines as Row[]).map((line) => [line.itemName, line.quantity, line.supplierId, line.orderedQty])).toEqual([
      ['深沟球轴承', 100, supplierA, 0],
      ['定位销', 40, supplierB, 0],
    ]);
    const links = await ok(requisition(buyer, 'findDocumentLinks', { id: original.prHeaderId })) as unknown as Row[];
    expect(links).toEqual([expect.objectContaining({ direction: 'target', entity: 'srmPurRequisitionHeader', id: copy.prHeaderId })]);
  });

  it('generates one order per supplier from picked lines, consumes on submit, never orders twice, and gives back on withdraw and cancel', async () => {
    const first = await approved('生产线备件');
    const second = await approved('维修备件');
    const picked = [...(await linesOf(first.prHeaderId)), ...(await linesOf(second.prHeaderId))];
    // A draft requisition's lines cannot be ordered.
    const notApproved = await draft('未审批');
    expect((await generate([(await linesOf(notApproved.prHeaderId))[0].prLineId])).status).toBe('E');

    const answer = await generate(picked.map((line) => line.prLineId));
    expect(answer.status, answer.msg).toBe('S');
    const orders = answer.data;
    expect(orders).toHaveLength(2);
    expect(answer.msg).toContain(String(orders[0].poNumber));
    expect(answer.msg).toContain(String(orders[1].poNumber));
    const [toA, toB] = orders;
    expect(toA).toMatchObject({ supplierId: supplierA, orgId, currencyCode: 'CNY', status: 'DRAFT', taxTotalAmount: 2260 });
    expect(toB).toMatchObject({ supplierId: supplierB, orgId, status: 'DRAFT', taxTotalAmount: 200 });
    expect((toA.lines as Row[]).map((line) => [line.prNumber, line.itemName, line.demandQty, line.taxPrice, line.demandDate])).toEqual([
      [first.prNumber, '深沟球轴承', 100, 11.3, '2026-12-15'],
      [second.prNumber, '深沟球轴承', 100, 11.3, '2026-12-15'],
    ]);
    const links = await ok(order(buyer, 'findDocumentLinks', { id: toA.poHeaderId })) as unknown as Row[];
    expect(links.map((link) => link.id).sort()).toEqual([first.prHeaderId, second.prHeaderId].sort());

    // Submitted, the order takes its quantities; the same lines cannot be ordered again.
    await ok(order(buyer, 'doSubmit', { id: toA.poHeaderId }));
    const afterSubmit = await linesOf(first.prHeaderId);
    expect(afterSubmit.map((line) => [line.orderedQty, line.openQty])).toEqual([[100, 0], [0, 40]]);
    const twice = await generate([afterSubmit[0].prLineId]);
    expect(twice.status).toBe('E');
    expect(twice.msg).toContain('does not qualify for Create purchase orders');
    // The other order, still a draft, cannot take more than is open once submitted: edited up, it is refused.
    const greedy = await ok(order(buyer, 'saveOrUpdate', { ...toB, lines: (toB.lines as Row[]).map((line) => ({ ...line, demandQty: 41 })) }));
    const beyond = await order(buyer, 'doSubmit', { id: toB.poHeaderId, versionNum: greedy.versionNum });
    expect(beyond.status).toBe('E');
    expect(beyond.msg).toContain('ordered quantity would exceed what is open: 41 asked, 40 open');

    // Withdrawn and cancelled, the order gives its quantities back and the lines can be ordered anew.
    await ok(order(buyer, 'doWithdraw', { id: toA.poHeaderId }));
    await ok(order(buyer, 'doCancel', { id: toA.poHeaderId }));
    expect((await linesOf(first.prHeaderId)).map((line) => line.orderedQty)).toEqual([0, 0]);
    const again = await generate([afterSubmit[0].prLineId]);
    expect(again.status, again.msg).toBe('S');
    expect(again.data).toHaveLength(1);
  });

  it('refuses lines without a supplier to order from and a closed requisition', async () => {
    const made = await ok(requisition(buyer, 'saveOrUpdate', {
      prTitle: '未定供应商', orgId, requestDate: '2026-11-20',
      lines: [{ itemName: '劳保手套', quantity: 200, needByDate: '2026-12-01', estimatedPrice: 3 }],
    }));
    await ok(requisition(buyer, 'doSubmit', { id: made.prHeaderId }));
    await ok(requisition(approver, 'doApproval', { id: made.prHeaderId }));
    const [line] = await linesOf(made.prHeaderId);
    expect((await generate([line.prLineId])).status).toBe('E');
    const closed = await approved('已关闭');
    await ok(requisition(buyer, 'doClose', { id: closed.prHeaderId, comment: '不再采购' }));
    const refused = await generate([(await linesOf(closed.prHeaderId))[0].prLineId]);
    expect(refused.status).toBe('E');
    expect(refused.msg).toContain('Closed');
  });

  it('sums approved open demand by item, organisation and month for the demand summary', async () => {
    const line = (quantity: number, needByDate: string) => ({ itemCode: 'SUM-GLOVE', itemName: '劳保手套', uomCode: 'PCS', quantity, needByDate, supplierId: supplierA, estimatedPrice: 3 });
    const approvedOne = await ok(requisition(buyer, 'saveOrUpdate', { prTitle: '劳保一', orgId, requestDate: '2026-11-20', lines: [line(100, '2026-12-05'), line(50, '2027-01-10')] }));
    await ok(requisition(buyer, 'doSubmit', { id: approvedOne.prHeaderId }));
    await ok(requisition(approver, 'doApproval', { id: approvedOne.prHeaderId }));
    const approvedTwo = await ok(requisition(buyer, 'saveOrUpdate', { prTitle: '劳保二', orgId, requestDate: '2026-11-21', lines: [line(30, '2026-12-20')] }));
    await ok(requisition(buyer, 'doSubmit', { id: approvedTwo.prHeaderId }));
    await ok(requisition(approver, 'doApproval', { id: approvedTwo.prHeaderId }));
    await ok(requisition(buyer, 'saveOrUpdate', { prTitle: '劳保草稿', orgId, requestDate: '2026-11-21', lines: [line(999, '2026-12-20')] }));
    // 20 of the second requisition's gloves are on a submitted order: only what is open counts.
    const [made] = (await generate([(await linesOf(approvedTwo.prHeaderId))[0].prLineId])).data;
    const lowered = await ok(order(buyer, 'saveOrUpdate', { ...made, lines: (made.lines as Row[]).map((each) => ({ ...each, demandQty: 20 })) }));
    await ok(order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: lowered.versionNum }));
    const rows = await buyer.call<Row[]>('PR_DEMAND_SUMMARY', 'srm', 'srmPurRequisitionLineRestful', 'aggregate', {
      groupBy: [{ field: 'itemCode' }, { field: 'orgId', parent: true }, { field: 'needByDate', bucket: 'month', as: 'needMonth' }],
      measures: [{ fn: 'sum', field: 'openQty', as: 'openQty' }, { fn: 'countDistinct', field: 'prHeaderId', as: 'requisitionCount' }],
      'parent.status_in': ['APPROVED'],
      openQty_gt: 0,
      itemCode: 'SUM-GLOVE',
    });
    expect(rows.status, rows.msg).toBe('S');
    expect(rows.data.map((row) => [row.needMonth, row.openQty, row.requisitionCount]).sort()).toEqual([['2026-12', 110, 2], ['2027-01', 50, 1]]);
  });

  it('shows suppliers nothing of requisitions, and approvers cannot generate orders', async () => {
    const made = await approved('内部申请');
    const [line] = await linesOf(made.prHeaderId);
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurRequisitionHeaderRestful', 'findById', { id: made.prHeaderId })).status).toBe('E');
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurRequisitionLineRestful', 'listByPage', {})).status).toBe('E');
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurRequisitionLineRestful', 'generatePurOrder', { ids: [line.prLineId] })).status).toBe('E');
    expect((await approver.call('PR_LIST', 'srm', 'srmPurRequisitionLineRestful', 'generatePurOrder', { ids: [line.prLineId] })).status).toBe('E');
  });
});

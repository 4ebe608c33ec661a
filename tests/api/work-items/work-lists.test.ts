import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, type Row } from '../bpm/bpm-support';

/**
 * The work lists (baseWorkItem, screens insidePendingList / insideHandledList / supplierPendingList /
 * supplierHandledList): a purchase order through submit, approval and the supplier's confirmation, watched from
 * the lists of the people it waits on, and of those it does not.
 */
let server: TestServer;
let buyer: BpmCaller;
let approver: BpmCaller;
let director: BpmCaller;
let supplier1: BpmCaller;
let supplier2: BpmCaller;
let orgId: number;

const MENUS = { internal: { PENDING: 'INSIDE_PENDING', HANDLED: 'INSIDE_HANDLED' }, supplier: { PENDING: 'SUPPLIER_PENDING', HANDLED: 'SUPPLIER_HANDLED' } } as const;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver, director, supplier1, supplier2] = (
    await Promise.all((['buyer', 'approver', 'director', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))
  ).map((client) => new BpmCaller(client));
  const orgs = await buyer.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
});
afterAll(async () => {
  await server?.stop();
});

function items(caller: BpmCaller, queue: 'PENDING' | 'HANDLED', filters: Row = {}): Promise<ApiEnvelope<Row[]>> {
  const menu = MENUS[caller.client.login.user.userType as 'internal' | 'supplier'][queue];
  const sort = queue === 'HANDLED' ? { sortField: 'sinceTime', sortOrder: 'desc' } : {};
  return caller.call<Row[]>(menu, 'base', 'baseWorkItemRestful', 'listByPage', { queue, pageIndex: 1, pageRows: 50, ...sort, ...filters });
}

async function itemsOf(caller: BpmCaller, queue: 'PENDING' | 'HANDLED', poNumber: string): Promise<Row[]> {
  const answer = await items(caller, queue, { documentNumber: poNumber });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

function order(caller: BpmCaller, operation: string, body: Row) {
  return caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
}

/** A buyer's draft for the supplier of `owner`. */
async function draft(owner: BpmCaller): Promise<Row> {
  const saved = await order(buyer, 'saveOrUpdate', {
    orgId,
    supplierId: owner.client.login.user.supplierId,
    buyerId: buyer.client.login.user.userId,
    startDate: '2026-12-01',
    description: 'work list test',
    lines: [{ itemName: '测试物料', demandQty: 2, taxPrice: 100, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  return saved.data;
}

describe('work lists', () => {
  it('follow an order from its draft to the supplier confirmation, each side seeing only what waits on it', async () => {
    const made = await draft(supplier1);
    const poNumber = String(made.poNumber);

    // A draft waits on whoever may submit it: the buyer (granted btnSubmit), not the approver (not granted).
    const drafts = await itemsOf(buyer, 'PENDING', poNumber);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      documentType: 'srmPoHeader',
      documentId: made.poHeaderId,
      documentNumber: poNumber,
      statusMeaning: 'Draft',
      source: 'WORKFLOW',
      openRoute: 'purOrderManage/purchaseOrderEdit',
      openId: made.poHeaderId,
      supplierId: supplier1.client.login.user.supplierId,
    });
    expect(String(drafts[0].actionLabel)).toContain('Submit');
    expect(String(drafts[0].supplierName)).not.toBe('');
    expect(await itemsOf(approver, 'PENDING', poNumber)).toEqual([]);

    // Submitted, it waits on the approver holding the approval task, opened where he decides it; not on the director.
    const submitted = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: made.versionNum });
    expect(submitted.status, submitted.msg).toBe('S');
    expect(await itemsOf(buyer, 'PENDING', poNumber)).toEqual([]);
    const tasks = await itemsOf(approver, 'PENDING', poNumber);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ source: 'APPROVAL', statusMeaning: 'Submitted', openRoute: 'approvalTask', documentNumber: poNumber });
    expect(await itemsOf(director, 'PENDING', poNumber)).toEqual([]);
    // An approved order is no supplier's business before: neither supplier sees it.
    expect(await itemsOf(supplier1, 'PENDING', poNumber)).toEqual([]);

    const approved = await order(approver, 'doApproval', { id: made.poHeaderId, versionNum: submitted.data.versionNum });
    expect(approved.status, approved.msg).toBe('S');
    expect(await itemsOf(approver, 'PENDING', poNumber)).toEqual([]);
    const decided = await itemsOf(approver, 'HANDLED', poNumber);
    expect(decided).toHaveLength(1);
    expect(decided[0]).toMatchObject({ source: 'APPROVAL', actionLabel: 'Approved', documentNumber: poNumber, statusMeaning: 'Approved' });

    // Approved, it is sent; then it waits on its own supplier's confirmation, never on another supplier.
    expect(await itemsOf(supplier1, 'PENDING', poNumber)).toEqual([]);
    const sent = await order(buyer, 'doSend', { id: made.poHeaderId, versionNum: approved.data.versionNum });
    expect(sent.status, sent.msg).toBe('S');
    const waiting = await itemsOf(supplier1, 'PENDING', poNumber);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ source: 'WORKFLOW', actionLabel: 'Confirm order, Propose delivery', openRoute: 'purOrderManage/purchaseOrderEdit', openId: made.poHeaderId });
    expect(await itemsOf(supplier2, 'PENDING', poNumber)).toEqual([]);
    const everything = await items(supplier2, 'PENDING', { pageRows: 500 });
    expect(everything.status, everything.msg).toBe('S');
    expect(everything.data.every((row) => row.supplierId === supplier2.client.login.user.supplierId)).toBe(true);
    expect(everything.data.some((row) => row.documentId === made.poHeaderId)).toBe(false);

    const confirmed = await order(supplier1, 'doSupplierConfirm', { id: made.poHeaderId, versionNum: sent.data.versionNum });
    expect(confirmed.status, confirmed.msg).toBe('S');
    expect(await itemsOf(supplier1, 'PENDING', poNumber)).toEqual([]);
    const handled = await itemsOf(supplier1, 'HANDLED', poNumber);
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({ actionLabel: 'Confirm order', statusMeaning: 'Confirmed by supplier', supplierId: supplier1.client.login.user.supplierId });
    expect(await itemsOf(supplier2, 'HANDLED', poNumber)).toEqual([]);
    // The buyer handled the submit and the send.
    const submittedByBuyer = await itemsOf(buyer, 'HANDLED', poNumber);
    expect(submittedByBuyer.map((row) => row.actionLabel)).toEqual(['Send to supplier', 'Submit']);
  });

  it('page by type and date, longest waiting first, and refuse what they cannot filter, naming the field', async () => {
    const all = await items(buyer, 'PENDING', { pageRows: 10 });
    expect(all.status, all.msg).toBe('S');
    const times = all.data.map((row) => String(row.sinceTime));
    expect(times).toEqual([...times].sort());
    expect(all.page?.count).toBeGreaterThanOrEqual(all.data.length);
    const orders = await items(buyer, 'PENDING', { documentType_like: 'purchase order' });
    expect(orders.status, orders.msg).toBe('S');
    expect(orders.data.every((row) => row.documentType === 'srmPoHeader')).toBe(true);
    const none = await items(buyer, 'PENDING', { sinceTime_gte: '2999-01-01' });
    expect(none.data).toEqual([]);
    const badDate = await items(buyer, 'PENDING', { sinceTime_gte: 'yesterday' });
    expect(badDate.status).toBe('E');
    expect(badDate.errors?.[0]?.field).toBe('sinceTime_gte');
    const unknown = await items(buyer, 'PENDING', { poNumber: 'x' });
    expect(unknown.status).toBe('E');
    const deep = await items(buyer, 'PENDING', { pageIndex: 30, pageRows: 50 });
    expect(deep.status).toBe('E');
    expect(deep.msg).toContain('narrow');
  });
});

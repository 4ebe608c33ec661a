import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingGroup } from '../../../src/shared/api/pending';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

let server: TestServer;
let buyer: SignedInClient;
let approver: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
const menus = new Map<SignedInClient, MenuContext>();

function orders(client: SignedInClient, operation: string, body: Row) {
  return client.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu: menus.get(client) });
}

function listOrders(client: SignedInClient, body: Row) {
  return client.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body, menu: menus.get(client) });
}

async function pending(client: SignedInClient): Promise<PendingGroup | undefined> {
  const answer = await client.adapter.request<PendingGroup[]>({ service: 'srm', resource: 'pendingRestful', operation: 'listPending' });
  expect(answer.status).toBe('S');
  return answer.data.find((group) => group.entity === 'srmPoHeader');
}

/** The user's approval tasks as the home page lists them (我的待办). */
async function pendingTasks(client: SignedInClient): Promise<PendingGroup | undefined> {
  const answer = await client.adapter.request<PendingGroup[]>({ service: 'srm', resource: 'pendingRestful', operation: 'listPending' });
  expect(answer.status).toBe('S');
  return answer.data.find((group) => group.route === 'myUpcoming');
}

async function firstId(client: SignedInClient, resource: string, body: Row, key: string): Promise<number> {
  const answer = await client.adapter.request<Row[]>({ service: 'srm', resource, operation: 'listByPage', body, menu: menus.get(client) });
  expect(answer.status).toBe('S');
  return Number(answer.data[0][key]);
}

let orgId: number;
let supplierId: number;
let order: Row;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver, supplier1, supplier2] = await Promise.all(
    (['buyer', 'approver', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')),
  );
  for (const client of [buyer, approver, supplier1, supplier2]) menus.set(client, await client.menu('PO_LIST'));
  supplierId = await firstId(buyer, 'srmPosSupplierInfoRestful', { supplierName: '华东精密机械有限公司' }, 'supplierId');
  const orgs = await buyer.adapter.request<Row[]>({ service: 'base', resource: 'baseOrganizationRestful', operation: 'listByPage', body: {}, menu: menus.get(buyer) });
  orgId = Number(orgs.data[0].orgId);
});
afterAll(async () => {
  await server?.stop();
});

function newOrder(): Row {
  return {
    poType: 'STANDARD',
    orgId,
    supplierId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    buyerId: buyer.login.user.userId,
    startDate: '2026-12-01',
    description: 'API test order',
    lines: [
      { itemName: '深沟球轴承 6204', demandQty: 3, taxPrice: 11.3, demandDate: '2026-12-10' },
      { itemName: '六角螺栓 M8x30', demandQty: 10, taxPrice: 2.26, demandDate: '2026-12-12' },
    ],
  };
}

describe('purchase order over HTTP', () => {
  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await listOrders(buyer, { pageRows: 1 });
    const answer = await orders(buyer, 'saveOrUpdate', { ...newOrder(), orgId: undefined, startDate: 'tomorrow' });
    expect(answer.status).toBe('E');
    const fields = (answer.errors ?? []).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['orgId', 'startDate']));
    const badLine = await orders(buyer, 'saveOrUpdate', { ...newOrder(), lines: [{ itemName: 'x', demandQty: -1, taxPrice: 1, demandDate: '2026-12-10' }] });
    expect(badLine.status).toBe('E');
    expect(badLine.errors?.some((error) => error.field === 'demandQty' && error.line?.index === 0)).toBe(true);
    const after = await listOrders(buyer, { pageRows: 1 });
    expect(after.page?.count).toBe(before.page?.count);
  });

  it('lets the buyer create an order with two lines, totals computed by the server', async () => {
    const answer = await orders(buyer, 'saveOrUpdate', { ...newOrder(), taxTotalAmount: 1, nonTaxTotalAmount: 1 });
    expect(answer).toMatchObject({ status: 'S', msg: 'Saved' });
    order = answer.data;
    expect(order).toMatchObject({ status: 'DRAFT', versionNum: 1, supplierName: '华东精密机械有限公司' });
    expect(Number(order.taxTotalAmount)).toBeCloseTo(56.5, 2);
    expect(Number(order.nonTaxTotalAmount)).toBeCloseTo(50, 2);
    expect(order.lines).toHaveLength(2);
    expect(String(order.poNumber)).toMatch(/^PO/);
  });

  it('refuses a stale versionNum and changes nothing', async () => {
    const updated = await orders(buyer, 'saveOrUpdate', { ...order, description: 'first change' });
    expect(updated.status).toBe('S');
    expect(updated.data.versionNum).toBe(2);
    const stale = await orders(buyer, 'saveOrUpdate', { ...order, description: 'lost update' });
    expect(stale.status).toBe('E');
    const stored = await orders(buyer, 'findById', { id: order.poHeaderId });
    expect(stored.data).toMatchObject({ description: 'first change', versionNum: 2 });
    order = stored.data;
  });

  it('shows the buyer his drafts to submit, orders to send and feedback to answer, then submits', async () => {
    const group = await pending(buyer);
    // Hold, change, close and the line actions may run, but no order waits on them.
    expect(group?.actions.sort()).toEqual(['doBuyerConfirm', 'doBuyerReject', 'doCancel', 'doSend', 'doSubmit']);
    const waiting = ['DRAFT', 'REJECTED', 'CHANGING', 'APPROVED', 'FEEDBACK'];
    expect(group?.rows.every((row) => waiting.includes(row.status))).toBe(true);
    const drafts = await listOrders(buyer, { status_in: waiting });
    expect(group?.count).toBe(drafts.page?.count);
    expect(group?.rows.length).toBe(Math.min(10, drafts.page?.count ?? 0));

    const approverBefore = (await pendingTasks(approver))?.count ?? 0;
    const submitted = await orders(buyer, 'doSubmit', { id: order.poHeaderId, versionNum: order.versionNum });
    expect(submitted).toMatchObject({ status: 'S', data: { status: 'SUBMITTED' } });
    // The approver decides it as a task of his to-do list, listed there once (not again under the order list).
    const approverTasks = await pendingTasks(approver);
    expect(approverTasks?.count).toBe(approverBefore + 1);
    expect(approverTasks?.rows.map((row) => [row.code, row.detail])).toContainEqual([order.poNumber, '采购审批']);
    expect(await pending(approver)).toBeUndefined();
  });

  it('does not show a supplier the order before approval', async () => {
    const listed = await listOrders(supplier1, { poNumber: order.poNumber });
    expect(listed.data).toEqual([]);
  });

  it('lets the approver approve', async () => {
    const supplierBefore = (await pending(supplier1))?.count ?? 0;
    const approved = await orders(approver, 'doApproval', { id: order.poHeaderId });
    expect(approved).toMatchObject({ status: 'S', data: { status: 'APPROVED', approvalUserId: approver.login.user.userId } });
    // Approved is not yet sent: the supplier neither lists it nor has it to confirm.
    expect((await listOrders(supplier1, { poNumber: order.poNumber })).data).toEqual([]);
    expect((await pending(supplier1))?.count ?? 0).toBe(supplierBefore);
    const sent = await orders(buyer, 'doSend', { id: order.poHeaderId });
    expect(sent).toMatchObject({ status: 'S', data: { status: 'SENT' } });
    const supplierGroup = await pending(supplier1);
    expect(supplierGroup?.actions.sort()).toEqual(['doSupplierConfirm', 'doSupplierFeedback']);
    expect(supplierGroup?.count).toBe(supplierBefore + 1);
    expect(supplierGroup?.rows.every((row) => row.status === 'SENT')).toBe(true);
  });

  it('lets supplier1 list and read it, and hides it from supplier2', async () => {
    const listed = await listOrders(supplier1, { poNumber: order.poNumber });
    expect(listed.data.map((row) => row.poHeaderId)).toEqual([order.poHeaderId]);
    const read = await orders(supplier1, 'findById', { id: order.poHeaderId });
    expect(read).toMatchObject({ status: 'S', data: { poNumber: order.poNumber } });
    expect(read.data.lines).toHaveLength(2);

    const other = await listOrders(supplier2, { poNumber: order.poNumber });
    expect(other).toMatchObject({ status: 'S', data: [] });
    const hidden = await orders(supplier2, 'findById', { id: order.poHeaderId });
    const missing = await orders(supplier2, 'findById', { id: 987654321 });
    expect(hidden.status).toBe('E');
    expect(hidden.msg).toBe(missing.msg);
    expect(hidden.msg.toLowerCase()).toContain('not found');
  });

  it('deletes drafts one by one and in batch, all or nothing', async () => {
    const created = await Promise.all([1, 2, 3].map(() => orders(buyer, 'saveOrUpdate', newOrder())));
    const [single, ...batch] = created.map((answer) => answer.data);
    const removed = await orders(buyer, 'delete', { id: single.poHeaderId, versionNum: single.versionNum });
    expect(removed).toMatchObject({ status: 'S', msg: 'Deleted', data: null });
    expect((await orders(buyer, 'findById', { id: single.poHeaderId })).status).toBe('E');

    // The approved order cannot be deleted, so a batch holding it deletes nothing.
    const mixed = await orders(buyer, 'doBatchDelete', { ids: [batch[0].poHeaderId, order.poHeaderId] });
    expect(mixed.status).toBe('E');
    expect((await orders(buyer, 'findById', { id: batch[0].poHeaderId })).status).toBe('S');
    const both = await orders(buyer, 'doBatchDelete', { ids: batch.map((row) => row.poHeaderId) });
    expect(both).toMatchObject({ status: 'S', msg: 'Deleted' });
    const left = await listOrders(buyer, { poHeaderId_in: batch.map((row) => row.poHeaderId) });
    expect(left.data).toEqual([]);
    const noIds = await orders(buyer, 'doBatchDelete', { ids: [] });
    expect(noIds).toMatchObject({ status: 'E', errors: [{ field: 'ids' }] });
  });

  it('does not let the buyer approve through any of his menus', async () => {
    const answer = await orders(buyer, 'doApproval', { id: order.poHeaderId });
    expect(answer).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });
});

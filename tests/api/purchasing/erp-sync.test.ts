import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { OutboundPoints, type OutboundRequest } from '../../../src/server/integration/outbound-points';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The ERP sync of purchase orders (srmPoHeader.doSyncSap, docs/authoring.md "Plug-ins"): the order goes to
 * the outbound integration point erp.purchaseOrder.sync; every call is in the interface log, which nobody
 * writes through the API. No handler is registered at first ("no ERP is configured"); the test then
 * registers one, as the interface platform will.
 */
type Row = Record<string, unknown>;

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let approver: SignedInClient;
let supplier1: SignedInClient;
const points = new OutboundPoints();

async function call(client: SignedInClient, menuCode: string, resource: string, operation: string, body: Row) {
  const menu: MenuContext = await client.menu(menuCode);
  return client.adapter.request<Row>({ service: 'srm', resource: `${resource}Restful`, operation, body, menu });
}
const list = async (client: SignedInClient, menuCode: string, resource: string, filters: Row = {}) => {
  const answer = await call(client, menuCode, resource, 'listByPage', { pageIndex: 1, pageRows: 200, ...filters });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data as unknown as Row[];
};
const logsOf = (poNumber: unknown) => list(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', { documentCode: poNumber });
const orderIn = async (status: string) => {
  const [order] = await list(buyer, 'PO_LIST', 'srmPoHeader', { status });
  expect(order, `a demo order in ${status}`).toBeDefined();
  return order;
};

beforeAll(async () => {
  server = await startTestServer({}, undefined, { outboundPoints: points });
  [admin, buyer, approver, supplier1] = await Promise.all(['admin', 'buyer', 'approver', 'supplier1'].map((name) => signIn(server.baseUrl, name as 'admin', 'EN')));
});
afterAll(async () => {
  await server?.stop();
});

describe('the ERP sync of purchase orders', () => {
  it('logs the call and answers E "no ERP interface is configured" while no handler is registered', async () => {
    const order = await orderIn('APPROVED');
    const answer = await call(buyer, 'PO_LIST', 'srmPoHeader', 'doSyncSap', { id: order.poHeaderId });
    expect(answer.status).toBe('E');
    expect(answer.msg).toBe('No ERP interface is configured');
    const [entry] = await logsOf(order.poNumber);
    expect(entry).toMatchObject({ pointName: 'erp.purchaseOrder.sync', direction: 'OUT', entityName: 'srmPoHeader', recordId: String(order.poHeaderId), result: 'E', message: 'No ERP interface is configured', userName: 'buyer' });
    const detail = await call(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', 'findById', { id: entry.interfaceLogId });
    expect(detail.status, detail.msg).toBe('S');
    const payload = JSON.parse(String(detail.data.requestPayload)) as Row;
    expect(payload).toMatchObject({ poNumber: order.poNumber, status: 'APPROVED' });
    expect((payload.lines as Row[]).length).toBeGreaterThan(0);
  });

  it('sends the order to a registered handler and logs S with its reply; a handler failure is logged E', async () => {
    const received: OutboundRequest[] = [];
    let refuse = false;
    points.register('erp.purchaseOrder.sync', async (request) => {
      received.push(request);
      if (refuse) throw new Error('vendor blocked in ERP');
      return { message: `ERP order ${String(request.documentCode)} created`, response: { erpPoNumber: '4500000001' } };
    });
    const order = await orderIn('SENT');
    const answer = await call(buyer, 'PO_LIST', 'srmPoHeader', 'doSyncSap', { id: order.poHeaderId });
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.msg).toBe(`ERP order ${String(order.poNumber)} created`);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ point: 'erp.purchaseOrder.sync', entity: 'srmPoHeader', documentCode: order.poNumber });
    expect(received[0].payload).toMatchObject({ poNumber: order.poNumber, lines: expect.any(Array) });
    const [entry] = await logsOf(order.poNumber);
    expect(entry).toMatchObject({ result: 'S', message: `ERP order ${String(order.poNumber)} created` });
    const detail = await call(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', 'findById', { id: entry.interfaceLogId });
    expect(JSON.parse(String(detail.data.responseText))).toEqual({ erpPoNumber: '4500000001' });

    refuse = true;
    const failed = await call(buyer, 'PO_LIST', 'srmPoHeader', 'doSyncSap', { id: order.poHeaderId });
    expect(failed.status).toBe('E');
    expect(failed.msg).toBe('The ERP sync failed: vendor blocked in ERP');
    const entries = await logsOf(order.poNumber);
    expect(entries.map((row) => row.result)).toEqual(['E', 'S']);
  });

  it('refuses an order that is not approved yet, without calling the ERP', async () => {
    const order = await orderIn('DRAFT');
    const answer = await call(buyer, 'PO_LIST', 'srmPoHeader', 'doSyncSap', { id: order.poHeaderId });
    expect(answer.status).toBe('E');
    expect(answer.msg).toContain('only approved, sent or confirmed orders');
    expect(await logsOf(order.poNumber)).toEqual([]);
  });

  it('refuses suppliers and approvers, who lack btnSyncSap', async () => {
    const order = await orderIn('SENT');
    const before = (await logsOf(order.poNumber)).length;
    for (const client of [approver, supplier1]) {
      const answer = await call(client, 'PO_LIST', 'srmPoHeader', 'doSyncSap', { id: order.poHeaderId });
      expect(answer).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    }
    expect(await logsOf(order.poNumber)).toHaveLength(before);
  });

  it('keeps the interface log read-only through the API, even for the administrator', async () => {
    const [entry] = await list(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog');
    expect(entry).toBeDefined();
    const saved = await call(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', 'saveOrUpdate', { ...entry, result: 'S', message: 'forged' });
    expect(saved).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    const created = await call(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', 'saveOrUpdate', { pointName: 'erp.purchaseOrder.sync', result: 'S' });
    expect(created).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    const deleted = await call(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', 'doBatchDelete', { ids: [entry.interfaceLogId] });
    expect(deleted.status).not.toBe('S');
    const [again] = await list(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', { interfaceLogId: entry.interfaceLogId });
    expect(again).toMatchObject({ result: entry.result, message: entry.message });
    await expect(buyer.menu('INTERFACE_LOG')).rejects.toThrow('buyer has no menu INTERFACE_LOG');
    const hidden = await call(buyer, 'PO_LIST', 'srmBaseInterfaceLog', 'listByPage', { pageIndex: 1, pageRows: 10 });
    expect(hidden.status).not.toBe('S');
  });
});

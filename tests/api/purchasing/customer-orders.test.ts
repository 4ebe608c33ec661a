import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmCaller, type Row } from '../bpm/bpm-support';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Customer orders (客户订单, make-to-order): draft -> confirmed -> a purchase requisition generated from the
 * lines (`doGenerateRequisition`, linked both ways; the order becomes REQUISITIONED so it cannot be generated
 * twice) -> closed; internal only.
 */
let server: TestServer;
let buyer: BpmCaller;
let approver: BpmCaller;
let supplier: BpmCaller;
let orgId: number;
let itemId: number;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver, supplier] = (await Promise.all((['buyer', 'approver', 'supplier1'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))).map((client) => new BpmCaller(client));
  const orgs = await buyer.call<Row[]>('PUR_CUSTOMER_ORDER', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
  const items = await buyer.call<Row[]>('PR_LIST', 'base', 'baseMaterialItemRestful', 'listByPage', { itemCode: '0101010005' });
  itemId = Number(items.data[0].itemId);
});
afterAll(async () => {
  await server?.stop();
});

const order = (caller: BpmCaller, operation: string, body: Row) => caller.call('PUR_CUSTOMER_ORDER', 'srm', 'srmPurCustomerOrderRestful', operation, body);

async function draft(customerPoNumber: string) {
  const saved = await order(buyer, 'saveOrUpdate', {
    orderTitle: '恒瑞自动化 输送线订单', customerCode: 'C100213', customerName: '苏州恒瑞自动化设备有限公司', customerPoNumber,
    orderDate: '2026-11-20', deliveryDate: '2027-01-15', orgId, remark: '按单生产',
    lines: [
      { itemId, quantity: 1200.5, needDate: '2026-12-20', lineRemark: '随货提供材质证明' },
      { itemCode: 'PIN-D8', itemName: '定位销', uomCode: 'PCS', quantity: 40, needDate: '2026-12-18' },
    ],
  });
  expect(saved.status, saved.msg).toBe('S');
  return saved.data;
}

describe('customer orders', () => {
  it('are confirmed, turned once into a requisition with their lines, linked both ways, and closed', async () => {
    const saved = await draft('HR-PO-TEST-1');
    expect(saved).toMatchObject({ status: 'DRAFT', totalQty: 1240.5, salesmanName: '王采购' });
    expect(String(saved.custOrderNumber)).toMatch(/^CO\d{8}-\d{4}$/);
    expect((saved.lines as Row[])[0]).toMatchObject({ itemCode: '0101010005', itemName: '深沟球轴承', itemSpec: '6308-2RS 40x90x23', uomCode: 'PCS' });
    const id = saved.custOrderId;
    expect((await order(buyer, 'doGenerateRequisition', { id })).status).toBe('E');
    expect((await order(approver, 'doConfirm', { id })).status).toBe('E');
    const confirmed = await order(buyer, 'doConfirm', { id });
    expect(confirmed.data).toMatchObject({ status: 'CONFIRMED', confirmedByName: '王采购' });
    expect((await order(buyer, 'saveOrUpdate', { ...confirmed.data, orderTitle: 'changed' })).status).toBe('E');
    expect((await order(approver, 'doGenerateRequisition', { id })).status).toBe('E');

    const made = await order(buyer, 'doGenerateRequisition', { id });
    expect(made.status, made.msg).toBe('S');
    const pr = made.data;
    expect(pr).toMatchObject({ status: 'DRAFT', prTitle: '恒瑞自动化 输送线订单', prType: 'STANDARD', orgId, description: '按单生产' });
    expect((pr.lines as Row[]).map((line) => [line.itemCode, line.itemName, line.itemSpec, line.quantity, line.needByDate, line.lineRemark])).toEqual([
      ['0101010005', '深沟球轴承', '6308-2RS 40x90x23', 1200.5, '2026-12-20', '随货提供材质证明'],
      ['PIN-D8', '定位销', null, 40, '2026-12-18', null],
    ]);
    expect((await order(buyer, 'findById', { id })).data.status).toBe('REQUISITIONED');
    expect((await order(buyer, 'doGenerateRequisition', { id })).status).toBe('E');

    const links = await order(buyer, 'findDocumentLinks', { id });
    expect((links.data as unknown as Row[]).map((link) => [link.direction, link.entity, link.id])).toEqual([['target', 'srmPurRequisitionHeader', pr.prHeaderId]]);
    const back = await buyer.call<Row[]>('PR_LIST', 'srm', 'srmPurRequisitionHeaderRestful', 'findDocumentLinks', { id: pr.prHeaderId });
    expect(back.data.map((link) => [link.direction, link.entity, link.id, link.status])).toEqual([['source', 'srmPurCustomerOrder', id, 'REQUISITIONED']]);

    expect((await order(buyer, 'doCancel', { id, comment: 'x' })).status).toBe('E');
    expect((await order(buyer, 'doClose', { id })).status).toBe('E');
    expect((await order(buyer, 'doClose', { id, comment: '客户已全部收货' })).data).toMatchObject({ status: 'CLOSED', closeReason: '客户已全部收货' });
  });

  it('may be cancelled before a requisition, and refuse a line without quantity or need date, naming the field', async () => {
    const saved = await draft('HR-PO-TEST-2');
    expect((await order(buyer, 'doCancel', { id: saved.custOrderId, comment: '客户撤单' })).data).toMatchObject({ status: 'CANCELLED' });
    expect((await order(buyer, 'doGenerateRequisition', { id: saved.custOrderId })).status).toBe('E');
    const refused = await order(buyer, 'saveOrUpdate', { orderTitle: '缺字段', customerCode: 'C1', customerName: '客户', customerPoNumber: 'X-1', orderDate: '2026-11-20', deliveryDate: '2027-01-15', orgId, lines: [{ itemName: '垫片' }] });
    expect(refused.status).toBe('E');
    expect((refused.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(['needDate', 'quantity']);
  });

  it('are internal: a supplier can neither read nor act on them', async () => {
    const saved = await draft('HR-PO-TEST-3');
    const id = saved.custOrderId;
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurCustomerOrderRestful', 'findById', { id })).status).toBe('E');
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurCustomerOrderRestful', 'listByPage', {})).status).toBe('E');
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurCustomerOrderLineRestful', 'listByPage', {})).status).toBe('E');
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurCustomerOrderRestful', 'doConfirm', { id })).status).toBe('E');
    expect((await supplier.call('PO_LIST', 'srm', 'srmPurCustomerOrderRestful', 'doGenerateRequisition', { id })).status).toBe('E');
    expect((await order(buyer, 'findById', { id })).data.status).toBe('DRAFT');
  });
});

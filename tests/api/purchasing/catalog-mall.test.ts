import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { PendingGroup } from '../../../src/shared/api/pending';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The catalogue mall (docs/authoring.md "The catalogue mall"): prices per organisation in the mall, each
 * user's own cart, checkout of the picked cart lines of one supplier and organisation into a catalogue
 * order (generate with `pickRecords` and `sourceAction`), its approval, the purchase order generated from
 * it, and suppliers who see only their own catalogue prices. On the demo data (seed/demo/records/16x-*).
 */
type Row = Record<string, unknown>;

let server: TestServer;
let buyer: SignedInClient;
let approver: SignedInClient;
let supplier1: SignedInClient;

async function call(client: SignedInClient, menuCode: string, resource: string, operation: string, body: Row) {
  const menu: MenuContext = await client.menu(menuCode);
  return client.adapter.request<Row>({ service: 'srm', resource: `${resource}Restful`, operation, body, menu });
}
const list = async (client: SignedInClient, menuCode: string, resource: string, filters: Row = {}) => {
  const answer = await call(client, menuCode, resource, 'listByPage', { pageIndex: 1, pageRows: 200, ...filters });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data as unknown as Row[];
};
const ok = async (answer: Promise<{ status: string; msg: string; data: Row }>) => {
  const done = await answer;
  expect(done.status, done.msg).toBe('S');
  return done.data;
};
const priceId = async (code: string) => (await list(buyer, 'CATALOG_MALL', 'srmCatalogSkuOrg', { priceCode: code }))[0].skuOrgId;
const addToCart = async (client: SignedInClient, code: string) => ok(call(client, 'CATALOG_MALL', 'srmCatalogSkuOrg', 'doAddToCart', { id: await priceId(code) }));

beforeAll(async () => {
  server = await startTestServer();
  [buyer, approver, supplier1] = await Promise.all([signIn(server.baseUrl, 'buyer', 'EN'), signIn(server.baseUrl, 'approver', 'EN'), signIn(server.baseUrl, 'supplier1', 'EN')]);
});
afterAll(async () => {
  await server?.stop();
});

describe('the catalogue mall', () => {
  it('shows a buyer the approved prices of his organisations only', async () => {
    const rows = await list(buyer, 'CATALOG_MALL', 'srmCatalogSkuOrg', { status: 'APPROVED' });
    const codes = rows.map((row) => row.priceCode);
    expect(codes).toContain('CP-SH01-IT-MON-P2422H');
    expect(codes).toContain('CP-HQ-IT-KBM-MK275');
    expect(codes.filter((code) => String(code).startsWith('CP-SZ01-'))).toEqual([]);
    const monitor = rows.find((row) => row.priceCode === 'CP-SH01-IT-MON-P2422H') as Row;
    expect(monitor).toMatchObject({ skuName: '戴尔显示器 P2422H', unitPrice: 1299, uomCode: 'UNIT', supplierName: '深圳宏达电子科技有限公司', orgName: '上海制造有限公司' });
    const searched = await list(buyer, 'CATALOG_MALL', 'srmCatalogSkuOrg', { status: 'APPROVED', skuName_like: '安全帽' });
    expect(searched.map((row) => row.priceCode).sort()).toEqual(['CP-SH01-MRO-HELMET-W', 'CP-SH01-MRO-HELMET-Y']);
  });

  it('keeps each user his own cart: a line added by one user is not reached by another', async () => {
    const line = await addToCart(approver, 'CP-SH01-MRO-PAPER-A4-80');
    expect(line).toMatchObject({ status: 'OPEN', quantity: 5, unitPrice: 27.9, amount: 139.5, skuCode: 'MRO-PAPER-A4-80' });
    const buyerCart = await list(buyer, 'CATALOG_CART', 'srmCatalogCart');
    expect(buyerCart.map((row) => row.cartId)).not.toContain(line.cartId);
    expect(buyerCart.length).toBeGreaterThan(0);
    const found = await call(buyer, 'CATALOG_CART', 'srmCatalogCart', 'findById', { id: line.cartId });
    expect(found.status).toBe('E');
    const changed = await call(buyer, 'CATALOG_CART', 'srmCatalogCart', 'saveOrUpdate', { ...line, quantity: 1 });
    expect(changed.status).toBe('E');
    const mine = await ok(call(approver, 'CATALOG_CART', 'srmCatalogCart', 'saveOrUpdate', { ...line, quantity: 8, unitPrice: 0.01 }));
    expect(mine).toMatchObject({ quantity: 8, unitPrice: 27.9, amount: 223.2 });
    const zero = await call(approver, 'CATALOG_CART', 'srmCatalogCart', 'saveOrUpdate', { ...mine, quantity: 0 });
    expect(zero.status).toBe('E');
    expect(zero.errors?.[0]?.field).toBe('quantity');
  });

  it('checks out the picked lines into one catalogue order per supplier (groupBy), each line once', async () => {
    const monitor = await addToCart(buyer, 'CP-SH01-IT-MON-P2722H');
    const keyboard = await addToCart(buyer, 'CP-SH01-IT-KBM-MK275');
    const paper = await addToCart(buyer, 'CP-SH01-MRO-PAPER-A4-70');
    const orders = (await ok(call(buyer, 'CATALOG_CART', 'srmCatalogCart', 'doCheckout', { ids: [monitor.cartId, paper.cartId, keyboard.cartId] }))) as unknown as Row[];
    expect(orders).toHaveLength(2);
    const [order, other] = orders;
    expect(order).toMatchObject({ status: 'DRAFT', supplierName: '深圳宏达电子科技有限公司', orgName: '上海制造有限公司', totalAmount: 2008 });
    expect(String(order.orderNumber)).toMatch(/^CO\d{8}-\d{4}$/);
    expect((order.skus as Row[]).map((line) => [line.lineNumber, line.skuCode, line.quantity, line.unitPrice])).toEqual([
      [1, 'IT-MON-P2722H', 1, 1899],
      [2, 'IT-KBM-MK275', 1, 109],
    ]);
    expect(other.supplierName).not.toBe(order.supplierName);
    expect((other.skus as Row[]).map((line) => line.skuCode)).toEqual(['MRO-PAPER-A4-70']);
    const open = (await list(buyer, 'CATALOG_CART', 'srmCatalogCart', { status: 'OPEN' })).map((row) => row.cartId);
    for (const line of [monitor, keyboard, paper]) expect(open).not.toContain(line.cartId);
    const again = await call(buyer, 'CATALOG_CART', 'srmCatalogCart', 'doCheckout', { ids: [monitor.cartId] });
    expect(again.status).toBe('E');
    const deleted = await call(buyer, 'CATALOG_CART', 'srmCatalogCart', 'delete', { ids: [monitor.cartId] });
    expect(deleted.status).toBe('E');
  });

  it('takes a catalogue order through approval to a purchase order, once', async () => {
    const [a, b] = [await addToCart(buyer, 'CP-SH01-MRO-HELMET-Y'), await addToCart(buyer, 'CP-SH01-MRO-ESDSHOE-42')];
    const [order] = (await ok(call(buyer, 'CATALOG_CART', 'srmCatalogCart', 'doCheckout', { ids: [a.cartId, b.cartId] }))) as unknown as Row[];
    const id = order.catalogOrderId;
    const lines = (order.skus as Row[]).map((line) => ({ ...line, quantity: line.skuCode === 'MRO-HELMET-Y' ? 12 : 3 }));
    const edited = await ok(call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'saveOrUpdate', { ...order, shipToAddress: '上海市浦东新区金桥路1088号', skus: lines }));
    expect(edited.totalAmount).toBe(714);
    await ok(call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'doSubmit', { id }));
    const early = await call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'doGeneratePo', { id });
    expect(early.status).toBe('E');
    const notMine = await call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'doApprove', { id });
    expect(notMine.status).toBe('E');
    expect((await ok(call(approver, 'CATALOG_ORDER', 'srmCatalogOrder', 'doApprove', { id }))).status).toBe('APPROVED');
    const po = await ok(call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'doGeneratePo', { id }));
    expect(po).toMatchObject({ status: 'DRAFT', poType: 'STANDARD', supplierName: '华东精密机械有限公司', prNumber: order.orderNumber, taxTotalAmount: 714 });
    expect((po.lines as Row[]).map((line) => [line.itemCode, line.itemName, line.demandQty, line.taxPrice, line.uomCode])).toEqual([
      ['MRO-HELMET-Y', '安全帽 黄色', 12, 38, 'PCS'],
      ['MRO-ESDSHOE-42', '防静电鞋 42码', 3, 86, 'PCS'],
    ]);
    const after = await ok(call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'findById', { id }));
    expect(after.status).toBe('ORDERED');
    const twice = await call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'doGeneratePo', { id });
    expect(twice.status).toBe('E');
    const links = await ok(call(buyer, 'CATALOG_ORDER', 'srmCatalogOrder', 'findDocumentLinks', { id }));
    expect((links as unknown as Row[]).map((link) => [link.direction, link.entity, link.id, link.status])).toEqual([
      ['target', 'srmPoHeader', po.poHeaderId, 'DRAFT'],
      ['source', 'srmCatalogCart', b.cartId, 'ORDERED'],
      ['source', 'srmCatalogCart', a.cartId, 'ORDERED'],
    ]);
  });

  it('shows a supplier only his own catalogue items, prices and orders', async () => {
    const prices = await list(supplier1, 'CATALOG_PRICE', 'srmCatalogSkuOrg');
    expect(prices.length).toBeGreaterThan(0);
    expect(new Set(prices.map((row) => row.supplierName))).toEqual(new Set(['华东精密机械有限公司']));
    const other = await call(supplier1, 'CATALOG_PRICE', 'srmCatalogSkuOrg', 'findById', { id: await priceId('CP-SH01-IT-MON-P2422H') });
    expect(other.status).toBe('E');
    const byFilter = await list(supplier1, 'CATALOG_PRICE', 'srmCatalogSkuOrg', { priceCode: 'CP-SH01-IT-MON-P2422H' });
    expect(byFilter).toEqual([]);
    const items = await list(supplier1, 'CATALOG_ITEM', 'srmCatalog');
    expect(new Set(items.map((row) => row.supplierName))).toEqual(new Set(['华东精密机械有限公司']));
    const orders = await list(supplier1, 'CATALOG_ORDER', 'srmCatalogOrder');
    expect(orders.every((row) => row.supplierName === '华东精密机械有限公司' && ['APPROVED', 'ORDERED'].includes(String(row.status)))).toBe(true);
    const write = await call(supplier1, 'CATALOG_PRICE', 'srmCatalogSkuOrg', 'saveOrUpdate', { ...prices[0], unitPrice: 1 });
    expect(write.status).toBe('E');
  });

  it('lists as pending only what waits: drafts to submit and approved orders to turn into POs, never items on sale or cart lines', async () => {
    const answer = await buyer.adapter.request<PendingGroup[]>({ service: 'srm', resource: 'pendingRestful', operation: 'listPending' });
    expect(answer.status, answer.msg).toBe('S');
    const group = (entity: string) => (answer.data ?? []).find((candidate) => candidate.entity === entity);
    expect(group('srmCatalogCart')).toBeUndefined();
    // Thirteen prices are on sale, one waits for approval (not the buyer's work): none is pending for him.
    expect(group('srmCatalogSkuOrg')?.count ?? 0).toBe(0);
    expect(group('srmCatalog')?.count).toBe(1);
    expect(group('srmCatalogOrder')?.actions).toEqual(['doSubmit', 'doCancel', 'doMarkOrdered']);
  });
});

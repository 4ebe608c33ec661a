import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRow } from '../../../src/shared/tree/menu-tree';
import { sendSigned } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let approver: SignedInClient;
let supplier1: SignedInClient;

async function menuCodes(client: SignedInClient): Promise<string[]> {
  const answer = await client.adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
  expect(answer.status).toBe('S');
  return answer.data.map((row) => row.menuCode).sort();
}

async function resourceCodes(client: SignedInClient, menuId: unknown, respId: unknown): Promise<string[]> {
  const answer = await client.adapter.request<{ resourceCode: string }[]>({
    service: 'base',
    resource: 'baseResourceRestful',
    operation: 'findResourcesByRespMenu',
    body: { menuId, respId },
  });
  expect(answer.status).toBe('S');
  return answer.data.map((row) => row.resourceCode).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer, approver, supplier1] = await Promise.all(
    (['admin', 'buyer', 'approver', 'supplier1'] as const).map((who) => signIn(server.baseUrl, who, 'EN')),
  );
});
afterAll(async () => {
  await server?.stop();
});

describe('menus', () => {
  it('lists the menus each user responsibilities grant', async () => {
    expect(await menuCodes(admin)).toEqual(expect.arrayContaining(['ADMIN', 'LOOKUP_TYPE', 'LOOKUP_VALUE', 'PO_LIST', 'PURCHASE', 'REDIS_KEY', 'SUBMIT_REQUEST', 'USER_OPERATE_LOG', 'USER_ORG_PERMIT', 'INTERFACE_LOG']));
    expect(await menuCodes(buyer)).toEqual([
      'BASE_BANK', 'BPM', 'CATALOG', 'CATALOG_CART', 'CATALOG_ITEM', 'CATALOG_MALL', 'CATALOG_ORDER', 'CATALOG_PRICE', 'CATEGORY_LIBRARY_SUPPLIER', 'COLLECT', 'COMMON_FILE', 'DELIVERY_BARCODE',
      'DELIVERY_BATCH', 'DELIVERY_NOTE', 'DELIVERY_NOTICE', 'DISTRICT', 'DYN_VIEW_REPORT', 'EXCHANGE_RATE', 'INSIDE_HANDLED', 'INSIDE_PENDING', 'MASTER_DATA', 'MATERIAL_ITEM', 'MESSAGE_CENTRE',
      'MSG_CENTRE_LIST', 'MSG_MY_SETTINGS', 'MSG_RECEIVE_MINE', 'MSG_TODO', 'MY_ACCOUNT', 'MY_APPROVAL', 'MY_BPM_MATTER_LIST', 'MY_UPCOMING', 'NOTICE', 'NOTICE_CONFIG', 'NOTICE_MANAGE', 'NOTICE_MORE',
      'NOTICE_REPLY', 'NOTIFICATION_MANAGE', 'NOTIFICATION_MORE', 'NOTIFICATION_REPLY', 'ORDER_STATUS_REPORT', 'ORDER_SUM_PRICE_STATISTICS', 'ORG_LIBRARY_SUPPLIER', 'ORG_MATERIAL', 'PAYMENT_TERM',
      'PO_KANBAN', 'PO_LIST', 'PRICE_CHANGE_REPORT', 'PRICE_COMPARE_REPORT', 'PROCESS_INITIATE', 'PRODUCTION_PLAN', 'PR_DEMAND_SUMMARY', 'PR_LIST', 'PR_TO_ORDER', 'PURCHASE', 'PURCHASE_CATEGORY',
      'PURCHASE_DASHBOARD', 'PURCHASE_HISTORY', 'PURCHASE_PLAN', 'PUR_AGREEMENT', 'PUR_ASL', 'PUR_ASL_ALTERATION', 'PUR_ASL_APPLY', 'PUR_BILL_TYPE', 'PUR_CUSTOMER_ORDER', 'PUR_FORECAST',
      'RECEIVE_LIST', 'RECEIVING', 'REPORT', 'REPORT_BACK_EXPORT', 'RETURN_LIST', 'STORAGE_LIST', 'SUPPLIER_CHANGE', 'SUPPLIER_CREATE', 'SUPPLIER_IMPORT', 'SUPPLIER_INFO', 'SUPPLIER_INVITE',
      'SUPPLIER_MANAGE', 'SUPPLIER_PURCHASE_AMOUNT_REPORT', 'SUPPLIER_QUICK_CREATE', 'SUPPLIER_REGISTER_APPROVAL', 'SUPPLIER_REGISTER_INFO_APPROVAL', 'SUPPLIER_TO_PORTAL', 'TRANSACTIONS',
      'USER_CENTER', 'USER_SESSIONS', 'WELDER', 'WORKBENCH', 'WRITE_OFF_LIST',
    ]);
    expect(await menuCodes(supplier1)).toEqual([
      'CATALOG', 'CATALOG_ITEM', 'CATALOG_ORDER', 'CATALOG_PRICE', 'COLLECT', 'COMMON_FILE', 'DELIVERY_BARCODE', 'DELIVERY_BATCH', 'DELIVERY_NOTE', 'DYN_VIEW_REPORT', 'MASTER_DATA', 'MESSAGE_CENTRE',
      'MSG_CENTRE_LIST', 'MSG_MY_SETTINGS', 'MSG_RECEIVE_MINE', 'MSG_TODO', 'MY_ACCOUNT', 'NOTICE', 'NOTICE_MORE', 'NOTICE_REPLY', 'NOTIFICATION_MORE', 'NOTIFICATION_REPLY', 'PO_KANBAN', 'PO_LIST',
      'PRODUCTION_PLAN', 'PURCHASE', 'PUR_AGREEMENT', 'PUR_FORECAST_SUPPLIER', 'RECEIVE_LIST', 'RECEIVING', 'RETURN_LIST', 'SUPPLIER_CHANGE', 'SUPPLIER_DELIVERY_NOTE', 'SUPPLIER_DELIVERY_NOTICE',
      'SUPPLIER_HANDLED', 'SUPPLIER_INFO', 'SUPPLIER_MANAGE', 'SUPPLIER_PENDING', 'TRANSACTIONS', 'USER_CENTER', 'USER_SESSIONS', 'WELDER', 'WORKBENCH',
    ]);
  });

  it('gives each row the MenuRow fields with the granting responsibility', async () => {
    const answer = await admin.adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    const poList = answer.data.find((row) => row.menuCode === 'PO_LIST');
    expect(poList).toMatchObject({ menuType: '20', htmlUrl: 'purchaseOrderList', levelId: 2, enabled: 'Y', menuNameEn: 'Purchase orders' });
    const purchase = answer.data.find((row) => row.menuCode === 'PURCHASE');
    expect(poList?.menuParentId).toBe(purchase?.menuId);
    expect(typeof poList?.respId).toBe('number');
  });
});

describe('resources per menu and responsibility', () => {
  it('answers the buttons granted to the responsibility on the menu', async () => {
    const buyerMenu = await buyer.menu('PO_LIST');
    expect(await resourceCodes(buyer, buyerMenu.menuId, buyerMenu.respId)).toEqual(
      [
        'btnAdd', 'btnBackExport', 'btnCancel', 'btnDelete', 'btnImport', 'btnSave', 'btnSubmit', 'btnWithdraw', 'btnUploadAttachment', 'btnPreviewAttachment', 'btnDownloadAttachment', 'btnDelAttachment',
        'btnSend', 'btnBuyerConfirm', 'btnBuyerReject', 'btnHandUp', 'btnChange', 'btnClose', 'btnCloseLine', 'btnSyncSap',
      ].sort(),
    );
    const approverMenu = await approver.menu('PO_LIST');
    expect(await resourceCodes(approver, approverMenu.menuId, approverMenu.respId)).toEqual(['btnApprove', 'btnDownloadAttachment', 'btnPreviewAttachment', 'btnReject']);
    const supplierMenu = await supplier1.menu('PO_LIST');
    expect(await resourceCodes(supplier1, supplierMenu.menuId, supplierMenu.respId)).toEqual(['btnCreateDelivery', 'btnDownloadAttachment', 'btnPreviewAttachment', 'btnSupplierConfirm', 'btnSupplierFeedback']);
    const adminMenu = await admin.menu('PO_LIST');
    expect(await resourceCodes(admin, adminMenu.menuId, adminMenu.respId)).toHaveLength(25);
  });

  it('answers nothing for -1, and nothing for a responsibility the user does not hold', async () => {
    expect(await resourceCodes(buyer, -1, -1)).toEqual([]);
    const approverMenu = await approver.menu('PO_LIST');
    expect(await resourceCodes(buyer, approverMenu.menuId, approverMenu.respId)).toEqual([]);
  });
});

describe('entity access', () => {
  const orderList = { service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 5 } };

  it('lets a user read an entity his menu covers', async () => {
    const menu = await buyer.menu('PO_LIST');
    const answer = await buyer.adapter.request({ ...orderList, menu });
    expect(answer.status).toBe('S');
    const suppliers = await buyer.adapter.request({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: {}, menu });
    expect(suppliers.status).toBe('S');
  });

  it('refuses calls without menu context, or for an entity the menu does not cover', async () => {
    const missing = await buyer.adapter.request(orderList);
    expect(missing).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    const menu = await buyer.menu('PO_LIST');
    const users = await buyer.adapter.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'listByPage', body: {}, menu });
    expect(users.status).toBe('E');
  });

  it('lets suppliers list only referenced entities scoped to their own supplier', async () => {
    const listUsers = (client: SignedInClient, menu: { menuId: number; respId: number }) =>
      client.adapter.request<unknown[]>({ service: 'base', resource: 'baseUsersRestful', operation: 'listByPage', body: {}, menu });
    expect((await listUsers(buyer, await buyer.menu('PO_LIST'))).status).toBe('S');
    const supplierMenu = await supplier1.menu('PO_LIST');
    expect(await listUsers(supplier1, supplierMenu)).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    const suppliers = await supplier1.adapter.request<{ supplierName: string }[]>({
      service: 'srm',
      resource: 'srmPosSupplierInfoRestful',
      operation: 'listByPage',
      body: {},
      menu: supplierMenu,
    });
    expect(suppliers.data.map((row) => row.supplierName)).toEqual(['华东精密机械有限公司']);
  });

  it('refuses writes to referenced (read-only) entities', async () => {
    const menu = await admin.menu('PO_LIST');
    const answer = await admin.adapter.request({
      service: 'srm',
      resource: 'srmPosSupplierInfoRestful',
      operation: 'saveOrUpdate',
      body: { supplierName: 'Not allowed here' },
      menu,
    });
    expect(answer).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });

  it('refuses the approver saving an order (no btnAdd) with 403 and no details', async () => {
    const menu = await approver.menu('PO_LIST');
    const answer = await sendSigned(server.baseUrl, approver.login, {
      path: '/api/srm/v1/srmPoHeaderRestful/saveOrUpdate',
      body: { poType: 'STANDARD' },
      headers: { menuId: String(menu.menuId), respId: String(menu.respId), 'SAAF-Language': 'CN' },
    });
    expect(answer.httpStatus).toBe(403);
    expect(answer.envelope).toEqual({ status: 'E', msg: '您没有权限执行此操作', data: null });
  });

  it('refuses the buyer approving (no btnApprove)', async () => {
    const menu = await buyer.menu('PO_LIST');
    const answer = await buyer.adapter.request({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'doApproval', body: { id: 1 }, menu });
    expect(answer).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });

  it('refuses a supplier using a buyer responsibility', async () => {
    const buyerMenu = await buyer.menu('PO_LIST');
    const answer = await supplier1.adapter.request({ ...orderList, menu: buyerMenu });
    expect(answer).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { AccessAdmin, heldMenus } from './access-admin-client';

type Row = Record<string, unknown>;

/**
 * What the grant and user-responsibility lines accept (a button of the line's own menu, a responsibility of the
 * user's kind), and a menu moved in the tree as its holders see it.
 */
let server: TestServer;
let admin: AccessAdmin;

beforeAll(async () => {
  server = await startTestServer();
  admin = new AccessAdmin(await signIn(server.baseUrl, 'admin', 'EN'));
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('grant lines and user responsibility lines', () => {
  it('refuses a button of another menu than the line\'s, naming the field', async () => {
    const orders = await admin.menuIds('PO_LIST');
    const history = await admin.menuIds('PURCHASE_HISTORY');
    const answer = await admin.saveResponsibility({
      responsibilityCode: 'MIXED_GRANT',
      responsibilityName: '错配授权',
      userType: 'internal',
      grants: [{ menuId: orders.menuId, resourceId: history.buttons.get('btnExport') }],
    });
    expect(answer.status).toBe('E');
    expect(JSON.stringify(answer)).toContain('resourceId');
    const fine = await admin.saveResponsibility({
      responsibilityCode: 'MIXED_GRANT',
      responsibilityName: '导出授权',
      userType: 'internal',
      grants: [{ menuId: history.menuId, resourceId: history.buttons.get('btnExport') }],
    });
    expect(fine.status, fine.msg).toBe('S');
  });

  it('refuses giving a supplier user an internal responsibility', async () => {
    const supplier = await signIn(server.baseUrl, 'supplier1');
    const found = await admin.call<Row[]>('ACCESS_RESPONSIBILITY', 'baseResponsibilityRestful', 'listByPage', { responsibilityCode: 'PUR_BUYER' });
    const user = (await admin.call('ACCESS_SUPPLIER_USER', 'baseUsersRestful', 'findById', { id: supplier.login.user.userId })).data;
    const lines = user.responsibilities as Row[];
    const answer = await admin.call('ACCESS_SUPPLIER_USER', 'baseUsersRestful', 'saveOrUpdate', {
      ...user,
      responsibilities: [...lines, { responsibilityId: found.data[0].responsibilityId }],
    });
    expect(answer.status).toBe('E');
    expect(JSON.stringify(answer)).toContain('responsibilityId');
  });

  it('shows a menu moved to another folder there, at its new depth, on the holder\'s next call', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer');
    const before = await heldMenus(buyer.adapter);
    const banks = before.get('BASE_BANK');
    expect(banks).toMatchObject({ menuParentId: before.get('MASTER_DATA')?.menuId, levelId: 2 });
    expect(before.has('ADMIN_ACCESS')).toBe(false);
    // Into a folder one level deeper: 平台管理 > 权限管理.
    const { menuId: accessFolder } = await admin.menuIds('ADMIN_ACCESS');
    const stored = (await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'findById', { id: banks?.menuId })).data;
    const moved = await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'doMove', { id: banks?.menuId, versionNum: stored.versionNum, parentId: accessFolder, index: 0 });
    expect(moved.status, moved.msg).toBe('S');
    const after = await heldMenus(buyer.adapter);
    expect(after.get('BASE_BANK')).toMatchObject({ menuParentId: accessFolder, levelId: 3, orderNo: 1 });
    expect(after.get('ADMIN_ACCESS')).toMatchObject({ levelId: 2 });
  });
});

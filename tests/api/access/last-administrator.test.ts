import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { AccessAdmin, yesterday } from './access-admin-client';

type Row = Record<string, unknown>;

/**
 * The demo's only access administrator is `admin` (SYS_ADMIN grants 用户职责 with its Save button). Every
 * way of taking that away from him is refused with one message, and nothing of the write stays; once a
 * second administrator exists the same writes pass.
 */
let server: TestServer;
let admin: AccessAdmin;
let adminUserId: number;
let sysAdminId: number;

beforeAll(async () => {
  server = await startTestServer();
  const client = await signIn(server.baseUrl, 'admin', 'EN');
  admin = new AccessAdmin(client);
  adminUserId = client.login.user.userId;
  const found = await admin.call<Row[]>('ACCESS_RESPONSIBILITY', 'baseResponsibilityRestful', 'listByPage', { responsibilityCode: 'SYS_ADMIN' });
  sysAdminId = Number(found.data[0].responsibilityId);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function expectRefused(answer: { status: string; msg?: string }) {
  expect(answer.status).toBe('E');
  expect(answer.msg).toContain('no enabled internal user would be left holding');
}

/** The grant lines of SYS_ADMIN on the user responsibilities menu. */
async function userRespGrants(): Promise<{ resp: Row; menuId: number; saveId: number; lines: Row[] }> {
  const resp = await admin.responsibility(sysAdminId);
  const { menuId, buttons } = await admin.menuIds('ACCESS_USER_RESP');
  const lines = (resp.grants as Row[]).filter((line) => line.menuId === menuId);
  return { resp, menuId, saveId: Number(buttons.get('btnSave')), lines };
}

describe('the last access administrator', () => {
  it('keeps his responsibility line: ending it or deleting it is refused', async () => {
    const user = await admin.user(adminUserId);
    const lines = user.responsibilities as Row[];
    expectRefused(await admin.saveUser({ ...user, responsibilities: lines.map((line) => ({ ...line, endDateActive: yesterday() })) }));
    expectRefused(await admin.saveUser({ ...user, responsibilities: [] }));
    const line = lines.find((row) => row.responsibilityId === sysAdminId) as Row;
    expectRefused(await admin.call('ACCESS_USER_RESP', 'baseUserRespRestful', 'delete', { id: line.userRespId }));
    expectRefused(await admin.call('ACCESS_USER_RESP', 'baseUserRespRestful', 'doBatchSaveOrUpdate', { data: [{ ...line, endDateActive: yesterday() }] }));
    expect((await admin.user(adminUserId)).responsibilities).toEqual(lines);
  });

  it('cannot be disabled', async () => {
    const user = await admin.user(adminUserId);
    expectRefused(await admin.saveUser({ ...user, enabledFlag: 'N' }));
    expect((await admin.user(adminUserId)).enabledFlag).toBe('Y');
  });

  it('keeps SYS_ADMIN in force, its grant of the menu and its Save button', async () => {
    const { resp, saveId, menuId } = await userRespGrants();
    expectRefused(await admin.saveResponsibility({ ...resp, endDateActive: yesterday() }));
    expectRefused(await admin.call('ACCESS_RESPONSIBILITY', 'baseResponsibilityRestful', 'delete', { id: sysAdminId }));
    const withoutSave = (resp.grants as Row[]).filter((line) => line.resourceId !== saveId);
    expectRefused(await admin.saveResponsibility({ ...resp, grants: withoutSave }));
    const withoutMenu = (resp.grants as Row[]).filter((line) => line.menuId !== menuId);
    expectRefused(await admin.saveResponsibility({ ...resp, grants: withoutMenu }));
    const saveGrant = (resp.grants as Row[]).find((line) => line.resourceId === saveId) as Row;
    expectRefused(await admin.call('ACCESS_MENU_PRIVILEGE', 'baseRespGrantRestful', 'delete', { id: saveGrant.respGrantId }));
    expect(await admin.responsibility(sysAdminId)).toEqual(resp);
  });

  it('keeps the menu, the menus above it and its Save button', async () => {
    const { menuId, saveId } = await userRespGrants();
    const menu = (await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'findById', { id: menuId })).data;
    expectRefused(await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'saveOrUpdate', { ...menu, enabled: 'N' }));
    const parent = (await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'findById', { id: menu.menuParentId })).data;
    expectRefused(await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'saveOrUpdate', { ...parent, enabled: 'N' }));
    expectRefused(await admin.call('ACCESS_RESOURCE', 'baseResourceRestful', 'delete', { id: saveId }));
    const button = (await admin.call('ACCESS_RESOURCE', 'baseResourceRestful', 'findById', { id: saveId })).data;
    expectRefused(await admin.call('ACCESS_RESOURCE', 'baseResourceRestful', 'saveOrUpdate', { ...button, resourceCode: 'btnSaveOld' }));
    expect((await admin.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'findById', { id: menuId })).data).toEqual(menu);
  });

  it('may step down once another administrator holds the access', async () => {
    const director = await signIn(server.baseUrl, 'director', 'EN');
    const given = await admin.giveResponsibility(director.login.user.userId, sysAdminId);
    expect(given.status, given.msg).toBe('S');
    const user = await admin.user(adminUserId);
    const disabled = await admin.saveUser({ ...user, enabledFlag: 'N' });
    expect(disabled.status, disabled.msg).toBe('S');
    // The director is now the last one: taking it from him is refused in turn.
    const directorAdmin = new AccessAdmin(director);
    const directorUser = await directorAdmin.user(director.login.user.userId);
    expectRefused(await directorAdmin.saveUser({ ...directorUser, enabledFlag: 'N' }));
  });
});

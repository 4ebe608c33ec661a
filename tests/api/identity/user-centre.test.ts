import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

const hasRedis = await redisAvailable();

type Client = SignedInClient;
type Row = Record<string, unknown>;

async function call<T = Row>(client: Client, menuCode: string, resource: string, operation: string, body: Record<string, unknown> = {}) {
  return client.adapter.request<T>({ service: 'base', resource, operation, body, menu: await client.menu(menuCode) });
}

const myRecord = async (client: Client) => (await call<Row[]>(client, 'USER_CENTER', 'baseUserCenterRestful', 'listByPage', { pageIndex: 1, pageRows: 10 })).data;
const mySessions = async (client: Client) => (await call<Row[]>(client, 'USER_SESSIONS', 'baseUserSessionRestful', 'listByPage', { pageIndex: 1, pageRows: 50 })).data;
const whoAmI = (client: Client) => client.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' });

/** The user centre on one session store: SQL by default, Redis with REDIS_URL. */
function describeUserCentre(store: string, enabled: boolean, env: () => Record<string, string>) {
  describe.skipIf(!enabled)(`user centre (${store} sessions)`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(env());
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('lists and saves only the caller\'s own record; enabled flag and user type cannot be changed through it', async () => {
      const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
      const rows = await myRecord(buyer);
      expect(rows.map((row) => row.userName)).toEqual(['buyer']);
      const own = rows[0];
      const saved = await call(buyer, 'USER_CENTER', 'baseUserCenterRestful', 'saveOrUpdate', {
        ...own, userFullName: '王采购（华东）', phone: '021-62345678', languageCode: 'EN', enabledFlag: 'N', userType: 'supplier', allOrgAccessFlag: 'Y',
      });
      expect(saved).toMatchObject({ status: 'S', data: { userFullName: '王采购（华东）', languageCode: 'EN' } });
      const database = await server.database.open();
      const stored = await database.db.selectFrom('base_users').selectAll().where('userName', '=', 'buyer').executeTakeFirstOrThrow().finally(() => database.close());
      expect(stored).toMatchObject({ userFullName: '王采购（华东）', enabledFlag: 'Y', userType: 'internal', allOrgAccessFlag: 'N' });

      const bad = await call(buyer, 'USER_CENTER', 'baseUserCenterRestful', 'saveOrUpdate', { ...saved.data, email: 'not-an-address' });
      expect(bad.status).toBe('E');
      expect(bad.errors?.[0]).toMatchObject({ field: 'email' });
    });

    it('refuses another user\'s record: reading, saving, creating and deleting', async () => {
      const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
      const admin = await signIn(server.baseUrl, 'admin', 'EN');
      const [adminRow] = await myRecord(admin);
      expect((await call(buyer, 'USER_CENTER', 'baseUserCenterRestful', 'findById', { id: adminRow.userId })).status).toBe('E');
      const hijack = await call(buyer, 'USER_CENTER', 'baseUserCenterRestful', 'saveOrUpdate', { ...adminRow, userFullName: 'hijacked' });
      expect(hijack.status).toBe('E');
      expect((await myRecord(admin))[0].userFullName).toBe(adminRow.userFullName);
      expect((await call(buyer, 'USER_CENTER', 'baseUserCenterRestful', 'saveOrUpdate', { userName: 'ghost', userFullName: 'Ghost' })).status).not.toBe('S');
      expect((await call(buyer, 'USER_CENTER', 'baseUserCenterRestful', 'delete', { id: adminRow.userId })).status).not.toBe('S');
    });

    it('opens to supplier users too, with their responsibilities shown read-only', async () => {
      const supplier = await signIn(server.baseUrl, 'supplier1', 'EN');
      const [own] = await myRecord(supplier);
      expect(own.userName).toBe('supplier1');
      const full = await call<Row>(supplier, 'USER_CENTER', 'baseUserCenterRestful', 'findById', { id: own.userId });
      const responsibilities = full.data.responsibilities as Row[];
      expect(responsibilities.map((line) => line.responsibilityCode)).toEqual(['SUPPLIER_PORTAL']);
      const grab = await call(supplier, 'USER_CENTER', 'baseUserCenterRestful', 'saveOrUpdate', {
        ...full.data,
        responsibilities: [...responsibilities, { responsibilityId: 1 }],
      });
      expect(grab.status).toBe('E');
    });

    it('lists the caller\'s signed-in devices and signs the chosen ones out; another user\'s session is out of reach', async () => {
      const laptop = await signIn(server.baseUrl, 'approver', 'EN');
      const phone = await signIn(server.baseUrl, 'approver', 'EN');
      const sessions = await mySessions(phone);
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions.every((row) => row.address && row.signedInAt && row.lastSeenAt)).toBe(true);
      const current = sessions.filter((row) => row.currentFlag === 'Y');
      expect(current).toHaveLength(1);
      const other = sessions.find((row) => row.currentFlag === 'N') as Row;

      const admin = await signIn(server.baseUrl, 'admin', 'EN');
      expect((await call(admin, 'USER_SESSIONS', 'baseUserSessionRestful', 'doBatchDelete', { ids: [other.sessionId] })).data).toEqual({ removed: 0 });
      expect((await mySessions(admin)).every((row) => row.userId !== other.userId)).toBe(true);
      expect((await whoAmI(laptop)).status).toBe('S');

      expect((await call(phone, 'USER_SESSIONS', 'baseUserSessionRestful', 'doBatchDelete', { ids: [other.sessionId, current[0].sessionId] })).data).toEqual({ removed: 1 });
      expect((await whoAmI(laptop)).status).toBe('NOTLOGIN');
      expect((await whoAmI(phone)).status).toBe('S');
    });

    it('signs out every other device at once (退出其他设备)', async () => {
      const first = await signIn(server.baseUrl, 'supplier1', 'EN');
      const second = await signIn(server.baseUrl, 'supplier1', 'EN');
      const third = await signIn(server.baseUrl, 'supplier1', 'EN');
      const done = await third.adapter.request<{ ended: number }>({ service: 'base', resource: 'baseLoginRestful', operation: 'logoutOthers' });
      expect(done.status).toBe('S');
      expect(done.data.ended).toBeGreaterThanOrEqual(2);
      expect((await whoAmI(first)).status).toBe('NOTLOGIN');
      expect((await whoAmI(second)).status).toBe('NOTLOGIN');
      expect((await whoAmI(third)).status).toBe('S');
      expect((await mySessions(third)).map((row) => row.currentFlag)).toEqual(['Y']);
    });

    it('changes the password under the policy, refusing a wrong old password by name', async () => {
      const user = await signIn(server.baseUrl, 'approver', 'EN');
      const change = (oldPassword: string, newPassword: string) =>
        user.adapter.request({ service: 'base', resource: 'basePasswordRestful', operation: 'changePassword', body: { oldPassword, newPassword } });
      expect((await change('wrong', 'Harbour2026!')).errors?.[0]).toMatchObject({ field: 'oldPassword', message: 'The current password is wrong' });
      const weak = await change('Approver@123', 'short');
      expect(weak.status).toBe('E');
      expect(weak.errors?.[0]).toMatchObject({ field: 'newPassword' });
    });
  });
}

let prefix = '';
describeUserCentre('SQL', true, () => ({}));
describeUserCentre('Redis', hasRedis, () => {
  prefix = uniqueRedisPrefix('user-centre');
  return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
});
afterAll(async () => {
  if (prefix) await deleteRedisKeys(prefix);
});

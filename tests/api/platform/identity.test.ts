import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { requestLogin, signIn } from '../support/signed-client';
import { sendSigned } from '../support/raw-requests';

const CURRENT_USER = '/api/base/v1/baseLoginRestful/currentUser';
const MENUS = '/api/base/v1/baseMenuRestful/findUserMenus';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('login', () => {
  it('issues a session token, a signing secret and its key id, with the user', async () => {
    const answer = await requestLogin(server.baseUrl, 'supplier1', 'Supplier@123');
    expect(answer.status).toBe('S');
    const data = answer.data;
    expect(data.authorizationCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.signSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(data.certificate).toMatch(/^[0-9a-f]{16}$/);
    expect(data.gatewayTag).toBe('BASE');
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
    expect(data.user).toMatchObject({
      userName: 'supplier1',
      userType: 'supplier',
      supplierName: '华东精密机械有限公司',
    });
    expect(typeof data.user.supplierId).toBe('number');
    expect(JSON.stringify(answer)).not.toContain('passwordHash');
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    const wrong = await requestLogin(server.baseUrl, 'admin', 'not-the-password', 'EN');
    const unknown = await requestLogin(server.baseUrl, 'nobody', 'Admin@123', 'EN');
    expect(wrong).toMatchObject({ status: 'E', msg: 'Wrong user name or password' });
    expect(unknown).toEqual(wrong);
    const chinese = await requestLogin(server.baseUrl, 'admin', 'bad');
    expect(chinese.msg).toBe('用户名或密码错误');
  });

  it('refuses an empty user name or password with a message', async () => {
    const answer = await requestLogin(server.baseUrl, '', '', 'EN');
    expect(answer).toMatchObject({ status: 'E', msg: 'Enter your user name and password' });
  });
});

describe('sessions', () => {
  it('answers NOTLOGIN (401) without a token and with a bad one', async () => {
    const without = await sendSigned(server.baseUrl, null, { path: CURRENT_USER });
    expect(without.httpStatus).toBe(401);
    expect(without.envelope.status).toBe('NOTLOGIN');
    const forged = await sendSigned(
      server.baseUrl,
      { authorizationCode: 'x'.repeat(43), signSecret: 'a'.repeat(64), certificate: '0'.repeat(16), gatewayTag: 'BASE' },
      { path: MENUS },
    );
    expect(forged.httpStatus).toBe(401);
    expect(forged.envelope).toMatchObject({ status: 'NOTLOGIN', msg: '登录已失效，请重新登录' });
  });

  it('answers the current user for a signed-in call', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer');
    const answer = await buyer.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' });
    expect(answer.status).toBe('S');
    expect(answer.data).toEqual(buyer.login.user);
  });

  it('ends the session on logout: the same token is refused afterwards', async () => {
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const logout = await approver.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'logout' });
    expect(logout).toMatchObject({ status: 'S', msg: 'Signed out' });
    const after = await sendSigned(server.baseUrl, approver.login, { path: CURRENT_USER });
    expect(after.httpStatus).toBe(401);
    expect(after.envelope.status).toBe('NOTLOGIN');
  });
});

describe('disabled users', () => {
  it('refuses a disabled user at login and ends his open sessions', async () => {
    const supplier2 = await signIn(server.baseUrl, 'supplier2', 'EN');
    // Administrators disable users in base_users; here the test writes the flag directly.
    const database = await server.database.open();
    try {
      await database.db.updateTable('base_users').set({ enabledFlag: 'N' }).where('userName', '=', 'supplier2').execute();
    } finally {
      await database.close();
    }
    const login = await requestLogin(server.baseUrl, 'supplier2', 'Supplier@123', 'EN');
    expect(login).toMatchObject({ status: 'E', msg: 'This account is disabled; contact your administrator' });
    const wrongPassword = await requestLogin(server.baseUrl, 'supplier2', 'wrong', 'EN');
    expect(wrongPassword.msg).toBe('Wrong user name or password');
    const open = await sendSigned(server.baseUrl, supplier2.login, { path: CURRENT_USER });
    expect(open.envelope.status).toBe('NOTLOGIN');
  });
});

describe('idle timeout', () => {
  let shortLived: TestServer;
  beforeAll(async () => {
    // 0.02 minutes = 1.2 seconds without a call ends the session.
    shortLived = await startTestServer({ SESSION_IDLE_MINUTES: '0.02' });
  });
  afterAll(async () => {
    await shortLived?.stop();
  });

  it('keeps a busy session and ends an idle one', async () => {
    const buyer = await signIn(shortLived.baseUrl, 'buyer');
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await sendSigned(shortLived.baseUrl, buyer.login, { path: CURRENT_USER });
      expect(busy.envelope.status).toBe('S');
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const idle = await sendSigned(shortLived.baseUrl, buyer.login, { path: CURRENT_USER });
    expect(idle.httpStatus).toBe(401);
    expect(idle.envelope.status).toBe('NOTLOGIN');
  });
});

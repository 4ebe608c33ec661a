import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogin, signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { call } from './support/signed-call';

const CURRENT_USER = '/api/base/v1/baseLoginRestful/currentUser';
const LOGOUT = '/api/base/v1/baseLoginRestful/logout';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

function tokenBits(token: string): number {
  return Buffer.from(token, 'base64url').length * 8;
}

describe('session tokens', () => {
  it('issues a new random token and secret of at least 128 bits at every login', async () => {
    const logins = await Promise.all([1, 2, 3].map(() => requestLogin(server.baseUrl, 'buyer', 'Buyer@123')));
    const tokens = logins.map((answer) => answer.data.authorizationCode);
    const secrets = logins.map((answer) => answer.data.signSecret);
    expect(new Set(tokens).size).toBe(3);
    expect(new Set(secrets).size).toBe(3);
    for (const token of tokens) expect(tokenBits(token)).toBeGreaterThanOrEqual(128);
    for (const secret of secrets) expect(Buffer.from(secret, 'hex').length * 8).toBeGreaterThanOrEqual(128);
    // Each login is a session of its own: all of them work side by side.
    for (const answer of logins) expect((await call(server.baseUrl, answer.data, { path: CURRENT_USER })).envelope?.status).toBe('S');
  });

  it('ends the session on the server at logout, and only that one', async () => {
    const first = await signIn(server.baseUrl, 'approver');
    const second = await signIn(server.baseUrl, 'approver');
    expect((await call(server.baseUrl, first.login, { path: LOGOUT })).envelope?.status).toBe('S');
    const after = await call(server.baseUrl, first.login, { path: CURRENT_USER });
    expect(after.httpStatus).toBe(401);
    expect(after.envelope?.status).toBe('NOTLOGIN');
    expect((await call(server.baseUrl, second.login, { path: CURRENT_USER })).envelope?.status).toBe('S');
  });
});

describe('absolute lifetime', () => {
  let shortLived: TestServer;
  beforeAll(async () => {
    // 0.001 hours = 3.6 s after login at the latest, however busy; 0.02 minutes = 1.2 s idle.
    shortLived = await startTestServer({ SESSION_MAX_HOURS: '0.001', SESSION_IDLE_MINUTES: '0.02' });
  });
  afterAll(async () => {
    await shortLived?.stop();
  });

  it('ends a busy session once its lifetime is over', async () => {
    const buyer = await signIn(shortLived.baseUrl, 'buyer');
    const started = Date.now();
    let last = await call(shortLived.baseUrl, buyer.login, { path: CURRENT_USER });
    while (Date.now() - started < 8_000 && last.envelope?.status === 'S') {
      await new Promise((resolve) => setTimeout(resolve, 300));
      last = await call(shortLived.baseUrl, buyer.login, { path: CURRENT_USER });
    }
    const lived = Date.now() - started;
    expect(last.envelope?.status).toBe('NOTLOGIN');
    // Calls every 300 ms kept it well past the idle time, but it ended at its lifetime, long before the loop would.
    expect(lived).toBeGreaterThan(2_400);
    expect(lived).toBeLessThan(7_000);
  });
});

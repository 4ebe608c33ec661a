import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { LOGIN_LIMITS } from '../../../src/server/auth/login-throttle';
import { SESSIONS_TABLE } from '../../../src/server/auth/sessions-table';
import { tokenHash } from '../../../src/server/auth/session-tokens';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { sendSigned } from '../support/raw-requests';
import { requestLogin, signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { changeLookupValue } from '../support/lookup-admin';

/**
 * The server with REDIS_URL: the whole signed-in flow works, and its shared state (sessions, nonces,
 * lookup cache, login failures) is in Redis under the deployment's prefix, not in the database or
 * in the process. (Two processes sharing it: tests/api/scale-out/.)
 */
const hasRedis = await redisAvailable();
const prefix = uniqueRedisPrefix('state');
const CURRENT_USER = '/api/base/v1/baseLoginRestful/currentUser';

let server: TestServer;
let redis: Redis;
beforeAll(async () => {
  if (!hasRedis) return;
  server = await startTestServer({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  redis = new Redis(TEST_REDIS_URL);
});
afterAll(async () => {
  if (!hasRedis) return;
  await server?.stop();
  redis?.disconnect();
  await deleteRedisKeys(prefix);
});

async function findDic(client: SignedInClient, lookupType: string): Promise<string[]> {
  const answer = await client.adapter.request<{ lookupCode: string }[]>({
    service: 'base',
    resource: 'baseLookupValuesRestful',
    operation: 'findDic',
    body: { lookupType },
  });
  expect(answer.status).toBe('S');
  return answer.data.map((row) => row.lookupCode);
}

describe.skipIf(!hasRedis)('with REDIS_URL', () => {
  it('keeps the session in Redis, not in sys_sessions, and ends it at logout', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    const recordKey = `${prefix}session:token:${tokenHash(buyer.login.authorizationCode)}`;
    expect(await redis.hget(recordKey, 'userId')).toBe(String(buyer.login.user.userId));
    const database = await server.database.open();
    try {
      const rows = await database.db.selectFrom(SESSIONS_TABLE).select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }

    const signed = await sendSigned(server.baseUrl, buyer.login, { path: CURRENT_USER });
    expect(signed.envelope).toMatchObject({ status: 'S', data: { userName: 'buyer' } });
    const logout = await buyer.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'logout' });
    expect(logout).toMatchObject({ status: 'S', msg: 'Signed out' });
    const after = await sendSigned(server.baseUrl, buyer.login, { path: CURRENT_USER });
    expect(after.httpStatus).toBe(401);
    expect(after.envelope.status).toBe('NOTLOGIN');
    expect(await redis.hget(recordKey, 'endedAt')).toMatch(/^\d+$/);
  });

  it('refuses a replayed nonce, remembered in Redis', async () => {
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const nonce = `replay-${Date.now()}`;
    const first = await sendSigned(server.baseUrl, approver.login, { path: CURRENT_USER, nonce });
    expect(first.envelope.status).toBe('S');
    const replay = await sendSigned(server.baseUrl, approver.login, { path: CURRENT_USER, nonce });
    expect(replay.httpStatus).toBe(401);
    expect(replay.envelope).toMatchObject({ status: 'E', msg: '重复的请求已被拒绝' });
    const nonceKeys = await redis.keys(`${prefix}nonce:*:${nonce}`);
    expect(nonceKeys).toHaveLength(1);
  });

  it('answers a lookup value changed through the API at once from findDic', async () => {
    const admin = await signIn(server.baseUrl, 'admin');
    expect(await findDic(admin, 'UOM')).toContain('BOX');
    expect(await redis.keys(`${prefix}cache:lookups:*:UOM`)).toHaveLength(1);
    const saved = await changeLookupValue(admin, 'UOM', 'BOX', { enabledFlag: 'N' });
    expect(saved.status).toBe('S');
    const after = await findDic(admin, 'UOM');
    expect(after).not.toContain('BOX');
    expect(after).toContain('PCS');
  });

  it('counts failed sign-ins in Redis, so every process asks for the captcha', async () => {
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterAccountFailures; i += 1) {
      expect((await requestLogin(server.baseUrl, 'supplier2', 'wrong', 'EN')).msg).toBe('Wrong user name or password');
    }
    expect(await redis.get(`${prefix}rate:login:account:supplier2`)).toBe(String(LOGIN_LIMITS.captchaAfterAccountFailures));
    const next = await requestLogin(server.baseUrl, 'supplier2', 'Supplier@123', 'EN');
    expect(next.msg).toBe('Type the characters shown in the picture (captcha)');
  });
});

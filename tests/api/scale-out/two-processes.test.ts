import type { MenuContext } from '../../../renderer/data/data-adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../tools/support/server-process';
import {
  createTestPostgresDatabase,
  deleteRedisKeys,
  postgresAvailable,
  redisAvailable,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type TestPostgresDatabase,
} from '../../support/real-services';
import { FileClient } from '../files/support/file-client';
import { sendRaw, signedRequestInit } from '../support/raw-requests';
import { sessionAdapter, signIn, type SignedInClient } from '../support/signed-client';
import { changeLookupValue } from '../support/lookup-admin';
import { grantAndRevoke } from '../access/grant-and-revoke';

/**
 * Scale-out (DESIGN §4.6): two real server processes on different ports share one PostgreSQL database and
 * one Redis, as they would behind a load balancer. Whatever one process does must hold on the other.
 */
const services = (await postgresAvailable()) && (await redisAvailable());
const FIND_DIC = '/api/base/v1/baseLookupValuesRestful/findDic';

let database: TestPostgresDatabase;
let prefix: string;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  if (!services) return;
  database = await createTestPostgresDatabase('scaleout');
  prefix = uniqueRedisPrefix('scaleout');
  const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, WEB_DIR: '/nonexistent' };
  // Both start at once on the empty database, as replicas of a new deployment do.
  [first, second] = await Promise.all([startServer(env), startServer(env)]);
}, 180_000);

afterAll(async () => {
  if (!services) return;
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
  await deleteRedisKeys(prefix);
}, 60_000);

/** The same signed-in session, sending to the given process. */
function onServer(client: SignedInClient, server: RunningServer) {
  return sessionAdapter(server.baseUrl, client.login);
}

describe.skipIf(!services)('two server processes on one PostgreSQL and one Redis', () => {
  it('accepts a session made on one process on the other, and ends it everywhere at logout', async () => {
    const buyer = await signIn(first.baseUrl, 'buyer');
    const onSecond = onServer(buyer, second);
    const me = await onSecond.request<{ userName: string }>({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' });
    expect(me).toMatchObject({ status: 'S', data: { userName: 'buyer' } });
    const out = await onServer(buyer, second).request({ service: 'base', resource: 'baseLoginRestful', operation: 'logout' });
    expect(out.status).toBe('S');
    const after = await buyer.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' });
    expect(after.status).not.toBe('S');
  });

  it('refuses on one process a request whose nonce the other has already accepted', async () => {
    const buyer = await signIn(first.baseUrl, 'buyer');
    const init = signedRequestInit(buyer.login, { path: FIND_DIC, body: { lookupType: 'YES_NO' }, headers: { 'SAAF-Language': 'EN' } });
    const accepted = await sendRaw(first.baseUrl, init, FIND_DIC);
    expect(accepted.envelope.status).toBe('S');
    const replayed = await sendRaw(second.baseUrl, init, FIND_DIC);
    expect(replayed.httpStatus).toBe(401);
    expect(replayed.envelope.msg).toContain('replayed');
  });

  it('shows a lookup value changed through one process at once on the other', async () => {
    const admin = await signIn(first.baseUrl, 'admin');
    const adminOnSecond = onServer(admin, second);
    const meanings = async () => {
      const answer = await adminOnSecond.request<{ lookupCode: string; meaning: string }[]>({
        service: 'base',
        resource: 'baseLookupValuesRestful',
        operation: 'findDic',
        body: { lookupType: 'UOM' },
      });
      expect(answer.status).toBe('S');
      return new Map(answer.data.map((row) => [row.lookupCode, row.meaning]));
    };
    // The second process has the type cached before the change.
    expect((await meanings()).get('BOX')).toBe('箱');
    const saved = await changeLookupValue(admin, 'UOM', 'BOX', { meaning: '纸箱' });
    expect(saved.status).toBe('S');
    expect((await meanings()).get('BOX')).toBe('纸箱');
  });

  it('grants and revokes a menu and a button through one process, counted on the next call of the other', async () => {
    await grantAndRevoke({ first, second }, 'SCALE_OUT_KEEPER');
  }, 60_000);

  it('runs each background request submitted on either process exactly once', async () => {
    const admin = await signIn(first.baseUrl, 'admin');
    const menu = await admin.menu('SUBMIT_REQUEST');
    const submitters = [admin.adapter, onServer(admin, second)];
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const saved = await submitters[index % 2].request<{ requestId: number }>({
        service: 'schedule',
        resource: 'scheduleRequestRestful',
        operation: 'saveOrUpdate',
        body: { programCode: 'purgeExpiredSessions' },
        menu,
      });
      expect(saved.status).toBe('S');
      ids.push(saved.data.requestId);
    }
    const finished = await Promise.all(ids.map((requestId) => waitUntilDone(admin, menu, requestId)));
    for (const request of finished) expect(request).toMatchObject({ status: 'COMPLETED', runCount: 1, processInfo: expect.any(String) });
  }, 60_000);
});

describe.skipIf(!services)('API clients on two server processes', () => {
  it('accepts a token issued by one process on the other, revokes it everywhere, and counts the rate limit together', async () => {
    const admin = await signIn(first.baseUrl, 'admin', 'EN');
    const entity = (menuCode: string, operation: string, body: Record<string, unknown>, server = first) =>
      admin.menu(menuCode).then((menu) => onServer(admin, server).request<Record<string, unknown>>({ service: 'base', resource: `${operation.split('.')[0]}Restful`, operation: operation.split('.')[1], body, menu }));
    const api = await entity('API_MANAGER', 'baseApi.listByPage', { apiCode: 'srmPoHeader.listByPage', pageIndex: 1, pageRows: 1 });
    const users = await entity('USER_MANAGE', 'baseUsers.listByPage', { userName: 'svc_wms', pageIndex: 1, pageRows: 1 });
    const [apiRow] = api.data as unknown as Record<string, unknown>[];
    const [user] = users.data as unknown as Record<string, unknown>[];
    const app = await entity('OAUTH_APP', 'baseOauthApp.saveOrUpdate', { appName: '双进程测试', serviceUserId: user.userId, tokenLifetimeSeconds: 600, rateLimitPerMinute: 3, scopes: [{ apiId: apiRow.apiId }] });
    expect(app.status, app.msg).toBe('S');
    const issued = await new FileClient(first.baseUrl, admin.login, 'EN').post('/api/base/v1/baseOauthAppRestful/doRotateSecret', { id: app.data.appId }, await admin.menu('OAUTH_APP'));
    const text = issued.bytes.toString('utf8');
    const value = (key: string) => text.split('\n').find((line) => line.startsWith(`${key}=`))?.slice(key.length + 1) ?? '';
    const tokenAnswer = await fetch(`${first.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: value('client_id'), client_secret: value('client_secret') }).toString(),
    });
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const orders = (server: RunningServer) =>
      fetch(`${server.baseUrl}/api/srm/v1/srmPoHeaderRestful/listByPage`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }).then((response) => response.status);
    expect([await orders(second), await orders(first), await orders(second)]).toEqual([200, 200, 200]);
    expect(await orders(first)).toBe(429);
    const revoked = await entity('OAUTH_APP', 'baseOauthApp.doRevokeTokens', { id: app.data.appId }, second);
    expect(revoked.status, revoked.msg).toBe('S');
    expect(await orders(first)).toBe(401);
  }, 60_000);
});

interface RequestRecord {
  status: string;
  runCount: number;
  processInfo: string | null;
}

/** Polls the request through the other process until it has left PENDING and RUNNING. */
async function waitUntilDone(client: SignedInClient, menu: MenuContext, requestId: number): Promise<RequestRecord> {
  const adapter = onServer(client, second);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await adapter.request<RequestRecord>({ service: 'schedule', resource: 'scheduleRequestRestful', operation: 'findById', body: { id: requestId }, menu });
    expect(found.status).toBe('S');
    if (!['PENDING', 'RUNNING'].includes(found.data.status)) return found.data;
    if (Date.now() > deadline) throw new Error(`request ${requestId} still ${found.data.status} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

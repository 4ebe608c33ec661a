import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileClient } from '../files/support/file-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearerCall, call, list, requestToken, type Row } from './api-clients-support';

/**
 * API clients (第三方应用, baseOauthApp) calling the platform with OAuth 2.0 client credentials: tokens for the
 * right secret only, reaching only the APIs chosen for the application, expiring, revocable, rate limited, each
 * call in the interface log, and the secret never readable again.
 */
let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let now = Date.now();

const ORDERS = '/api/srm/v1/srmPoHeaderRestful/listByPage';
const ITEMS = '/api/base/v1/baseMaterialItemRestful/listByPage';

async function apiId(code: string): Promise<number> {
  const [api] = await list(admin, 'API_MANAGER', 'baseApi', { apiCode: code });
  expect(api, `platform API ${code}`).toMatchObject({ source: 'PLATFORM' });
  return Number(api.apiId);
}

async function createApp(name: string, fields: Row, scopes: string[]): Promise<Row> {
  const [serviceUser] = await list(admin, 'USER_MANAGE', 'baseUsers', { userName: 'svc_wms' });
  const answer = await call(admin, 'OAUTH_APP', 'baseOauthApp', 'saveOrUpdate', {
    appName: name,
    serviceUserId: serviceUser.userId,
    ...fields,
    scopes: await Promise.all(scopes.map(async (code) => ({ apiId: await apiId(code) }))),
  });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

/** The credentials file doRotateSecret answers once: its client id and secret. */
async function issueSecret(app: Row): Promise<{ clientId: string; clientSecret: string; text: string }> {
  const files = new FileClient(server.baseUrl, admin.login, 'EN');
  const answer = await files.post('/api/base/v1/baseOauthAppRestful/doRotateSecret', { id: app.appId }, await admin.menu('OAUTH_APP'));
  expect(answer.httpStatus).toBe(200);
  expect(answer.disposition).toContain('credentials.txt');
  const text = answer.bytes.toString('utf8');
  const value = (key: string) => /^(\w+)=(.*)$/m.exec(text.split('\n').find((line) => line.startsWith(`${key}=`)) ?? '')?.[2] ?? '';
  return { clientId: value('client_id'), clientSecret: value('client_secret'), text };
}

async function tokenFor(clientId: string, clientSecret: string): Promise<string> {
  const answer = await requestToken(server.baseUrl, clientId, clientSecret);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.access_token);
}

beforeAll(async () => {
  server = await startTestServer({}, undefined, { oauthClock: () => now });
  [admin, buyer] = await Promise.all([signIn(server.baseUrl, 'admin', 'EN'), signIn(server.baseUrl, 'buyer', 'EN')]);
});
afterAll(async () => {
  await server?.stop();
});

describe('API clients with OAuth 2.0 client credentials', () => {
  let app: Row;
  let credentials: { clientId: string; clientSecret: string };

  beforeAll(async () => {
    app = await createApp('WMS 对接测试', { tokenLifetimeSeconds: 60, rateLimitPerMinute: 1000 }, ['srmPoHeader.listByPage']);
    credentials = await issueSecret(app);
  });

  it('generates the client id and hands the secret over once, never through any read', async () => {
    expect(credentials.clientId).toMatch(/^CLT\d{8}-\d{4}$/);
    expect(credentials.clientId).toBe(app.clientId);
    expect(credentials.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = createHash('sha256').update(credentials.clientSecret).digest('hex');
    const found = await call(admin, 'OAUTH_APP', 'baseOauthApp', 'findById', { id: app.appId });
    const listed = await list(admin, 'OAUTH_APP', 'baseOauthApp', { clientId: credentials.clientId });
    for (const text of [JSON.stringify(found), JSON.stringify(listed)]) {
      expect(text).not.toContain(credentials.clientSecret);
      expect(text).not.toContain(hash);
      expect(text).not.toContain('secretHash');
    }
    expect(found.data.secretIssuedAt).toEqual(expect.any(String));
    const logs = await list(admin, 'USER_OPERATE_LOG', 'baseUserOperateLog', { entityName: 'baseOauthApp', recordId: String(app.appId) });
    expect(JSON.stringify(logs)).not.toContain(credentials.clientSecret);
  });

  it('issues a token for the right secret, by HTTP Basic or in the body, and refuses a wrong one (RFC 6749 errors)', async () => {
    const basic = await requestToken(server.baseUrl, credentials.clientId, credentials.clientSecret);
    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ token_type: 'Bearer', expires_in: 60, scope: 'srmPoHeader.listByPage' });
    expect(basic.headers.get('cache-control')).toBe('no-store');
    const inBody = await requestToken(server.baseUrl, credentials.clientId, credentials.clientSecret, {}, true);
    expect(inBody.status).toBe(200);
    expect(inBody.body.access_token).not.toBe(basic.body.access_token);

    const wrong = await requestToken(server.baseUrl, credentials.clientId, `${credentials.clientSecret.slice(0, -1)}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_client' });
    expect(wrong.headers.get('www-authenticate')).toContain('Basic');
    const unknown = await requestToken(server.baseUrl, 'CLT00000000-0000', credentials.clientSecret);
    expect(unknown.body).toMatchObject({ error: 'invalid_client' });
    const grant = await requestToken(server.baseUrl, credentials.clientId, credentials.clientSecret, { grant_type: 'password' });
    expect(grant.status).toBe(400);
    expect(grant.body).toMatchObject({ error: 'unsupported_grant_type' });
    const scope = await requestToken(server.baseUrl, credentials.clientId, credentials.clientSecret, { scope: 'srmPoHeader.listByPage baseMaterialItem.listByPage' });
    expect(scope.status).toBe(400);
    expect(scope.body).toMatchObject({ error: 'invalid_scope' });
    expect(String(scope.body.error_description)).toContain('baseMaterialItem.listByPage');
  });

  it('lets a token call the APIs in its scopes only, as the service user, unsigned', async () => {
    const token = await tokenFor(credentials.clientId, credentials.clientSecret);
    const orders = await bearerCall(server.baseUrl, token, ORDERS, { pageIndex: 1, pageRows: 5 });
    expect(orders.status).toBe(200);
    expect(orders.body.status).toBe('S');
    expect((orders.body.data as Row[]).length).toBeGreaterThan(0);

    const items = await bearerCall(server.baseUrl, token, ITEMS, { pageIndex: 1, pageRows: 5 });
    expect(items.status).toBe(403);
    expect(items.body.status).toBe('E');
    const save = await bearerCall(server.baseUrl, token, '/api/srm/v1/srmPoHeaderRestful/saveOrUpdate', { poNumber: 'X' });
    expect(save.status).toBe(403);
    const menus = await bearerCall(server.baseUrl, token, '/api/base/v1/baseMenuRestful/findUserMenus');
    expect(menus.status).toBe(403);
  });

  it("applies the service user's data permits: without category permits it reads no material items", async () => {
    const itemsApp = await createApp('WMS 物料读取', { tokenLifetimeSeconds: 60, rateLimitPerMinute: 1000 }, ['baseMaterialItem.listByPage']);
    const { clientId, clientSecret } = await issueSecret(itemsApp);
    const items = await bearerCall(server.baseUrl, await tokenFor(clientId, clientSecret), ITEMS, { pageIndex: 1, pageRows: 5 });
    expect(items.status).toBe(200);
    expect(items.body.status).toBe('S');
    expect(items.body.data).toEqual([]);
    expect((await list(admin, 'MATERIAL_ITEM', 'baseMaterialItem', {})).length).toBeGreaterThan(0);
  });

  it('writes every call of a client to the interface log, refused ones included', async () => {
    const token = await tokenFor(credentials.clientId, credentials.clientSecret);
    const allowed = await bearerCall(server.baseUrl, token, ORDERS, { pageIndex: 1, pageRows: 1 });
    const refused = await bearerCall(server.baseUrl, token, ITEMS, {});
    const entries = await list(admin, 'INTERFACE_LOG', 'srmBaseInterfaceLog', { direction: 'IN' }, 'srm');
    const ofRequest = (response: { headers: Headers }) => entries.find((entry) => entry.requestId === response.headers.get('x-request-id'));
    expect(ofRequest(allowed)).toMatchObject({ pointName: 'api.srmPoHeader.listByPage', entityName: 'srmPoHeader', result: 'S', userName: 'svc_wms' });
    expect(String(ofRequest(allowed)?.message)).toContain(credentials.clientId);
    expect(ofRequest(refused)).toMatchObject({ pointName: 'api.baseMaterialItem.listByPage', result: 'E', userName: 'svc_wms' });
    expect(String(ofRequest(refused)?.message)).toContain('HTTP 403');
  });

  it('refuses an expired token with 401', async () => {
    const token = await tokenFor(credentials.clientId, credentials.clientSecret);
    expect((await bearerCall(server.baseUrl, token, ORDERS, {})).status).toBe(200);
    const start = now;
    now += 61_000;
    try {
      const expired = await bearerCall(server.baseUrl, token, ORDERS, {});
      expect(expired.status).toBe(401);
      expect(expired.body.status).toBe('NOTLOGIN');
      expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    } finally {
      now = start;
    }
  });

  it('refuses revoked tokens, and every token once the application is disabled', async () => {
    const token = await tokenFor(credentials.clientId, credentials.clientSecret);
    expect((await bearerCall(server.baseUrl, token, ORDERS, {})).status).toBe(200);
    const revoked = await call(admin, 'OAUTH_APP', 'baseOauthApp', 'doRevokeTokens', { id: app.appId });
    expect(revoked.status, revoked.msg).toBe('S');
    expect((await bearerCall(server.baseUrl, token, ORDERS, {})).status).toBe(401);

    const another = await tokenFor(credentials.clientId, credentials.clientSecret);
    const current = await call(admin, 'OAUTH_APP', 'baseOauthApp', 'findById', { id: app.appId });
    const disabled = await call(admin, 'OAUTH_APP', 'baseOauthApp', 'saveOrUpdate', { ...current.data, enabledFlag: 'N' });
    expect(disabled.status, disabled.msg).toBe('S');
    expect((await bearerCall(server.baseUrl, another, ORDERS, {})).status).toBe(401);
    expect((await requestToken(server.baseUrl, credentials.clientId, credentials.clientSecret)).body).toMatchObject({ error: 'invalid_client' });
    const enabled = await call(admin, 'OAUTH_APP', 'baseOauthApp', 'saveOrUpdate', { ...disabled.data, enabledFlag: 'Y' });
    expect(enabled.status, enabled.msg).toBe('S');
    expect((await bearerCall(server.baseUrl, another, ORDERS, {})).status).toBe(401);
  });

  it('stops the old secret when a new one is issued', async () => {
    const fresh = await issueSecret(app);
    expect(fresh.clientSecret).not.toBe(credentials.clientSecret);
    expect((await requestToken(server.baseUrl, credentials.clientId, credentials.clientSecret)).status).toBe(401);
    expect((await requestToken(server.baseUrl, fresh.clientId, fresh.clientSecret)).status).toBe(200);
    credentials = fresh;
  });

  it('limits each client to its calls per minute: 429 with Retry-After', async () => {
    const limited = await createApp('限流测试', { tokenLifetimeSeconds: 600, rateLimitPerMinute: 2 }, ['srmPoHeader.listByPage']);
    const secret = await issueSecret(limited);
    const token = await tokenFor(secret.clientId, secret.clientSecret);
    expect((await bearerCall(server.baseUrl, token, ORDERS, {})).status).toBe(200);
    expect((await bearerCall(server.baseUrl, token, ORDERS, {})).status).toBe(200);
    const third = await bearerCall(server.baseUrl, token, ORDERS, {});
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(third.body.msg)).toContain('2 times a minute');
    // Another client is counted on its own.
    expect((await bearerCall(server.baseUrl, await tokenFor(credentials.clientId, credentials.clientSecret), ORDERS, {})).status).toBe(200);
  });

  it('keeps the applications to administrators: a buyer has no menu for them and no token makes one', async () => {
    await expect(buyer.menu('OAUTH_APP')).rejects.toThrow('buyer has no menu OAUTH_APP');
    const refused = await call(buyer, 'PO_LIST', 'baseOauthApp', 'listByPage', { pageIndex: 1, pageRows: 10 });
    expect(refused.status).not.toBe('S');
  });
});

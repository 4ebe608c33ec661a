import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { sessionAdapter, signIn, type LoginData, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ExportClient, rowValues, sheetsOf } from '../export/support/export-client';
import { SecretBox } from '../../../src/server/secrets/secret-box';
import { BrowserLikeClient } from './browser-like-client';
import { startTestOidcProvider, type TestOidcProvider } from './oidc-test-provider';

/**
 * Single sign-on against a real OpenID provider (oidc-provider) started here: providers configured through
 * the baseSSO screen's API, the whole redirect flow followed like a browser, and the session redeemed as the
 * login page does. Covers the mapped and the provisioned user, an unknown user, a renamed account, a wrong
 * audience, an expired ID token, a disabled user, a forged state and a replayed callback, and that the
 * client secret is sealed at rest and never read back.
 */
const CLIENT = { clientId: 'srm-platform', clientSecret: 'Rk3#s0-very-long-client-secret-value-2026' };

describe('single sign-on with OpenID Connect', () => {
  let server: TestServer;
  let idp: TestOidcProvider;
  let admin: SignedInClient;
  let ssoMenu: MenuContext;

  const call = <T = Record<string, unknown>>(operation: string, body: Record<string, unknown>) =>
    admin.adapter.request<T>({ service: 'base', resource: 'baseSsoProviderRestful', operation, body, menu: ssoMenu });

  const saveProvider = async (record: Record<string, unknown>) => {
    const answer = await call('saveOrUpdate', record);
    if (answer.status !== 'S') throw new Error(`save refused: ${answer.msg} ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };

  /** Starts sign-on with this provider as `sub` and follows it to the login page. */
  const signOn = async (code: string, sub: string, browser = new BrowserLikeClient()) => {
    idp.signInAs(sub);
    const landed = await browser.navigate(`${server.baseUrl}/api/auth/sso/${code}/start`, server.baseUrl);
    return { browser, landed, error: landed.searchParams.get('ssoError') };
  };

  /** What the login page does on /login?sso=done: redeems the ticket cookie for a session. */
  const redeem = (browser: BrowserLikeClient) => browser.postJson(`${server.baseUrl}/api/base/v1/baseSsoLoginRestful/session`, {});

  const userIdOf = async (userName: string) => {
    const database = await server.database.open();
    const row = await database.db.selectFrom('base_users').select(['userId', 'userType', 'enabledFlag']).where('userName', '=', userName).executeTakeFirst().finally(() => database.close());
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const callbacks = ['MAIN', 'AUTO'].map((code) => `${server.baseUrl}/api/auth/sso/${code}/callback`);
    idp = await startTestOidcProvider({ ...CLIENT, redirectUris: callbacks });
    idp.accounts.set('sub-buyer', { sub: 'sub-buyer', preferred_username: 'buyer', email: 'buyer@example.cn', name: '采购员' });
    idp.accounts.set('sub-new', { sub: 'sub-new', preferred_username: 'zhang.wei', email: 'zhang.wei@example.cn', name: '张伟' });
    idp.accounts.set('sub-unknown', { sub: 'sub-unknown', preferred_username: 'li.na', email: 'li.na@example.cn', name: '李娜' });
    idp.accounts.set('sub-approver', { sub: 'sub-approver', preferred_username: 'approver', email: 'approver@example.cn', name: '审批人' });
    idp.accounts.set('sub-impostor', { sub: 'sub-impostor', preferred_username: 'buyer', email: 'x@example.cn', name: 'Impostor' });
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    ssoMenu = await admin.menu('BASE_SSO');
    // As the edit screen's reference choice reads them, under the screen's own menu.
    const responsibilities = await admin.adapter.request<{ responsibilityId: number; responsibilityCode: string }[]>({
      service: 'base', resource: 'baseResponsibilityRestful', operation: 'listByPage', body: { pageRows: 50 }, menu: ssoMenu,
    });
    const buyerResp = responsibilities.data?.find((row) => row.responsibilityCode === 'PUR_BUYER');
    if (!buyerResp) throw new Error(`no PUR_BUYER responsibility: ${responsibilities.msg}`);
    const common = { issuerUrl: idp.issuer, clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret, enabledFlag: 'Y' };
    await saveProvider({ providerCode: 'MAIN', providerNameCn: '集团统一认证', providerNameEn: 'Group login', orderNo: 1, ...common });
    await saveProvider({ providerCode: 'AUTO', providerNameCn: '自动开户', providerNameEn: 'Auto accounts', orderNo: 2, autoProvisionFlag: 'Y', provisionRespId: buyerResp.responsibilityId, ...common });
    await saveProvider({ providerCode: 'OFF', providerNameCn: '停用的提供方', providerNameEn: 'Disabled one', orderNo: 3, ...common, enabledFlag: 'N' });
  }, 120_000);
  afterAll(async () => {
    await idp?.stop();
    await server?.stop();
  });

  it('lists only the enabled providers, by code and names, on the public endpoint', async () => {
    const answer = await new BrowserLikeClient().postJson(`${server.baseUrl}/api/base/v1/baseSsoLoginRestful/providers`, {});
    expect(answer.data).toEqual([
      { code: 'MAIN', nameCn: '集团统一认证', nameEn: 'Group login' },
      { code: 'AUTO', nameCn: '自动开户', nameEn: 'Auto accounts' },
    ]);
  });

  it('signs a mapped existing user in with the same session a password login gives', async () => {
    const { browser, landed, error } = await signOn('MAIN', 'sub-buyer');
    expect(error).toBeNull();
    expect(landed.searchParams.get('sso')).toBe('done');
    const answer = await redeem(browser);
    expect(answer.status).toBe('S');
    const login = answer.data as LoginData;
    expect(login.user.userName).toBe('buyer');
    const current = await sessionAdapter(server.baseUrl, login).request<{ userName: string }>({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser', body: {} });
    expect(current.data?.userName).toBe('buyer');
    // Listed among his signed-in devices with where it came from, as a password sign-in is.
    const adapter = sessionAdapter(server.baseUrl, login);
    const menus = await adapter.request<{ menuCode: string; menuId: number; respId: number }[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    const devices = menus.data?.find((row) => row.menuCode === 'USER_SESSIONS');
    expect(devices).toBeDefined();
    const sessions = await adapter.request<{ address: string | null }[]>({
      service: 'base', resource: 'baseUserSessionRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 50 },
      menu: { menuId: Number(devices?.menuId), respId: Number(devices?.respId) },
    });
    expect(sessions.data?.length).toBeGreaterThan(0);
    expect(sessions.data?.every((session) => Boolean(session.address))).toBe(true);
    // The ticket is used once.
    expect((await redeem(browser)).status).toBe('E');
  });

  it('creates an internal user with the provider responsibility when auto-provisioning is on, refuses an unknown one when off', async () => {
    expect(await userIdOf('li.na')).toBeUndefined();
    const refused = await signOn('MAIN', 'sub-unknown');
    expect(refused.error).toBe('unknownUser');
    expect(refused.landed.searchParams.get('ssoUser')).toBe('li.na');
    expect(await userIdOf('li.na')).toBeUndefined();

    const created = await signOn('AUTO', 'sub-new');
    expect(created.error).toBeNull();
    const login = (await redeem(created.browser)).data as LoginData;
    expect(login.user).toMatchObject({ userName: 'zhang.wei', userFullName: '张伟', userType: 'internal' });
    const menus = await sessionAdapter(server.baseUrl, login).request<{ menuCode: string }[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    expect(menus.data?.map((menu) => menu.menuCode)).toContain('PO_LIST');
  });

  it('keeps a signed-in identity on its user: a renamed account at the provider takes over no one', async () => {
    expect((await signOn('MAIN', 'sub-buyer')).error).toBeNull();
    // The provider now calls sub-buyer "approver": still the buyer.
    idp.accounts.set('sub-buyer', { sub: 'sub-buyer', preferred_username: 'approver', email: 'buyer@example.cn', name: '采购员' });
    const renamed = await signOn('MAIN', 'sub-buyer');
    expect(((await redeem(renamed.browser)).data as LoginData).user.userName).toBe('buyer');
    // Another subject claiming the name "buyer" is refused: the buyer is linked to sub-buyer.
    const impostor = await signOn('MAIN', 'sub-impostor');
    expect(impostor.error).toBe('linkedToAnother');
  });

  it('refuses an ID token issued for another audience and an expired one', async () => {
    try {
      idp.tamper('wrongAudience');
      const wrongAudience = await signOn('MAIN', 'sub-approver');
      expect(wrongAudience.error).toBe('tokenRejected');
      expect(wrongAudience.browser.cookie('srm_sso_ticket')).toBeUndefined();
      idp.tamper('expired');
      expect((await signOn('MAIN', 'sub-approver')).error).toBe('tokenRejected');
    } finally {
      idp.tamper('none');
    }
    // The same sign-in, untampered, passes: the refusals came from the token alone.
    expect((await signOn('MAIN', 'sub-approver')).error).toBeNull();
  });

  it('refuses a disabled user', async () => {
    const database = await server.database.open();
    await database.db.updateTable('base_users').set({ enabledFlag: 'N' }).where('userName', '=', 'approver').execute().finally(() => database.close());
    try {
      const refused = await signOn('MAIN', 'sub-approver');
      expect(refused.error).toBe('userDisabled');
    } finally {
      const again = await server.database.open();
      await again.db.updateTable('base_users').set({ enabledFlag: 'Y' }).where('userName', '=', 'approver').execute().finally(() => again.close());
    }
  });

  it('refuses a callback whose state is not the one started here, and a replayed callback', async () => {
    const browser = new BrowserLikeClient();
    idp.signInAs('sub-buyer');
    // Start, and keep the flow cookie the platform set, before following the provider.
    const start = await fetch(`${server.baseUrl}/api/auth/sso/MAIN/start`, { redirect: 'manual' });
    const flowCookie = start.headers.getSetCookie().find((line) => line.startsWith('srm_sso_flow='))!.split(';')[0].slice('srm_sso_flow='.length);
    browser.setCookie('srm_sso_flow', flowCookie, '/api/auth/sso');
    const landed = await browser.navigate(start.headers.get('location')!, server.baseUrl);
    expect(landed.searchParams.get('sso')).toBe('done');
    const callback = new URL(browser.visited.find((url) => url.includes('/callback?'))!);

    // The same answer of the provider again, with the same flow cookie: refused.
    const replay = new BrowserLikeClient();
    replay.setCookie('srm_sso_flow', flowCookie, '/api/auth/sso');
    expect((await replay.navigate(callback.href, server.baseUrl)).searchParams.get('ssoError')).toBe('replayed');

    // A state that is not the flow cookie's (a callback made for another browser): refused.
    const forged = new URL(callback);
    forged.searchParams.set('state', 'attacker-state');
    const other = new BrowserLikeClient();
    other.setCookie('srm_sso_flow', flowCookie, '/api/auth/sso');
    expect((await other.navigate(forged.href, server.baseUrl)).searchParams.get('ssoError')).toBe('stateMismatch');
    // No flow cookie at all.
    expect((await new BrowserLikeClient().navigate(callback.href, server.baseUrl)).searchParams.get('ssoError')).toBe('flowMissing');
  });

  it('keeps the client secret sealed at rest and never answers it; an empty secret on update keeps it', async () => {
    const list = await call<Record<string, unknown>[]>('listByPage', { pageRows: 20 });
    const main = list.data!.find((row) => row.providerCode === 'MAIN')!;
    const found = await call('findById', { id: main.providerId });
    for (const text of [JSON.stringify(list), JSON.stringify(found)]) {
      expect(text).not.toContain(CLIENT.clientSecret);
      expect(text).not.toContain('clientSecret');
    }
    const database = await server.database.open();
    const stored = await database.db.selectFrom('base_sso_providers').select('clientSecret').where('providerCode', '=', 'MAIN').executeTakeFirstOrThrow().finally(() => database.close());
    expect(String(stored.clientSecret)).toMatch(/^aesgcm1:/);
    expect(String(stored.clientSecret)).not.toContain(CLIENT.clientSecret);

    // An export naming the secret as a column: refused, or a workbook without it.
    const exported = await new ExportClient(server.baseUrl, admin.login, 'EN').exportExcel(
      { requestUrl: '/api/base/v1/baseSsoProviderRestful/listByPage', requestParams: {}, columns: [{ key: 'providerCode' }, { key: 'clientSecret', title: 'Secret' }] },
      ssoMenu,
    );
    if (exported.httpStatus === 200) {
      const [sheet] = await sheetsOf(exported.bytes);
      const cells = [1, 2, 3, 4].flatMap((row) => rowValues(sheet, row)).map(String);
      expect(cells).toContain('MAIN');
      expect(cells.join(' ')).not.toContain(CLIENT.clientSecret);
    } else expect(exported.envelope?.status).toBe('E');

    // Saved again with the secret left empty (the form never holds it): the provider still authenticates.
    await saveProvider({ ...(found.data as Record<string, unknown>), providerNameEn: 'Group login (renamed)', clientSecret: '' });
    expect((await signOn('MAIN', 'sub-buyer')).error).toBeNull();
    // A wrong secret is refused by the provider at the token endpoint.
    const again = (await call('findById', { id: main.providerId })).data as Record<string, unknown>;
    await saveProvider({ ...again, clientSecret: 'not-the-secret' });
    expect((await signOn('MAIN', 'sub-buyer')).error).toBe('tokenRejected');
    const fixed = (await call('findById', { id: main.providerId })).data as Record<string, unknown>;
    await saveProvider({ ...fixed, clientSecret: CLIENT.clientSecret });
  });

  it('sends the user back with a message when the stored secret no longer opens (the secret key changed)', async () => {
    await saveProvider({ providerCode: 'LOST', providerNameCn: '密钥失效', providerNameEn: 'Lost key', issuerUrl: idp.issuer, clientId: CLIENT.clientId, clientSecret: 'sealed-under-the-old-key', enabledFlag: 'Y', orderNo: 9 });
    const database = await server.database.open();
    const otherKey = SecretBox.fromBase64(Buffer.alloc(32, 1).toString('base64'), 'test');
    await database.db.updateTable('base_sso_providers').set({ clientSecret: otherKey.seal('sealed-under-the-old-key') }).where('providerCode', '=', 'LOST').execute().finally(() => database.close());
    const landed = await new BrowserLikeClient().navigate(`${server.baseUrl}/api/auth/sso/LOST/start`, server.baseUrl);
    expect(landed.searchParams.get('ssoError')).toBe('providerUnavailable');
  });

  it('refuses a provider with a bad issuer URL or auto-provisioning without a responsibility, naming the field', async () => {
    const answer = await call('saveOrUpdate', { providerCode: 'BAD', providerNameCn: '坏', providerNameEn: 'Bad', issuerUrl: 'not a url', clientId: 'x', autoProvisionFlag: 'Y' });
    expect(answer.status).toBe('E');
    expect(answer.errors?.map((error) => error.field).sort()).toEqual(['issuerUrl', 'provisionRespId']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix, deleteRedisKeys } from '../../support/real-services';
import { sessionAdapter, signIn, type SignedInClient } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { AccessAdmin, heldButtons, heldMenus, yesterday } from './access-admin-client';

/**
 * Access changes take effect on the next call on every server: two servers (each with its own database
 * connection and its own caches) on one database, without Redis (the generation of the access model is kept
 * in the database; on SQLite the second server sees the first's commit through data_version) and with Redis.
 * An administrator works on one server; the user calls the other.
 */
const withRedis = await redisAvailable();

interface Pair {
  first: TestServer;
  second: TestServer;
}

async function startPair(database: ServerDatabase, env: Record<string, string>): Promise<Pair> {
  const first = await startTestServer(env, database);
  const second = await startTestServer(env, database);
  return { first, second };
}

async function grantAndRevoke({ first, second }: Pair, code: string): Promise<void> {
  const admin = new AccessAdmin(await signIn(first.baseUrl, 'admin'));
  const lookupTypes = await admin.menuIds('LOOKUP_TYPE');
  const finance: SignedInClient = await signIn(first.baseUrl, 'finance');
  const financeOnSecond = sessionAdapter(second.baseUrl, finance.login);
  expect((await heldMenus(financeOnSecond)).has('LOOKUP_TYPE')).toBe(false);

  const created = await admin.saveResponsibility({
    responsibilityCode: code,
    responsibilityName: '快码维护员',
    responsibilityNameEn: 'Lookup keeper',
    userType: 'internal',
    grants: [{ menuId: lookupTypes.menuId }, { menuId: lookupTypes.menuId, resourceId: lookupTypes.buttons.get('btnAdd') }],
  });
  expect(created.status, created.msg).toBe('S');
  const respId = Number(created.data.responsibilityId);
  const given = await admin.giveResponsibility(finance.login.user.userId, respId);
  expect(given.status, given.msg).toBe('S');

  // Granted through the first server: the second answers it on the next call.
  const menu = (await heldMenus(financeOnSecond)).get('LOOKUP_TYPE');
  expect(menu).toBeDefined();
  const context = { menuId: Number(menu?.menuId), respId: Number(menu?.respId) };
  expect(await heldButtons(financeOnSecond, context)).toEqual(['btnAdd']);
  const newType = (suffix: string) =>
    financeOnSecond.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'saveOrUpdate', menu: context, body: { lookupType: `${code}_${suffix}`, meaning: '测试类型' } });
  expect((await newType('A')).status).toBe('S');

  // The button revoked through the second server: refused on the next call on both.
  const stored = await new AccessAdmin(await signIn(second.baseUrl, 'admin')).responsibility(respId);
  const menuOnly = (stored.grants as Record<string, unknown>[]).filter((line) => line.resourceId === null || line.resourceId === undefined);
  const revoked = await new AccessAdmin(await signIn(second.baseUrl, 'admin')).saveResponsibility({ ...stored, grants: menuOnly });
  expect(revoked.status, revoked.msg).toBe('S');
  for (const adapter of [finance.adapter, financeOnSecond]) {
    expect(await heldButtons(adapter, context)).toEqual([]);
    expect((await adapter.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'listByPage', menu: context, body: {} })).status).toBe('S');
  }
  expect((await newType('B')).status).not.toBe('S');

  // The user's responsibility ended through the first server: the menu is gone on both.
  const user = await admin.user(finance.login.user.userId);
  const lines = (user.responsibilities as Record<string, unknown>[]).map((line) => (line.responsibilityId === respId ? { ...line, endDateActive: yesterday() } : line));
  const ended = await admin.saveUser({ ...user, responsibilities: lines });
  expect(ended.status, ended.msg).toBe('S');
  for (const adapter of [finance.adapter, financeOnSecond]) {
    expect((await heldMenus(adapter)).has('LOOKUP_TYPE')).toBe(false);
    const list = await adapter.request({ service: 'base', resource: 'baseLookupTypeRestful', operation: 'listByPage', menu: context, body: {} });
    expect(list.status).not.toBe('S');
  }

  // A menu switched off through the second server disappears for its holders on the first.
  const buyer = await signIn(first.baseUrl, 'buyer');
  expect((await heldMenus(buyer.adapter)).has('PAYMENT_TERM')).toBe(true);
  const menus = new AccessAdmin(await signIn(second.baseUrl, 'admin'));
  const paymentTerms = await menus.menuIds('PAYMENT_TERM');
  const stored2 = await menus.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'findById', { id: paymentTerms.menuId });
  const off = await menus.call('ACCESS_MENU_FUNCTION', 'baseMenuRestful', 'saveOrUpdate', { ...stored2.data, enabled: 'N' });
  expect(off.status, off.msg).toBe('S');
  expect((await heldMenus(buyer.adapter)).has('PAYMENT_TERM')).toBe(false);
}

describe('access changes on two servers of one database, without Redis', () => {
  let database: ServerDatabase;
  let pair: Pair;
  beforeAll(async () => {
    database = await createServerDatabase('access-two');
    pair = await startPair(database, {});
  }, 120_000);
  afterAll(async () => {
    await pair?.first.stop();
    await pair?.second.stop();
    await database?.drop();
  });

  it('grants and revokes a menu and a button on the next call of either server', async () => {
    await grantAndRevoke(pair, 'TEST_LOOKUP_KEEPER');
  }, 60_000);
});

describe.skipIf(!withRedis)('access changes on two servers of one database and one Redis', () => {
  let database: ServerDatabase;
  let pair: Pair;
  const prefix = uniqueRedisPrefix('access');
  beforeAll(async () => {
    database = await createServerDatabase('access-two-redis');
    pair = await startPair(database, { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  }, 120_000);
  afterAll(async () => {
    await pair?.first.stop();
    await pair?.second.stop();
    await database?.drop();
    await deleteRedisKeys(prefix);
  });

  it('grants and revokes a menu and a button on the next call of either server', async () => {
    await grantAndRevoke(pair, 'TEST_LOOKUP_KEEPER_R');
  }, 60_000);
});

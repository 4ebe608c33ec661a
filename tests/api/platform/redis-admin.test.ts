// Dialect-neutral: the Redis key browser.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { Language } from '../../../src/shared/formats/common';
import type { MenuRow } from '../../../src/shared/tree/menu-tree';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { MAX_LISTED_KEYS } from '../../../src/server/redis/redis-key-scan';
import { MAX_STRING_BYTES, MAX_VALUE_ITEMS } from '../../../src/server/redis/redis-key-value';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The Redis administration screens' entity (baseRedisKey, "storage": "service") against the machine's
 * Redis: keys of every type listed, filtered, paged, inspected and deleted for real, under a key prefix
 * of this run; a buyer is refused; without REDIS_URL every operation says Redis is not configured.
 */
type KeyRow = { key: string; keyType: string; ttlSeconds: number; size: number | null; memoryBytes: number | null; value?: string };

const hasRedis = await redisAvailable();
const prefix = uniqueRedisPrefix('admin');
// Keys outside the deployment's prefix, which only a search names.
const otherPrefix = uniqueRedisPrefix('admin-other');
const fixture = `${prefix}fixture:`;
const keys = {
  string: `${fixture}string`,
  expiring: `${fixture}expiring`,
  hash: `${fixture}hash`,
  list: `${fixture}list`,
  set: `${fixture}set`,
  zset: `${fixture}zset`,
  stream: `${fixture}stream`,
  odd: `${fixture}Odd*[key]?`,
};
const ALL_FIXTURES = Object.values(keys).sort();

async function call<T>(client: SignedInClient, operation: string, body: Record<string, unknown>, menu?: MenuContext): Promise<ApiEnvelope<T>> {
  return client.adapter.request<T>({ service: 'base', resource: 'baseRedisKeyRestful', operation, body, menu: menu ?? (await client.menu('REDIS_KEY')) });
}

async function list(client: SignedInClient, body: Record<string, unknown>): Promise<ApiEnvelope<KeyRow[]>> {
  return call<KeyRow[]>(client, 'listByPage', body);
}

describe.skipIf(!hasRedis)('Redis keys with REDIS_URL', () => {
  let server: TestServer;
  let redis: Redis;
  let admin: SignedInClient;
  let adminEn: SignedInClient;

  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    redis = new Redis(TEST_REDIS_URL);
    await redis
      .multi()
      .set(keys.string, JSON.stringify({ supplier: 'S000001', lines: [1, 2] }))
      .set(keys.expiring, 'soon', 'EX', 600)
      .hset(keys.hash, 'b', '2', 'a', '1')
      .rpush(keys.list, 'first', 'second', 'third')
      .sadd(keys.set, 'y', 'x')
      .zadd(keys.zset, 2, 'second', 1, 'first')
      .xadd(keys.stream, '1-1', 'event', 'created')
      .set(keys.odd, 'literal')
      .set(`${otherPrefix}elsewhere`, 'another deployment')
      .exec();
    admin = await signIn(server.baseUrl, 'admin');
    adminEn = await signIn(server.baseUrl, 'admin', 'EN');
  });
  afterAll(async () => {
    await server?.stop();
    redis?.disconnect();
    await deleteRedisKeys(prefix);
    await deleteRedisKeys(otherPrefix);
  });

  it('lists keys of every type with their type, TTL, size and memory, sorted by key', async () => {
    const answer = await list(admin, { key_like: fixture, pageRows: 50 });
    expect(answer).toMatchObject({ status: 'S', msg: '查询成功', page: { count: ALL_FIXTURES.length, curIndex: 1, pageSize: 50, pagesCount: 1 } });
    expect(answer.data.map((row) => row.key)).toEqual(ALL_FIXTURES);
    const byKey = new Map(answer.data.map((row) => [row.key, row]));
    expect(byKey.get(keys.string)).toMatchObject({ keyType: 'string', ttlSeconds: -1, size: JSON.stringify({ supplier: 'S000001', lines: [1, 2] }).length });
    expect(byKey.get(keys.hash)).toMatchObject({ keyType: 'hash', size: 2 });
    expect(byKey.get(keys.list)).toMatchObject({ keyType: 'list', size: 3 });
    expect(byKey.get(keys.set)).toMatchObject({ keyType: 'set', size: 2 });
    expect(byKey.get(keys.zset)).toMatchObject({ keyType: 'zset', size: 2 });
    expect(byKey.get(keys.stream)).toMatchObject({ keyType: 'stream', size: 1 });
    const expiring = byKey.get(keys.expiring) as KeyRow;
    expect(expiring.ttlSeconds).toBeGreaterThan(590);
    expect(expiring.ttlSeconds).toBeLessThanOrEqual(600);
    for (const row of answer.data) {
      expect(row.memoryBytes).toBeGreaterThan(0);
      expect(row).not.toHaveProperty('value');
    }
  });

  it('filters by type, and by text in the key ignoring case with wildcards taken literally', async () => {
    const hashes = await list(admin, { key_like: fixture, keyType: 'hash' });
    expect(hashes.data.map((row) => row.key)).toEqual([keys.hash]);
    const odd = await list(admin, { key_like: 'odd*[KEY]?' });
    expect(odd.data.map((row) => row.key)).toEqual([keys.odd]);
    // `*` is a character of the search, not "anything": no key contains "fixture:*".
    expect((await list(admin, { key_like: `${fixture}*` })).data).toEqual([]);
    const exact = await list(admin, { key: keys.list });
    expect(exact.data.map((row) => row.key)).toEqual([keys.list]);
    const wrongType = await list(adminEn, { keyType: 'json' });
    expect(wrongType).toMatchObject({ status: 'E', msg: 'Unknown key type json (one of string, hash, list, set, zset, stream)' });
    const otherField = await list(adminEn, { size_gte: 2 });
    expect(otherField).toMatchObject({ status: 'E', msg: 'The field "size_gte" cannot be used to filter' });
    const otherSort = await list(adminEn, { sortField: 'memoryBytes' });
    expect(otherSort).toMatchObject({ status: 'E', msg: 'The field "memoryBytes" cannot be used to sort' });
  });

  it("lists the deployment's own keys by default, and any other key a search names", async () => {
    const own = await list(admin, { pageRows: 500 });
    expect(own.status).toBe('S');
    const listed = own.data.map((row) => row.key);
    expect(listed).toEqual(expect.arrayContaining(ALL_FIXTURES));
    expect(listed.every((key) => key.startsWith(prefix))).toBe(true);
    const elsewhere = await list(admin, { key_like: `${otherPrefix}elsewhere` });
    expect(elsewhere.data.map((row) => row.key)).toEqual([`${otherPrefix}elsewhere`]);
  });

  it('pages through the sorted matches, in either direction', async () => {
    const pages: string[] = [];
    for (const pageIndex of [1, 2, 3]) {
      const answer = await list(admin, { key_like: fixture, pageIndex, pageRows: 3 });
      expect(answer.page).toEqual({ count: ALL_FIXTURES.length, curIndex: pageIndex, pageSize: 3, pagesCount: 3 });
      pages.push(...answer.data.map((row) => row.key));
    }
    expect(pages).toEqual(ALL_FIXTURES);
    const descending = await list(admin, { key_like: fixture, pageRows: 3, sortField: 'key', sortOrder: 'desc' });
    expect(descending.data.map((row) => row.key)).toEqual([...ALL_FIXTURES].reverse().slice(0, 3));
    expect(await list(adminEn, { pageRows: 501 })).toMatchObject({ status: 'E', msg: 'The rows per page must be a whole number from 1 to 500' });
  });

  it('inspects a key: its value as readable text or JSON', async () => {
    const find = async (key: string, language: Language = 'CN') => call<KeyRow>(language === 'EN' ? adminEn : admin, 'findById', { id: key });
    const text = await find(keys.string);
    expect(text).toMatchObject({ status: 'S', data: { key: keys.string, keyType: 'string', ttlSeconds: -1 } });
    expect(text.data.value).toBe(JSON.stringify({ supplier: 'S000001', lines: [1, 2] }, null, 2));
    expect(JSON.parse((await find(keys.hash)).data.value as string)).toEqual({ a: '1', b: '2' });
    expect(JSON.parse((await find(keys.list)).data.value as string)).toEqual(['first', 'second', 'third']);
    expect(JSON.parse((await find(keys.set)).data.value as string)).toEqual(['x', 'y']);
    expect(JSON.parse((await find(keys.zset)).data.value as string)).toEqual([
      { member: 'first', score: 1 },
      { member: 'second', score: 2 },
    ]);
    expect(JSON.parse((await find(keys.stream)).data.value as string)).toEqual([{ id: '1-1', fields: { event: 'created' } }]);
    expect((await find(keys.odd)).data.value).toBe('literal');
    const missing = await find(`${fixture}missing`, 'EN');
    expect(missing).toMatchObject({ status: 'E', msg: `The Redis key does not exist (deleted or expired): ${fixture}missing`, data: null });
  });

  it('shows only the first part of a large value, and says so', async () => {
    const longList = `${fixture}long-list`;
    const longString = `${fixture}long-string`;
    await redis.rpush(longList, ...Array.from({ length: MAX_VALUE_ITEMS + 200 }, (_, index) => `item${index}`));
    await redis.set(longString, 'x'.repeat(MAX_STRING_BYTES + 10));
    try {
      const listValue = (await call<KeyRow>(adminEn, 'findById', { id: longList })).data.value as string;
      const [json, note] = [listValue.slice(0, listValue.lastIndexOf('\n')), listValue.slice(listValue.lastIndexOf('\n') + 1)];
      expect(JSON.parse(json)).toHaveLength(MAX_VALUE_ITEMS);
      expect(note).toBe(`… (truncated: the first ${MAX_VALUE_ITEMS} of ${MAX_VALUE_ITEMS + 200} items shown)`);
      const stringValue = (await call<KeyRow>(admin, 'findById', { id: longString })).data.value as string;
      expect(stringValue.startsWith('x'.repeat(MAX_STRING_BYTES) + '\n')).toBe(true);
      expect(stringValue.endsWith(`（已截断：共${MAX_STRING_BYTES + 10}字节，仅显示前${MAX_STRING_BYTES}字节）`)).toBe(true);
    } finally {
      await redis.del(longList, longString);
    }
  });

  it('says when more keys match than a listing collects', async () => {
    const bulk = `${prefix}bulk:`;
    const pipeline = redis.pipeline();
    for (let index = 0; index <= MAX_LISTED_KEYS; index += 1) pipeline.set(`${bulk}${index}`, '1');
    await pipeline.exec();
    try {
      const answer = await list(adminEn, { key_like: bulk, pageRows: 10 });
      expect(answer.status).toBe('S');
      expect(answer.page?.count).toBe(MAX_LISTED_KEYS);
      expect(answer.msg).toBe(`More than ${MAX_LISTED_KEYS} keys match; only the first ${MAX_LISTED_KEYS} found are listed. Narrow the key search`);
      const exact = await list(adminEn, { key: `${bulk}7` });
      expect(exact).toMatchObject({ status: 'S', msg: 'Done', page: { count: 1 } });
    } finally {
      await deleteRedisKeys(bulk);
    }
  });

  it('deletes one key and a batch, answering how many were really removed', async () => {
    const one = await call<{ removed: number }>(adminEn, 'delete', { id: keys.list });
    expect(one).toMatchObject({ status: 'S', msg: '1 record(s) deleted', data: { removed: 1 } });
    expect(await redis.exists(keys.list)).toBe(0);
    const batch = await call<{ removed: number }>(admin, 'doBatchDelete', { ids: [keys.set, keys.zset, `${fixture}never-there`] });
    expect(batch).toMatchObject({ status: 'S', msg: '已删除2条记录', data: { removed: 2 } });
    expect(await redis.exists(keys.set, keys.zset)).toBe(0);
    const afterwards = await list(admin, { key_like: fixture, pageRows: 50 });
    expect(afterwards.data.map((row) => row.key)).toEqual(ALL_FIXTURES.filter((key) => ![keys.list, keys.set, keys.zset].includes(key)));
    const noIds = await call(adminEn, 'doBatchDelete', { ids: [] });
    expect(noIds).toMatchObject({ status: 'E', msg: 'Choose the records to delete' });
  });

  it('creates and changes nothing: the entity grants no such button', async () => {
    const save = await call(admin, 'saveOrUpdate', { key: `${fixture}new`, value: 'x' });
    expect(save).toMatchObject({ status: 'E', msg: '您没有权限执行此操作' });
    expect(await redis.exists(`${fixture}new`)).toBe(0);
  });

  it('refuses a buyer: no Redis menu, and no way through another menu', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer');
    const menus = await buyer.adapter.request<MenuRow[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    expect(menus.data.map((menu) => menu.menuCode)).not.toContain('REDIS_KEY');
    const throughOrders = await call(buyer, 'listByPage', {}, await buyer.menu('PO_LIST'));
    expect(throughOrders).toMatchObject({ status: 'E', msg: '您没有权限执行此操作', data: null });
    const throughAdminMenu = await call(buyer, 'doBatchDelete', { ids: [keys.string] }, await admin.menu('REDIS_KEY'));
    expect(throughAdminMenu).toMatchObject({ status: 'E', msg: '您没有权限执行此操作' });
    expect(await redis.exists(keys.string)).toBe(1);
  });
});

describe('Redis keys without REDIS_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers every operation with the notice (status M, not an error) that Redis is optional and not used, in the caller\'s language', async () => {
    const admin = await signIn(server.baseUrl, 'admin');
    const adminEn = await signIn(server.baseUrl, 'admin', 'EN');
    const english = { status: 'M', msg: 'This server runs without Redis (optional): sessions, caches and the job queue live in the database and this process. To use Redis, set REDIS_URL and restart the server', data: null };
    expect(await list(adminEn, {})).toMatchObject(english);
    expect(await call(adminEn, 'findById', { id: 'srm:any' })).toMatchObject(english);
    expect(await call(adminEn, 'delete', { id: 'srm:any' })).toMatchObject(english);
    expect(await call(adminEn, 'doBatchDelete', { ids: ['srm:any'] })).toMatchObject(english);
    expect(await list(admin, {})).toMatchObject({ status: 'M', msg: '本服务未使用Redis（可选）：会话、缓存和任务队列保存在数据库和本进程中。需要时设置环境变量REDIS_URL后重启服务' });
  });
});

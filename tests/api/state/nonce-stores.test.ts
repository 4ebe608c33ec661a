import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import type { RedisConnection } from '../../../src/server/redis/redis-connection';
import type { NonceStore } from '../../../src/server/signing/nonce-store';
import { migrateNoncesTable, NONCES_TABLE } from '../../../src/server/signing/nonces-table';
import { RedisNonceStore } from '../../../src/server/signing/redis-nonce-store';
import { SqlNonceStore } from '../../../src/server/signing/sql-nonce-store';
import { redisAvailable } from '../../support/real-services';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { testRedis } from '../support/test-redis';

const hasRedis = await redisAvailable();
const redis = testRedis('nonces');
afterAll(() => redis.cleanUp());

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasRedis)('Redis nonce store', () => {
  let first: RedisConnection;
  let second: RedisConnection;
  const storeOn = (connection: RedisConnection, ttlMs = 60_000): NonceStore => new RedisNonceStore(connection, ttlMs);
  beforeAll(async () => {
    // Two connections: two server processes, as far as Redis can tell.
    [first, second] = await Promise.all([redis.connect(), redis.connect()]);
  });

  it('refuses on one process a nonce used on another, and accepts other nonces', async () => {
    expect(await storeOn(first).remember('s1:n1', Date.now())).toBe(true);
    expect(await storeOn(second).remember('s1:n1', Date.now())).toBe(false);
    expect(await storeOn(second).remember('s1:n2', Date.now())).toBe(true);
    const ttl = await first.client.pttl(first.key('nonce', 's1:n1'));
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('accepts exactly one of many simultaneous uses across processes', async () => {
    const stores = [storeOn(first), storeOn(second)];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2].remember('s1:race', Date.now())));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('accepts a nonce again once its TTL has passed', async () => {
    const store = storeOn(first, 150);
    expect(await store.remember('s1:short', Date.now())).toBe(true);
    expect(await store.remember('s1:short', Date.now())).toBe(false);
    await sleep(250);
    expect(await store.remember('s1:short', Date.now())).toBe(true);
  });
});

describe('SQL nonce store', () => {
  let database: ServerDatabase;
  let first: Database;
  let second: Database;
  const MINUTE = 60_000;
  beforeAll(async () => {
    database = await createServerDatabase('nonces', { empty: true });
    // Two connections: two server processes, or one process before and after a restart.
    [first, second] = await Promise.all([database.open(), database.open()]);
    await migrateNoncesTable(first);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('refuses on one connection a nonce used on another within its TTL, and accepts it once expired', async () => {
    const now = Date.now();
    expect(await new SqlNonceStore(first, MINUTE).remember('s1:n1', now)).toBe(true);
    expect(await new SqlNonceStore(second, MINUTE).remember('s1:n1', now + MINUTE - 1)).toBe(false);
    expect(await new SqlNonceStore(second, MINUTE).remember('s1:n2', now)).toBe(true);
    expect(await new SqlNonceStore(second, MINUTE).remember('s1:n1', now + MINUTE)).toBe(true);
  });

  it('accepts exactly one of many simultaneous uses across connections', async () => {
    const stores = [new SqlNonceStore(first, MINUTE), new SqlNonceStore(second, MINUTE)];
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2].remember('s1:race', now)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('prunes expired rows', async () => {
    const now = Date.now();
    const store = new SqlNonceStore(first, MINUTE);
    await store.remember('s2:old', now - 10 * MINUTE);
    await store.remember('s2:new', now);
    const left = await first.db.selectFrom(NONCES_TABLE).select('nonce').where('nonce', 'like', 's2:%').execute();
    expect(left.map((row) => row.nonce)).toEqual(['s2:new']);
  });

  it('leaves its rows out of the change stamp, so kept reads stay kept', async () => {
    if (!first.changeStamp) return; // PostgreSQL keeps no reads
    const before = first.changeStamp();
    await new SqlNonceStore(first, MINUTE).remember('s3:n1', Date.now());
    expect(first.changeStamp()).toBe(before);
  });

  it('leaves its rows out of the change stamp from the moment they are written, not from when its caller resumes', async () => {
    // A stamp read between the write and the caller's resumption (another request, at c32) would count the
    // rows, that request would keep its reads under a stamp that passes at once, and the next read them again.
    if (first.dialect !== 'sqlite') return; // PostgreSQL's stamp is read once per request, in its scope
    const before = first.changeStamp?.();
    const seen = new Set<unknown>();
    let done = false;
    // A new store prunes first: its delete and its insert both run while the stamp is watched.
    const remembering = new SqlNonceStore(first, MINUTE).remember('s3:n2', Date.now()).finally(() => (done = true));
    while (!done) {
      seen.add(first.changeStamp?.());
      await Promise.resolve();
    }
    expect(await remembering).toBe(true);
    expect([...seen]).toEqual([before]);
  });
});

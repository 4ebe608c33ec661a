import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConnection } from '../../../src/server/redis/redis-connection';
import type { NonceStore } from '../../../src/server/signing/nonce-store';
import { RedisNonceStore } from '../../../src/server/signing/redis-nonce-store';
import { redisAvailable } from '../../support/real-services';
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

import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../../src/server/rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../../../src/server/rate-limit/rate-limiter';
import { RedisRateLimiter } from '../../../src/server/rate-limit/redis-rate-limiter';
import { redisAvailable } from '../../support/real-services';
import { testRedis } from '../support/test-redis';

const hasRedis = await redisAvailable();
const redis = testRedis('rates');
afterAll(() => redis.cleanUp());

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What every RateLimiter must do. `pass(ms)` lets the window's time go by: a fake clock in memory,
 * real time in Redis (whose clock the test cannot move).
 */
function describeRateLimiter(name: string, enabled: boolean, create: () => Promise<{ limiter: RateLimiter; pass(ms: number): Promise<void> }>) {
  // Each test uses key names of its own, so tests on the shared Redis prefix never meet.
  describe.skipIf(!enabled)(`${name} rate limiter`, () => {
    it('counts attempts in a window and says when it closes', async () => {
      const { limiter } = await create();
      expect(await limiter.consume('a', 60_000)).toEqual({ count: 1, closesInMs: expect.any(Number) });
      await limiter.consume('a', 60_000);
      const third = await limiter.consume('a', 60_000);
      expect(third.count).toBe(3);
      expect(third.closesInMs).toBeGreaterThan(55_000);
      expect(third.closesInMs).toBeLessThanOrEqual(60_000);
      expect((await limiter.consume('b', 60_000)).count).toBe(1);
    });

    it('starts counting again once the window closed (the window is not extended by later attempts)', async () => {
      const { limiter, pass } = await create();
      await limiter.consume('w', 600);
      await pass(100);
      expect((await limiter.consume('w', 600)).count).toBe(2);
      await pass(600);
      expect((await limiter.consume('w', 600)).count).toBe(1);
    });

    it('gives an attempt back, never below zero, and forgets a key on reset', async () => {
      const { limiter } = await create();
      await limiter.consume('r', 60_000);
      await limiter.consume('r', 60_000);
      await limiter.release('r');
      expect((await limiter.consume('r', 60_000)).count).toBe(2);
      await limiter.reset('r');
      await limiter.release('r');
      expect((await limiter.consume('r', 60_000)).count).toBe(1);
    });

    it('counts every one of many simultaneous attempts', async () => {
      const { limiter } = await create();
      const counts = await Promise.all(Array.from({ length: 30 }, () => limiter.consume('burst', 60_000)));
      expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    });
  });
}

describeRateLimiter('memory', true, async () => {
  let now = 1_000_000;
  return {
    limiter: new MemoryRateLimiter(() => now),
    pass: async (ms) => {
      now += ms;
    },
  };
});

describe('memory rate limiter bound', () => {
  it('keeps at most maxKeys windows', async () => {
    const limiter = new MemoryRateLimiter(() => 0, 2);
    await limiter.consume('a', 1000);
    await limiter.consume('b', 1000);
    await limiter.consume('c', 1000);
    expect((await limiter.consume('a', 1000)).count).toBe(1);
    expect((await limiter.consume('c', 1000)).count).toBe(2);
  });
});

describeRateLimiter('Redis', hasRedis, async () => ({ limiter: new RedisRateLimiter(await redis.connect()), pass: sleep }));

describe.skipIf(!hasRedis)('Redis rate limiter keys', () => {
  it('always carry an expiry, and giving back after the window closed recreates nothing', async () => {
    const connection = await redis.connect();
    const limiter = new RedisRateLimiter(connection);
    const key = connection.key('rate', 'expiring');
    await limiter.consume('expiring', 150);
    expect(await connection.client.pttl(key)).toBeGreaterThan(0);
    await sleep(250);
    await limiter.release('expiring');
    expect(await connection.client.exists(key)).toBe(0);

    await connection.client.set(key, '7');
    expect((await limiter.consume('expiring', 60_000)).count).toBe(8);
    expect(await connection.client.pttl(key)).toBeGreaterThan(55_000);
  });
});

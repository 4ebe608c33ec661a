import type { RedisConnection } from '../redis/redis-connection';
import type { RateLimiter, RateWindow } from './rate-limiter';

/**
 * INCR, and PEXPIRE when this attempt opened the window, in one script: no process can see a counter
 * without its expiry (which would never reset). A key found without one is given one, too.
 */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** DECR only an existing, positive counter: never recreate one (without expiry) after its window closed. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** RateLimiter in Redis (REDIS_URL): every server process counts against the same windows. */
export class RedisRateLimiter implements RateLimiter {
  constructor(private readonly redis: RedisConnection) {}

  async consume(key: string, windowMs: number): Promise<RateWindow> {
    const [count, closesInMs] = (await this.redis.client.eval(CONSUME_SCRIPT, 1, this.keyOf(key), windowMs)) as [number, number];
    return { count, closesInMs };
  }

  async peek(key: string): Promise<RateWindow | null> {
    const [count, closesInMs] = await Promise.all([this.redis.client.get(this.keyOf(key)), this.redis.client.pttl(this.keyOf(key))]);
    return count === null || closesInMs <= 0 ? null : { count: Number(count), closesInMs };
  }

  async release(key: string): Promise<void> {
    await this.redis.client.eval(RELEASE_SCRIPT, 1, this.keyOf(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.client.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return this.redis.key('rate', key);
  }
}

import type { RedisConnection } from '../redis/redis-connection';
import type { NonceStore } from './nonce-store';

/**
 * Nonces in Redis (REDIS_URL), so a request accepted by one server process is refused as a replay by
 * every other. One atomic `SET key 1 NX PX ttl` both checks and records: two processes receiving the
 * same request at the same moment cannot both accept it. Redis expires the keys itself.
 */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly ttlMs: number,
  ) {}

  async remember(nonce: string): Promise<boolean> {
    const recorded = await this.redis.client.set(this.redis.key('nonce', nonce), '1', 'PX', this.ttlMs, 'NX');
    return recorded === 'OK';
  }
}

import type { Redis } from 'ioredis';
import type { ProviderCall, ServiceEntityProvider } from '../services/service-entity-provider';
import type { RedisConnection } from './redis-connection';
import { inspectRedisKey } from './redis-key-detail';
import { listRedisKeys } from './redis-key-listing';
import { redisNotConfigured } from './redis-key-messages';

/** The entity of the Redis administration screens (schemas/base/baseRedisKey.json). */
export const REDIS_KEY_ENTITY = 'baseRedisKey';

/** Keys per DEL command of a batch delete: large batches, without one huge command. */
const DELETE_BATCH = 500;

async function deleteKeys(client: Redis, keys: string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < keys.length; start += DELETE_BATCH) {
    removed += await client.del(...keys.slice(start, start + DELETE_BATCH));
  }
  return removed;
}

/**
 * Lists, inspects and deletes the keys of the configured Redis (any key: administrators only, by the
 * menu's access). There is nothing to create or change. Without REDIS_URL every operation answers that
 * Redis is not configured.
 */
export function createRedisKeyProvider(redis: RedisConnection | null): ServiceEntityProvider {
  const connection = (call: ProviderCall): RedisConnection => {
    if (!redis) throw redisNotConfigured(call.actor.language);
    return redis;
  };
  return {
    listByPage: (request, call) => listRedisKeys(connection(call), request, call.actor.language),
    findById: (key, call) => inspectRedisKey(connection(call).client, String(key), call.actor.language),
    async delete(key, call) {
      return { removed: await connection(call).client.del(String(key)) };
    },
    async batchDelete(keys, call) {
      return { removed: await deleteKeys(connection(call).client, keys.map(String)) };
    },
  };
}

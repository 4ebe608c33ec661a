import type { ChainableCommander } from 'ioredis';

/** The key types the screens know (lookup REDIS_KEY_TYPE); a module's own types show as their name. */
export const REDIS_KEY_TYPES = ['string', 'hash', 'list', 'set', 'zset', 'stream'] as const;
export type RedisKeyType = (typeof REDIS_KEY_TYPES)[number];

export function isRedisKeyType(value: unknown): value is RedisKeyType {
  return typeof value === 'string' && (REDIS_KEY_TYPES as readonly string[]).includes(value);
}

/**
 * Queues the command that answers a key's size: bytes of a string, entries of the other types. False
 * for a type without one (module types), so the size stays empty.
 */
export function queueSizeCommand(pipeline: ChainableCommander, key: string, type: string): boolean {
  switch (type) {
    case 'string':
      pipeline.strlen(key);
      return true;
    case 'hash':
      pipeline.hlen(key);
      return true;
    case 'list':
      pipeline.llen(key);
      return true;
    case 'set':
      pipeline.scard(key);
      return true;
    case 'zset':
      pipeline.zcard(key);
      return true;
    case 'stream':
      pipeline.xlen(key);
      return true;
    default:
      return false;
  }
}

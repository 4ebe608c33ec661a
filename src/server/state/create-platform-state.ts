import { accessModelCodec } from '../access/access-model-codec';
import { AccessDirectory } from '../access/access-directory';
import { RedisSessionStore } from '../auth/redis-session-store';
import type { SessionStore } from '../auth/session-store';
import { createSqlSessionStore } from '../auth/sql-session-store';
import { DatabaseSharedCache } from '../cache/database-shared-cache';
import { RedisSharedCache } from '../cache/redis-shared-cache';
import { jsonCodec, type SharedCacheFactory } from '../cache/shared-cache';
import { LookupCache, type DictionaryValue } from '../lookups/lookup-cache';
import { MemoryChallengeStore, RedisChallengeStore, type ChallengeStore } from '../captcha/challenge-store';
import { MemoryRateLimiter } from '../rate-limit/memory-rate-limiter';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { RedisRateLimiter } from '../rate-limit/redis-rate-limiter';
import type { RedisConnection } from '../redis/redis-connection';
import type { NonceStore } from '../signing/nonce-store';
import { RedisNonceStore } from '../signing/redis-nonce-store';
import { SqlNonceStore } from '../signing/sql-nonce-store';
import { NONCE_TTL_MS } from '../signing/verify-signature';
import type { SqlDatabase } from '../sql-database';

/** The state requests share beyond the business data: who is signed in, what was seen, what is cached. */
export interface PlatformState {
  sessionStore: SessionStore;
  nonces: NonceStore;
  lookups: LookupCache;
  directory: AccessDirectory;
  rateLimiter: RateLimiter;
  /** Captcha answers: single use, expiring. */
  challenges: ChallengeStore;
}

export interface PlatformStateSources {
  database: SqlDatabase;
  /** The configured Redis (REDIS_URL), or null. */
  redis: RedisConnection | null;
}

/**
 * Where each piece of shared state lives. With Redis, all of it is there, so any number of server
 * processes behind a load balancer act as one: a session opened on one is valid on all, a nonce used
 * on one is refused by all, a change of lookups or menus through one is seen by the next request on
 * all, and login failures are counted together. Without Redis (the embedded default, one process):
 * sessions and used nonces in the database (a restart must not make a captured request acceptable again),
 * cached lookups and menus in this process under a generation the database holds (so a second process on
 * the same database still sees an invalidation at once), everything else in this process.
 */
export async function createPlatformState({ database, redis }: PlatformStateSources): Promise<PlatformState> {
  const createCache: SharedCacheFactory = redis
    ? (namespace, codec) => new RedisSharedCache(redis, namespace, codec)
    : <T>(namespace: string) => new DatabaseSharedCache<T>(database, namespace);
  const lookups = new LookupCache(database, createCache<DictionaryValue[]>('lookups', jsonCodec()));
  const directory = new AccessDirectory(database, createCache('access-model', accessModelCodec));
  // The seeds of this start wrote menus and lookups straight to the database, past the caches, and a
  // cache in Redis may still hold what an earlier version of the server loaded.
  await Promise.all([lookups.invalidate(), directory.invalidate()]);
  return {
    sessionStore: redis ? new RedisSessionStore(redis) : createSqlSessionStore(database),
    nonces: redis ? new RedisNonceStore(redis, NONCE_TTL_MS) : new SqlNonceStore(database, NONCE_TTL_MS),
    lookups,
    directory,
    rateLimiter: redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter(),
    challenges: redis ? new RedisChallengeStore(redis) : new MemoryChallengeStore(),
  };
}

/**
 * A cache of values loaded from the database, shared by every server process of a deployment: after
 * `invalidate()` resolves, the next `get` in ANY process loads fresh values. In process memory on the
 * embedded default (memory-shared-cache.ts), in Redis when REDIS_URL is set (redis-shared-cache.ts).
 */
export interface SharedCache<T> {
  /** The cached value of `key`, or `load()`'s answer (cached) when there is none yet. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every value of this cache, in every process. Call it after the data changed. */
  invalidate(): Promise<void>;
}

/** How a value crosses process boundaries: to plain JSON data and back (Maps and Sets are not JSON). */
export interface CacheCodec<T> {
  toJson(value: T): unknown;
  fromJson(json: unknown): T;
}

/** For values that are plain JSON data already. */
export function jsonCodec<T>(): CacheCodec<T> {
  return { toJson: (value) => value, fromJson: (json) => json as T };
}

/** Makes the cache of one namespace (`lookups`, `access-model`); the codec serves the Redis variant. */
export type SharedCacheFactory = <T>(namespace: string, codec: CacheCodec<T>) => SharedCache<T>;

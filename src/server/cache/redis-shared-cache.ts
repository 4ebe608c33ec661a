import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../redis/redis-connection';
import { MemorySharedCache } from './memory-shared-cache';
import type { CacheCodec, SharedCache } from './shared-cache';

/** Values of generations no longer current are never read again; the TTL lets Redis drop them. */
const VALUE_TTL_MS = 60 * 60_000;

/**
 * A SharedCache for several server processes. Each namespace has a generation in Redis; values are
 * stored under keys that include it, and `invalidate` replaces it. Every `get` reads the generation
 * first (one round trip), so once `invalidate` has resolved, the next request in any process reads
 * the new generation and loads from the database: fresh, deterministically, with no message that
 * could arrive late. A load that started under the old generation can only store under the old one.
 *
 * The generation is a random id rather than a counter: if Redis evicted or lost the key, a counter
 * would start again at 1 and could meet values still stored under an old 1; a random id never repeats.
 *
 * Decoded values are also kept in this process for the generation it last saw, so the common case
 * costs one GET of a short string rather than a transfer and parse of the value.
 */
export class RedisSharedCache<T> implements SharedCache<T> {
  private generation: string | null = null;
  private local = new MemorySharedCache<T>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly codec: CacheCodec<T>,
    private readonly valueTtlMs = VALUE_TTL_MS,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const generation = await this.currentGeneration();
    if (generation !== this.generation) {
      this.generation = generation;
      this.local = new MemorySharedCache<T>();
    }
    return this.local.get(key, () => this.fetch(generation, key, load));
  }

  async invalidate(): Promise<void> {
    await this.redis.client.set(this.generationKey(), randomUUID());
    this.generation = null;
    this.local = new MemorySharedCache<T>();
  }

  private generationKey(): string {
    return this.redis.key('cache', this.namespace, 'generation');
  }

  private async currentGeneration(): Promise<string> {
    const key = this.generationKey();
    const current = await this.redis.client.get(key);
    if (current !== null) return current;
    // First use (or the key was lost): start a generation; when another process won the race, use its.
    const fresh = randomUUID();
    if ((await this.redis.client.set(key, fresh, 'NX')) === 'OK') return fresh;
    return (await this.redis.client.get(key)) ?? fresh;
  }

  private async fetch(generation: string, key: string, load: () => Promise<T>): Promise<T> {
    const valueKey = this.redis.key('cache', this.namespace, generation, key);
    const stored = await this.redis.client.get(valueKey);
    if (stored !== null) return this.codec.fromJson(JSON.parse(stored));
    const value = await load();
    await this.redis.client.set(valueKey, JSON.stringify(this.codec.toJson(value)), 'PX', this.valueTtlMs);
    return value;
  }
}

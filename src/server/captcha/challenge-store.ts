import type { RedisConnection } from '../redis/redis-connection';

/**
 * Captcha answers by challenge id, shared by every server process (Redis when configured). An answer
 * can be taken once: taking it removes it, so a solved captcha is never accepted twice.
 */
export interface ChallengeStore {
  put(id: string, answer: string, ttlMs: number): Promise<void>;
  /** The answer, removed in the same step; null when unknown, used or expired. */
  take(id: string): Promise<string | null>;
}

/** For one process (no REDIS_URL). At most `maxEntries` are kept: the oldest make room. */
export class MemoryChallengeStore implements ChallengeStore {
  private readonly entries = new Map<string, { answer: string; expiresAt: number }>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  async put(id: string, answer: string, ttlMs: number): Promise<void> {
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(id, { answer, expiresAt: this.clock() + ttlMs });
  }

  async take(id: string): Promise<string | null> {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    return entry && entry.expiresAt > this.clock() ? entry.answer : null;
  }
}

export class RedisChallengeStore implements ChallengeStore {
  constructor(private readonly redis: RedisConnection) {}

  async put(id: string, answer: string, ttlMs: number): Promise<void> {
    await this.redis.client.set(this.redis.key('captcha', id), answer, 'PX', ttlMs);
  }

  async take(id: string): Promise<string | null> {
    return this.redis.client.getdel(this.redis.key('captcha', id));
  }
}

/**
 * Remembers request nonces (`randomNum`) for as long as a request carrying them could still be
 * accepted, so a captured request cannot be sent again. In memory for one process (below); in Redis
 * (redis-nonce-store.ts) when REDIS_URL is set and several processes share the traffic.
 */
export interface NonceStore {
  /** Records the nonce; false when it was already recorded and has not expired (a replay). */
  remember(nonce: string, now: number): Promise<boolean>;
}

/**
 * In-memory TTL set. Entries are kept in insertion order with one TTL, so expired ones are always at
 * the front and are swept on each call without a timer. `maxEntries` bounds memory under a flood.
 */
export class MemoryNonceStore implements NonceStore {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000_000,
  ) {}

  async remember(nonce: string, now: number): Promise<boolean> {
    this.sweep(now);
    const expiry = this.expiries.get(nonce);
    if (expiry !== undefined && expiry > now) return false;
    this.expiries.set(nonce, now + this.ttlMs);
    return true;
  }

  get size(): number {
    return this.expiries.size;
  }

  private sweep(now: number): void {
    for (const [nonce, expiry] of this.expiries) {
      if (expiry > now && this.expiries.size < this.maxEntries) break;
      this.expiries.delete(nonce);
    }
  }
}

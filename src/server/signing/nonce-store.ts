/**
 * Remembers request nonces (`randomNum`) for as long as a request carrying them could still be
 * accepted, so a captured request cannot be sent again, not even after a restart. In the database
 * (sql-nonce-store.ts) by default; in Redis (redis-nonce-store.ts) when REDIS_URL is set.
 */
export interface NonceStore {
  /** Records the nonce; false when it was already recorded and has not expired (a replay). */
  remember(nonce: string, now: number): Promise<boolean>;
}

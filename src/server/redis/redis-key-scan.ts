import type { Redis } from 'ioredis';

/**
 * Keys a listing collects at most. SCAN walks the keyspace with a cursor and cannot jump to page N, so
 * the matches are collected here, sorted and paged in this process; beyond this many the listing says
 * it stopped (a narrower search finds the rest).
 */
export const MAX_LISTED_KEYS = 10_000;

/** Keys SCAN examines per round trip: few round trips, and no long pause of Redis for others. */
const SCAN_BATCH = 1000;

export interface ScannedKeys {
  /** Distinct matching keys in the order SCAN found them, at most MAX_LISTED_KEYS. */
  keys: string[];
  /** More keys matched than were collected. */
  capped: boolean;
}

/** Every key matching the glob pattern (and of the type, when given), up to the cap. */
export async function scanMatchingKeys(client: Redis, pattern: string, type?: string): Promise<ScannedKeys> {
  const found = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = type
      ? await client.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH, 'TYPE', type)
      : await client.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH);
    cursor = next;
    // SCAN may return a key twice (while the keyspace is rehashed): the set keeps it once.
    for (const key of keys) found.add(key);
  } while (cursor !== '0' && found.size <= MAX_LISTED_KEYS);
  const capped = found.size > MAX_LISTED_KEYS;
  return { keys: capped ? [...found].slice(0, MAX_LISTED_KEYS) : [...found], capped };
}

import { Redis } from 'ioredis';

/** Deletes every key under the prefix, walking the keyspace with SCAN (never KEYS, which blocks Redis). */
export async function deleteKeysUnder(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

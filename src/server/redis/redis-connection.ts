import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The configured Redis, shared by every feature that keeps state there (sessions, nonces, caches,
 * rate limits, jobs). All keys of this deployment begin with `prefix` (REDIS_KEY_PREFIX), so several
 * deployments or test runs can share one Redis without touching each other's keys.
 */
export interface RedisConnection {
  /** The command connection. Callers build their keys with `key(...)`; ioredis adds no prefix itself. */
  client: Redis;
  prefix: string;
  /** `prefix` + the parts joined by ':' — e.g. key('session', hash) → 'srm:session:ab12…'. */
  key(...parts: (string | number)[]): string;
  /** A new connection with the same settings, for blocking consumers (BullMQ workers, subscribers). */
  duplicate(): Redis;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 5000;

/**
 * Connects and checks the server answers PING; startup stops with a clear message otherwise. Commands
 * issued while the connection is briefly down are queued and retried, so a Redis restart delays
 * requests instead of failing them.
 */
export async function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const options = { lazyConnect: true, connectTimeout: CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 3 };
  // Loaded only when REDIS_URL is set: a single process without Redis does not evaluate ioredis at start.
  const ioredis = await import('ioredis');
  const client = new ioredis.Redis(url, options);
  client.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL cannot be reached (${reason}); start Redis or unset REDIS_URL to keep state in this process`);
  }
  const duplicates: Redis[] = [];
  return {
    client,
    prefix,
    key: (...parts) => prefix + parts.join(':'),
    duplicate() {
      // BullMQ's blocking commands need unlimited retries on their own connection.
      const copy = client.duplicate({ maxRetriesPerRequest: null });
      copy.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
      duplicates.push(copy);
      return copy;
    },
    async close() {
      await Promise.all(duplicates.map((copy) => copy.quit().catch(() => copy.disconnect())));
      await client.quit().catch(() => client.disconnect());
    },
  };
}

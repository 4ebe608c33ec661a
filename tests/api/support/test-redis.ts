import { pino } from 'pino';
import { connectRedis, type RedisConnection } from '../../../src/server/redis/redis-connection';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';

/** A connection to the machine's Redis like the server's, under a key prefix of its own. */
export interface TestRedis {
  prefix: string;
  /** A new connection under the same prefix: another server process, as far as Redis can tell. */
  connect(): Promise<RedisConnection>;
  /** Closes every connection made and deletes every key under the prefix. */
  cleanUp(): Promise<void>;
}

export function testRedis(label: string): TestRedis {
  const prefix = uniqueRedisPrefix(label);
  const connections: RedisConnection[] = [];
  return {
    prefix,
    async connect() {
      const connection = await connectRedis(TEST_REDIS_URL, prefix, pino({ level: 'silent' }));
      connections.push(connection);
      return connection;
    },
    async cleanUp() {
      // Nothing connected (Redis missing, test skipped): nothing to delete, and no Redis to ask.
      if (connections.length === 0) return;
      await Promise.all(connections.map((connection) => connection.close()));
      await deleteRedisKeys(prefix);
    },
  };
}

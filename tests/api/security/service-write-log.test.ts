import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { call } from './support/signed-call';

/** Writes answered by a provider (a Redis key deleted) are in the operation log like the engine's. */
const hasRedis = await redisAvailable();
const prefix = uniqueRedisPrefix('oplog');

describe.skipIf(!hasRedis)('the operation log of a service entity', () => {
  let server: TestServer;
  let database: Database;
  let redis: Redis;

  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
    database = await server.database.open();
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await deleteRedisKeys(prefix);
    redis?.disconnect();
    await database?.close();
    await server?.stop();
  });

  it('records the key an administrator deleted, after the provider removed it', async () => {
    const key = `${prefix}security:delete-me`;
    await redis.set(key, 'value');
    const admin = await signIn(server.baseUrl, 'admin');
    const answer = await call(server.baseUrl, admin.login, {
      path: '/api/base/v1/baseRedisKeyRestful/delete',
      body: { id: key },
      menu: await admin.menu('REDIS_KEY'),
    });
    expect(answer.envelope?.status).toBe('S');
    expect(await redis.exists(key)).toBe(0);
    const entries = await database.db.selectFrom('base_user_operate_logs').selectAll().where('entityName', '=', 'baseRedisKey').execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userName: 'admin', operation: 'delete', result: 'SUCCESS', recordId: key, message: '1 record(s) deleted' });
  });
});

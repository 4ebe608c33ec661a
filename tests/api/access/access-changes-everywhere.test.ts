import { afterAll, beforeAll, describe, it } from 'vitest';
import { startServer, type RunningServer } from '../../../tools/support/server-process';
import { redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix, deleteRedisKeys } from '../../support/real-services';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { grantAndRevoke } from './grant-and-revoke';

/**
 * Access changes take effect on the next call on every server: two servers (each with its own database
 * connection and its own caches) on one database, without Redis (the generation of the access model is kept
 * in the database; on SQLite the second server sees the first's commit through data_version) and with Redis;
 * then two real server processes on one database without Redis (with Redis: tests/api/scale-out/two-processes.test.ts).
 * An administrator works on one server; the user calls the other.
 */
const withRedis = await redisAvailable();

interface Pair {
  first: TestServer;
  second: TestServer;
}

async function startPair(database: ServerDatabase, env: Record<string, string>): Promise<Pair> {
  const first = await startTestServer(env, database);
  const second = await startTestServer(env, database);
  return { first, second };
}

describe('access changes on two servers of one database, without Redis', () => {
  let database: ServerDatabase;
  let pair: Pair;
  beforeAll(async () => {
    database = await createServerDatabase('accesstwo');
    pair = await startPair(database, {});
  }, 120_000);
  afterAll(async () => {
    await pair?.first.stop();
    await pair?.second.stop();
    await database?.drop();
  });

  it('grants and revokes a menu and a button on the next call of either server', async () => {
    await grantAndRevoke(pair, 'TEST_LOOKUP_KEEPER');
  }, 60_000);
});

describe.skipIf(!withRedis)('access changes on two servers of one database and one Redis', () => {
  let database: ServerDatabase;
  let pair: Pair;
  const prefix = uniqueRedisPrefix('access');
  beforeAll(async () => {
    database = await createServerDatabase('accesstworedis');
    pair = await startPair(database, { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix });
  }, 120_000);
  afterAll(async () => {
    await pair?.first.stop();
    await pair?.second.stop();
    await database?.drop();
    await deleteRedisKeys(prefix);
  });

  it('grants and revokes a menu and a button on the next call of either server', async () => {
    await grantAndRevoke(pair, 'TEST_LOOKUP_KEEPER_R');
  }, 60_000);
});

describe('access changes on two server processes of one database, without Redis', () => {
  let database: ServerDatabase;
  let processes: RunningServer[] = [];
  beforeAll(async () => {
    database = await createServerDatabase('accessprocs');
    const env = { ...database.env, WEB_DIR: '/nonexistent' };
    processes = [await startServer(env, database.dataDir), await startServer(env, database.dataDir)];
  }, 240_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  it('grants and revokes a menu and a button on the next call of either process', async () => {
    await grantAndRevoke({ first: processes[0], second: processes[1] }, 'TEST_LOOKUP_KEEPER_P');
  }, 60_000);
});

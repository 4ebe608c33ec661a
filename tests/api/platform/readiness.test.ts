import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { startTcpProxy } from '../../support/tcp-proxy';
import { createServerDatabase, TEST_API_DIALECT } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

async function ready(server: TestServer) {
  const response = await fetch(`${server.baseUrl}/api/ready`, { headers: { 'SAAF-Language': 'EN' } });
  return { httpStatus: response.status, body: await response.json() };
}

describe('readiness without Redis', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers ready when the database answers, and says Redis is not configured', async () => {
    expect(await ready(server)).toEqual({
      httpStatus: 200,
      body: { status: 'S', msg: '', data: { ready: true, database: TEST_API_DIALECT, checks: { database: 'ok', redis: 'not configured' } } },
    });
  });

  it('keeps health (liveness) apart: it answers without asking the dependencies', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ ready: true, database: TEST_API_DIALECT });
  });
});

const withRedis = await redisAvailable();

/** Polls until the server answers ready again (clients reconnect with a backoff of up to 2 s). */
async function readyAgain(server: TestServer): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { httpStatus } = await ready(server);
    if (httpStatus === 200 || Date.now() > deadline) return httpStatus;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!withRedis)('readiness when Redis stops answering', () => {
  it('answers 503 naming Redis while the database is still fine, and ready again once Redis is back', async () => {
    const prefix = uniqueRedisPrefix('ready');
    const proxy = await startTcpProxy(TEST_REDIS_URL);
    const server = await startTestServer({ REDIS_URL: proxy.via(TEST_REDIS_URL), REDIS_KEY_PREFIX: prefix });
    try {
      expect((await ready(server)).body.data.checks).toEqual({ database: 'ok', redis: 'ok' });
      proxy.cut();
      const answer = await ready(server);
      expect(answer.httpStatus).toBe(503);
      expect(answer.body).toEqual({
        status: 'E',
        msg: 'Not ready; not answering: Redis',
        data: { ready: false, database: TEST_API_DIALECT, checks: { database: 'ok', redis: 'failed' } },
      });
      proxy.restore();
      expect(await readyAgain(server)).toBe(200);
    } finally {
      await server.stop();
      await proxy.close();
      await deleteRedisKeys(prefix);
    }
    // Closing may wait out the job worker's bounded close after the outage (src/server/jobs/bullmq-job-queue.ts).
  }, 60_000);
});

// An embedded SQLite file has no outage to simulate; the PostgreSQL project checks a lost database.
describe.runIf(TEST_API_DIALECT === 'postgres')('readiness when PostgreSQL stops answering', () => {
  it('answers 503 naming the database, in the caller language, and ready again once it is back', async () => {
    const database = await createServerDatabase('ready');
    const proxy = await startTcpProxy(database.env.DATABASE_URL);
    const server = await startTestServer({ DATABASE_URL: proxy.via(database.env.DATABASE_URL) }, database);
    try {
      expect((await ready(server)).httpStatus).toBe(200);
      proxy.cut();
      const answer = await ready(server);
      expect(answer.httpStatus).toBe(503);
      expect(answer.body).toMatchObject({ status: 'E', msg: 'Not ready; not answering: database', data: { checks: { database: 'failed' } } });
      const chinese = await (await fetch(`${server.baseUrl}/api/ready`)).json();
      expect(chinese.msg).toBe('服务暂不可用，无响应：数据库');
      proxy.restore();
      expect(await readyAgain(server)).toBe(200);
    } finally {
      await server.stop();
      await proxy.close();
      await database.drop();
    }
  });
});

import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_TABLE } from '../../../src/server/auth/sessions-table';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { formatDateTime } from '../../../src/server/entities';
import { deleteRedisKeys, redisAvailable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/real-services';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { eventually } from './support/eventually';

/**
 * Requests through the API, as the submitRequest screens make them: saving a new scheduleRequest submits
 * it, a worker runs it once and records the outcome. The same on the in-process queue and on BullMQ.
 */
type Row = Record<string, unknown>;

const HOUR = 3_600_000;
const hasRedis = await redisAvailable();
const redisPrefix = uniqueRedisPrefix('jobs-api');

const queues: { queue: string; env: Record<string, string>; skip: boolean }[] = [
  { queue: 'the in-process queue', env: {}, skip: false },
  { queue: 'BullMQ', env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix }, skip: !hasRedis },
];

afterAll(async () => {
  if (hasRedis) await deleteRedisKeys(redisPrefix);
});

describe.each(queues)('job requests on $queue', ({ env, skip }) => {
  let server: TestServer;
  let admin: SignedInClient;
  let menu: MenuContext;

  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer(env);
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    menu = await admin.menu('SUBMIT_REQUEST');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const call = (operation: string, body: Row) =>
    admin.adapter.request<Row>({ service: 'schedule', resource: 'scheduleRequestRestful', operation, body, menu });
  const findRequest = async (id: unknown) => (await call('findById', { id })).data;

  /** Rows straight in the database, behind the API. */
  async function withDatabase<T>(work: (db: Awaited<ReturnType<TestServer['database']['open']>>) => Promise<T>): Promise<T> {
    const database = await server.database.open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  it.skipIf(skip)('runs a submitted request once to COMPLETED and records who, when, where and what', async () => {
    const now = Date.now();
    await withDatabase(async ({ db }) => {
      const session = (userId: number, expiresAt: number) => ({
        tokenHash: `jobs-${userId}`.padEnd(64, '0'),
        userId,
        signSecret: 'secret',
        createdAt: expiresAt - HOUR,
        lastSeenAt: expiresAt - HOUR,
        expiresAt,
        endedAt: null,
      });
      await db.insertInto(SESSIONS_TABLE).values([session(9001, now - 3 * HOUR), session(9002, now - HOUR / 2)]).execute();
    });

    // Who and when are the server's to say: values sent for them are ignored.
    const submitted = await call('saveOrUpdate', {
      programCode: 'purgeExpiredSessions',
      parameters: '{"retentionHours": 2}',
      submittedBy: 1,
      submitTime: '2020-01-01 00:00:00',
    });
    expect(submitted.status, submitted.msg).toBe('S');
    expect(submitted.data).toMatchObject({
      requestNumber: expect.stringMatching(/^REQ\d{8}-\d{5}$/),
      programCode: 'purgeExpiredSessions',
      submittedBy: admin.login.user.userId,
      submittedByName: admin.login.user.userFullName,
      status: 'PENDING',
    });
    expect(submitted.data.submitTime).toBe(submitted.data.creationDate);

    const done = await eventually('the request to finish', () => findRequest(submitted.data.requestId), (row) => row.status !== 'PENDING' && row.status !== 'RUNNING');
    expect(done).toMatchObject({
      status: 'COMPLETED',
      runCount: 1,
      processInfo: `${hostname()}:${process.pid}`,
      resultMessage: expect.stringContaining('Deleted 1 session(s) ended more than 2 hour(s) ago'),
    });
    expect(String(done.startTime) <= String(done.endTime)).toBe(true);
    const left = await withDatabase(({ db }) => db.selectFrom(SESSIONS_TABLE).select('userId').where('userId', 'in', [9001, 9002]).execute());
    expect(left.map((row) => Number(row.userId))).toEqual([9002]);
  });

  it.skipIf(skip)('refuses parameters the program does not accept, naming the field, and saves nothing', async () => {
    const before = await call('listByPage', { pageRows: 1 });
    const cases = [
      { parameters: '{"retentionHours": 0}', says: 'retentionHours' },
      { parameters: '{"retentionHours": 2, "everything": true}', says: 'everything' },
      { parameters: 'retentionHours=2', says: 'JSON object' },
    ];
    for (const { parameters, says } of cases) {
      const answer = await call('saveOrUpdate', { programCode: 'purgeExpiredSessions', parameters });
      expect(answer.status).toBe('E');
      expect(answer.errors).toEqual([{ field: 'parameters', message: expect.stringContaining(says) }]);
    }
    const chinese = await signIn(server.baseUrl, 'admin', 'CN');
    const refused = await chinese.adapter.request({
      service: 'schedule',
      resource: 'scheduleRequestRestful',
      operation: 'saveOrUpdate',
      body: { programCode: 'purgeExpiredSessions', parameters: '{"retentionHours": "two"}' },
      menu,
    });
    expect(refused.errors?.[0]).toEqual({ field: 'parameters', message: expect.stringMatching(/^参数retentionHours：/) });
    const unknown = await call('saveOrUpdate', { programCode: 'noSuchProgram' });
    expect(unknown.errors?.[0].field).toBe('programCode');
    const after = await call('listByPage', { pageRows: 1 });
    expect(after.page?.count).toBe(before.page?.count);
  });

  it.skipIf(skip)('cancels a pending request, and refuses to cancel or change a finished one', async () => {
    // A request committed a moment ago whose enqueue has not happened (the sweep waits a minute for it).
    const pendingId = await withDatabase(async ({ db }) => {
      const stamp = formatDateTime(new Date());
      const row = await db
        .insertInto('schedule_requests')
        .values({ requestNumber: `REQT-${Date.now()}`, programCode: 'purgeExpiredSessions', status: 'PENDING', runCount: 0, submittedBy: admin.login.user.userId, submitTime: stamp, versionNum: 1, creationDate: stamp, createdBy: admin.login.user.userId, lastUpdatedBy: admin.login.user.userId, lastUpdateDate: stamp })
        .returning('requestId')
        .executeTakeFirstOrThrow();
      return Number(row.requestId);
    });
    const cancelled = await call('doCancel', { id: pendingId });
    expect(cancelled.status, cancelled.msg).toBe('S');
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', runCount: 0 });

    const submitted = await call('saveOrUpdate', { programCode: 'purgeExpiredSessions' });
    const finished = await eventually('the request to finish', () => findRequest(submitted.data.requestId), (row) => row.status === 'COMPLETED');
    const late = await call('doCancel', { id: finished.requestId });
    expect(late.status).toBe('E');
    expect(late.msg).toContain('Completed');
    const changed = await admin.adapter.request({
      service: 'schedule',
      resource: 'scheduleRequestRestful',
      operation: 'saveOrUpdate',
      body: { ...finished, parameters: '{"retentionHours": 5}' },
      menu,
    });
    // No resource code grants updating a request: refused before the engine sees it.
    expect(changed.status).not.toBe('S');
    expect((await findRequest(finished.requestId)).parameters).toBeNull();
  });
});

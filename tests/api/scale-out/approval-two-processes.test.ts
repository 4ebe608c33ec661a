import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../../src/server/db';
import { startServer, type RunningServer } from '../../../tools/support/server-process';
import {
  createTestPostgresDatabase,
  deleteRedisKeys,
  postgresAvailable,
  redisAvailable,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  type TestPostgresDatabase,
} from '../../support/real-services';
import { approvalProblems, instancesOfOrders } from '../bpm/approval-ledger';
import { BpmCaller, type Row } from '../bpm/bpm-support';
import { draftOrders, eachLimited, findOrder, openTasksOn, submitOrder } from '../bpm/order-approvals';
import { call } from '../security/support/signed-call';
import { sessionAdapter, signIn } from '../support/signed-client';

/**
 * The approval platform behind a load balancer: two real server processes on one PostgreSQL database and
 * one Redis. A task done through one is gone from the to-do list the other answers; the same task approved
 * through both at the same moment is decided once, the other answer being the clear refusal of the race
 * rule (process-steps.ts), never a server error.
 */
const services = (await postgresAvailable()) && (await redisAvailable());
const RACED_ORDERS = 12;
const TASK_NOT_OPEN = 'This task has already been completed or changed; refresh your to-do list';
const APPROVE = '/api/bpm/v1/bpmTaskRestful/doApproveTask';

let database: TestPostgresDatabase;
let inspect: Database;
let prefix: string;
let servers: [RunningServer, RunningServer];

beforeAll(async () => {
  if (!services) return;
  database = await createTestPostgresDatabase('bpm_scaleout');
  prefix = uniqueRedisPrefix('bpm_scaleout');
  const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, WEB_DIR: '/nonexistent' };
  servers = (await Promise.all([startServer(env), startServer(env)])) as [RunningServer, RunningServer];
  inspect = await createDatabase({ databaseUrl: database.url, dataDir: servers[0].dataDir });
}, 180_000);

afterAll(async () => {
  if (!services) return;
  await inspect?.close();
  await Promise.all(servers?.map((server) => server.stop()) ?? []);
  await database?.drop();
  await deleteRedisKeys(prefix);
}, 60_000);

type Who = 'buyer' | 'approver' | 'director' | 'finance' | 'admin';

/** The user signed in once, as a caller of each process (one session, shared through Redis). */
async function onBoth(who: Who): Promise<[BpmCaller, BpmCaller]> {
  const client = await signIn(servers[0].baseUrl, who, 'EN');
  return [new BpmCaller(client), new BpmCaller({ ...client, adapter: sessionAdapter(servers[1].baseUrl, client.login, 'EN') })];
}

/** An approval of the task sent as its own signed request to one process, with the HTTP status kept. */
async function approveOn(server: RunningServer, caller: BpmCaller, task: Row) {
  return call(server.baseUrl, caller.client.login, {
    path: APPROVE,
    body: { id: task.taskId, versionNum: task.versionNum, comment: 'raced' },
    menu: await caller.menu('MY_UPCOMING'),
  });
}

describe.skipIf(!services)('approvals on two server processes sharing PostgreSQL and Redis', () => {
  it('shows on one process a task done on the other, and the next level at once', async () => {
    const [buyer] = await onBoth('buyer');
    const [approverOnFirst, approverOnSecond] = await onBoth('approver');
    const [, directorOnSecond] = await onBoth('director');
    const [orderId] = await draftOrders(buyer, 1, 'two processes');
    expect((await submitOrder(buyer, orderId)).status).toBe('S');
    const instanceId = (await instancesOfOrders(inspect, [orderId])).get(orderId) as number;
    const ours = new Set([instanceId]);

    const [seenOnSecond] = await openTasksOn(approverOnSecond, ours);
    expect(seenOnSecond).toMatchObject({ activityId: 'buyerManager', status: 'OPEN' });
    const done = await approverOnFirst.complete('doApproveTask', seenOnSecond);
    expect(done.status, done.msg).toBe('S');
    expect(await openTasksOn(approverOnSecond, ours)).toEqual([]);
    const doneOnSecond = await approverOnSecond.call<Row[]>('MY_APPROVAL', 'bpm', 'bpmTaskRestful', 'listByPage', { instanceId, status_in: ['APPROVED', 'REJECTED'] });
    expect(doneOnSecond.status, doneOnSecond.msg).toBe('S');
    expect(doneOnSecond.data.map((task) => task.taskId)).toEqual([seenOnSecond.taskId]);
    expect((await openTasksOn(directorOnSecond, ours)).map((task) => task.activityId)).toEqual(['countersign']);
    // Approving again through the second process: the step is already there.
    const again = await approverOnSecond.complete('doApproveTask', seenOnSecond);
    expect(again).toMatchObject({ status: 'E', msg: TASK_NOT_OPEN });
  });

  it('decides a task approved through both processes at the same moment exactly once, the other told plainly', async () => {
    const [buyer] = await onBoth('buyer');
    const [approver] = await onBoth('approver');
    const [director] = await onBoth('director');
    const [finance] = await onBoth('finance');
    const orderIds = await draftOrders(buyer, RACED_ORDERS, 'raced');
    await eachLimited(orderIds, 4, async (orderId) => expect((await submitOrder(buyer, orderId)).status).toBe('S'));
    const ours = new Set((await instancesOfOrders(inspect, orderIds)).values());

    // Level one: each task sent to both processes at once.
    const tasks = await openTasksOn(approver, ours);
    expect(tasks).toHaveLength(RACED_ORDERS);
    const raced = await Promise.all(tasks.map((task) => Promise.all(servers.map((server) => approveOn(server, approver, task)))));
    for (const pair of raced) {
      expect(pair.map((answer) => answer.httpStatus).every((status) => status < 500), JSON.stringify(pair.map((answer) => answer.envelope))).toBe(true);
      const statuses = pair.map((answer) => answer.envelope?.status).sort();
      expect(statuses).toEqual(['E', 'S']);
      const refused = pair.find((answer) => answer.envelope?.status === 'E');
      expect(refused?.envelope).toMatchObject({ msg: TASK_NOT_OPEN, errors: [{ field: 'id', message: TASK_NOT_OPEN }] });
    }

    // The countersign of the large orders: the director's and finance's tasks of one instance, each through another process, at once.
    const [directorTasks, financeTasks] = await Promise.all([openTasksOn(director, ours), openTasksOn(finance, ours)]);
    expect(directorTasks).toHaveLength(RACED_ORDERS / 2);
    const both = await Promise.all(
      directorTasks.map((task) => {
        const partner = financeTasks.find((candidate) => candidate.instanceId === task.instanceId) as Row;
        return Promise.all([approveOn(servers[0], director, task), approveOn(servers[1], finance, partner)]);
      }),
    );
    expect(both.flat().map((answer) => answer.envelope?.status)).toEqual(both.flat().map(() => 'S'));

    expect(await approvalProblems(inspect, orderIds)).toEqual([]);
    for (const orderId of orderIds) expect((await findOrder(buyer, orderId)).data.status).toBe('APPROVED');
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { Database } from '../../../src/server/db';
import { startServer, type RunningServer } from '../../../tools/support/server-process';
import { signIn } from '../support/signed-client';
import { createServerDatabase, TEST_API_DIALECT, type ServerDatabase } from '../support/test-database';
import { approvalProblems, instancesOfOrders, taskStatuses } from './approval-ledger';
import { BpmCaller } from './bpm-support';
import { approvalsNeeded, approveTask, draftOrders, eachLimited, findOrder, openTasksOn, submitOrder, unreachable } from './order-approvals';

/**
 * kill -9 of the real server while it approves many purchase orders at once (each step one transaction,
 * process-steps.ts), then a new server on the same database continues every instance to its end: every
 * step the first server acknowledged is there, none is there twice, and each order's status matches its
 * process. Runs on SQLite (api) and PostgreSQL (api-postgres).
 */
const ORDERS = 24;
const APPROVERS = ['approver', 'director', 'finance'] as const;

let database: ServerDatabase;
let inspect: Database;

beforeAll(async () => {
  database = await createServerDatabase('bpm_crash');
  inspect = await database.open();
});
afterAll(async () => {
  await inspect?.close();
  await database?.drop();
}, 60_000);

const env = () => ({ ...database.env, WEB_DIR: '/nonexistent' });

async function callers(server: RunningServer): Promise<Record<'buyer' | (typeof APPROVERS)[number], BpmCaller>> {
  const names = ['buyer', ...APPROVERS] as const;
  const clients = await Promise.all(names.map((who) => signIn(server.baseUrl, who, 'EN')));
  return Object.fromEntries(names.map((who, index) => [who, new BpmCaller(clients[index])])) as Record<(typeof names)[number], BpmCaller>;
}

async function ourInstances(orderIds: readonly number[]): Promise<Set<number>> {
  return new Set((await instancesOfOrders(inspect, orderIds)).values());
}

async function runningCount(orderIds: readonly number[]): Promise<number> {
  const row = await inspect.db
    .selectFrom('bpm_process_instances')
    .select((eb) => eb.fn.countAll().as('running'))
    .where('businessEntity', '=', 'srmPoHeader')
    .where('businessId', 'in', [...orderIds])
    .where('status', '=', 'RUNNING')
    .executeTakeFirstOrThrow();
  return Number(row.running);
}

/** A pause between two looks at a to-do list that had nothing yet (the next level opens when the last one acts). */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 20));

describe(`kill -9 of the server during approvals on ${TEST_API_DIALECT}`, () => {
  it('keeps every acknowledged step, doubles none, and a restarted server takes every order to its end', async () => {
    const first = await startServer(env(), database.dataDir);
    let orderIds: number[] = [];
    const acknowledgedApprovals: number[] = [];
    const acknowledgedSubmits: number[] = [];
    const refusals: string[] = [];
    let killed: Promise<void> | undefined;
    try {
      const users = await callers(first);
      orderIds = await draftOrders(users.buyer, ORDERS, 'kill -9');
      const early = orderIds.slice(0, ORDERS / 2);
      const late = orderIds.slice(ORDERS / 2);
      await eachLimited(early, 4, async (orderId) => {
        const answer = await submitOrder(users.buyer, orderId);
        expect(answer.status, answer.msg).toBe('S');
        acknowledgedSubmits.push(orderId);
      });
      // Killed once half the approvals the early orders need have answered, with more of them and submits in flight.
      const killAfter = Math.floor(approvalsNeeded(early.length) / 2);
      const noteAnswer = (answer: ApiEnvelope<unknown>, onSuccess: () => void) => {
        if (answer.status === 'S') onSuccess();
        else if (!unreachable(answer)) refusals.push(answer.msg);
        if (!killed && acknowledgedApprovals.length >= killAfter) killed = first.kill();
      };
      const submitting = eachLimited(late, 2, async (orderId) => {
        if (killed) return;
        noteAnswer(await submitOrder(users.buyer, orderId), () => acknowledgedSubmits.push(orderId));
      });
      const approving = APPROVERS.map(async (who) => {
        while (!killed) {
          const tasks = await openTasksOn(users[who], await ourInstances(orderIds)).catch((error: Error) => {
            if (unreachable({ status: 'E', msg: error.message })) return [];
            throw error;
          });
          if (tasks.length === 0) await nextLook();
          await eachLimited(tasks, 3, async (task) => noteAnswer(await approveTask(users[who], task), () => acknowledgedApprovals.push(Number(task.taskId))));
        }
      });
      await Promise.all([submitting, ...approving]);
      expect(killed, 'the server was killed in the middle').toBeDefined();
      await killed;
    } finally {
      if (!killed) await first.stop(false);
    }
    expect(refusals).toEqual([]);
    expect(first.exitCode()).toBeNull();

    // Nothing acknowledged was lost, and what the crash cut off either happened whole or not at all.
    const statuses = await taskStatuses(inspect, acknowledgedApprovals);
    expect([...statuses.values()].filter((status) => status !== 'APPROVED')).toEqual([]);
    expect(statuses.size).toBe(acknowledgedApprovals.length);
    const started = await instancesOfOrders(inspect, acknowledgedSubmits);
    expect(acknowledgedSubmits.filter((orderId) => !started.has(orderId))).toEqual([]);
    expect(await approvalProblems(inspect, orderIds)).toEqual([]);
    expect(await runningCount(orderIds)).toBeGreaterThan(0);

    const second = await startServer(env(), database.dataDir);
    try {
      const users = await callers(second);
      for (const orderId of orderIds) {
        const stored = await findOrder(users.buyer, orderId);
        expect(stored.status, stored.msg).toBe('S');
        if (stored.data.status !== 'DRAFT') continue;
        const submitted = await submitOrder(users.buyer, orderId);
        expect(submitted.status, submitted.msg).toBe('S');
      }
      const deadline = Date.now() + 120_000;
      while ((await runningCount(orderIds)) > 0) {
        if (Date.now() > deadline) throw new Error(`instances still running after 120 s: ${await runningCount(orderIds)}`);
        const ours = await ourInstances(orderIds);
        let acted = 0;
        for (const who of APPROVERS) {
          const tasks = await openTasksOn(users[who], ours);
          acted += tasks.length;
          await eachLimited(tasks, 3, async (task) => {
            const answer = await approveTask(users[who], task);
            expect(answer.status, answer.msg).toBe('S');
          });
        }
        if (acted === 0) await nextLook();
      }
    } finally {
      await second.stop(false);
    }
    expect(await approvalProblems(inspect, orderIds)).toEqual([]);
    const orders = await inspect.db.selectFrom('srm_po_headers').select('status').where('poHeaderId', 'in', orderIds).execute();
    expect(orders.map((row) => row.status)).toEqual(orderIds.map(() => 'APPROVED'));
    expect((await instancesOfOrders(inspect, orderIds)).size).toBe(ORDERS);
  }, 300_000);
});

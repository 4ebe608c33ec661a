import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';
import { BpmCaller, buyerOrders, chainModel, historyActions } from './bpm-support';

let shared: ServerDatabase;

beforeAll(async () => {
  shared = await createServerDatabase('bpm_restart');
});
afterAll(async () => {
  await shared?.drop();
});

async function callers(baseUrl: string): Promise<Record<'admin' | 'buyer' | 'approver', BpmCaller>> {
  const [admin, buyer, approver] = await Promise.all((['admin', 'buyer', 'approver'] as const).map((who) => signIn(baseUrl, who, 'EN')));
  return { admin: new BpmCaller(admin), buyer: new BpmCaller(buyer), approver: new BpmCaller(approver) };
}

describe('an approval across server restarts', () => {
  it('continues on a new server from the state stored after each step', async () => {
    const xml = chainModel('restartable', [
      { id: 'level1', approvers: [{ kind: 'user', value: 'approver' }] },
      { id: 'level2', approvers: [{ kind: 'user', value: 'admin' }] },
    ]);
    const first = await startTestServer({}, shared);
    let instanceId: number;
    try {
      const { admin, buyer } = await callers(first.baseUrl);
      expect((await admin.deploy(xml)).status).toBe('S');
      const [order] = await buyerOrders(buyer);
      const started = await buyer.start('restartable', Number(order.poHeaderId));
      expect(started.status, started.msg).toBe('S');
      instanceId = Number(started.data.instanceId);
    } finally {
      await first.stop();
    }

    // A new app: new engine objects, nothing in memory; only the database carries the process.
    const second = await startTestServer({}, shared);
    try {
      const { admin, approver } = await callers(second.baseUrl);
      const [task] = await approver.openTasks(instanceId);
      expect(task).toMatchObject({ activityId: 'level1' });
      expect((await approver.complete('doApproveTask', task)).status).toBe('S');
      expect((await admin.openTasks(instanceId)).map((open) => open.activityId)).toEqual(['level2']);
    } finally {
      await second.stop();
    }

    const third = await startTestServer({}, shared);
    try {
      const { admin } = await callers(third.baseUrl);
      expect((await admin.complete('doApproveTask', (await admin.openTasks(instanceId))[0])).status).toBe('S');
      const instance = await admin.instance(instanceId);
      expect(instance.status).toBe('APPROVED');
      expect(historyActions(instance)).toEqual(['START', 'APPROVE', 'APPROVE', 'END_APPROVED']);
    } finally {
      await third.stop();
    }
  });
});

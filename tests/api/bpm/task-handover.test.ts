import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileClient, SAMPLES } from '../files/support/file-client';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, buyerOrders, chainModel, historyActions, type Row, type TestNode } from './bpm-support';

let server: TestServer;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;
let director: BpmCaller;
let orders: Row[];
const ids: Record<string, number> = {};
let modelCount = 0;

beforeAll(async () => {
  server = await startTestServer();
  const names = ['admin', 'buyer', 'approver', 'director', 'finance'] as const;
  const clients = await Promise.all(names.map((who) => signIn(server.baseUrl, who, 'EN')));
  clients.forEach((client, index) => (ids[names[index]] = Number(client.login.user.userId)));
  [admin, buyer, approver, director] = clients.slice(0, 4).map((client) => new BpmCaller(client));
  orders = await buyerOrders(buyer);
});
afterAll(async () => {
  await server?.stop();
});

/** A one-node model of its own, started on an order of its own (a document has at most one running approval). */
async function started(node: Omit<TestNode, 'id'>): Promise<number> {
  const key = `handover${(modelCount += 1)}`;
  expect((await admin.deploy(chainModel(key, [{ id: 'check', ...node }]))).status).toBe('S');
  const order = orders.shift();
  if (!order) throw new Error('no demo order left');
  const answer = await buyer.start(key, Number(order.poHeaderId));
  expect(answer.status, answer.msg).toBe('S');
  return Number(answer.data.instanceId);
}

const users = (...names: string[]) => names.map((value) => ({ kind: 'user', value }));

function handOver(caller: BpmCaller, operation: string, task: Row, body: Row) {
  const menu = operation === 'doReassignTask' ? 'PROCESS_MONITORING' : 'MY_UPCOMING';
  return caller.call(menu, 'bpm', 'bpmTaskRestful', operation, { id: task.taskId, versionNum: task.versionNum, ...body });
}

async function onlyTask(caller: BpmCaller, instanceId: number): Promise<Row> {
  const tasks = await caller.openTasks(instanceId);
  expect(tasks).toHaveLength(1);
  return tasks[0];
}

function historyLine(instance: Row, action: string): Row | undefined {
  return (instance.history as Row[]).find((line) => line.action === action);
}

describe('transfer (转办)', () => {
  it('moves the task to the target, who decides it; the history names both', async () => {
    const instanceId = await started({ approvers: users('approver') });
    const task = await onlyTask(approver, instanceId);
    const answer = await handOver(approver, 'doTransferTask', task, { targetUserId: ids.director, comment: 'on leave' });
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.msg).toMatch(/^Transferred to /);
    expect(await approver.openTasks(instanceId)).toEqual([]);
    const moved = await onlyTask(director, instanceId);
    expect(moved).toMatchObject({ taskId: task.taskId, status: 'OPEN', versionNum: Number(task.versionNum) + 1 });
    expect((await director.complete('doApproveTask', moved)).status).toBe('S');
    const instance = await admin.instance(instanceId);
    expect(instance.status).toBe('APPROVED');
    expect(historyActions(instance)).toEqual(['START', 'TRANSFER', 'APPROVE', 'END_APPROVED']);
    expect(historyLine(instance, 'TRANSFER')).toMatchObject({ userId: ids.approver, targetUserId: ids.director, actionComment: 'on leave' });
  });

  it('of two simultaneous operations on one task exactly one wins (two transfers; a transfer and an approval)', async () => {
    const instanceId = await started({ approvers: users('approver') });
    const task = await onlyTask(approver, instanceId);
    const transfers = await Promise.all([
      handOver(approver, 'doTransferTask', task, { targetUserId: ids.director }),
      handOver(approver, 'doTransferTask', task, { targetUserId: ids.admin }),
    ]);
    expect(transfers.map((answer) => answer.status).sort()).toEqual(['E', 'S']);
    expect(transfers.find((answer) => answer.status === 'E')?.msg).toBe('This task has already been completed or changed; refresh your to-do list');
    const holders = [...(await director.openTasks(instanceId)), ...(await admin.openTasks(instanceId))];
    expect(holders).toHaveLength(1);
    expect(historyActions(await admin.instance(instanceId)).filter((action) => action === 'TRANSFER')).toHaveLength(1);

    const second = await started({ approvers: users('approver') });
    const open = await onlyTask(approver, second);
    const mixed = await Promise.all([approver.complete('doApproveTask', open), handOver(approver, 'doTransferTask', open, { targetUserId: ids.director })]);
    expect(mixed.map((answer) => answer.status).sort()).toEqual(['E', 'S']);
    const instance = await admin.instance(second);
    const approved = mixed[0].status === 'S';
    expect(instance.status).toBe(approved ? 'APPROVED' : 'RUNNING');
    expect(historyActions(instance).filter((action) => action === 'APPROVE' || action === 'TRANSFER')).toEqual([approved ? 'APPROVE' : 'TRANSFER']);
  });

  it('refuses a target that is missing, unknown, disabled, the holder himself or already at the node, and a task not open', async () => {
    const instanceId = await started({ mode: 'all', approvers: users('approver', 'admin') });
    const task = await onlyTask(approver, instanceId);
    const refused = async (body: Row, field: string, message: RegExp) => {
      const answer = await handOver(approver, 'doTransferTask', task, body);
      expect(answer.status).toBe('E');
      expect(answer.msg).toMatch(message);
      expect(answer.errors).toContainEqual(expect.objectContaining({ field }));
    };
    await refused({}, 'targetUserId', /Choose the user/);
    await refused({ targetUserId: 'somebody' }, 'targetUserId', /Choose the user/);
    await refused({ targetUserId: 987654 }, 'targetUserId', /does not exist, is disabled/);
    const database = await server.database.open();
    try {
      await database.db.updateTable('base_users').set({ enabledFlag: 'N' }).where('userName', '=', 'finance').execute();
    } finally {
      await database.close();
    }
    await refused({ targetUserId: ids.finance }, 'targetUserId', /does not exist, is disabled/);
    await refused({ targetUserId: ids.approver }, 'targetUserId', /already with this user/);
    await refused({ targetUserId: ids.admin }, 'targetUserId', /already holds a pending task of node "Node check"/);
    await refused({ targetUserId: ids.director, attachmentIds: '999999' }, 'attachmentIds', /Attachment 999999 does not exist/);
    const othersTask = await handOver(admin, 'doTransferTask', task, { targetUserId: ids.director });
    expect(othersTask.status).toBe('E');
    expect(await onlyTask(approver, instanceId)).toMatchObject({ versionNum: task.versionNum });

    expect((await approver.complete('doApproveTask', task)).status).toBe('S');
    const late = await handOver(approver, 'doTransferTask', task, { targetUserId: ids.director });
    expect(late).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    expect(historyActions(await admin.instance(instanceId))).toEqual(['START', 'APPROVE']);
  });

  it('carries files uploaded for the history through the to-do menu, binding them to the instance', async () => {
    const instanceId = await started({ approvers: users('approver') });
    const task = await onlyTask(approver, instanceId);
    const history = { entity: 'bpmTaskHistory', field: 'attachmentIds' };
    const own = await new FileClient(server.baseUrl, approver.client.login, 'EN').uploadOne('reason.pdf', SAMPLES.pdf, await approver.menu('MY_UPCOMING'), history);
    const foreign = await new FileClient(server.baseUrl, buyer.client.login, 'EN').uploadOne('other.pdf', SAMPLES.pdf, await buyer.menu('MY_UPCOMING'), history);
    const refused = await handOver(approver, 'doTransferTask', task, { targetUserId: ids.director, attachmentIds: `${own.fileId},${foreign.fileId}` });
    expect(refused).toMatchObject({ status: 'E', errors: [{ field: 'attachmentIds' }] });
    expect(refused.msg).toContain(`Attachment ${foreign.fileId} does not exist`);
    const answer = await handOver(approver, 'doTransferTask', task, { targetUserId: ids.director, comment: 'see file', attachmentIds: [own.fileId] });
    expect(answer.status, answer.msg).toBe('S');
    expect(historyLine(await admin.instance(instanceId), 'TRANSFER')).toMatchObject({ attachmentIds: String(own.fileId) });
    const database = await server.database.open();
    try {
      const bound = await database.db.selectFrom('base_attachments').select(['businessEntity', 'businessId']).where('fileId', '=', own.fileId).executeTakeFirstOrThrow();
      expect({ ...bound, businessId: Number(bound.businessId) }).toEqual({ businessEntity: 'bpmProcessInstance', businessId: instanceId });
    } finally {
      await database.close();
    }
    const again = await handOver(director, 'doTransferTask', await onlyTask(director, instanceId), { targetUserId: ids.approver, attachmentIds: String(own.fileId) });
    expect(again).toMatchObject({ status: 'E', errors: [{ field: 'attachmentIds' }] });
  });
});

describe('delegate (委托)', () => {
  it('the delegate resolves the task, it comes back to its owner, who decides', async () => {
    const instanceId = await started({ approvers: users('approver') });
    const task = await onlyTask(approver, instanceId);
    expect((await handOver(approver, 'doDelegateTask', task, { targetUserId: ids.director, comment: 'check the prices' })).status).toBe('S');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    const delegated = await onlyTask(director, instanceId);
    expect(delegated).toMatchObject({ taskId: task.taskId, ownerId: ids.approver });
    const onward = await handOver(director, 'doTransferTask', delegated, { targetUserId: ids.admin });
    expect(onward).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    expect(onward.msg).toContain('delegated to you');
    // The delegate's rejection resolves: the owner decides, the process does not end.
    const resolved = await director.complete('doRejectTask', delegated, 'prices too high');
    expect(resolved.status, resolved.msg).toBe('S');
    expect(resolved.msg).toBe('Resolved; the task went back to its owner');
    expect(await director.openTasks(instanceId)).toEqual([]);
    const back = await onlyTask(approver, instanceId);
    expect(back).toMatchObject({ taskId: task.taskId, ownerId: null, status: 'OPEN' });
    expect((await admin.instance(instanceId)).status).toBe('RUNNING');
    expect((await approver.complete('doApproveTask', back, 'agreed after review')).status).toBe('S');
    const instance = await admin.instance(instanceId);
    expect(instance.status).toBe('APPROVED');
    expect(historyActions(instance)).toEqual(['START', 'DELEGATE', 'RESOLVE', 'APPROVE', 'END_APPROVED']);
    expect(historyLine(instance, 'RESOLVE')).toMatchObject({ userId: ids.director, targetUserId: ids.approver, actionComment: 'prices too high' });
  });
});

describe('add signer (加签)', () => {
  it('before: the added signer approves first, then the holder\'s task opens again', async () => {
    const instanceId = await started({ approvers: users('approver') });
    const task = await onlyTask(approver, instanceId);
    const badPosition = await handOver(approver, 'doAddSigner', task, { targetUserId: ids.director, position: 'SOMETIME' });
    expect(badPosition).toMatchObject({ status: 'E', errors: [{ field: 'position' }] });
    expect((await handOver(approver, 'doAddSigner', task, { targetUserId: ids.director, position: 'BEFORE' })).status).toBe('S');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    const added = await onlyTask(director, instanceId);
    expect(added).toMatchObject({ parentTaskId: task.taskId, addSignPosition: 'BEFORE' });
    expect((await director.complete('doApproveTask', added)).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('RUNNING');
    expect((await approver.complete('doApproveTask', await onlyTask(approver, instanceId))).status).toBe('S');
    const instance = await admin.instance(instanceId);
    expect(instance.status).toBe('APPROVED');
    expect(historyActions(instance)).toEqual(['START', 'ADD_SIGNER_BEFORE', 'APPROVE', 'APPROVE', 'END_APPROVED']);
  });

  it('after on a countersign node: the node waits for the added signer too', async () => {
    const instanceId = await started({ mode: 'all', approvers: users('approver', 'admin') });
    const task = await onlyTask(approver, instanceId);
    expect((await handOver(approver, 'doAddSigner', task, { targetUserId: ids.director, position: 'AFTER' })).status).toBe('S');
    expect(await director.openTasks(instanceId)).toEqual([]);
    expect((await approver.complete('doApproveTask', await onlyTask(approver, instanceId))).status).toBe('S');
    const added = await onlyTask(director, instanceId);
    expect(added).toMatchObject({ parentTaskId: task.taskId, addSignPosition: 'AFTER' });
    expect((await admin.complete('doApproveTask', await onlyTask(admin, instanceId))).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('RUNNING');
    expect((await director.complete('doApproveTask', added)).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('APPROVED');
  });

  it('after on an or-sign node: the holder\'s approval decides only with the added signer\'s', async () => {
    const instanceId = await started({ mode: 'any', approvers: users('approver', 'admin') });
    const task = await onlyTask(approver, instanceId);
    expect((await handOver(approver, 'doAddSigner', task, { targetUserId: ids.director, position: 'AFTER' })).status).toBe('S');
    expect((await approver.complete('doApproveTask', await onlyTask(approver, instanceId))).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('RUNNING');
    expect(await admin.openTasks(instanceId)).toHaveLength(1);
    expect((await director.complete('doApproveTask', await onlyTask(director, instanceId))).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('APPROVED');
    expect(await admin.openTasks(instanceId)).toEqual([]);
  });
});

describe('administrator reassign (改派)', () => {
  it('moves any open task from monitoring; the holder himself may not', async () => {
    const instanceId = await started({ approvers: users('approver') });
    const task = await onlyTask(approver, instanceId);
    const notGranted = await approver.call('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'doReassignTask', { id: task.taskId, targetUserId: ids.director });
    expect(notGranted.status).toBe('E');
    const answer = await handOver(admin, 'doReassignTask', task, { targetUserId: ids.director, comment: 'approver left' });
    expect(answer.status, answer.msg).toBe('S');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    expect(await onlyTask(director, instanceId)).toMatchObject({ taskId: task.taskId });
    const missing = await admin.call('PROCESS_MONITORING', 'bpm', 'bpmTaskRestful', 'doReassignTask', { id: 987654, targetUserId: ids.director });
    expect(missing).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    const instance = await admin.instance(instanceId);
    expect(historyLine(instance, 'REASSIGN')).toMatchObject({ userId: ids.admin, targetUserId: ids.director, actionComment: 'approver left' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, buyerOrders, chainModel, historyActions, type Row } from './bpm-support';

/**
 * Operations that move a process itself: reject to an earlier node, withdraw by the submitter, stop by an
 * administrator, each under the race rule, and the status of a purchase order bound to its process following.
 */
let server: TestServer;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;
let director: BpmCaller;
let finance: BpmCaller;
let orders: Row[];

function takeOrder(): Row {
  const order = orders.shift();
  if (!order) throw new Error('no demo order left');
  return order;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer, approver, director, finance] = (
    await Promise.all((['admin', 'buyer', 'approver', 'director', 'finance'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))
  ).map((client) => new BpmCaller(client));
  orders = await buyerOrders(buyer);
  const twoLevels = chainModel('backToFirst', [
    { id: 'level1', approvers: [{ kind: 'user', value: 'approver' }] },
    { id: 'level2', approvers: [{ kind: 'user', value: 'admin' }], rejectTo: 'any' },
    { id: 'level3', approvers: [{ kind: 'user', value: 'director' }] },
  ]);
  const oneLevel = chainModel('oneLevel', [{ id: 'only', approvers: [{ kind: 'user', value: 'approver' }] }]);
  for (const xml of [twoLevels, oneLevel]) expect((await admin.deploy(xml)).status).toBe('S');
});
afterAll(async () => {
  await server?.stop();
});

async function started(modelKey: string): Promise<number> {
  const answer = await buyer.start(modelKey, Number(takeOrder().poHeaderId));
  expect(answer.status, answer.msg).toBe('S');
  return Number(answer.data.instanceId);
}

async function onlyTask(caller: BpmCaller, instanceId: number): Promise<Row> {
  const tasks = await caller.openTasks(instanceId);
  expect(tasks).toHaveLength(1);
  return tasks[0];
}

function rejectTargets(caller: BpmCaller, task: Row) {
  return caller.call<Row>('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'findRejectTargets', { id: task.taskId });
}

describe('reject to an earlier node', () => {
  it('sends the process back to the node the approver picks; it then runs on from there to APPROVED', async () => {
    const instanceId = await started('backToFirst');
    expect((await approver.complete('doApproveTask', await onlyTask(approver, instanceId))).status).toBe('S');
    const atLevel2 = await onlyTask(admin, instanceId);
    const offered = await rejectTargets(admin, atLevel2);
    expect(offered.data).toMatchObject({ toSubmitterOnly: false, targets: [{ activityId: 'level1', activityName: 'Node level1' }] });

    const sentBack = await admin.complete('doRejectTask', atLevel2, 'check the price again', 'level1');
    expect(sentBack.status, sentBack.msg).toBe('S');
    expect(sentBack.data).toMatchObject({ status: 'REJECTED', completedComment: 'check the price again' });
    expect(await admin.openTasks(instanceId)).toEqual([]);
    const again = await onlyTask(approver, instanceId);
    expect(again).toMatchObject({ activityId: 'level1', status: 'OPEN' });
    const running = await admin.instance(instanceId);
    expect(running.status).toBe('RUNNING');
    expect(historyActions(running)).toEqual(['START', 'APPROVE', 'REJECT', 'REJECT_TO']);
    expect((running.history as Row[])[3]).toMatchObject({ activityId: 'level1', actionComment: 'check the price again' });

    expect((await approver.complete('doApproveTask', again)).status).toBe('S');
    expect((await admin.complete('doApproveTask', await onlyTask(admin, instanceId))).status).toBe('S');
    expect((await director.complete('doApproveTask', await onlyTask(director, instanceId))).status).toBe('S');
    const ended = await admin.instance(instanceId);
    expect(ended.status).toBe('APPROVED');
    expect(historyActions(ended)).toEqual(['START', 'APPROVE', 'REJECT', 'REJECT_TO', 'APPROVE', 'APPROVE', 'APPROVE', 'END_APPROVED']);
  });

  it('refuses a node the model does not allow, and a node rejecting only to the submitter, changing nothing', async () => {
    const later = chainModel('backToLater', [
      { id: 'first', approvers: [{ kind: 'user', value: 'approver' }], rejectTo: 'second' },
      { id: 'second', approvers: [{ kind: 'user', value: 'admin' }] },
    ]);
    const refusedModel = await admin.deploy(later);
    expect(refusedModel.status).toBe('E');
    expect(refusedModel.errors).toContainEqual(expect.objectContaining({ element: 'first', message: expect.stringContaining('reject target "second" is not a user task before it') }));

    const instanceId = await started('backToFirst');
    const first = await onlyTask(approver, instanceId);
    expect((await rejectTargets(approver, first)).data).toMatchObject({ toSubmitterOnly: true, targets: [] });
    const toSubmitterOnly = await approver.complete('doRejectTask', first, 'no', 'level2');
    expect(toSubmitterOnly).toMatchObject({ status: 'E', errors: [{ field: 'targetActivityId' }] });
    expect(toSubmitterOnly.msg).toBe('Node "level1" rejects only back to the submitter, not to another node');
    expect((await approver.complete('doApproveTask', first)).status).toBe('S');

    const second = await onlyTask(admin, instanceId);
    for (const target of ['level3', 'nowhere', 'level2']) {
      const refused = await admin.complete('doRejectTask', second, 'no', target);
      expect(refused.status).toBe('E');
      expect(refused.msg).toBe(`The process cannot be sent back to node "${target}"; allowed: level1`);
    }
    expect(await onlyTask(admin, instanceId)).toMatchObject({ taskId: second.taskId, status: 'OPEN' });
    expect(historyActions(await admin.instance(instanceId))).toEqual(['START', 'APPROVE']);
  });
});

describe('withdraw by the submitter', () => {
  it('ends the process WITHDRAWN while nobody has decided, cancelling its tasks; refused to others and after a decision', async () => {
    const instanceId = await started('backToFirst');
    // The administrator sees the instance (he holds the monitoring menu) but did not submit it.
    const byOther = await admin.withdraw(instanceId);
    expect(byOther).toMatchObject({ status: 'E', msg: 'Only the submitter can withdraw this process' });
    const withdrawn = await buyer.withdraw(instanceId, 'wrong supplier');
    expect(withdrawn.status, withdrawn.msg).toBe('S');
    expect(withdrawn.data.status).toBe('WITHDRAWN');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    const instance = await admin.instance(instanceId);
    expect(historyActions(instance)).toEqual(['START', 'WITHDRAW']);
    expect((instance.history as Row[])[1]).toMatchObject({ userId: buyer.client.login.user.userId, actionComment: 'wrong supplier' });
    expect((await buyer.withdraw(instanceId)).msg).toBe('This process has already ended or changed; refresh and try again');

    const decided = await started('backToFirst');
    expect((await approver.complete('doApproveTask', await onlyTask(approver, decided))).status).toBe('S');
    const late = await buyer.withdraw(decided);
    expect(late).toMatchObject({ status: 'E', msg: 'An approver has already decided on this process, so it can no longer be withdrawn' });
    expect((await admin.instance(decided)).status).toBe('RUNNING');
  });

  it('of a withdrawal and an approval at the same time exactly one wins', async () => {
    const instanceId = await started('oneLevel');
    const task = await onlyTask(approver, instanceId);
    const [withdrawal, approval] = await Promise.all([buyer.withdraw(instanceId), approver.complete('doApproveTask', task)]);
    expect([withdrawal.status, approval.status].sort()).toEqual(['E', 'S']);
    const instance = await admin.instance(instanceId);
    if (withdrawal.status === 'S') {
      expect(approval.msg).toBe('This task has already been completed or changed; refresh your to-do list');
      expect(instance.status).toBe('WITHDRAWN');
      expect(historyActions(instance)).toEqual(['START', 'WITHDRAW']);
    } else {
      expect(withdrawal.msg).toMatch(/already decided|already ended or changed/);
      expect(instance.status).toBe('APPROVED');
      expect(historyActions(instance)).toEqual(['START', 'APPROVE', 'END_APPROVED']);
    }
  });

  it('lists the submitter\'s own processes only, whatever filter is sent', async () => {
    const instanceId = await started('oneLevel');
    const mine = await buyer.call<Row[]>('MY_BPM_MATTER_LIST', 'bpm', 'bpmProcessInstanceRestful', 'listMyStarted', { pageRows: 200, submittedBy: admin.client.login.user.userId });
    expect(mine.status, mine.msg).toBe('S');
    expect(mine.data.map((row) => row.instanceId)).toContain(instanceId);
    expect(new Set(mine.data.map((row) => row.submittedBy))).toEqual(new Set([buyer.client.login.user.userId]));
    const adminsOwn = await admin.call<Row[]>('MY_BPM_MATTER_LIST', 'bpm', 'bpmProcessInstanceRestful', 'listMyStarted', { submittedBy_in: [buyer.client.login.user.userId] });
    expect(adminsOwn.data.map((row) => row.instanceId)).not.toContain(instanceId);
  });
});

describe('stop by an administrator', () => {
  it('ends a running process STOPPED with its reason; refused without a reason and once ended', async () => {
    const instanceId = await started('backToFirst');
    const noReason = await admin.stop(instanceId, ' ');
    expect(noReason).toMatchObject({ status: 'E', errors: [{ field: 'comment' }] });
    const stopped = await admin.stop(instanceId, 'supplier blocked');
    expect(stopped.status, stopped.msg).toBe('S');
    expect(stopped.data.status).toBe('STOPPED');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    expect(historyActions(await admin.instance(instanceId))).toEqual(['START', 'STOP']);
    expect((await admin.stop(instanceId, 'again')).status).toBe('E');
  });
});

describe('a purchase order follows its process', () => {
  let supplierId: number;
  let orgId: number;

  beforeAll(async () => {
    const suppliers = await buyer.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
    supplierId = Number(suppliers.data[0].supplierId);
    const orgs = await buyer.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
    orgId = Number(orgs.data[0].orgId);
  });

  function order(caller: BpmCaller, operation: string, body: Row) {
    return caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
  }

  async function submitted(amount: number): Promise<Row> {
    const saved = await order(buyer, 'saveOrUpdate', {
      orgId,
      supplierId,
      buyerId: buyer.client.login.user.userId,
      startDate: '2026-12-01',
      description: `flow control ${amount}`,
      lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: amount, demandDate: '2026-12-10' }],
    });
    expect(saved.status, saved.msg).toBe('S');
    const answer = await order(buyer, 'doSubmit', { id: saved.data.poHeaderId, versionNum: saved.data.versionNum });
    expect(answer.status, answer.msg).toBe('S');
    return answer.data;
  }

  async function stored(made: Row): Promise<Row> {
    return (await order(buyer, 'findById', { id: made.poHeaderId })).data;
  }

  async function runningInstanceId(made: Row): Promise<number> {
    const answer = await admin.call<Row[]>('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'listByPage', { businessEntity: 'srmPoHeader', businessId: made.poHeaderId, status: 'RUNNING' });
    expect(answer.data).toHaveLength(1);
    return Number(answer.data[0].instanceId);
  }

  it('withdrawn, the order is a draft again, editable and submitted anew; withdrawn on the order itself too', async () => {
    const made = await submitted(700);
    expect((await buyer.withdraw(await runningInstanceId(made))).status).toBe('S');
    const draft = await stored(made);
    expect(draft.status).toBe('DRAFT');
    const edited = await order(buyer, 'saveOrUpdate', { ...draft, description: 'edited after withdrawal' });
    expect(edited.status, edited.msg).toBe('S');
    const again = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: edited.data.versionNum });
    expect(again.status, again.msg).toBe('S');
    const onOrder = await order(buyer, 'doWithdraw', { id: made.poHeaderId });
    expect(onOrder.status, onOrder.msg).toBe('S');
    expect(onOrder.data.status).toBe('DRAFT');
  });

  it('stopped, the order is rejected with the reason; sent back to an earlier node it stays submitted until approved', async () => {
    const stoppedOrder = await submitted(800);
    expect((await admin.stop(await runningInstanceId(stoppedOrder), 'duplicate order')).status).toBe('S');
    expect(await stored(stoppedOrder)).toMatchObject({ status: 'REJECTED', rejectReason: 'duplicate order' });

    const large = await submitted(150_000);
    const instanceId = await runningInstanceId(large);
    expect((await approver.complete('doApproveTask', await onlyTask(approver, instanceId))).status).toBe('S');
    const financeTask = await onlyTask(finance, instanceId);
    const back = await finance.complete('doRejectTask', financeTask, 'split the delivery', 'buyerManager');
    expect(back.status, back.msg).toBe('S');
    expect(await director.openTasks(instanceId)).toEqual([]);
    expect((await stored(large)).status).toBe('SUBMITTED');
    expect((await approver.complete('doApproveTask', await onlyTask(approver, instanceId))).status).toBe('S');
    for (const caller of [director, finance]) expect((await caller.complete('doApproveTask', await onlyTask(caller, instanceId))).status).toBe('S');
    expect((await stored(large)).status).toBe('APPROVED');
  });
});

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, chainModel, historyActions, type Row } from './bpm-support';

/**
 * Purchase orders bound to their approval processes (srmPoHeader.doSubmit `process`, doApproval /
 * doReject `processOutcome`; seed/bpm: under 100,000 the approver, from 100,000 the approver then the
 * director and finance countersign), through the order list's endpoints and the to-do list's.
 */
let server: TestServer;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;
let director: BpmCaller;
let finance: BpmCaller;
let orgId: number;
let supplierId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer, approver, director, finance] = (
    await Promise.all((['admin', 'buyer', 'approver', 'director', 'finance'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))
  ).map((client) => new BpmCaller(client));
  const suppliers = await buyer.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
  supplierId = Number(suppliers.data[0].supplierId);
  const orgs = await buyer.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
});
afterAll(async () => {
  await server?.stop();
});

function order(caller: BpmCaller, operation: string, body: Row) {
  return caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
}

/** A new draft of the buyer's whose one line makes its total `amount`. */
async function draft(amount: number): Promise<Row> {
  const saved = await order(buyer, 'saveOrUpdate', {
    orgId,
    supplierId,
    buyerId: buyer.client.login.user.userId,
    startDate: '2026-12-01',
    description: `binding test ${amount}`,
    lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: amount, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  expect(Number(saved.data.taxTotalAmount)).toBe(amount);
  return saved.data;
}

async function submitted(amount: number): Promise<Row> {
  const made = await draft(amount);
  const answer = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: made.versionNum });
  expect(answer.status, answer.msg).toBe('S');
  expect(answer.data.status).toBe('SUBMITTED');
  return answer.data;
}

async function stored(id: unknown): Promise<Row> {
  const answer = await order(buyer, 'findById', { id });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

/** The order's process instances, newest first, as monitoring lists them. */
async function instancesOf(orderRow: Row): Promise<Row[]> {
  const answer = await admin.call<Row[]>('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'listByPage', { businessEntity: 'srmPoHeader', businessId: orderRow.poHeaderId });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

/** The orders the user's home page lists as waiting on him. */
async function pendingOrders(caller: BpmCaller): Promise<unknown[]> {
  const answer = await caller.client.adapter.request<{ entity: string; rows: { id: number }[] }[]>({ service: 'srm', resource: 'pendingRestful', operation: 'listPending' });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data.filter((group) => group.entity === 'srmPoHeader').flatMap((group) => group.rows.map((row) => row.id));
}

/** The home page's 我的待办 group: the user's open approval tasks, each opening its instance. */
async function pendingTasks(caller: BpmCaller): Promise<{ count: number; rows: Row[] }> {
  const answer = await caller.client.adapter.request<{ route: string; editRoute: string; count: number; rows: Row[] }[]>({ service: 'srm', resource: 'pendingRestful', operation: 'listPending' });
  expect(answer.status, answer.msg).toBe('S');
  const group = answer.data.find((candidate) => candidate.route === 'myUpcoming');
  expect(group?.editRoute).toBe('approvalTask');
  return { count: group?.count ?? 0, rows: group?.rows ?? [] };
}

async function runningInstance(orderRow: Row): Promise<Row> {
  const running = (await instancesOf(orderRow)).filter((instance) => instance.status === 'RUNNING');
  expect(running).toHaveLength(1);
  return running[0];
}

describe('purchase orders bound to their approval processes', () => {
  it('under 100,000: submitting starts the one-approver model with the header as variables; the approver approves on the order and it is APPROVED', async () => {
    const made = await submitted(99_999.99);
    const instance = await runningInstance(made);
    expect(instance).toMatchObject({ modelKey: 'poApproval', startAction: 'doSubmit', businessCode: made.poNumber, submittedBy: buyer.client.login.user.userId });
    const variables = JSON.parse(String(instance.variables)) as Row;
    expect(variables).toMatchObject({ poNumber: made.poNumber, taxTotalAmount: 99_999.99, orgId, supplierId, status: 'SUBMITTED' });
    expect(variables.lines).toBeUndefined();
    const [task] = await approver.openTasks(Number(instance.instanceId));
    expect(task).toMatchObject({ activityId: 'buyerManager', assigneeId: approver.client.login.user.userId });

    const approved = await order(approver, 'doApproval', { id: made.poHeaderId, versionNum: made.versionNum });
    expect(approved.status, approved.msg).toBe('S');
    expect(approved.data).toMatchObject({ status: 'APPROVED', approvalUserId: approver.client.login.user.userId });
    const ended = await admin.instance(Number(instance.instanceId));
    expect(ended.status).toBe('APPROVED');
    expect(historyActions(ended)).toEqual(['START', 'APPROVE', 'END_APPROVED']);
  });

  it('from 100,000: the approver, then the director and finance both; only the holder of an open task may decide, and the last one approves the order', async () => {
    const made = await submitted(100_000);
    const instance = await runningInstance(made);
    expect(instance.modelKey).toBe('poApprovalLarge');
    const instanceId = Number(instance.instanceId);

    // Before his turn the director holds no task: on the order he is refused, and the order is unchanged.
    const early = await order(director, 'doApproval', { id: made.poHeaderId });
    expect(early).toMatchObject({ status: 'E', msg: 'This document is in approval and you hold no open task on it, so you cannot approve or reject it' });

    // The home page lists it to whoever holds its open task, and to nobody else: as a task of 我的待办 (the order's
    // number and the step, opening the instance), counted with the others, and not again under the order list.
    expect(await pendingOrders(approver)).toEqual([]);
    const approverTasks = await pendingTasks(approver);
    expect(approverTasks.rows).toContainEqual({ id: instanceId, code: made.poNumber, status: '', detail: '采购审批', lastUpdateDate: expect.any(String) });
    const openTaskCount = await approver.call<Row[]>('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'listByPage', { status: 'OPEN', pageRows: 1 });
    expect(approverTasks.count).toBe(openTaskCount.page?.count);
    const directorBefore = await pendingTasks(director);
    expect(directorBefore.rows.map((row) => row.id)).not.toContain(instanceId);
    const [first] = await approver.openTasks(instanceId);
    const passed = await approver.complete('doApproveTask', first, 'level 1 ok');
    expect(passed.status, passed.msg).toBe('S');
    expect((await pendingTasks(approver)).rows.map((row) => row.id)).not.toContain(instanceId);
    const directorAfter = await pendingTasks(director);
    expect(directorAfter.count).toBe(directorBefore.count + 1);
    expect(directorAfter.rows).toContainEqual(expect.objectContaining({ id: instanceId, code: made.poNumber, detail: '总监与财务会签' }));
    expect(await stored(made.poHeaderId)).toMatchObject({ status: 'SUBMITTED', approvalUserId: null });

    // Level 2 is a countersign: one task each. The approver no longer holds one, on the order nor on theirs.
    const [directorTask] = await director.openTasks(instanceId);
    const [financeTask] = await finance.openTasks(instanceId);
    expect([directorTask.activityId, financeTask.activityId]).toEqual(['countersign', 'countersign']);
    const notHis = await order(approver, 'doApproval', { id: made.poHeaderId });
    expect(notHis.status).toBe('E');
    expect(notHis.msg).toContain('you hold no open task');
    const othersTask = await approver.complete('doApproveTask', directorTask);
    expect(othersTask.status).toBe('E');
    const alsoNot = await order(buyer, 'doApproval', { id: made.poHeaderId });
    expect(alsoNot.status).toBe('E');

    const byDirector = await order(director, 'doApproval', { id: made.poHeaderId });
    expect(byDirector.status, byDirector.msg).toBe('S');
    expect(byDirector.data.status).toBe('SUBMITTED');
    const last = await finance.complete('doApproveTask', financeTask, 'countersigned');
    expect(last.status, last.msg).toBe('S');
    expect(await stored(made.poHeaderId)).toMatchObject({ status: 'APPROVED', approvalUserId: finance.client.login.user.userId });
    const ended = await admin.instance(instanceId);
    expect(ended.status).toBe('APPROVED');
    expect(historyActions(ended)).toEqual(['START', 'APPROVE', 'APPROVE', 'APPROVE', 'END_APPROVED']);
  });

  it('is read-only while in approval: no save, no delete, no second submit, no second process', async () => {
    const made = await submitted(500);
    const before = await stored(made.poHeaderId);
    const save = await order(buyer, 'saveOrUpdate', { ...before, description: 'changed in approval' });
    expect(save.status).toBe('E');
    expect(save.msg).toBe(`Document ${String(made.poNumber)} is in approval; only its current approver may change it`);
    const remove = await order(buyer, 'delete', { id: made.poHeaderId, versionNum: before.versionNum });
    expect(remove.status).toBe('E');
    const again = await order(buyer, 'doSubmit', { id: made.poHeaderId });
    expect(again.status).toBe('E');
    const byHand = await buyer.start('poApproval', Number(made.poHeaderId));
    expect(byHand.status).toBe('E');
    expect(byHand.msg).toContain('already in approval');
    expect(await stored(made.poHeaderId)).toEqual(before);
    expect(await instancesOf(made)).toHaveLength(1);
  });

  it('a rejection at the countersign rejects the order with its reason, in the same step: without a reason nothing moves', async () => {
    const made = await submitted(150_000);
    const instanceId = Number((await runningInstance(made)).instanceId);
    const [first] = await approver.openTasks(instanceId);
    expect((await approver.complete('doApproveTask', first)).status).toBe('S');
    const [directorTask] = await director.openTasks(instanceId);

    // The order's reject needs a reason; refused there, the task's rejection is refused whole.
    const noReason = await director.complete('doRejectTask', directorTask, '');
    expect(noReason.status).toBe('E');
    expect((await director.openTasks(instanceId)).map((task) => task.taskId)).toEqual([directorTask.taskId]);
    expect((await admin.instance(instanceId)).status).toBe('RUNNING');
    expect((await stored(made.poHeaderId)).status).toBe('SUBMITTED');
    const onOrder = await order(director, 'doReject', { id: made.poHeaderId });
    expect(onOrder.status).toBe('E');

    const rejected = await director.complete('doRejectTask', directorTask, 'split it into two orders');
    expect(rejected.status, rejected.msg).toBe('S');
    expect(await stored(made.poHeaderId)).toMatchObject({ status: 'REJECTED', rejectReason: 'split it into two orders' });
    const ended = await admin.instance(instanceId);
    expect(ended.status).toBe('REJECTED');
    expect(historyActions(ended)).toEqual(['START', 'APPROVE', 'REJECT', 'END_REJECTED']);
    expect(await finance.openTasks(instanceId)).toEqual([]);
  });

  it('a rejected order is edited and resubmitted: a new instance, of the model its new amount chooses, and approved', async () => {
    const made = await submitted(120_000);
    const firstInstance = await runningInstance(made);
    const rejected = await order(approver, 'doReject', { id: made.poHeaderId, comment: 'too much' });
    expect(rejected.status, rejected.msg).toBe('S');
    expect(rejected.data).toMatchObject({ status: 'REJECTED', rejectReason: 'too much' });

    const current = await stored(made.poHeaderId);
    const lines = (current.lines as Row[]).map((line) => ({ ...line, taxPrice: 80_000 }));
    const edited = await order(buyer, 'saveOrUpdate', { ...current, description: 'cheaper', lines });
    expect(edited.status, edited.msg).toBe('S');
    const again = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: edited.data.versionNum });
    expect(again.status, again.msg).toBe('S');
    expect(again.data).toMatchObject({ status: 'SUBMITTED', rejectReason: null });
    const instances = await instancesOf(made);
    expect(instances.map((instance) => [instance.modelKey, instance.status])).toEqual([
      ['poApproval', 'RUNNING'],
      ['poApprovalLarge', 'REJECTED'],
    ]);
    expect(instances[1].instanceId).toBe(firstInstance.instanceId);
    const approved = await order(approver, 'doApproval', { id: made.poHeaderId });
    expect(approved.data).toMatchObject({ status: 'APPROVED' });
  });

  it('a model with no approval node approves the order as it is submitted, in the same call', async () => {
    const seedModel = readFileSync(new URL('../../../seed/bpm/poApproval.bpmn', import.meta.url), 'utf8');
    expect((await admin.deploy(chainModel('poApproval', []))).status).toBe('S');
    try {
      const made = await draft(300);
      const answer = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: made.versionNum });
      expect(answer.status, answer.msg).toBe('S');
      expect(answer.data).toMatchObject({ status: 'APPROVED', approvalUserId: buyer.client.login.user.userId });
      expect((await instancesOf(made)).map((instance) => instance.status)).toEqual(['APPROVED']);
    } finally {
      expect((await admin.deploy(seedModel)).status).toBe('S');
    }
  });

  it('an approver rule that finds no one refuses the submit with the node named, and leaves the order as it was', async () => {
    const database = await server.database.open();
    try {
      await database.db
        .insertInto('base_responsibility')
        .values({ responsibilityCode: 'PUR_NOBODY', responsibilityName: '无人职责', userType: 'internal', versionNum: 1, creationDate: '2026-01-15 08:00:00', createdBy: -1, lastUpdatedBy: -1, lastUpdateDate: '2026-01-15 08:00:00', lastUpdateLogin: -1 })
        .execute();
    } finally {
      await database.close();
    }
    const seedModel = readFileSync(new URL('../../../seed/bpm/poApproval.bpmn', import.meta.url), 'utf8');
    const nobody = seedModel.replace('<srm:approver kind="user" value="approver" />', '<srm:approver kind="role" value="PUR_NOBODY" />');
    expect(nobody).not.toBe(seedModel);
    expect((await admin.deploy(nobody)).status).toBe('S');

    const made = await draft(800);
    const refused = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: made.versionNum });
    expect(refused.status).toBe('E');
    expect(refused.msg).toBe('Node "buyerManager 采购审批" resolves to no approver (role:PUR_NOBODY); nothing was submitted');
    expect(await stored(made.poHeaderId)).toMatchObject({ status: 'DRAFT', versionNum: made.versionNum, lastUpdateDate: made.lastUpdateDate });
    expect(await instancesOf(made)).toEqual([]);

    // The seed's model deployed again as the newest version: the same order submits.
    expect((await admin.deploy(seedModel)).status).toBe('S');
    const submittedNow = await order(buyer, 'doSubmit', { id: made.poHeaderId, versionNum: made.versionNum });
    expect(submittedNow.status, submittedNow.msg).toBe('S');
    expect((await runningInstance(made)).modelKey).toBe('poApproval');
  });
});

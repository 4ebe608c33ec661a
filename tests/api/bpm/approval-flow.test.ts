import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequestInit } from '../support/raw-requests';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { amountGatewayModel, BpmCaller, buyerOrders, chainModel, historyActions, type Row } from './bpm-support';

let server: TestServer;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;
let orders: Row[];
/** Each test starts its processes on orders of its own: a document has at most one running approval. */
function takeOrder(): Row {
  const order = orders.shift();
  if (!order) throw new Error('no demo order left');
  return order;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer, approver] = (await Promise.all((['admin', 'buyer', 'approver'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))).map(
    (client) => new BpmCaller(client),
  );
  orders = await buyerOrders(buyer);
});
afterAll(async () => {
  await server?.stop();
});

async function startedInstance(modelKey: string, order: Row): Promise<number> {
  const started = await buyer.start(modelKey, Number(order.poHeaderId));
  expect(started.status, started.msg).toBe('S');
  return Number(started.data.instanceId);
}

describe('deploying a process model', () => {
  it('refuses a model that cannot run, naming each element', async () => {
    const noEnd = chainModel('noEnd', [{ id: 'check', approvers: [{ kind: 'user', value: 'approver' }] }]).replace('<bpmn:endEvent id="end" />', '');
    const answer = await admin.deploy(noEnd);
    expect(answer.status).toBe('E');
    expect(answer.msg).toContain('has no end event');
    expect(answer.errors).toContainEqual(expect.objectContaining({ field: 'bpmnXml', element: 'noEnd' }));

    const bad = chainModel('badNodes', [
      { id: 'noRule' },
      { id: 'ghostUser', approvers: [{ kind: 'user', value: 'nobody-such' }] },
      { id: 'ghostRole', approvers: [{ kind: 'role', value: 'NO_SUCH_ROLE' }] },
    ]);
    const refused = await admin.deploy(bad);
    expect(refused.status).toBe('E');
    const messages = (refused.errors ?? []).map((error) => `${error.element}: ${error.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^noRule: User task "noRule Node noRule" has no approver rule/),
      expect.stringMatching(/^ghostUser: .*"nobody-such" does not exist/),
      expect.stringMatching(/^ghostRole: .*"NO_SUCH_ROLE" does not exist/),
    ]);

    const noDefault = amountGatewayModel('noDefault', { id: 'a', approvers: [{ kind: 'user', value: 'approver' }] }, { id: 'b', approvers: [{ kind: 'user', value: 'admin' }] }, 'taxTotalAmount', 1).replace(' default="small"', '');
    const gateway = await admin.deploy(noDefault);
    expect(gateway.status).toBe('E');
    expect(gateway.errors).toContainEqual(expect.objectContaining({ element: 'amountGateway', message: expect.stringContaining('"small" has no condition') }));

    const unreadable = await admin.deploy('<bpmn:definitions');
    expect(unreadable).toMatchObject({ status: 'E', errors: [{ field: 'bpmnXml' }] });
    const models = await admin.call<Row[]>('PROCESS_LIST', 'bpm', 'bpmProcessModelRestful', 'listByPage', { modelKey_like: 'noEnd' });
    expect(models.data).toEqual([]);
  });

  it('makes a new version on each deploy, lists and exports them', async () => {
    const xml = chainModel('versioned', [{ id: 'check', approvers: [{ kind: 'role', value: 'PUR_APPROVER' }] }]);
    const first = await admin.deploy(xml);
    const second = await admin.deploy(xml);
    expect([first.status, second.status]).toEqual(['S', 'S']);
    expect([first.data.modelVersion, second.data.modelVersion]).toEqual([1, 2]);
    const listed = await admin.call<Row[]>('PROCESS_LIST', 'bpm', 'bpmProcessModelRestful', 'listByPage', { modelKey: 'versioned' });
    expect(listed.data.map((model) => model.modelVersion)).toEqual([2, 1]);
    const path = '/api/bpm/v1/bpmProcessModelRestful/exportBpmn';
    const menu = await admin.menu('PROCESS_LIST');
    const init = signedRequestInit(admin.client.login, { path, body: { id: first.data.modelId }, headers: { menuId: String(menu.menuId), respId: String(menu.respId) } });
    const response = await fetch(`${server.baseUrl}${path}`, init);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('versioned-v1.bpmn');
    expect(await response.text()).toBe(xml);
  });

  it('keeps the category of the key for a version deployed without one, and takes a new one when given', async () => {
    const xml = chainModel('categorised', [{ id: 'check', approvers: [{ kind: 'user', value: 'approver' }] }]);
    const deploy = (category?: string) => admin.call('PROCESS_LIST', 'bpm', 'bpmProcessModelRestful', 'doDeploy', { bpmnXml: xml, category });
    const versions = [await deploy('PURCHASE'), await deploy(), await deploy('  '), await deploy('CONTRACT')];
    expect(versions.map((answer) => [answer.data.modelVersion, answer.data.category])).toEqual([
      [1, 'PURCHASE'],
      [2, 'PURCHASE'],
      [3, 'PURCHASE'],
      [4, 'CONTRACT'],
    ]);
  });
});

describe('running approvals', () => {
  it('runs a two-level approval to the end, each level in its approver\'s to-do', async () => {
    const xml = chainModel('twoLevels', [
      { id: 'level1', approvers: [{ kind: 'user', value: 'approver' }] },
      { id: 'level2', approvers: [{ kind: 'user', value: 'admin' }] },
    ]);
    expect((await admin.deploy(xml)).status).toBe('S');
    const instanceId = await startedInstance('twoLevels', takeOrder());
    expect(await admin.openTasks(instanceId)).toEqual([]);
    const [first] = await approver.openTasks(instanceId);
    expect(first).toMatchObject({ activityId: 'level1', status: 'OPEN' });
    expect((await approver.complete('doApproveTask', first, 'fine')).status).toBe('S');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    const [second] = await admin.openTasks(instanceId);
    expect(second).toMatchObject({ activityId: 'level2' });
    expect((await admin.complete('doApproveTask', second)).status).toBe('S');
    const instance = await admin.instance(instanceId);
    expect(instance.status).toBe('APPROVED');
    expect(historyActions(instance)).toEqual(['START', 'APPROVE', 'APPROVE', 'END_APPROVED']);
    expect(instance).not.toHaveProperty('engineState');
  });

  it('chooses the path by the document amount at an exclusive gateway', async () => {
    const [large, small] = [...orders].sort((a, b) => Number(b.taxTotalAmount) - Number(a.taxTotalAmount)).filter((_order, index, all) => index === 0 || index === all.length - 1);
    expect(Number(large.taxTotalAmount)).toBeGreaterThan(Number(small.taxTotalAmount));
    orders = orders.filter((order) => order !== large && order !== small);
    const xml = amountGatewayModel('byAmount', { id: 'buyerCheck', approvers: [{ kind: 'user', value: 'approver' }] }, { id: 'director', approvers: [{ kind: 'user', value: 'admin' }] }, 'taxTotalAmount', Number(large.taxTotalAmount));
    expect((await admin.deploy(xml)).status).toBe('S');
    const largeId = await startedInstance('byAmount', large);
    const smallId = await startedInstance('byAmount', small);
    for (const id of [largeId, smallId]) expect((await approver.complete('doApproveTask', (await approver.openTasks(id))[0])).status).toBe('S');
    expect((await admin.openTasks(largeId)).map((task) => task.activityId)).toEqual(['director']);
    expect((await admin.instance(largeId)).status).toBe('RUNNING');
    expect(await admin.openTasks(smallId)).toEqual([]);
    expect((await admin.instance(smallId)).status).toBe('APPROVED');
  });

  it('ends the process rejected when an approver rejects, cancelling the other tasks', async () => {
    const xml = chainModel('rejectable', [{ id: 'both', mode: 'all', approvers: [{ kind: 'user', value: 'approver' }, { kind: 'user', value: 'admin' }] }]);
    expect((await admin.deploy(xml)).status).toBe('S');
    const instanceId = await startedInstance('rejectable', takeOrder());
    const [task] = await approver.openTasks(instanceId);
    expect((await approver.complete('doRejectTask', task, 'price too high')).status).toBe('S');
    expect(await admin.openTasks(instanceId)).toEqual([]);
    const instance = await admin.instance(instanceId);
    expect(instance.status).toBe('REJECTED');
    expect(historyActions(instance)).toEqual(['START', 'REJECT', 'END_REJECTED']);
    expect((instance.history as Row[])[1]).toMatchObject({ actionComment: 'price too high' });
  });

  it('countersign waits for every approver; sequential opens the next one only after the first', async () => {
    const xml = chainModel('countersign', [
      { id: 'all', mode: 'all', approvers: [{ kind: 'user', value: 'approver' }, { kind: 'user', value: 'admin' }] },
      { id: 'inTurn', mode: 'sequential', approvers: [{ kind: 'user', value: 'admin' }, { kind: 'user', value: 'approver' }] },
    ]);
    expect((await admin.deploy(xml)).status).toBe('S');
    const instanceId = await startedInstance('countersign', takeOrder());
    expect((await approver.complete('doApproveTask', (await approver.openTasks(instanceId))[0])).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('RUNNING');
    const [adminAll] = await admin.openTasks(instanceId);
    expect(adminAll.activityId).toBe('all');
    expect((await admin.complete('doApproveTask', adminAll)).status).toBe('S');
    expect(await approver.openTasks(instanceId)).toEqual([]);
    expect((await admin.complete('doApproveTask', (await admin.openTasks(instanceId))[0])).status).toBe('S');
    const [last] = await approver.openTasks(instanceId);
    expect(last).toMatchObject({ activityId: 'inTurn' });
    expect((await approver.complete('doApproveTask', last)).status).toBe('S');
    expect((await admin.instance(instanceId)).status).toBe('APPROVED');
  });

  it('or-sign: the first approver decides and the others\' tasks are cancelled', async () => {
    const xml = chainModel('orSign', [{ id: 'any', mode: 'any', approvers: [{ kind: 'user', value: 'approver' }, { kind: 'user', value: 'admin' }] }]);
    expect((await admin.deploy(xml)).status).toBe('S');
    const instanceId = await startedInstance('orSign', takeOrder());
    const [adminTask] = await admin.openTasks(instanceId);
    expect((await approver.complete('doApproveTask', (await approver.openTasks(instanceId))[0])).status).toBe('S');
    const late = await admin.complete('doApproveTask', adminTask);
    expect(late.status).toBe('E');
    expect(late.msg).toContain('already been completed');
    expect((await admin.instance(instanceId)).status).toBe('APPROVED');
  });

  it('of two simultaneous completions of one task exactly one wins, the other is told why', async () => {
    const xml = chainModel('race', [
      { id: 'once', approvers: [{ kind: 'user', value: 'approver' }] },
      { id: 'after', approvers: [{ kind: 'user', value: 'admin' }] },
    ]);
    expect((await admin.deploy(xml)).status).toBe('S');
    const instanceId = await startedInstance('race', takeOrder());
    const [task] = await approver.openTasks(instanceId);
    const answers = await Promise.all([approver.complete('doApproveTask', task, 'first'), approver.complete('doRejectTask', task, 'second')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['E', 'S']);
    const loser = answers.find((answer) => answer.status === 'E');
    expect(loser?.msg).toBe('This task has already been completed or changed; refresh your to-do list');
    const instance = await admin.instance(instanceId);
    const decisions = historyActions(instance).filter((action) => action === 'APPROVE' || action === 'REJECT');
    expect(decisions).toHaveLength(1);
    expect(instance.status).toBe(decisions[0] === 'APPROVE' ? 'RUNNING' : 'REJECTED');
    expect((await admin.openTasks(instanceId)).length).toBe(decisions[0] === 'APPROVE' ? 1 : 0);
  });

  it('refuses a second approval of a document in approval, and a start with no approver to resolve', async () => {
    expect((await admin.deploy(chainModel('once', [{ id: 'a', approvers: [{ kind: 'user', value: 'approver' }] }]))).status).toBe('S');
    const order = takeOrder();
    await startedInstance('once', order);
    const again = await buyer.start('once', Number(order.poHeaderId));
    expect(again.status).toBe('E');
    expect(again.msg).toContain('already in approval');
    const missing = await buyer.start('no-such-model', Number(takeOrder().poHeaderId));
    expect(missing).toMatchObject({ status: 'E', errors: [{ field: 'modelKey' }] });
  });
});

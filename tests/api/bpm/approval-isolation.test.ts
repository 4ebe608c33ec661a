import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, historyActions, type Row } from './bpm-support';
import { draftOrders, submitOrder } from './order-approvals';

/**
 * Who sees an approval (bpmProcessInstance's participantScope, bpmTask's userScope): its instance and
 * history only the submitter and the approvers past and present, and holders of the monitoring menu; a task
 * only its assignee. To anyone else an instance answers exactly like a missing one.
 */
const MISSING = 987_654_321;
let server: TestServer;
const users = {} as Record<'admin' | 'buyer' | 'approver' | 'director' | 'finance' | 'supplier1', BpmCaller>;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'buyer', 'approver', 'director', 'finance', 'supplier1'] as const) users[who] = new BpmCaller(await signIn(server.baseUrl, who, 'EN'));
});
afterAll(async () => {
  await server?.stop();
});

function findInstance(caller: BpmCaller, menu: string, id: number) {
  return caller.call(menu, 'bpm', 'bpmProcessInstanceRestful', 'findById', { id });
}

async function listedInstances(caller: BpmCaller, menu: string): Promise<number[]> {
  const answer = await caller.call<Row[]>(menu, 'bpm', 'bpmProcessInstanceRestful', 'listByPage', { pageRows: 500 });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data.map((row) => Number(row.instanceId));
}

async function historyOf(caller: BpmCaller, menu: string, instanceId: number): Promise<string[]> {
  const answer = await caller.call<Row[]>(menu, 'bpm', 'bpmTaskHistoryRestful', 'listByPage', { instanceId, pageRows: 100 });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data.map((row) => String(row.action));
}

/** The answer with the asked id blanked, to compare with a missing record's. */
function blanked(answer: ApiEnvelope<unknown>, id: number): unknown {
  return { ...answer, msg: answer.msg.replace(new RegExp(`\\b${id}\\b`, 'g'), '<id>') };
}

/** The instance answers this caller exactly like one that does not exist, in the list, by id and in the history. */
async function hiddenFrom(caller: BpmCaller, menu: string, instanceId: number): Promise<void> {
  const found = await findInstance(caller, menu, instanceId);
  expect(found.status).toBe('E');
  expect(blanked(found, instanceId)).toEqual(blanked(await findInstance(caller, menu, MISSING), MISSING));
  expect(await listedInstances(caller, menu)).not.toContain(instanceId);
  expect(await historyOf(caller, menu, instanceId)).toEqual([]);
}

async function shownTo(caller: BpmCaller, menu: string, instanceId: number): Promise<Row> {
  const found = await findInstance(caller, menu, instanceId);
  expect(found.status, found.msg).toBe('S');
  expect(await listedInstances(caller, menu)).toContain(instanceId);
  expect(await historyOf(caller, menu, instanceId)).toEqual(historyActions(found.data));
  return found.data;
}

async function instanceOfOrder(orderId: number): Promise<number> {
  const answer = await users.admin.call<Row[]>('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'listByPage', { businessEntity: 'srmPoHeader', businessId: orderId });
  expect(answer.data).toHaveLength(1);
  return Number(answer.data[0].instanceId);
}

describe('who sees an approval', () => {
  it('shows an instance and its history to its submitter and its approvers once their turn came, and to monitoring; to nobody else', async () => {
    const { admin, buyer, approver, director } = users;
    const [orderId] = await draftOrders(buyer, 1, 'isolation');
    expect((await submitOrder(buyer, orderId)).status).toBe('S');
    const instanceId = await instanceOfOrder(orderId);

    await shownTo(buyer, 'PROCESS_INITIATE', instanceId);
    expect(historyActions(await shownTo(approver, 'MY_UPCOMING', instanceId))).toEqual(['START']);
    // The director's turn has not come: nothing of it reaches him. The administrator takes no part, but he
    // holds the monitoring menu: he sees it there and through any other menu of his (an order's approvals tab).
    await hiddenFrom(director, 'MY_APPROVAL', instanceId);
    await shownTo(admin, 'PROCESS_MONITORING', instanceId);
    await shownTo(admin, 'MY_APPROVAL', instanceId);

    const [task] = await approver.openTasks(instanceId);
    const othersTask = await director.call('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'findById', { id: task.taskId });
    expect(blanked(othersTask, Number(task.taskId))).toEqual(blanked(await director.call('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'findById', { id: MISSING }), MISSING));
    expect((await approver.complete('doApproveTask', task)).status).toBe('S');

    // The approver acted (a past participant), the director now holds a task (a present one).
    expect(historyActions(await shownTo(approver, 'MY_APPROVAL', instanceId))).toEqual(['START', 'APPROVE']);
    await shownTo(director, 'MY_UPCOMING', instanceId);
  });

  it('lists each user only his own tasks', async () => {
    for (const who of ['approver', 'director', 'finance', 'buyer'] as const) {
      const answer = await users[who].call<Row[]>('MY_UPCOMING', 'bpm', 'bpmTaskRestful', 'listByPage', { pageRows: 500 });
      expect(answer.status, answer.msg).toBe('S');
      expect(new Set(answer.data.map((row) => row.assigneeId))).toEqual(answer.data.length ? new Set([users[who].client.login.user.userId]) : new Set());
    }
  });

  it('hides the instance of an order in an organisation the buyer is not granted, which its approver still sees', async () => {
    const { admin, buyer, approver } = users;
    const orgs = await admin.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SZ01' });
    const suppliers = await admin.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
    const saved = await admin.call('PO_LIST', 'srm', 'srmPoHeaderRestful', 'saveOrUpdate', {
      orgId: orgs.data[0].orgId,
      supplierId: suppliers.data[0].supplierId,
      buyerId: admin.client.login.user.userId,
      startDate: '2026-12-01',
      description: 'isolation SZ01',
      lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: 800, demandDate: '2026-12-10' }],
    });
    expect(saved.status, saved.msg).toBe('S');
    const orderId = Number(saved.data.poHeaderId);
    const submitted = await admin.call('PO_LIST', 'srm', 'srmPoHeaderRestful', 'doSubmit', { id: orderId });
    expect(submitted.status, submitted.msg).toBe('S');
    const instanceId = await instanceOfOrder(orderId);
    await hiddenFrom(buyer, 'PROCESS_INITIATE', instanceId);
    await shownTo(approver, 'MY_UPCOMING', instanceId);
  });

  it('gives supplier users no approval screen at all', async () => {
    const menus = await users.supplier1.client.adapter.request<Row[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus' });
    expect(menus.data.map((row) => row.menuCode)).not.toEqual(expect.arrayContaining(['BPM']));
    expect(menus.data.filter((row) => ['myUpcoming', 'myApproval', 'processInitiate', 'processMonitoring'].includes(String(row.htmlUrl)))).toEqual([]);
  });
});

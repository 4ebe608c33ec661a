import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, chainModel, type Row } from './bpm-support';

/**
 * The approver kind `deptHead` (value: the level, 1 = the submitter's own department head): resolved when
 * the node's tasks are created, from the submitter's employee record (his primary position in force, else
 * his department) up the department tree. Demo organisation (seed/demo/records/181, 185): buyer in 采购一部
 * (head approver), under 采购中心 (head director), under 总经办 (no head); admin heads 信息技术部 himself.
 */
let server: TestServer;
let admin: BpmCaller;
let buyer: BpmCaller;
let users: Record<'buyer' | 'approver' | 'director' | 'admin', number>;
let orgId: number;
let supplierId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = new BpmCaller(await signIn(server.baseUrl, 'admin', 'EN'));
  buyer = new BpmCaller(await signIn(server.baseUrl, 'buyer', 'EN'));
  const ids = await Promise.all((['buyer', 'approver', 'director', 'admin'] as const).map(async (name) => {
    const found = await admin.call<Row[]>('USER_MANAGE', 'base', 'baseUsersRestful', 'listByPage', { userName: name });
    return [name, Number(found.data[0].userId)] as const;
  }));
  users = Object.fromEntries(ids) as typeof users;
  const orgs = await admin.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
  const suppliers = await admin.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
  supplierId = Number(suppliers.data[0].supplierId);
});
afterAll(async () => {
  await server?.stop();
});

/** A new draft order saved by the caller (his own document). */
async function draftOrder(caller: BpmCaller): Promise<number> {
  const saved = await caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', 'saveOrUpdate', {
    orgId, supplierId, buyerId: users.buyer, startDate: '2026-12-01', description: 'department heads',
    lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: 10, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  return Number(saved.data.poHeaderId);
}

/** Deploys a one-node model naming the level, and the submitter starts it on a new order of his: the assignees, or the refusal. */
async function headsFor(key: string, level: string, submitter: BpmCaller): Promise<number[] | string> {
  const deployed = await admin.deploy(chainModel(key, [{ id: 'head', approvers: [{ kind: 'deptHead', value: level }] }]));
  expect(deployed.status, deployed.msg).toBe('S');
  const started = await submitter.start(key, await draftOrder(submitter));
  if (started.status !== 'S') return started.msg;
  const database = await server.database.open();
  const tasks = await database.db.selectFrom('bpm_tasks').select('assigneeId').where('instanceId', '=', Number(started.data.instanceId)).execute().finally(() => database.close());
  return tasks.map((task) => Number(task.assigneeId));
}

async function department(code: string): Promise<Row> {
  const found = await admin.call<Row[]>('ORG_DEPARTMENT', 'base', 'baseDepartmentRestful', 'listByPage', { departmentCode: code });
  return found.data[0];
}

async function setHead(code: string, headUserId: number | null): Promise<void> {
  const row = await department(code);
  const saved = await admin.call('ORG_DEPARTMENT', 'base', 'baseDepartmentRestful', 'saveOrUpdate', { ...row, headUserId });
  expect(saved.status, saved.msg).toBe('S');
}

describe('department head approvers', () => {
  it('level 1 is the head of the submitter\'s department, level 2 the head of the department above', async () => {
    expect(await headsFor('headOwn', '1', buyer)).toEqual([users.approver]);
    expect(await headsFor('headAbove', '2', buyer)).toEqual([users.director]);
  });

  it('a level whose department has no head stops the start naming the node, like any rule naming nobody', async () => {
    expect(await headsFor('headTop', '3', buyer)).toBe('Node "head Node head" resolves to no approver (deptHead:3); nothing was submitted');
    expect(await headsFor('headBeyond', '5', buyer)).toBe('Node "head Node head" resolves to no approver (deptHead:5); nothing was submitted');
  });

  it('a submitter who heads his own department goes to the head above him, never to himself', async () => {
    await setHead('PUR1', users.buyer);
    try {
      expect(await headsFor('headSelf', '1', buyer)).toEqual([users.director]);
    } finally {
      await setHead('PUR1', users.approver);
    }
    // admin heads 信息技术部, whose parent 总经办 has no head.
    expect(await headsFor('headSelfTop', '1', admin)).toBe('Node "head Node head" resolves to no approver (deptHead:1); nothing was submitted');
  });

  it('the primary position in force decides the department: a new primary position in 采购二部 takes its head', async () => {
    const pur2 = await department('PUR2');
    await setHead('PUR2', users.admin);
    const found = await admin.call<Row[]>('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'listByPage', { employeeNumber: 'E0012' });
    const employee = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'findById', { id: found.data[0].employeeId });
    const positions = employee.data.positions as Row[];
    const p014 = await admin.call<Row[]>('ORG_POSITION', 'base', 'basePositionRestful', 'listByPage', { positionCode: 'P014' });
    expect(p014.data[0].departmentId).toBe(pur2.departmentId);
    const moved = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'saveOrUpdate', {
      ...employee.data,
      positions: [{ ...positions[0], endDate: '2026-01-31', primaryFlag: 'N' }, { positionId: p014.data[0].positionId, startDate: '2026-02-01', primaryFlag: 'Y' }],
    });
    expect(moved.status, moved.msg).toBe('S');
    expect(await headsFor('headMoved', '1', buyer)).toEqual([users.admin]);
  });

  it('a user who is no employee has no department head', async () => {
    const found = await admin.call<Row[]>('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'listByPage', { employeeNumber: 'E0012' });
    const employee = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'findById', { id: found.data[0].employeeId });
    const unlinked = await admin.call('ORG_EMPLOYEE', 'base', 'baseEmployeeRestful', 'saveOrUpdate', { ...employee.data, userId: null });
    expect(unlinked.status, unlinked.msg).toBe('S');
    expect(await headsFor('headNobody', '1', buyer)).toBe('Node "head Node head" resolves to no approver (deptHead:1); nothing was submitted');
  });

  it('a deploy naming no level from 1 to 9 is refused naming the element', async () => {
    const refused = await admin.deploy(chainModel('headBad', [{ id: 'head', approvers: [{ kind: 'deptHead', value: 'manager' }] }]));
    expect(refused.errors).toEqual([{
      field: 'bpmnXml',
      element: 'head',
      message: 'User task "head Node head": department head level "manager" is not a whole number from 1 to 9 (1 is the submitter\'s department head, 2 the head of the department above)',
    }]);
  });
});

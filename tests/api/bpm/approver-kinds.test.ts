import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, chainModel, type Row } from './bpm-support';

/**
 * The approver kinds beyond named users and responsibilities: process roles (maintained on processRoleList),
 * organisation-permit holders, and a document field naming a user. Each is checked at deploy (a rule naming
 * nothing is refused with its element) and resolved when the task is created.
 */
let server: TestServer;
let admin: BpmCaller;
let users: Record<'buyer' | 'approver' | 'director' | 'finance', number>;
let orgs: Record<'SH01' | 'SZ01', number>;
let supplierId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = new BpmCaller(await signIn(server.baseUrl, 'admin', 'EN'));
  const ids = await Promise.all((['buyer', 'approver', 'director', 'finance'] as const).map(async (name) => {
    const found = await admin.call<Row[]>('USER_MANAGE', 'base', 'baseUsersRestful', 'listByPage', { userName: name });
    return [name, Number(found.data[0].userId)] as const;
  }));
  users = Object.fromEntries(ids) as typeof users;
  const orgRows = await admin.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { pageRows: 20 });
  orgs = Object.fromEntries(orgRows.data.map((row) => [String(row.orgCode), Number(row.orgId)])) as typeof orgs;
  const suppliers = await admin.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
  supplierId = Number(suppliers.data[0].supplierId);
});
afterAll(async () => {
  await server?.stop();
});

/** A new draft order of the organisation, the buyer as its buyer and `description` as given. */
async function draftOrder(orgCode: 'SH01' | 'SZ01', description = 'approver kinds'): Promise<number> {
  const saved = await admin.call('PO_LIST', 'srm', 'srmPoHeaderRestful', 'saveOrUpdate', {
    orgId: orgs[orgCode],
    supplierId,
    buyerId: users.buyer,
    startDate: '2026-12-01',
    description,
    lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: 10, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  return Number(saved.data.poHeaderId);
}

/** Deploys a one-node model and starts it by hand on the order; answers the assignees of the node's tasks. */
async function assigneesFor(key: string, approvers: { kind: string; value: string }[], orderId: number): Promise<number[]> {
  const deployed = await admin.deploy(chainModel(key, [{ id: 'check', approvers, mode: 'all' }]));
  expect(deployed.status, deployed.msg).toBe('S');
  const started = await admin.start(key, orderId);
  expect(started.status, started.msg).toBe('S');
  // Each user lists only his own tasks: the rows are read behind the API.
  const database = await server.database.open();
  const tasks = await database.db.selectFrom('bpm_tasks').select('assigneeId').where('instanceId', '=', Number(started.data.instanceId)).execute().finally(() => database.close());
  return tasks.map((task) => Number(task.assigneeId)).sort((a, b) => a - b);
}

function role(body: Row) {
  return admin.call('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'saveOrUpdate', body);
}

describe('process roles', () => {
  it('are kept with their members: created, read with them, changed and deleted on processRoleList', async () => {
    const created = await role({ roleCode: 'TEST_CRUD', roleName: '测试角色', roleNameEn: 'Test role', members: [{ userId: users.approver }, { userId: users.finance, orgId: orgs.SZ01 }] });
    expect(created.status, created.msg).toBe('S');
    const id = created.data.roleId;
    const read = await admin.call('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'findById', { id });
    expect(read.data).toMatchObject({ roleCode: 'TEST_CRUD', enabledFlag: 'Y' });
    expect((read.data.members as Row[]).map((member) => [member.userId, member.orgId, member.userName])).toEqual([
      [users.approver, null, 'approver'],
      [users.finance, orgs.SZ01, 'finance'],
    ]);
    const changed = await role({ roleId: id, versionNum: read.data.versionNum, roleName: '测试角色2', members: [{ userId: users.director }] });
    expect(changed.status, changed.msg).toBe('S');
    expect((changed.data.members as Row[]).map((member) => member.userId)).toEqual([users.director]);
    const missingUser = await role({ roleCode: 'TEST_NO_USER', roleName: 'x', members: [{ orgId: orgs.SH01 }] });
    expect(missingUser.status).toBe('E');
    expect(missingUser.errors?.[0]).toMatchObject({ field: 'userId', line: { collection: 'members', index: 0 } });
    const twice = await role({ roleCode: 'TEST_CRUD', roleName: 'again' });
    expect(twice.status).toBe('E');
    const listed = await admin.call<Row[]>('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'listByPage', { roleCode_like: 'TEST_CRUD' });
    expect(listed.data.map((row) => row.roleCode)).toEqual(['TEST_CRUD']);
    const removed = await admin.call('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'delete', { id, versionNum: changed.data.versionNum });
    expect(removed.status, removed.msg).toBe('S');
    expect((await admin.call('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'findById', { id })).status).toBe('E');
  });

  it('the demo role PO_SECOND_LEVEL holds the two second-level approvers', async () => {
    const listed = await admin.call<Row[]>('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'listByPage', { roleCode: 'PO_SECOND_LEVEL' });
    const read = await admin.call('PROCESS_ROLE_LIST', 'bpm', 'bpmProcessRoleRestful', 'findById', { id: listed.data[0].roleId });
    expect((read.data.members as Row[]).map((member) => member.userName)).toEqual(['director', 'finance']);
  });

  it('resolve to their members, those scoped to an organisation only for its documents', async () => {
    const made = await role({ roleCode: 'TEST_SCOPED', roleName: '限定组织', members: [{ userId: users.director }, { userId: users.finance, orgId: orgs.SZ01 }] });
    expect(made.status, made.msg).toBe('S');
    expect(await assigneesFor('roleSH', [{ kind: 'processRole', value: 'TEST_SCOPED' }], await draftOrder('SH01'))).toEqual([users.director]);
    expect(await assigneesFor('roleSZ', [{ kind: 'processRole', value: 'TEST_SCOPED' }], await draftOrder('SZ01'))).toEqual([users.director, users.finance].sort((a, b) => a - b));
    expect(await assigneesFor('roleDemo', [{ kind: 'processRole', value: 'PO_SECOND_LEVEL' }], await draftOrder('SH01'))).toEqual([users.director, users.finance].sort((a, b) => a - b));
  });

  it('a deploy naming an unknown or disabled process role is refused naming the element', async () => {
    const unknown = await admin.deploy(chainModel('roleUnknown', [{ id: 'check', approvers: [{ kind: 'processRole', value: 'NO_SUCH_ROLE' }] }]));
    expect(unknown.status).toBe('E');
    expect(unknown.errors).toEqual([{ field: 'bpmnXml', element: 'check', message: 'User task "check Node check": process role "NO_SUCH_ROLE" does not exist or is disabled' }]);
    const made = await role({ roleCode: 'TEST_OFF', roleName: '停用', enabledFlag: 'N', members: [{ userId: users.director }] });
    expect(made.status, made.msg).toBe('S');
    const disabled = await admin.deploy(chainModel('roleOff', [{ id: 'check', approvers: [{ kind: 'processRole', value: 'TEST_OFF' }] }]));
    expect(disabled.errors?.[0]).toMatchObject({ element: 'check' });
  });

  it('a role with no member for the document stops the start naming the node', async () => {
    const made = await role({ roleCode: 'TEST_SZ_ONLY', roleName: '仅深圳', members: [{ userId: users.finance, orgId: orgs.SZ01 }] });
    expect(made.status, made.msg).toBe('S');
    const deployed = await admin.deploy(chainModel('roleNobody', [{ id: 'check', approvers: [{ kind: 'processRole', value: 'TEST_SZ_ONLY' }] }]));
    expect(deployed.status, deployed.msg).toBe('S');
    const refused = await admin.start('roleNobody', await draftOrder('SH01'));
    expect(refused).toMatchObject({ status: 'E', msg: 'Node "check Node check" resolves to no approver (processRole:TEST_SZ_ONLY); nothing was submitted' });
  });
});

describe('organisation-permit holders', () => {
  it('resolve to the holders of the responsibility who hold a permit for the document organisation', async () => {
    // approver, director and finance hold PUR_APPROVER and permits for HQ and SH01 (seed/demo/purchasing.json).
    expect(await assigneesFor('permitSH', [{ kind: 'orgPermit', value: 'PUR_APPROVER' }], await draftOrder('SH01'))).toEqual(
      [users.approver, users.director, users.finance].sort((a, b) => a - b),
    );
    const deployed = await admin.deploy(chainModel('permitSZ', [{ id: 'check', approvers: [{ kind: 'orgPermit', value: 'PUR_APPROVER' }] }]));
    expect(deployed.status, deployed.msg).toBe('S');
    const refused = await admin.start('permitSZ', await draftOrder('SZ01'));
    expect(refused).toMatchObject({ status: 'E', msg: 'Node "check Node check" resolves to no approver (orgPermit:PUR_APPROVER); nothing was submitted' });
  });

  it('a deploy naming an unknown responsibility or nothing is refused naming the element', async () => {
    const unknown = await admin.deploy(chainModel('permitUnknown', [{ id: 'check', approvers: [{ kind: 'orgPermit', value: 'NO_RESP' }] }]));
    expect(unknown.errors).toEqual([{ field: 'bpmnXml', element: 'check', message: 'User task "check Node check": approver role "NO_RESP" does not exist' }]);
    const empty = await admin.deploy(chainModel('permitEmpty', [{ id: 'check', approvers: [{ kind: 'orgPermit', value: '' }] }]));
    expect(empty.errors).toEqual([{ field: 'bpmnXml', element: 'check', message: 'User task "check Node check": an approver rule (orgPermit) names nothing' }]);
  });
});

describe('a document field naming the approver', () => {
  it('a user id field (the order buyer) or a text field holding a user name resolves to that user', async () => {
    expect(await assigneesFor('fieldBuyer', [{ kind: 'field', value: 'buyerId' }], await draftOrder('SH01'))).toEqual([users.buyer]);
    expect(await assigneesFor('fieldName', [{ kind: 'field', value: 'description' }], await draftOrder('SH01', 'finance'))).toEqual([users.finance]);
    const deployed = await admin.deploy(chainModel('fieldNobody', [{ id: 'check', approvers: [{ kind: 'field', value: 'contractCode' }] }]));
    expect(deployed.status, deployed.msg).toBe('S');
    const refused = await admin.start('fieldNobody', await draftOrder('SH01'));
    expect(refused).toMatchObject({ status: 'E', msg: 'Node "check Node check" resolves to no approver (field:contractCode); nothing was submitted' });
  });

  it('on a model a document type binds, a field it does not have, or one naming no user, is refused at deploy', async () => {
    // poApproval is the key srmPoHeader.doSubmit starts: its fields are known.
    const unknown = await admin.deploy(chainModel('poApproval', [{ id: 'check', approvers: [{ kind: 'field', value: 'buyerIdd' }] }]));
    expect(unknown.errors).toEqual([
      { field: 'bpmnXml', element: 'check', message: 'User task "check Node check": approver field "buyerIdd" is no field of document type srmPoHeader naming a user (a user id or a user name)' },
    ]);
    const notUser = await admin.deploy(chainModel('poApproval', [{ id: 'check', approvers: [{ kind: 'field', value: 'supplierId' }] }]));
    expect(notUser.errors?.[0]).toMatchObject({ element: 'check' });
    const creator = await admin.deploy(chainModel('poApprovalLarge', [{ id: 'check', approvers: [{ kind: 'field', value: 'createdBy' }] }]));
    expect(creator.status, creator.msg).toBe('S');
  });
});

describe('the start form of processInitiate', () => {
  it('offers the deployed keys, the document types and the documents the caller may see, then starts the chosen one', async () => {
    const buyer = new BpmCaller(await signIn(server.baseUrl, 'buyer', 'EN'));
    const choices = (body: Row) => buyer.call<{ value: unknown; label: string }[]>('PROCESS_INITIATE', 'bpm', 'bpmProcessInstanceRestful', 'findStartChoices', body);
    const models = await choices({ field: 'modelKey' });
    expect(models.status, models.msg).toBe('S');
    expect(models.data.map((choice) => choice.value)).toEqual(expect.arrayContaining(['poApproval', 'poApprovalLarge']));
    const entities = await choices({ field: 'entity' });
    expect(entities.data).toContainEqual({ value: 'srmPoHeader', label: 'Purchase order (srmPoHeader)' });
    const orderId = await draftOrder('SH01', 'start form');
    const order = await buyer.call('PO_LIST', 'srm', 'srmPoHeaderRestful', 'findById', { id: orderId });
    const documents = await choices({ field: 'id', entity: 'srmPoHeader', keyword: String(order.data.poNumber) });
    expect(documents.data).toEqual([{ value: orderId, label: `${String(order.data.poNumber)} · DRAFT` }]);
    // Organisation scope: the buyer holds no permit for SZ01, so its orders are not offered to him.
    const foreign = await draftOrder('SZ01');
    const foreignOrder = await admin.call('PO_LIST', 'srm', 'srmPoHeaderRestful', 'findById', { id: foreign });
    expect((await choices({ field: 'id', entity: 'srmPoHeader', keyword: String(foreignOrder.data.poNumber) })).data).toEqual([]);
    expect(await choices({ field: 'nope' })).toMatchObject({ status: 'E', errors: [{ field: 'field' }] });
    expect(await choices({ field: 'id', entity: 'bpmTask' })).toMatchObject({ status: 'E', errors: [{ field: 'entity' }] });

    const started = await buyer.call('PROCESS_INITIATE', 'bpm', 'bpmProcessInstanceRestful', 'doStartProcess', { modelKey: 'poApproval', entity: 'srmPoHeader', id: orderId });
    expect(started.status, started.msg).toBe('S');
    expect(started.data).toMatchObject({ businessId: orderId, status: 'RUNNING', startAction: null });
  });
});

describe('the designer pickers', () => {
  it('offer users, responsibilities, process roles and the fields of the document types bound to the key', async () => {
    const answer = await admin.call<{ users: Row[]; roles: Row[]; processRoles: Row[]; documents: { entity: string; userFields: Row[]; editableFields: Row[] }[] }>(
      'PROCESS_LIST', 'bpm', 'bpmProcessModelRestful', 'findApproverChoices', { processKey: 'poApproval' },
    );
    expect(answer.status, answer.msg).toBe('S');
    expect(answer.data.users).toContainEqual({ value: 'approver', label: '李审批 (approver)' });
    expect(answer.data.roles.map((choice) => choice.value)).toContain('PUR_APPROVER');
    expect(answer.data.processRoles).toContainEqual({ value: 'PO_SECOND_LEVEL', label: 'Purchase order second level (PO_SECOND_LEVEL)' });
    expect(answer.data.documents.map((document) => document.entity)).toEqual(['srmPoHeader']);
    const [orders] = answer.data.documents;
    expect(orders.userFields.map((choice) => choice.value)).toEqual(expect.arrayContaining(['buyerId', 'createdBy']));
    expect(orders.userFields.map((choice) => choice.value)).not.toContain('supplierId');
    expect(orders.editableFields.map((choice) => choice.value)).toContain('description');
    expect(orders.editableFields.map((choice) => choice.value)).not.toContain('status');
    const unbound = await admin.call<{ documents: unknown[] }>('PROCESS_LIST', 'bpm', 'bpmProcessModelRestful', 'findApproverChoices', { processKey: 'handOnly' });
    expect(unbound.data.documents).toEqual([]);
  });
});

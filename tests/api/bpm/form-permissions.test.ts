import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, chainModel, type Row } from './bpm-support';

/**
 * Form permissions per node (srm:formField): while a purchase order is in approval it is read-only, except
 * the fields the current node opens to its current approver, through the order's own saveOrUpdate.
 */
let server: TestServer;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;
let director: BpmCaller;
let orgId: number;
let supplierId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer, approver, director] = (
    await Promise.all((['admin', 'buyer', 'approver', 'director'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))
  ).map((client) => new BpmCaller(client));
  const suppliers = await buyer.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
  supplierId = Number(suppliers.data[0].supplierId);
  const orgs = await buyer.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SH01' });
  orgId = Number(orgs.data[0].orgId);
  // A new version of the model srmPoHeader.doSubmit starts under 100,000: the approver may change the notes.
  const deployed = await admin.deploy(chainModel('poApproval', [{
    id: 'buyerManager',
    approvers: [{ kind: 'user', value: 'approver' }],
    formFields: [{ name: 'description', access: 'edit' }, { name: 'settlementWay', access: 'read' }],
  }]));
  expect(deployed.status, deployed.msg).toBe('S');
});
afterAll(async () => {
  await server?.stop();
});

function order(caller: BpmCaller, operation: string, body: Row) {
  return caller.call('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
}

async function read(id: unknown): Promise<Row> {
  const answer = await order(buyer, 'findById', { id });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

/** A new order of the buyer's, submitted: in approval at the approver. */
async function inApproval(): Promise<Row> {
  const saved = await order(buyer, 'saveOrUpdate', {
    orgId,
    supplierId,
    buyerId: buyer.client.login.user.userId,
    startDate: '2026-12-01',
    description: 'form permissions',
    settlementWay: 'TRANSFER',
    lines: [{ itemName: '测试物料', demandQty: 2, taxPrice: 50, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  const submitted = await order(buyer, 'doSubmit', { id: saved.data.poHeaderId, versionNum: saved.data.versionNum });
  expect(submitted.status, submitted.msg).toBe('S');
  return submitted.data;
}

describe('form permissions of a node', () => {
  it('are checked at deploy against the fields of the document types bound to the key', async () => {
    const unknown = await admin.deploy(chainModel('poApproval', [{ id: 'n1', approvers: [{ kind: 'user', value: 'approver' }], formFields: [{ name: 'descripton', access: 'edit' }] }]));
    expect(unknown.errors).toEqual([{ field: 'bpmnXml', element: 'n1', message: 'User task "n1 Node n1": form field "descripton" is no editable field of document type srmPoHeader' }]);
    const readOnly = await admin.deploy(chainModel('poApproval', [{ id: 'n1', approvers: [{ kind: 'user', value: 'approver' }], formFields: [{ name: 'status', access: 'edit' }] }]));
    expect(readOnly.errors?.[0]).toMatchObject({ element: 'n1' });
    const access = await admin.deploy(chainModel('poApproval', [{ id: 'n1', approvers: [{ kind: 'user', value: 'approver' }], formFields: [{ name: 'description', access: 'write' }] }]));
    expect(access.errors).toEqual([{ field: 'bpmnXml', element: 'n1', message: 'User task "n1 Node n1": form field "description" has access "write", not one of read / edit' }]);
  });

  it('the current approver saves an opened field; a closed field or a line change is refused naming it', async () => {
    const made = await inApproval();
    const [task] = await approver.openTasks(Number((await admin.call<Row[]>('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'listByPage', { businessId: made.poHeaderId, businessEntity: 'srmPoHeader', status: 'RUNNING' })).data[0].instanceId));
    expect(task.editableFields).toBe('description');

    const saved = await order(approver, 'saveOrUpdate', { ...made, description: 'checked by the approver' });
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ status: 'SUBMITTED', description: 'checked by the approver', settlementWay: 'TRANSFER' });

    const closed = await order(approver, 'saveOrUpdate', { ...saved.data, settlementWay: 'CASH' });
    expect(closed.status).toBe('E');
    expect(closed.errors).toEqual([{ field: 'settlementWay', message: '"Settlement" cannot be changed while the document is in approval (the current approval step does not open it)' }]);
    const lines = saved.data.lines as Row[];
    const lineChange = await order(approver, 'saveOrUpdate', { ...saved.data, lines: [{ ...lines[0], demandQty: 3 }] });
    expect(lineChange.errors).toEqual([{ field: 'lines', message: '"Purchase order line" cannot be changed while the document is in approval' }]);
    // Sending the lines as they are changes nothing of them.
    const sameLines = await order(approver, 'saveOrUpdate', { ...saved.data, description: 'again' });
    expect(sameLines.status, sameLines.msg).toBe('S');
    expect((await read(made.poHeaderId)).settlementWay).toBe('TRANSFER');
  });

  it('anyone else is refused: the submitter and a user holding no open task of it', async () => {
    const made = await inApproval();
    for (const caller of [buyer, director]) {
      const refused = await order(caller, 'saveOrUpdate', { ...made, description: 'not mine to change' });
      expect(refused).toMatchObject({ status: 'E', msg: `Document ${String(made.poNumber)} is in approval; only its current approver may change it` });
      expect(refused.errors?.[0]).toMatchObject({ field: 'poHeaderId' });
    }
    expect((await read(made.poHeaderId)).description).toBe('form permissions');
  });

  it('after the process ends the usual rules hold again: approved is read-only, rejected is the buyer\'s to edit', async () => {
    const approvedOrder = await inApproval();
    const approved = await order(approver, 'doApproval', { id: approvedOrder.poHeaderId });
    expect(approved.data.status).toBe('APPROVED');
    const late = await order(approver, 'saveOrUpdate', { ...approved.data, description: 'too late' });
    expect(late).toMatchObject({ status: 'E', msg: 'You may change this document only while it waits on your approval, and only the fields your step opens' });
    const lateByBuyer = await order(buyer, 'saveOrUpdate', { ...approved.data, description: 'too late' });
    expect(lateByBuyer.msg).toContain('cannot be changed or deleted when the status is');

    const rejectedOrder = await inApproval();
    const rejected = await order(approver, 'doReject', { id: rejectedOrder.poHeaderId, comment: 'price too high' });
    expect(rejected.data.status).toBe('REJECTED');
    const edited = await order(buyer, 'saveOrUpdate', { ...rejected.data, settlementWay: 'CASH', description: 'cheaper now' });
    expect(edited.status, edited.msg).toBe('S');
    // The approver holds no update right on the order list: his approving code lets him save only what his open task opens.
    const notTheApprover = await order(approver, 'saveOrUpdate', { ...edited.data, description: 'approver edits a rejected order' });
    expect(notTheApprover).toMatchObject({ status: 'E', msg: 'You may change this document only while it waits on your approval, and only the fields your step opens' });
    expect((await order(buyer, 'findById', { id: edited.data.poHeaderId })).data.description).toBe('cheaper now');
  });
});

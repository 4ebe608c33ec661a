import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { FileClient, SAMPLES } from '../files/support/file-client';
import { BpmCaller, type Row } from './bpm-support';

/**
 * An approver is named by his approver rule, whatever organisations he is granted: a document he takes
 * or took part in the approval of (a task of an instance on it, or a line of its history) is his to read
 * by id, and nothing more: it stays out of his lists, his saves and every document he took no part in.
 * The demo approver is granted HQ and SH01; the orders here belong to SZ01.
 */
const MISSING = 987_654_321;
let server: TestServer;
const users = {} as Record<'admin' | 'buyer' | 'approver', BpmCaller>;
let orgId: number;
let supplierId: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'buyer', 'approver'] as const) users[who] = new BpmCaller(await signIn(server.baseUrl, who, 'EN'));
  const orgs = await users.admin.call<Row[]>('PO_LIST', 'base', 'baseOrganizationRestful', 'listByPage', { orgCode: 'SZ01' });
  orgId = Number(orgs.data[0].orgId);
  const suppliers = await users.admin.call<Row[]>('PO_LIST', 'srm', 'srmPosSupplierInfoRestful', 'listByPage', { supplierNumber: 'S000003' });
  supplierId = Number(suppliers.data[0].supplierId);
});
afterAll(async () => {
  await server?.stop();
});

function order(caller: BpmCaller, operation: string, body: Row) {
  return caller.call<Row>('PO_LIST', 'srm', 'srmPoHeaderRestful', operation, body);
}

function files(caller: BpmCaller): FileClient {
  return new FileClient(server.baseUrl, caller.client.login, 'EN');
}

/** The files of these ids a widget of the caller's order list shows him. */
async function listedFiles(caller: BpmCaller, ids: number[]): Promise<number[]> {
  const answer = await files(caller).call<AttachmentFile[]>(FILE_PATHS.findByIds, { ids: ids.join(',') }, await caller.menu('PO_LIST'));
  expect(answer.status, answer.msg).toBe('S');
  return answer.data.map((file) => file.fileId);
}

/** A batch delete of these files by the caller through his order list. */
async function deleteFiles(caller: BpmCaller, ids: number[]): Promise<ApiEnvelope<unknown>> {
  const menu = await caller.menu('PO_LIST');
  const fileIds = await files(caller).deleteOrder(ids, menu);
  return files(caller).call(FILE_PATHS.batchDelete, { fileIds }, menu);
}

/** A new SZ01 order of the administrator's with one attachment (under 100,000: the approver alone approves it), submitted or not. */
async function shenzhenOrder(description: string, submit: boolean): Promise<Row> {
  const contract = await files(users.admin).uploadOne('合同.pdf', SAMPLES.pdf, await users.admin.menu('PO_LIST'));
  const saved = await order(users.admin, 'saveOrUpdate', {
    attachmentIds: String(contract.fileId),
    orgId,
    supplierId,
    buyerId: users.admin.client.login.user.userId,
    startDate: '2026-12-01',
    description,
    lines: [{ itemName: '测试物料', demandQty: 2, taxPrice: 400, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  if (!submit) return saved.data;
  const submitted = await order(users.admin, 'doSubmit', { id: saved.data.poHeaderId });
  expect(submitted.status, submitted.msg).toBe('S');
  return submitted.data;
}

async function instanceOfOrder(orderId: number): Promise<number> {
  const answer = await users.admin.call<Row[]>('PROCESS_MONITORING', 'bpm', 'bpmProcessInstanceRestful', 'listByPage', { businessEntity: 'srmPoHeader', businessId: orderId });
  expect(answer.data).toHaveLength(1);
  return Number(answer.data[0].instanceId);
}

/** The answer with the asked id blanked, to compare with a missing record's. */
function blanked(answer: ApiEnvelope<unknown>, id: number): unknown {
  return { ...answer, msg: answer.msg.replace(new RegExp(`\\b${id}\\b`, 'g'), '<id>') };
}

/** The order answers this caller's findById exactly like one that does not exist. */
async function notFoundBy(caller: BpmCaller, orderId: number): Promise<void> {
  const found = await order(caller, 'findById', { id: orderId });
  expect(found.status).toBe('E');
  expect(blanked(found, orderId)).toEqual(blanked(await order(caller, 'findById', { id: MISSING }), MISSING));
}

async function listedOrders(caller: BpmCaller, description: string): Promise<number[]> {
  const answer = await caller.call<Row[]>('PO_LIST', 'srm', 'srmPoHeaderRestful', 'listByPage', { description, pageRows: 50 });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data.map((row) => Number(row.poHeaderId));
}

describe('a document its approver has no organisation permit for', () => {
  it('is his to read by id while and after he takes part, never to list or to save', async () => {
    const { admin, buyer, approver } = users;
    const made = await shenzhenOrder('participation SZ01', true);
    const orderId = Number(made.poHeaderId);
    const [task] = await approver.openTasks(await instanceOfOrder(orderId));
    expect(task).toBeDefined();

    const read = await order(approver, 'findById', { id: orderId });
    expect(read.status, read.msg).toBe('S');
    expect(read.data).toMatchObject({ poHeaderId: orderId, orgId, status: 'SUBMITTED', description: 'participation SZ01' });
    expect((read.data.lines as Row[]).map((line) => line.itemName)).toEqual(['测试物料']);
    const attachments = [Number(read.data.attachmentIds)];
    expect(await listedFiles(approver, attachments)).toEqual(attachments);

    // Lists keep to his organisations: neither the order nor its lines are listed to him.
    expect(await listedOrders(approver, 'participation SZ01')).toEqual([]);
    expect(await listedOrders(admin, 'participation SZ01')).toEqual([orderId]);
    const lines = await approver.call<Row[]>('PO_LIST', 'srm', 'srmPoLineRestful', 'listByPage', { poHeaderId: orderId });
    expect(lines.status, lines.msg).toBe('S');
    expect(lines.data).toEqual([]);

    // Reading is all: a save, even of the fields a step may open, answers like a missing order.
    const saved = await order(approver, 'saveOrUpdate', { ...read.data, description: 'changed by the approver' });
    expect(saved.status).toBe('E');
    expect(blanked(saved, orderId)).toEqual(blanked(await order(approver, 'saveOrUpdate', { ...read.data, poHeaderId: MISSING, description: 'changed by the approver' }), MISSING));
    // Its files are his to read, not to delete: a delete answers like one of files that do not exist.
    const deleted = await deleteFiles(approver, attachments);
    expect(deleted.status).toBe('E');
    expect(deleted.msg).toBe((await deleteFiles(approver, [MISSING])).msg);
    expect(await listedFiles(admin, attachments)).toEqual(attachments);

    // A user who never took part (the buyer, granted HQ and SH01 too) is told it does not exist, nor shown its files.
    await notFoundBy(buyer, orderId);
    expect(await listedFiles(buyer, attachments)).toEqual([]);

    // After his decision he took part (his history line): he still reads it, and it still answers him nothing else.
    expect((await approver.complete('doApproveTask', task)).status).toBe('S');
    const after = await order(approver, 'findById', { id: orderId });
    expect(after.status, after.msg).toBe('S');
    expect(after.data.status).toBe('APPROVED');
    expect(await listedOrders(approver, 'participation SZ01')).toEqual([]);
    expect((await order(admin, 'findById', { id: orderId })).data.description).toBe('participation SZ01');
  });

  it('another SZ01 order he takes no part in stays not found to him', async () => {
    const draft = await shenzhenOrder('no participation SZ01', false);
    await notFoundBy(users.approver, Number(draft.poHeaderId));
    await notFoundBy(users.buyer, Number(draft.poHeaderId));
    expect(await listedFiles(users.approver, [Number(draft.attachmentIds)])).toEqual([]);
  });
});

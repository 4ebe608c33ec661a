import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, PO_DRAWINGS, SAMPLES } from './support/file-client';
import { Orders } from './support/order-fixture';

type Row = Record<string, unknown>;

let server: TestServer;
let buyer: Orders;
let approver: Orders;
let supplier1: Orders;
let supplier2: Orders;
const files = new Map<Orders, FileClient>();

beforeAll(async () => {
  server = await startTestServer();
  const users = await Promise.all((['buyer', 'approver', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  [buyer, approver, supplier1, supplier2] = await Promise.all(users.map(async (client) => new Orders(client, await client.menu('PO_LIST'))));
  for (const orders of [buyer, approver, supplier1, supplier2]) files.set(orders, new FileClient(server.baseUrl, orders.client.login, 'EN'));
});
afterAll(async () => {
  await server?.stop();
});

const fileClient = (orders: Orders) => files.get(orders) as FileClient;
const upload = (orders: Orders, name: string, bytes: Buffer, params?: Record<string, string>) => fileClient(orders).uploadOne(name, bytes, orders.menu, params);
const listed = async (orders: Orders, ids: number[]) => fileClient(orders).call<AttachmentFile[]>(FILE_PATHS.findByIds, { ids: ids.join(',') }, orders.menu);

describe('attachments of a document', () => {
  let order: Row;
  let contract: AttachmentFile;
  let drawing: AttachmentFile;

  it('are saved with it: its own fresh uploads for the very field, header and lines', async () => {
    contract = await upload(buyer, '采购合同.pdf', SAMPLES.pdf);
    drawing = await upload(buyer, 'bearing.png', SAMPLES.png, PO_DRAWINGS);
    const draft = await buyer.draft({ attachmentIds: String(contract.fileId) });
    (draft.lines as Row[])[0].drawingIds = String(drawing.fileId);
    order = await buyer.save(draft);
    expect(order.attachmentIds).toBe(String(contract.fileId));
    expect((order.lines as Row[])[0].drawingIds).toBe(String(drawing.fileId));
    const database = await server.database.open();
    const bound = await database.db
      .selectFrom('base_attachments')
      .select(['fileId', 'businessEntity', 'businessId'])
      .where('fileId', 'in', [contract.fileId, drawing.fileId])
      .execute()
      .finally(() => database.close());
    expect(bound).toHaveLength(2);
    for (const row of bound) expect({ ...row, businessId: Number(row.businessId) }).toMatchObject({ businessEntity: 'srmPoHeader', businessId: order.poHeaderId });
  });

  it('refuses ids that are not the caller\'s fresh uploads for that field, nor already the document\'s', async () => {
    const wrongField = await upload(buyer, 'other.pdf', SAMPLES.pdf);
    const draft = await buyer.draft();
    (draft.lines as Row[])[0].drawingIds = String(wrongField.fileId);
    const answer = await buyer.call('saveOrUpdate', { ...draft, attachmentIds: `${contract.fileId}` });
    expect(answer.status).toBe('E');
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { field: 'attachmentIds', message: `Attachments: attachment ${contract.fileId} does not exist or does not belong to this document` },
        { field: 'drawingIds', line: { collection: 'lines', index: 0 }, message: `Drawings: attachment ${wrongField.fileId} does not exist or does not belong to this document` },
      ]),
    );
    const malformed = await buyer.call('saveOrUpdate', { ...(await buyer.draft()), attachmentIds: '12;13' });
    expect(malformed.errors).toEqual([{ field: 'attachmentIds', message: 'Attachments must be attachment ids separated by commas' }]);
  });

  it('are listed for whoever sees the document; the ordered supplier once it is approved and sent, never another supplier', async () => {
    expect((await listed(buyer, [contract.fileId, drawing.fileId])).data.map((file) => file.fileId)).toEqual([contract.fileId, drawing.fileId]);
    expect((await listed(supplier1, [contract.fileId])).data).toEqual([]);
    const submitted = await buyer.call('doSubmit', { id: order.poHeaderId, versionNum: order.versionNum });
    expect(submitted.status, submitted.msg).toBe('S');
    const approved = await approver.call('doApproval', { id: order.poHeaderId });
    expect(approved.status, approved.msg).toBe('S');
    // Approved, it reaches its supplier once sent.
    expect((await listed(supplier1, [contract.fileId])).data).toEqual([]);
    const sent = await buyer.call('doSend', { id: order.poHeaderId });
    expect(sent.status, sent.msg).toBe('S');
    expect((await listed(supplier1, [contract.fileId, drawing.fileId])).data).toHaveLength(2);
    expect((await listed(supplier2, [contract.fileId, drawing.fileId])).data).toEqual([]);
  });

  it('download for the supplier of the order; another supplier is told the file does not exist', async () => {
    const own = await fileClient(supplier1).post(FILE_PATHS.download, { fileId: contract.fileId }, supplier1.menu);
    expect(own.httpStatus).toBe(200);
    expect(own.bytes.equals(SAMPLES.pdf)).toBe(true);
    const other = await fileClient(supplier2).post(FILE_PATHS.download, { fileId: contract.fileId }, supplier2.menu);
    expect(other.envelope).toMatchObject({ status: 'E', msg: 'This attachment does not exist or was removed' });
    const missing = await fileClient(supplier2).post(FILE_PATHS.download, { fileId: 987654 }, supplier2.menu);
    expect(missing.envelope).toEqual(other.envelope);
  });

  it('cannot be deleted once the document left its editable statuses', async () => {
    const fileIds = await fileClient(buyer).deleteOrder([contract.fileId], buyer.menu);
    const answer = await fileClient(buyer).call(FILE_PATHS.batchDelete, { fileIds }, buyer.menu);
    expect(answer.status).toBe('E');
    expect(answer.msg).toMatch(new RegExp(`^Purchase order ${String(order.poNumber)} is SENT: its attachments can no longer be deleted$`));
  });
});

describe('batchDelete', () => {
  it('takes encrypted ids, removes the files and their ids from the document, and the order works once', async () => {
    const first = await upload(buyer, 'a.pdf', SAMPLES.pdf);
    const second = await upload(buyer, 'b.pdf', SAMPLES.pdf);
    const order = await buyer.save(await buyer.draft({ attachmentIds: `${first.fileId},${second.fileId}` }));
    const fileIds = await fileClient(buyer).deleteOrder([first.fileId], buyer.menu);
    const answer = await fileClient(buyer).call(FILE_PATHS.batchDelete, { fileIds }, buyer.menu);
    expect(answer).toMatchObject({ status: 'S', msg: 'Attachments deleted' });
    expect((await buyer.call('findById', { id: order.poHeaderId })).data.attachmentIds).toBe(String(second.fileId));
    expect((await listed(buyer, [first.fileId, second.fileId])).data.map((file) => file.fileId)).toEqual([second.fileId]);
    const replayed = await fileClient(buyer).call(FILE_PATHS.batchDelete, { fileIds }, buyer.menu);
    expect(replayed).toMatchObject({ status: 'E', msg: 'This delete request was already carried out and cannot be sent again' });
  });

  it('refuses ids that were not encrypted with the server key, and an order from another time', async () => {
    const file = await upload(buyer, 'c.pdf', SAMPLES.pdf);
    const plain = await fileClient(buyer).call(FILE_PATHS.batchDelete, { fileIds: String(file.fileId) }, buyer.menu);
    expect(plain).toMatchObject({ status: 'E', msg: 'The delete request could not be read; reload the page and try again' });
    const old = await fileClient(buyer).deleteOrder([file.fileId], buyer.menu, Date.now() - 10 * 60 * 1000);
    expect(await fileClient(buyer).call(FILE_PATHS.batchDelete, { fileIds: old }, buyer.menu)).toMatchObject({ status: 'E', msg: 'The delete request expired; try again' });
    expect((await listed(buyer, [file.fileId])).data).toHaveLength(1);
  });

  it('needs btnDelAttachment: the approver, who sees the draft and its file, is refused (403)', async () => {
    const file = await upload(buyer, 'd.pdf', SAMPLES.pdf);
    await buyer.save(await buyer.draft({ attachmentIds: String(file.fileId) }));
    expect((await listed(approver, [file.fileId])).data).toHaveLength(1);
    const fileIds = await fileClient(approver).deleteOrder([file.fileId], approver.menu);
    const body = JSON.stringify({ fileIds, lan: 'EN' });
    const refused = await fetch(`${server.baseUrl}${FILE_PATHS.batchDelete}`, {
      method: 'POST',
      headers: { ...fileClient(approver).headers('POST', FILE_PATHS.batchDelete, approver.menu, body), 'Content-Type': 'application/json' },
      body,
    });
    expect(refused.status).toBe(403);
    expect((await listed(buyer, [file.fileId])).data).toHaveLength(1);
  });

  it('answers another user\'s unsaved upload like a missing file', async () => {
    const file = await upload(buyer, 'e.pdf', SAMPLES.pdf);
    const admin = await signIn(server.baseUrl, 'admin', 'EN');
    const adminFiles = new FileClient(server.baseUrl, admin.login, 'EN');
    const adminMenu = await admin.menu('PO_LIST');
    const fileIds = await adminFiles.deleteOrder([file.fileId], adminMenu);
    expect(await adminFiles.call(FILE_PATHS.batchDelete, { fileIds }, adminMenu)).toMatchObject({ status: 'E', msg: 'This attachment does not exist or was removed' });
  });
});

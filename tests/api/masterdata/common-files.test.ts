import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, SAMPLES } from '../files/support/file-client';

/**
 * Common files (常用文件, commonFileList): the buyer keeps templates and policies and publishes them; every
 * supplier reads and downloads the published ones (the entity is `publicToSuppliers` while PUBLISHED), sees
 * nothing of drafts and withdrawn ones, and writes nothing.
 */
type Row = Record<string, unknown>;
const RESOURCE = 'baseCommonFileRestful';
const FILE_FIELD = { entity: 'baseCommonFile', field: 'attachmentIds' } as const;

let shared: ServerDatabase;
let server: TestServer;
let buyer: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
let buyerMenu: MenuContext;
let supplierMenu: MenuContext;

function call<T = Row>(client: SignedInClient, menu: MenuContext, operation: string, body: Record<string, unknown>): Promise<ApiEnvelope<T>> {
  return client.adapter.request<T>({ service: 'base', resource: RESOURCE, operation, body, menu });
}
const titles = async (client: SignedInClient, menu: MenuContext) => (await call<Row[]>(client, menu, 'listByPage', { pageRows: 50 })).data.map((row) => row.fileTitle);

beforeAll(async () => {
  shared = await createServerDatabase('commonfiles');
  server = await startTestServer({}, shared);
  [buyer, supplier1, supplier2] = await Promise.all((['buyer', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  buyerMenu = await buyer.menu('COMMON_FILE');
  supplierMenu = await supplier1.menu('COMMON_FILE');
});
afterAll(async () => {
  await server?.stop();
  await shared?.drop();
});

describe('common files', () => {
  let published: Row;
  let file: AttachmentFile;

  it('shows suppliers the published demo files only; the buyer sees the draft too', async () => {
    const demoPublished = ['阳光采购与廉洁合作承诺书', '供应商质量保证协议范本', '供应商送货单及标签填写规范（2026版）'];
    expect(await titles(supplier1, supplierMenu)).toEqual(demoPublished);
    expect(await titles(buyer, buyerMenu)).toEqual(['供应商门户操作手册', ...demoPublished]);
    const rows = (await call<Row[]>(supplier1, supplierMenu, 'listByPage', { pageRows: 50 })).data;
    expect(rows.every((row) => row.status === 'PUBLISHED' && typeof row.publishDate === 'string')).toBe(true);
  });

  it('publishes a file the buyer attached; every supplier reads and downloads it', async () => {
    const files = new FileClient(server.baseUrl, buyer.login, 'EN');
    file = await files.uploadOne('采购订单导入模板.pdf', SAMPLES.pdf, buyerMenu, FILE_FIELD);
    const draft = await call(buyer, buyerMenu, 'saveOrUpdate', { fileTitle: '采购订单确认回执模板', fileCategory: 'TEMPLATE', attachmentIds: String(file.fileId) });
    expect(draft.status, draft.msg).toBe('S');
    expect(draft.data).toMatchObject({ status: 'DRAFT', fileNumber: expect.stringMatching(/^CF\d{6}-\d{4}$/) });
    expect((await call(supplier1, supplierMenu, 'findById', { id: draft.data.commonFileId })).status).toBe('E');
    const answer = await call(buyer, buyerMenu, 'doPublish', { id: draft.data.commonFileId });
    expect(answer.status, answer.msg).toBe('S');
    published = answer.data;
    expect(published).toMatchObject({ status: 'PUBLISHED', publishedBy: expect.any(Number), publishedByName: '王采购' });
    for (const supplier of [supplier1, supplier2]) {
      const menu = await supplier.menu('COMMON_FILE');
      expect((await call(supplier, menu, 'findById', { id: published.commonFileId })).data).toMatchObject({ fileTitle: '采购订单确认回执模板' });
      const download = await new FileClient(server.baseUrl, supplier.login, 'EN').post(FILE_PATHS.download, { fileId: file.fileId }, menu);
      expect(download.httpStatus).toBe(200);
      expect(download.bytes.equals(SAMPLES.pdf)).toBe(true);
    }
  });

  it('lets no supplier write, publish, withdraw or delete (403), and changes nothing', async () => {
    const attempts: [string, Record<string, unknown>][] = [
      ['saveOrUpdate', { fileTitle: '供应商上传', fileCategory: 'POLICY' }],
      ['saveOrUpdate', { ...published, fileTitle: '改标题' }],
      ['doWithdrawPublish', { id: published.commonFileId }],
      ['delete', { id: published.commonFileId }],
    ];
    for (const [operation, body] of attempts) {
      const answer = await call(supplier1, supplierMenu, operation, body).catch((error: unknown) => ({ status: 'refused', error }));
      expect(answer.status, operation).not.toBe('S');
    }
    expect((await call(buyer, buyerMenu, 'findById', { id: published.commonFileId })).data).toMatchObject({ fileTitle: '采购订单确认回执模板', status: 'PUBLISHED' });
  });

  it('withdrawn, it is gone for suppliers, its file too; the buyer edits it again', async () => {
    const withdrawn = await call(buyer, buyerMenu, 'doWithdrawPublish', { id: published.commonFileId });
    expect(withdrawn.data).toMatchObject({ status: 'WITHDRAWN' });
    expect((await call(supplier1, supplierMenu, 'findById', { id: published.commonFileId })).status).toBe('E');
    const download = await new FileClient(server.baseUrl, supplier1.login, 'EN').post(FILE_PATHS.download, { fileId: file.fileId }, supplierMenu);
    expect(download.envelope).toMatchObject({ status: 'E', msg: 'This attachment does not exist or was removed' });
    const edited = await call(buyer, buyerMenu, 'saveOrUpdate', { ...withdrawn.data, fileTitle: '采购订单确认回执模板（修订）' });
    expect(edited.status, edited.msg).toBe('S');
  });
});

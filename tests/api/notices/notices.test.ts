import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db';
import { ExportClient } from '../export/support/export-client';
import { call } from '../security/support/signed-call';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

/**
 * Notices addressed to suppliers (srmNotice, `ownership.audience`): a supplier reaches a notice only when
 * it is published and one receiver line addresses it (by supplier, by a category it has, by an organisation
 * it serves); opening it leaves a read receipt; replies stay with their supplier; rich text is sanitised.
 */
let server: TestServer;
let database: Database;
let buyer: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
let buyerMenu: MenuContext;
let moreMenu1: MenuContext;
let moreMenu2: MenuContext;
let categoryId: number;
let supplierId1: number;

async function api(client: SignedInClient, menu: MenuContext, entity: string, operation: string, body: Row) {
  const answer = await call(server.baseUrl, client.login, { path: `/api/srm/v1/${entity}Restful/${operation}`, body, menu });
  return answer.envelope as { status: string; msg: string; data: unknown; errors?: unknown };
}

async function configId(noticeType: string): Promise<number> {
  const row = await database.db.selectFrom('srm_notice_configs').select('noticeConfigId').where('noticeType', '=', noticeType).executeTakeFirstOrThrow();
  return Number(row.noticeConfigId);
}

async function idOf(table: string, key: string, column: string, value: string): Promise<number> {
  const row = await database.db.selectFrom(table).select(key).where(column, '=', value).executeTakeFirstOrThrow();
  return Number((row as Row)[key]);
}

async function draftNotice(noticeType: string, extra: Row = {}): Promise<Row> {
  const saved = await api(buyer, buyerMenu, 'srmNotice', 'saveOrUpdate', {
    noticeTitle: `测试公告 ${noticeType} ${Math.random().toString(36).slice(2, 8)}`,
    noticeConfigId: await configId(noticeType),
    content: '<p>内容</p>',
    receivers: [{ receiverType: 'CATEGORY', categoryId }],
    ...extra,
  });
  expect(saved.status, saved.msg).toBe('S');
  return saved.data as Row;
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [buyer, supplier1, supplier2] = await Promise.all([signIn(server.baseUrl, 'buyer'), signIn(server.baseUrl, 'supplier1'), signIn(server.baseUrl, 'supplier2')]);
  [buyerMenu, moreMenu1, moreMenu2] = await Promise.all([buyer.menu('NOTICE_MANAGE'), supplier1.menu('NOTICE_MORE'), supplier2.menu('NOTICE_MORE')]);
  // Supplier 1 supplies packaging (a category of its own, srmPosSupplierCategory); supplier 2 does not.
  categoryId = await idOf('base_purchase_categories', 'categoryId', 'categoryCode', '0104');
  supplierId1 = await idOf('base_users', 'supplierId', 'userName', 'supplier1');
  await database.db
    .insertInto('srm_pos_supplier_categories')
    .values({ supplierId: supplierId1, categoryId, enabledFlag: 'Y', versionNum: 1, creationDate: '2026-01-01 00:00:00', createdBy: -1, lastUpdatedBy: -1, lastUpdateDate: '2026-01-01 00:00:00', lastUpdateLogin: -1 })
    .execute();
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('notices addressed to suppliers', () => {
  it('sanitises rich text on save: no script, no event handler, no javascript: URL', async () => {
    const notice = await draftNotice('POLICY', {
      content: '<p onclick="x()">ok<script>alert(1)</script></p><img src="https://a.example/x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a><a href="https://example.com">safe</a>',
    });
    const content = String(notice.content);
    expect(content).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(content).toContain('<p>ok</p>');
    expect(content).toContain('href="https://example.com"');
  });

  it('shows a published notice only to the suppliers it addresses, in list, find and export', async () => {
    const orgId = await idOf('base_organizations', 'orgId', 'orgCode', 'HQ');
    const draft = await draftNotice('SOURCING', { receivers: [{ receiverType: 'CATEGORY', categoryId }, { receiverType: 'ORG', orgId }] });
    const id = Number(draft.noticeId);
    // A draft reaches nobody.
    expect((await api(supplier1, moreMenu1, 'srmNotice', 'findById', { id })).status).toBe('E');
    const published = await api(buyer, buyerMenu, 'srmNotice', 'doPublish', { id, versionNum: draft.versionNum });
    expect(published.status, published.msg).toBe('S');
    expect((published.data as Row).status).toBe('PUBLISHED');

    const listed1 = await api(supplier1, moreMenu1, 'srmNotice', 'listByPage', { pageIndex: 1, pageRows: 200 });
    const unread = (listed1.data as Row[]).find((row) => Number(row.noticeId) === id);
    // Unread for this supplier user until he opens it (readReceipts.readKey).
    expect(unread?.readFlag).toBe('N');
    const found = await api(supplier1, moreMenu1, 'srmNotice', 'findById', { id });
    expect(found.status).toBe('S');
    // The supplier sees neither who else received the notice nor who read it (internal line collections).
    expect(found.data as Row).not.toHaveProperty('receivers');
    expect(found.data as Row).not.toHaveProperty('viewers');
    const relisted1 = await api(supplier1, moreMenu1, 'srmNotice', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect((relisted1.data as Row[]).find((row) => Number(row.noticeId) === id)?.readFlag).toBe('Y');
    // Pinned notices come first, then the newest.
    const pinned = (relisted1.data as Row[]).map((row) => row.topFlag);
    expect(pinned).toEqual([...pinned].sort().reverse());

    const listed2 = await api(supplier2, moreMenu2, 'srmNotice', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect((listed2.data as Row[]).map((row) => Number(row.noticeId))).not.toContain(id);
    const missing = await api(supplier2, moreMenu2, 'srmNotice', 'findById', { id });
    const absent = await api(supplier2, moreMenu2, 'srmNotice', 'findById', { id: 987_654 });
    expect(missing).toEqual(absent);
    const exported = await new ExportClient(server.baseUrl, supplier2.login).exportExcel(
      { requestUrl: '/api/srm/v1/srmNoticeRestful/listByPage', requestParams: { noticeId: id }, columns: [{ key: 'noticeTitle', title: 'Title' }] },
      moreMenu2,
    );
    expect(JSON.stringify(exported)).not.toContain(String(draft.noticeTitle));
  });

  it('records who read a notice, and keeps replies with their supplier', async () => {
    const draft = await draftNotice('SOURCING');
    const id = Number(draft.noticeId);
    await api(buyer, buyerMenu, 'srmNotice', 'doPublish', { id, versionNum: draft.versionNum });
    await api(supplier1, moreMenu1, 'srmNotice', 'findById', { id });
    await api(supplier1, moreMenu1, 'srmNotice', 'findById', { id });
    const seen = (await api(buyer, buyerMenu, 'srmNotice', 'findById', { id })).data as Row;
    expect((seen.viewers as Row[]).map((viewer) => [Number(viewer.supplierId), Number(viewer.viewCount)])).toEqual([[supplierId1, 2]]);

    const replyMenu1 = await supplier1.menu('NOTICE_REPLY');
    const replyMenu2 = await supplier2.menu('NOTICE_REPLY');
    const reply = await api(supplier1, replyMenu1, 'srmNoticeReply', 'saveOrUpdate', { noticeId: id, replyContent: '我司参与报价' });
    expect(reply.status, reply.msg).toBe('S');
    expect(Number((reply.data as Row).supplierId)).toBe(supplierId1);
    // Supplier 2 is not addressed: it cannot reply to the notice, nor see supplier 1's reply.
    const refused = await api(supplier2, replyMenu2, 'srmNoticeReply', 'saveOrUpdate', { noticeId: id, replyContent: '我也来' });
    expect(refused.status).toBe('E');
    const replies2 = await api(supplier2, replyMenu2, 'srmNoticeReply', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect((replies2.data as Row[]).map((row) => Number(row.noticeId))).not.toContain(id);
    const buyerReplies = await api(buyer, await buyer.menu('NOTICE_REPLY'), 'srmNoticeReply', 'listByPage', { pageIndex: 1, pageRows: 200, noticeId: id });
    expect((buyerReplies.data as Row[]).map((row) => row.replyContent)).toEqual(['我司参与报价']);

    // Withdrawn, the notice leaves the supplier's side.
    const withdrawn = await api(buyer, buyerMenu, 'srmNotice', 'doWithdraw', { id, comment: '询价取消' });
    expect(withdrawn.status, withdrawn.msg).toBe('S');
    expect((await api(supplier1, moreMenu1, 'srmNotice', 'findById', { id })).status).toBe('E');
  });

  it('goes through approval when its type requires it, whatever flag the caller sends', async () => {
    const draft = await draftNotice('QUALITY', { approvalFlag: 'N' });
    expect(draft.approvalFlag).toBe('Y');
    const direct = await api(buyer, buyerMenu, 'srmNotice', 'doPublish', { id: draft.noticeId, versionNum: draft.versionNum });
    expect(direct.status).toBe('E');
    expect(direct.msg).toContain('Submit for approval');
    const submitted = await api(buyer, buyerMenu, 'srmNotice', 'doSubmit', { id: draft.noticeId, versionNum: draft.versionNum });
    expect(submitted.status, submitted.msg).toBe('S');
    expect((submitted.data as Row).status).toBe('SUBMITTED');
  });
});

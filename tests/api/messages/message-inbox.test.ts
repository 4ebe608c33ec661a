import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db';
import { postNotices } from '../../../src/server/messages/user-notices';
import { call } from '../security/support/signed-call';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;
type Envelope = { status: string; msg: string; data: unknown; errors?: { field: string }[] };

/**
 * The receiver side of the message centre (baseUserMessage: my messages, the message centre, to-dos; the
 * administrator's view of every receiver) and articles (baseArticle: publish / withdraw, sanitised rich text,
 * the home page's articles for their audience).
 */
let server: TestServer;
let database: Database;
let admin: SignedInClient;
let buyer: SignedInClient;
let supplier1: SignedInClient;
let adminId: number;
let buyerId: number;
let supplierUserId: number;
let mineBuyer: MenuContext;
let mineSupplier: MenuContext;
let receiveMenu: MenuContext;
let articleMenu: MenuContext;
let subscriptionMenu: MenuContext;

async function api(client: SignedInClient, menu: MenuContext | undefined, path: string, body: Row): Promise<Envelope> {
  const answer = await call(server.baseUrl, client.login, { path, body, menu });
  return answer.envelope as Envelope;
}
const inbox = (client: SignedInClient, menu: MenuContext | undefined, operation: string, body: Row = {}) => api(client, menu, `/api/base/v1/baseUserMessageRestful/${operation}`, body);
const articles = (client: SignedInClient, operation: string, body: Row = {}) => api(client, client === admin ? articleMenu : undefined, `/api/base/v1/baseArticleRestful/${operation}`, body);

async function userId(userName: string): Promise<number> {
  const row = await database.db.selectFrom('base_users').select('userId').where('userName', '=', userName).executeTakeFirstOrThrow();
  return Number(row.userId);
}

/** A message to one user, as the platform posts it (the message engine's in-app channel writes the same rows). */
async function post(recipientId: number, title: string, extra: Row = {}): Promise<number> {
  await database.db.transaction().execute(async (trx) => {
    const context = { db: trx, now: () => new Date() } as unknown as Parameters<typeof postNotices>[0];
    await postNotices(context, [
      { recipientId, sourceType: 'BPM_PROCESS_APPROVED', title: { cn: title, en: `${title} (EN)` }, content: { cn: '内容', en: 'Content' }, link: { route: 'purOrderManage/purchaseOrderEdit', params: { id: '7' } }, ...extra },
    ]);
  });
  const row = await database.db.selectFrom('base_user_messages').select('messageId').where('titleCn', '=', title).orderBy('messageId', 'desc').executeTakeFirstOrThrow();
  return Number(row.messageId);
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [admin, buyer, supplier1] = await Promise.all([signIn(server.baseUrl, 'admin'), signIn(server.baseUrl, 'buyer'), signIn(server.baseUrl, 'supplier1')]);
  [adminId, buyerId, supplierUserId] = await Promise.all([userId('admin'), userId('buyer'), userId('supplier1')]);
  [mineBuyer, mineSupplier, receiveMenu, articleMenu, subscriptionMenu] = await Promise.all([
    buyer.menu('MSG_RECEIVE_MINE'),
    supplier1.menu('MSG_RECEIVE_MINE'),
    admin.menu('MSG_RECEIVE'),
    admin.menu('ARTICLE_MANAGE'),
    admin.menu('MSG_USER'),
  ]);
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('received messages', () => {
  it('a user lists, opens and marks only his own messages, whatever id he sends', async () => {
    const buyerMessage = await post(buyerId, `采购员消息 ${Date.now()}`);
    const supplierMessage = await post(supplierUserId, `供应商消息 ${Date.now()}`);

    const listed = await inbox(supplier1, mineSupplier, 'listByPage', { pageIndex: 1, pageRows: 100 });
    expect(listed.status, listed.msg).toBe('S');
    const rows = (listed.data as Row[]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => Number(row.recipientId) === supplierUserId)).toBe(true);
    expect(rows.find((row) => Number(row.messageId) === supplierMessage)).toMatchObject({ readFlag: 'N', linkRoute: 'purOrderManage/purchaseOrderEdit', linkId: '7', messageCategory: 'NOTICE' });

    // Another user's message: not found, not marked, not listed even when asked by filter.
    expect((await inbox(supplier1, mineSupplier, 'findById', { id: buyerMessage })).status).toBe('E');
    expect(await inbox(supplier1, mineSupplier, 'doMarkRead', { id: buyerMessage })).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    expect(await inbox(supplier1, mineSupplier, 'doReadSelected', { id: buyerMessage })).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    const filtered = await inbox(supplier1, mineSupplier, 'listByPage', { pageIndex: 1, pageRows: 10, recipientId: buyerId });
    expect((filtered.data as Row[]).every((row) => Number(row.recipientId) === supplierUserId)).toBe(true);
    const stillUnread = await database.db.selectFrom('base_user_messages').select('readFlag').where('messageId', '=', buyerMessage).executeTakeFirstOrThrow();
    expect(stillUnread.readFlag).toBe('N');

    // Opening his own marks it read (the detail screen), once.
    const opened = await inbox(supplier1, mineSupplier, 'findById', { id: supplierMessage });
    expect(opened.status, opened.msg).toBe('S');
    expect(opened.data).toMatchObject({ readFlag: 'Y' });
    expect((opened.data as Row).readTime).toBeTruthy();
    const unreadOnly = await inbox(supplier1, mineSupplier, 'listByPage', { pageIndex: 1, pageRows: 100, readFlag: 'N' });
    expect((unreadOnly.data as Row[]).some((row) => Number(row.messageId) === supplierMessage)).toBe(false);

    // Mark one read, then all: the buyer's count only.
    expect((await inbox(buyer, mineBuyer, 'doReadSelected', { id: buyerMessage })).status).toBe('S');
    await post(buyerId, `采购员消息2 ${Date.now()}`);
    const all = await inbox(buyer, mineBuyer, 'doReadAll');
    expect(all).toMatchObject({ status: 'S', data: { unread: 0 } });
    expect((await inbox(supplier1, undefined, 'countUnread')).data).toMatchObject({ unread: expect.any(Number) });
  });

  it('a to-do is open until its receiver marks it done; nobody else can', async () => {
    const todo = await post(buyerId, `待办 ${Date.now()}`, { sourceType: 'BPM_TASK_ASSIGNED' });
    const row = await database.db.selectFrom('base_user_messages').select(['messageCategory', 'todoStatus']).where('messageId', '=', todo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ messageCategory: 'TODO', todoStatus: 'OPEN' });
    const todoBuyer = await buyer.menu('MSG_TODO');
    expect((await inbox(supplier1, await supplier1.menu('MSG_TODO'), 'doMarkDone', { id: todo })).status).toBe('E');
    // Without the menu granting 标记已处理, refused.
    expect((await inbox(buyer, mineBuyer, 'doMarkDone', { id: todo })).status).not.toBe('S');
    expect((await inbox(buyer, todoBuyer, 'doMarkDone', { id: 'x' })).errors?.[0]?.field).toBe('id');
    expect((await inbox(buyer, todoBuyer, 'doMarkDone', { id: todo })).status).toBe('S');
    const done = await database.db.selectFrom('base_user_messages').select(['todoStatus', 'readFlag']).where('messageId', '=', todo).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ todoStatus: 'DONE', readFlag: 'Y' });
  });

  it('the administrator lists every receiver\'s messages, by user and read state; others may not', async () => {
    const mine = await post(adminId, `管理员消息 ${Date.now()}`);
    const theirs = await post(buyerId, `给采购员 ${Date.now()}`);
    const listed = await api(admin, receiveMenu, '/api/base/v1/baseUserMessageAdminRestful/listByPage', { pageIndex: 1, pageRows: 500 });
    expect(listed.status, listed.msg).toBe('S');
    const ids = (listed.data as Row[]).map((row) => Number(row.messageId));
    expect(ids).toEqual(expect.arrayContaining([mine, theirs]));
    const byUser = await api(admin, receiveMenu, '/api/base/v1/baseUserMessageAdminRestful/listByPage', { pageIndex: 1, pageRows: 500, recipientId: buyerId, readFlag: 'N' });
    expect((byUser.data as Row[]).every((row) => Number(row.recipientId) === buyerId && row.readFlag === 'N')).toBe(true);
    expect((await api(buyer, mineBuyer, '/api/base/v1/baseUserMessageAdminRestful/listByPage', { pageIndex: 1, pageRows: 10 })).status).not.toBe('S');
  });

  it('a channel a user switched off is not delivered; the in-app delivery is in the cross-channel history', async () => {
    const saved = await api(admin, subscriptionMenu, '/api/base/v1/baseMessageSubscriptionRestful/saveOrUpdate', { userId: supplierUserId, sourceType: 'BPM_PROCESS_REJECTED', channelCode: 'INAPP', enabledFlag: 'N', mandatoryFlag: 'N' });
    expect(saved.status, saved.msg).toBe('S');
    const title = `被关闭的消息 ${Date.now()}`;
    await database.db.transaction().execute(async (trx) => {
      const context = { db: trx, now: () => new Date() } as unknown as Parameters<typeof postNotices>[0];
      await postNotices(context, [{ recipientId: supplierUserId, sourceType: 'BPM_PROCESS_REJECTED', title: { cn: title, en: title }, content: { cn: '', en: '' } }]);
    });
    expect(await database.db.selectFrom('base_user_messages').select('messageId').where('titleCn', '=', title).execute()).toHaveLength(0);
    const delivered = await post(supplierUserId, `历史 ${Date.now()}`);
    expect(delivered).toBeGreaterThan(0);
    const history = await database.db.selectFrom('base_message_history').select(['channelCode', 'recipientUserId', 'messageStatus']).where('channelCode', '=', 'INAPP').where('recipientUserId', '=', supplierUserId).execute();
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toMatchObject({ messageStatus: 'SENT' });
  });
});

describe('articles', () => {
  async function draft(title: string, audience: string, content = '<p>正文</p>'): Promise<Row> {
    const saved = await articles(admin, 'saveOrUpdate', { articleTitle: title, categoryCode: 'NEWS', audience, topFlag: 'N', content });
    expect(saved.status, saved.msg).toBe('S');
    return saved.data as Row;
  }
  const homeTitles = async (client: SignedInClient) => {
    const answer = await articles(client, 'listHome');
    expect(answer.status, answer.msg).toBe('S');
    return (answer.data as { articles: Row[] }).articles.map((row) => String(row.articleTitle));
  };

  it('sanitises rich text on save', async () => {
    const article = await draft(`净化 ${Date.now()}`, 'ALL', '<p onclick="x()">ok<script>alert(1)</script></p><img src="https://a.example/x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>');
    expect(String(article.content)).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(String(article.content)).toContain('<p>ok</p>');
  });

  it('publish and withdraw decide what the home page shows, for the article\'s audience only', async () => {
    const buyersOnly = await draft(`仅采购方 ${Date.now()}`, 'BUYER');
    const suppliersOnly = await draft(`仅供应商 ${Date.now()}`, 'SUPPLIER');
    expect(await homeTitles(supplier1)).not.toContain(suppliersOnly.articleTitle);

    for (const article of [buyersOnly, suppliersOnly]) {
      const published = await articles(admin, 'doPublish', { id: article.articleId, versionNum: article.versionNum });
      expect(published.status, published.msg).toBe('S');
      expect(published.data).toMatchObject({ status: 'PUBLISHED' });
    }
    const forSupplier = await homeTitles(supplier1);
    expect(forSupplier).toContain(suppliersOnly.articleTitle);
    expect(forSupplier).not.toContain(buyersOnly.articleTitle);
    const forBuyer = await homeTitles(buyer);
    expect(forBuyer).toContain(buyersOnly.articleTitle);
    expect(forBuyer).not.toContain(suppliersOnly.articleTitle);
    // Asking for a buyers-only article by id answers like a missing one.
    expect(await articles(supplier1, 'findHome', { id: buyersOnly.articleId })).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    expect(await articles(supplier1, 'findHome', { id: suppliersOnly.articleId })).toMatchObject({ status: 'S', data: { content: '<p>正文</p>' } });
    // Suppliers never reach the article entity itself.
    expect((await articles(supplier1, 'listByPage', { pageIndex: 1, pageRows: 10 })).status).not.toBe('S');

    // A published article is not edited; withdrawing needs a reason and takes it off the home page.
    const current = (await articles(admin, 'findById', { id: suppliersOnly.articleId })).data as Row;
    expect((await articles(admin, 'saveOrUpdate', { ...current, articleTitle: 'changed' })).status).toBe('E');
    expect((await articles(admin, 'doWithdraw', { id: current.articleId, versionNum: current.versionNum })).status).toBe('E');
    const withdrawn = await articles(admin, 'doWithdraw', { id: current.articleId, versionNum: current.versionNum, comment: '内容过期' });
    expect(withdrawn).toMatchObject({ status: 'S', data: { status: 'WITHDRAWN', withdrawReason: '内容过期' } });
    expect(await homeTitles(supplier1)).not.toContain(suppliersOnly.articleTitle);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db';
import { call } from '../security/support/signed-call';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;
type Envelope = { status: string; msg: string; data: unknown; errors?: { field?: string }[] };

/**
 * Notifications (通知, srmNotification): a buyer addresses one to suppliers; an addressed supplier reads it
 * (unread until opened), acknowledges it and replies; it never learns who else received or read it;
 * another supplier sees nothing of it, its responses included.
 */
let server: TestServer;
let database: Database;
let buyer: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
let manageMenu: MenuContext;
let moreMenu1: MenuContext;
let moreMenu2: MenuContext;
let replyMenu1: MenuContext;
let replyMenu2: MenuContext;
let supplierId1: number;
let supplierId2: number;

async function api(client: SignedInClient, menu: MenuContext, entity: string, operation: string, body: Row): Promise<Envelope> {
  const answer = await call(server.baseUrl, client.login, { path: `/api/srm/v1/${entity}Restful/${operation}`, body, menu });
  return answer.envelope as Envelope;
}

async function supplierOf(userName: string): Promise<number> {
  const row = await database.db.selectFrom('base_users').select('supplierId').where('userName', '=', userName).executeTakeFirstOrThrow();
  return Number(row.supplierId);
}

/** A published notification addressed to supplier 1 alone. */
async function publishedToSupplier1(extra: Row = {}): Promise<Row> {
  const saved = await api(buyer, manageMenu, 'srmNotification', 'saveOrUpdate', {
    notificationTitle: `交付通知 ${Math.random().toString(36).slice(2, 8)}`,
    notificationType: 'DELIVERY',
    urgency: 'URGENT',
    confirmFlag: 'Y',
    replyFlag: 'Y',
    replyDeadline: '2026-12-31',
    content: '<p>请确认交期</p>',
    receivers: [{ receiverType: 'SUPPLIER', supplierId: supplierId1 }],
    ...extra,
  });
  expect(saved.status, saved.msg).toBe('S');
  const draft = saved.data as Row;
  const published = await api(buyer, manageMenu, 'srmNotification', 'doPublish', { id: draft.notificationId, versionNum: draft.versionNum });
  expect(published.status, published.msg).toBe('S');
  return published.data as Row;
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [buyer, supplier1, supplier2] = await Promise.all([signIn(server.baseUrl, 'buyer'), signIn(server.baseUrl, 'supplier1'), signIn(server.baseUrl, 'supplier2')]);
  [manageMenu, moreMenu1, moreMenu2, replyMenu1, replyMenu2] = await Promise.all([
    buyer.menu('NOTIFICATION_MANAGE'),
    supplier1.menu('NOTIFICATION_MORE'),
    supplier2.menu('NOTIFICATION_MORE'),
    supplier1.menu('NOTIFICATION_REPLY'),
    supplier2.menu('NOTIFICATION_REPLY'),
  ]);
  [supplierId1, supplierId2] = await Promise.all([supplierOf('supplier1'), supplierOf('supplier2')]);
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('notifications addressed to suppliers', () => {
  it('reach only the addressed supplier, unread until opened, without receivers or read receipts', async () => {
    const notification = await publishedToSupplier1();
    const id = Number(notification.notificationId);

    const listed1 = await api(supplier1, moreMenu1, 'srmNotification', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect(listed1.status, listed1.msg).toBe('S');
    expect((listed1.data as Row[]).find((row) => Number(row.notificationId) === id)?.readFlag).toBe('N');
    const found = await api(supplier1, moreMenu1, 'srmNotification', 'findById', { id });
    expect(found.status, found.msg).toBe('S');
    expect(found.data as Row).not.toHaveProperty('receivers');
    expect(found.data as Row).not.toHaveProperty('viewers');
    expect(found.data as Row).not.toHaveProperty('publishedBy');
    const relisted1 = await api(supplier1, moreMenu1, 'srmNotification', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect((relisted1.data as Row[]).find((row) => Number(row.notificationId) === id)?.readFlag).toBe('Y');

    // Supplier 2 is not addressed: the notification answers like a missing one, and is in none of its lists.
    const listed2 = await api(supplier2, moreMenu2, 'srmNotification', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect((listed2.data as Row[]).map((row) => Number(row.notificationId))).not.toContain(id);
    expect(await api(supplier2, moreMenu2, 'srmNotification', 'findById', { id })).toEqual(await api(supplier2, moreMenu2, 'srmNotification', 'findById', { id: 987_654 }));

    // The buyer sees who received it and who read it.
    const seen = (await api(buyer, manageMenu, 'srmNotification', 'findById', { id })).data as Row;
    expect((seen.receivers as Row[]).map((line) => Number(line.supplierId))).toEqual([supplierId1]);
    expect((seen.viewers as Row[]).map((viewer) => [Number(viewer.supplierId), Number(viewer.viewCount)])).toEqual([[supplierId1, 1]]);
  });

  it('lists pinned notifications first', async () => {
    await publishedToSupplier1({ topFlag: 'Y' });
    await publishedToSupplier1({ topFlag: 'N' });
    const listed = await api(supplier1, moreMenu1, 'srmNotification', 'listByPage', { pageIndex: 1, pageRows: 200 });
    const flags = (listed.data as Row[]).map((row) => row.topFlag);
    expect(flags[0]).toBe('Y');
    expect(flags).toEqual([...flags].sort().reverse());
  });

  it('records an acknowledgement and a reply by the addressed supplier, and keeps them from others', async () => {
    const notification = await publishedToSupplier1();
    const id = Number(notification.notificationId);
    // Supplier 2 cannot acknowledge or reply to a notification not addressed to it.
    expect((await api(supplier2, moreMenu2, 'srmNotification', 'doConfirm', { id })).status).toBe('E');
    expect((await api(supplier2, replyMenu2, 'srmNotificationReply', 'saveOrUpdate', { notificationId: id, replyType: 'REPLY', replyContent: '我也来' })).status).toBe('E');

    const confirmed = await api(supplier1, moreMenu1, 'srmNotification', 'doConfirm', { id });
    expect(confirmed.status, confirmed.msg).toBe('S');
    const reply = await api(supplier1, replyMenu1, 'srmNotificationReply', 'saveOrUpdate', { notificationId: id, replyType: 'REPLY', replyContent: '可按12月8日交付' });
    expect(reply.status, reply.msg).toBe('S');
    expect(Number((reply.data as Row).supplierId)).toBe(supplierId1);
    // A reply needs its text: the error names the field.
    const empty = await api(supplier1, replyMenu1, 'srmNotificationReply', 'saveOrUpdate', { notificationId: id, replyType: 'REPLY' });
    expect(empty.status).toBe('E');
    expect(JSON.stringify(empty.errors ?? empty.msg)).toContain('replyContent');

    const buyerReplies = await api(buyer, await buyer.menu('NOTIFICATION_REPLY'), 'srmNotificationReply', 'listByPage', { pageIndex: 1, pageRows: 200, notificationId: id });
    const responses = (buyerReplies.data as Row[]).map((row) => [row.replyType, Number(row.supplierId), row.replyDate !== null]);
    expect(responses).toEqual(expect.arrayContaining([['CONFIRM', supplierId1, true], ['REPLY', supplierId1, true]]));
    const replies2 = await api(supplier2, replyMenu2, 'srmNotificationReply', 'listByPage', { pageIndex: 1, pageRows: 200 });
    expect((replies2.data as Row[]).map((row) => Number(row.notificationId))).not.toContain(id);
    expect((replies2.data as Row[]).every((row) => Number(row.supplierId) === supplierId2)).toBe(true);
  });

  it('goes through the approval platform when it asks for approval', async () => {
    const saved = await api(buyer, manageMenu, 'srmNotification', 'saveOrUpdate', {
      notificationTitle: '财务通知 需审批',
      notificationType: 'FINANCE',
      approvalFlag: 'Y',
      content: '<p>对账安排</p>',
      receivers: [{ receiverType: 'SUPPLIER', supplierId: supplierId1 }],
    });
    expect(saved.status, saved.msg).toBe('S');
    const draft = saved.data as Row;
    const direct = await api(buyer, manageMenu, 'srmNotification', 'doPublish', { id: draft.notificationId, versionNum: draft.versionNum });
    expect(direct.status).toBe('E');
    expect(direct.msg).toContain('Submit for approval');
    const submitted = await api(buyer, manageMenu, 'srmNotification', 'doSubmit', { id: draft.notificationId, versionNum: draft.versionNum });
    expect(submitted.status, submitted.msg).toBe('S');
    expect((submitted.data as Row).status).toBe('SUBMITTED');
    // Not published yet: the supplier does not see it.
    expect((await api(supplier1, moreMenu1, 'srmNotification', 'findById', { id: draft.notificationId })).status).toBe('E');
  });

  it('leaves the supplier side when withdrawn', async () => {
    const notification = await publishedToSupplier1();
    const withdrawn = await api(buyer, manageMenu, 'srmNotification', 'doWithdraw', { id: notification.notificationId, comment: '计划取消' });
    expect(withdrawn.status, withdrawn.msg).toBe('S');
    expect((await api(supplier1, moreMenu1, 'srmNotification', 'findById', { id: notification.notificationId })).status).toBe('E');
  });
});

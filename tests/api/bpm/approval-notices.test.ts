import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { INBOX_OPERATIONS } from '../../../src/shared/messages/inbox-message';
import { loadEntitySchemas } from '../../../src/server/db';
import { createEntityEngine } from '../../../src/server/entities';
import { TaskReminders } from '../../../src/server/bpm/task-reminders';
import { SCHEMAS_DIR } from '../engine/engine-fixture';
import { eventually } from '../jobs/support/eventually';
import { signIn } from '../support/signed-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, buyerOrders, chainModel, historyActions, type Row } from './bpm-support';
import { inbox, inboxCall, lastMailId, mailsAbout, parallelModel } from './notice-support';

let server: TestServer;
let sink: SmtpSink;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;
let director: BpmCaller;
let orders: Row[];
/** Mail rows after this id were written by the tests (the demo data wrote some about the same orders). */
let demoMails: number;

function takeOrder(): Row {
  const order = orders.shift();
  if (!order) throw new Error('no demo order left');
  return order;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'srm@example.com', BPM_URGE_INTERVAL_MINUTES: '30' });
  [admin, buyer, approver, director] = (await Promise.all((['admin', 'buyer', 'approver', 'director'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))).map(
    (client) => new BpmCaller(client),
  );
  orders = await buyerOrders(buyer);
  demoMails = await lastMailId(server);
  const twoLevels = chainModel('noticeChain', [
    { id: 'check', approvers: [{ kind: 'user', value: 'approver' }] },
    { id: 'sign', approvers: [{ kind: 'user', value: 'director' }] },
  ]);
  for (const xml of [twoLevels, parallelModel('noticeParallel', 'approver', 'finance')]) expect((await admin.deploy(xml)).status).toBe('S');
});
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

async function started(modelKey: string, order: Row): Promise<number> {
  const answer = await buyer.start(modelKey, Number(order.poHeaderId));
  expect(answer.status, answer.msg).toBe('S');
  return Number(answer.data.instanceId);
}

async function onlyTask(caller: BpmCaller, instanceId: number): Promise<Row> {
  const [task] = await caller.openTasks(instanceId);
  expect(task).toBeDefined();
  return task;
}

function mailTo(address: string, code: string) {
  return eventually(`mail to ${address} about ${code}`, async () => sink.mails.filter((mail) => mail.to.includes(address) && mail.data.includes(code)), (found) => found.length > 0);
}

describe('notices of the approval platform', () => {
  it('tells the assignee of a new task in the bell and by mail, sent after the commit', async () => {
    const order = takeOrder();
    const code = String(order.poNumber);
    const before = await inbox(approver);
    const instanceId = await started('noticeChain', order);
    const after = await inbox(approver);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.messages[0]).toMatchObject({
      sourceType: 'BPM_TASK_ASSIGNED',
      title: expect.stringContaining(code),
      content: expect.stringContaining('"Node check"'),
      link: { route: 'approvalTask', params: { id: String(instanceId) } },
      read: false,
    });
    await mailTo('approver@example.com', code);
    const [row] = await eventually('the mail recorded as sent', () => mailsAbout(server, code, demoMails), (rows) => rows.length === 1 && rows[0].messageStatus === 'SENT');
    expect(row).toMatchObject({ recipient: 'approver@example.com', sourceType: 'BPM_TASK_ASSIGNED' });
    expect(Number(row.attemptCount)).toBe(1);
  });

  it('tells no one when the step that would have created the task is rolled back', async () => {
    const order = takeOrder();
    const code = String(order.poNumber);
    const before = await inbox(approver);
    const database = await server.database.open();
    try {
      // The second branch's approver is disabled: the start creates the first branch's task, then is refused whole.
      await database.db.updateTable('base_users').set({ enabledFlag: 'N' }).where('userName', '=', 'finance').execute();
      const refused = await buyer.start('noticeParallel', Number(order.poHeaderId));
      expect(refused.status).toBe('E');
      expect(refused.msg).toContain('resolves to no approver');
    } finally {
      await database.db.updateTable('base_users').set({ enabledFlag: 'Y' }).where('userName', '=', 'finance').execute();
      await database.close();
    }
    expect((await inbox(approver)).unread).toBe(before.unread);
    expect(await mailsAbout(server, code, demoMails)).toEqual([]);
  });

  it('tells the next approver, then the submitter how the process ended', async () => {
    const rejectedOrder = takeOrder();
    const rejected = await started('noticeChain', rejectedOrder);
    expect((await approver.complete('doApproveTask', await onlyTask(approver, rejected))).status).toBe('S');
    expect((await inbox(director)).messages[0]).toMatchObject({ sourceType: 'BPM_TASK_ASSIGNED', title: expect.stringContaining(String(rejectedOrder.poNumber)) });
    expect((await director.complete('doRejectTask', await onlyTask(director, rejected), 'price too high')).status).toBe('S');
    expect((await inbox(buyer)).messages[0]).toMatchObject({
      sourceType: 'BPM_PROCESS_REJECTED',
      title: `Rejected: Purchase order ${String(rejectedOrder.poNumber)}`,
      content: expect.stringContaining('price too high'),
      link: { route: 'myApprovalDetail', params: { id: String(rejected) } },
    });
    await mailTo('buyer@example.com', String(rejectedOrder.poNumber));

    const approvedOrder = takeOrder();
    const approved = await started('noticeChain', approvedOrder);
    expect((await approver.complete('doApproveTask', await onlyTask(approver, approved))).status).toBe('S');
    expect((await director.complete('doApproveTask', await onlyTask(director, approved), 'fine')).status).toBe('S');
    expect((await inbox(buyer)).messages[0]).toMatchObject({ sourceType: 'BPM_PROCESS_APPROVED', title: expect.stringContaining(String(approvedOrder.poNumber)) });
  });

  it('marks one message or all of them read, only the caller\'s own', async () => {
    const mine = await inbox(approver);
    expect(mine.unread).toBeGreaterThan(0);
    const first = mine.messages.find((message) => !message.read);
    if (!first) throw new Error('no unread message');
    const marked = await inboxCall(approver, INBOX_OPERATIONS.markRead, { id: first.messageId });
    expect(marked).toMatchObject({ status: 'S', data: { unread: mine.unread - 1 } });
    const notHis = await inboxCall(buyer, INBOX_OPERATIONS.markRead, { id: first.messageId });
    expect(notHis).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    expect(notHis.msg).toContain(`Message ${first.messageId} does not exist or was not sent to you`);
    expect(await inboxCall(approver, INBOX_OPERATIONS.markRead, {})).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    const all = await inboxCall(approver, INBOX_OPERATIONS.markAllRead);
    expect(all).toMatchObject({ status: 'S', data: { unread: 0 } });
    expect((await inboxCall(approver, INBOX_OPERATIONS.count)).data.unread).toBe(0);
    expect((await inbox(approver)).messages.every((message) => message.read)).toBe(true);
  });
});

describe('urging (催办)', () => {
  const urge = (caller: BpmCaller, menu: string, id: number, comment?: string) => caller.call(menu, 'bpm', 'bpmProcessInstanceRestful', 'doUrge', { id, comment });

  it('tells the current approvers once per interval, records it and says when urging is allowed again', async () => {
    const order = takeOrder();
    const code = String(order.poNumber);
    const instanceId = await started('noticeChain', order);
    const answer = await urge(buyer, 'MY_APPROVAL', instanceId, 'needed this week');
    expect(answer).toMatchObject({ status: 'S', msg: 'Urged: 李审批', data: { urged: ['李审批'] } });
    expect((await inbox(approver)).messages[0]).toMatchObject({ sourceType: 'BPM_URGE', content: expect.stringContaining('needed this week'), link: { route: 'approvalTask', params: { id: String(instanceId) } } });
    await eventually('the urge mail sent', () => mailsAbout(server, code, demoMails), (rows) => rows.some((row) => row.sourceType === 'BPM_URGE' && row.messageStatus === 'SENT'));
    expect(historyActions(await admin.instance(instanceId))).toEqual(['START', 'URGE']);

    const again = await urge(buyer, 'MY_APPROVAL', instanceId);
    expect(again).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    const stamp = /urged at (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d); it may be urged once every 30 minute\(s\), so urge it again from (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/.exec(again.msg);
    expect(stamp, again.msg).not.toBeNull();
    const [, last, next] = stamp ?? [];
    expect(new Date(next.replace(' ', 'T')).getTime() - new Date(last.replace(' ', 'T')).getTime()).toBe(30 * 60_000);
    // An administrator is held to the same interval.
    expect((await urge(admin, 'PROCESS_MONITORING', instanceId)).status).toBe('E');
    expect(historyActions(await admin.instance(instanceId))).toEqual(['START', 'URGE']);
  });

  it('lets the submitter or an administrator urge, and only a running process', async () => {
    const instanceId = await started('noticeChain', takeOrder());
    // The approver holds no urge button: the access rule refuses before anything runs.
    expect((await urge(approver, 'MY_APPROVAL', instanceId)).status).not.toBe('S');
    const byAdmin = await urge(admin, 'PROCESS_MONITORING', instanceId);
    expect(byAdmin.status, byAdmin.msg).toBe('S');
    expect((await approver.complete('doRejectTask', await onlyTask(approver, instanceId), 'no')).status).toBe('S');
    const ended = await urge(admin, 'PROCESS_MONITORING', instanceId);
    expect(ended).toMatchObject({ status: 'E', msg: `Process instance ${instanceId} has ended (REJECTED); there is no one to urge`, errors: [{ field: 'id' }] });
  });

  it('refuses someone else\'s process to a user who is not an administrator', async () => {
    // director submits nothing: an order the buyer submitted is not his to urge, even through a menu that grants the button
    const database = await server.database.open();
    const instanceId = await started('noticeChain', takeOrder());
    try {
      const buyerId = (await database.db.selectFrom('base_users').select('userId').where('userName', '=', 'buyer').executeTakeFirstOrThrow()).userId;
      const directorId = (await database.db.selectFrom('base_users').select('userId').where('userName', '=', 'director').executeTakeFirstOrThrow()).userId;
      await database.db.updateTable('bpm_process_instances').set({ submittedBy: directorId }).where('instanceId', '=', instanceId).execute();
      const refused = await urge(buyer, 'MY_APPROVAL', instanceId);
      expect(refused).toMatchObject({ status: 'E', msg: 'Only the submitter or an administrator may urge this process', errors: [{ field: 'id' }] });
      await database.db.updateTable('bpm_process_instances').set({ submittedBy: buyerId }).where('instanceId', '=', instanceId).execute();
    } finally {
      await database.close();
    }
  });
});

describe('due-time reminders and escalation (the timer job)', () => {
  it('reminds before and after the due time as set, never twice, and escalates once', async () => {
    const database = await server.database.open();
    const catalog = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR));
    const reminders = new TaskReminders(createEntityEngine(database, catalog).kit, catalog);
    try {
      const adminId = Number((await database.db.selectFrom('base_users').select('userId').where('userName', '=', 'admin').executeTakeFirstOrThrow()).userId);
      const setting = await admin.call('REMINDER_SETTING', 'bpm', 'bpmReminderSettingRestful', 'saveOrUpdate', {
        modelKey: 'noticeChain',
        activityId: 'check',
        remindTiming: 'BEFORE_DUE',
        remindHours: 2,
        repeatEveryHours: 1,
        maxReminders: 2,
        escalateAfterHours: 4,
        escalateUserId: adminId,
        enabledFlag: 'Y',
      });
      expect(setting.status, setting.msg).toBe('S');
      const noTarget = await admin.call('REMINDER_SETTING', 'bpm', 'bpmReminderSettingRestful', 'saveOrUpdate', { modelKey: 'other', remindTiming: 'AFTER_DUE', remindHours: 1, maxReminders: 1, escalateAfterHours: 2, enabledFlag: 'Y' });
      expect(noTarget).toMatchObject({ status: 'E', errors: [expect.objectContaining({ field: 'escalateUserId' })] });

      const instanceId = await started('noticeChain', takeOrder());
      const task = await onlyTask(approver, instanceId);
      const due = new Date(String(task.dueTime).replace(' ', 'T')).getTime();
      const at = (hours: number) => new Date(due + hours * 3_600_000);
      const noticesOf = async (sourceType: string) =>
        (await database.db.selectFrom('base_user_messages').select('recipientId').where('sourceType', '=', sourceType).where('sourceId', '=', Number(task.taskId)).execute()).map((row) => Number(row.recipientId));
      const approverId = Number(task.assigneeId);
      // Other open tasks of the model fall due around the same time: each step checks this task's own notices.
      await reminders.run(at(-2.5));
      expect(await noticesOf('BPM_TASK_REMINDER')).toEqual([]);
      await reminders.run(at(-2));
      expect(await noticesOf('BPM_TASK_REMINDER')).toEqual([approverId]);
      await reminders.run(at(-1.5));
      expect(await noticesOf('BPM_TASK_REMINDER')).toHaveLength(1);
      // Two processes running the job at the same moment send the second reminder once.
      await Promise.all([reminders.run(at(-1)), reminders.run(at(-1))]);
      expect(await noticesOf('BPM_TASK_REMINDER')).toEqual([approverId, approverId]);
      await reminders.run(at(3));
      expect(await noticesOf('BPM_TASK_REMINDER')).toHaveLength(2);
      expect(await noticesOf('BPM_TASK_ESCALATED')).toEqual([]);
      expect((await inbox(approver)).messages[0]).toMatchObject({ sourceType: 'BPM_TASK_REMINDER', link: { route: 'approvalTask', params: { id: String(instanceId) } } });

      await Promise.all([reminders.run(at(4)), reminders.run(at(4))]);
      await reminders.run(at(10));
      expect(await noticesOf('BPM_TASK_ESCALATED')).toEqual([adminId]);
      expect(await noticesOf('BPM_TASK_REMINDER')).toHaveLength(2);
      const escalation = (await inbox(admin)).messages.find((message) => message.sourceType === 'BPM_TASK_ESCALATED' && message.link?.params.id === String(instanceId));
      expect(escalation?.content).toContain('4 hour(s) past its due time');
      expect(historyActions(await admin.instance(instanceId))).toEqual(['START', 'ESCALATE']);
      const stored = await database.db.selectFrom('bpm_tasks').select(['remindCount', 'escalatedTime']).where('taskId', '=', Number(task.taskId)).executeTakeFirstOrThrow();
      expect(Number(stored.remindCount)).toBe(2);
      expect(stored.escalatedTime).not.toBeNull();

      // A task decided is reminded no more.
      expect((await approver.complete('doApproveTask', task)).status).toBe('S');
      await reminders.run(at(20));
      expect(await noticesOf('BPM_TASK_REMINDER')).toHaveLength(2);
      // The setting is of node check only: the director's task of node sign is never reminded.
      const directorTask = await onlyTask(director, instanceId);
      await reminders.run(new Date(new Date(String(directorTask.dueTime).replace(' ', 'T')).getTime() + 5 * 3_600_000));
      const ofDirector = await database.db.selectFrom('base_user_messages').select('messageId').where('sourceId', '=', Number(directorTask.taskId)).where('sourceType', 'in', ['BPM_TASK_REMINDER', 'BPM_TASK_ESCALATED']).execute();
      expect(ofDirector).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('failed deliveries (transactionCompen)', () => {
  it('keeps a failed mail with its reason and sends it again on retry', async () => {
    const order = takeOrder();
    const code = String(order.poNumber);
    sink.refusing = true;
    await started('noticeChain', order);
    const [failed] = await eventually('the mail failed', () => mailsAbout(server, code, demoMails), (rows) => rows.length === 1 && rows[0].messageStatus === 'FAILED');
    expect(String(failed.errorMessage)).toContain('550');
    const listed = await admin.call<Row[]>('TRANSACTION_COMPEN', 'base', 'baseMessageHistoryRestful', 'listByPage', { messageStatus: 'FAILED', subject_like: code });
    expect(listed.status, listed.msg).toBe('S');
    expect(listed.data.map((row) => row.messageId)).toEqual([failed.messageId]);

    sink.refusing = false;
    const retried = await admin.call('TRANSACTION_COMPEN', 'base', 'baseMessageHistoryRestful', 'doRetry', { id: failed.messageId, versionNum: failed.versionNum });
    expect(retried.status, retried.msg).toBe('S');
    const [sent] = await eventually('the retried mail sent', () => mailsAbout(server, code, demoMails), (rows) => rows[0]?.messageStatus === 'SENT');
    expect(Number(sent.attemptCount)).toBe(2);
    await mailTo('approver@example.com', code);
    const twice = await admin.call('TRANSACTION_COMPEN', 'base', 'baseMessageHistoryRestful', 'doRetry', { id: failed.messageId });
    expect(twice.status).toBe('E');
    // Users without the failed side effects menu cannot retry.
    expect((await buyer.call('MY_UPCOMING', 'base', 'baseMessageHistoryRestful', 'doRetry', { id: failed.messageId })).status).not.toBe('S');
  });
});


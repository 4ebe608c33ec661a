import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../jobs/support/eventually';
import { signIn } from '../support/signed-client';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';
import { BpmCaller, type Row } from '../bpm/bpm-support';
import { draftOrders, submitOrder } from '../bpm/order-approvals';
import { inbox } from '../bpm/notice-support';

/** A webhook receiver: keeps each call, answers the statuses queued in `answers` (then 200). */
interface Hook {
  url: string;
  calls: { headers: IncomingMessage['headers']; body: string }[];
  answers: number[];
  close(): Promise<void>;
}

function startHook(): Promise<Hook> {
  const hook = { calls: [], answers: [] } as unknown as Hook;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      hook.calls.push({ headers: request.headers, body });
      response.statusCode = hook.answers.shift() ?? 200;
      response.end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      hook.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
      hook.close = () => new Promise((done) => server.close(() => done()));
      resolve(hook);
    }),
  );
}

const SECRET = 'test-signing-secret';
let server: TestServer;
let sink: SmtpSink;
let hook: Hook;
let admin: BpmCaller;
let buyer: BpmCaller;
let approver: BpmCaller;

beforeAll(async () => {
  sink = await startSmtpSink();
  hook = await startHook();
  server = await startTestServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'srm@example.com' });
  [admin, buyer, approver] = (await Promise.all((['admin', 'buyer', 'approver'] as const).map((who) => signIn(server.baseUrl, who, 'EN')))).map((client) => new BpmCaller(client));
});
afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await hook?.close();
});

const call = (menu: string, resource: string, operation: string, body: Row) => admin.call(menu, 'message', resource, operation, body);

async function one(menu: string, resource: string, filter: Row): Promise<Row> {
  const answer = await admin.call<Row[]>(menu, 'message', resource, 'listByPage', filter);
  expect(answer.status, answer.msg).toBe('S');
  expect(answer.data.length, JSON.stringify(filter)).toBeGreaterThan(0);
  return answer.data[0];
}

async function template(code: string): Promise<Row> {
  const row = await one('MSG_TEMPLATE_CFG', 'msgTemplateRestful', { templateCode: code });
  const found = await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'findById', { id: row.templateId });
  return found.data as Row;
}

async function instances(filter: Row): Promise<Row[]> {
  const answer = await admin.call<Row[]>('MSG_INSTANCE', 'message', 'msgInstanceRestful', 'listByPage', { pageRows: 100, ...filter });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

async function webhookChannel(code: string, maxAttempts: number): Promise<Row> {
  const saved = await call('MSG_CHANNEL_CFG', 'msgChannelRestful', 'saveOrUpdate', {
    channelCode: code, channelNameCn: `测试回调${code}`, channelNameEn: `Test hook ${code}`, channelType: 'WEBHOOK',
    webhookUrl: hook.url, webhookSecret: SECRET, timeoutMs: 3000, maxAttempts, retryDelaySeconds: 1, enabledFlag: 'Y',
  });
  expect(saved.status, saved.msg).toBe('S');
  expect(saved.data).not.toHaveProperty('webhookSecret', SECRET);
  return saved.data as Row;
}

describe('message centre', () => {
  it('previews a template over its source sample data on the server, and names the field and line of a syntax error', async () => {
    const submitted = await template('PO_SUBMITTED_INAPP');
    const preview = await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'doPreview', { id: submitted.templateId });
    expect(preview.status, preview.msg).toBe('S');
    expect(preview.data).toMatchObject({ subjectEn: 'Purchase order PO20261122-0001 awaits your approval', subjectCn: '采购订单 PO20261122-0001 待您审批' });
    expect(String((preview.data as Row).bodyCn)).toContain('华东精密机械有限公司');

    const broken = await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'doPreview', { id: submitted.templateId, bodyEn: 'Dear {{ receiver.name }},\nTotal {{ record.taxTotalAmount ' });
    expect(broken).toMatchObject({ status: 'E', errors: [{ field: 'bodyEn' }] });
    expect(broken.msg).toMatch(/Body \(English\), line 2/);

    const saved = await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'saveOrUpdate', { ...submitted, subjectCn: '{% if record.poNumber %}未闭合' });
    expect(saved).toMatchObject({ status: 'E', errors: [{ field: 'subjectCn' }] });
    expect(saved.msg).toMatch(/line 1/);
  });

  it('turns a submitted purchase order into an in-app message for its approver, a mail and a signed webhook call, with a retried failure', async () => {
    // The administrator edits the in-app template and enables it; a webhook template on the same source is added.
    const submitted = await template('PO_SUBMITTED_INAPP');
    const edited = await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'saveOrUpdate', { ...submitted, enabledFlag: 'Y', subjectEn: 'Please approve {{ record.poNumber }} ({{ record.supplierName }})' });
    expect(edited.status, edited.msg).toBe('S');
    const channel = await webhookChannel('TEST_HOOK', 3);
    const added = await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'saveOrUpdate', {
      templateCode: 'TEST_PO_SUBMITTED_HOOK', templateName: 'test hook', sourceId: submitted.sourceId, channelId: channel.channelId,
      subjectCn: '{{ record.poNumber }}', bodyCn: '{{ record.taxTotalAmount }}', subjectEn: '{{ record.poNumber }}', bodyEn: 'by {{ actor.userName }}', enabledFlag: 'Y', requireCheckFlag: 'N',
    });
    expect(added.status, added.msg).toBe('S');
    hook.answers.push(500);

    const [orderId] = await draftOrders(buyer, 1, 'message centre');
    const before = (await inbox(approver)).unread;
    const answer = await submitOrder(buyer, orderId);
    expect(answer.status, answer.msg).toBe('S');
    const code = String((answer.data as Row).poNumber);

    const message = await eventually('the approver\'s message', async () => (await inbox(approver)).messages.find((row) => row.sourceType === 'MSG_CENTRE' && row.title.includes(code)), Boolean);
    expect(message).toMatchObject({ title: expect.stringMatching(new RegExp(`^Please approve ${code} \\(.+\\)$`)), link: { route: 'purOrderManage/purchaseOrderEdit', params: { id: String(orderId) } } });
    expect((await inbox(approver)).unread).toBeGreaterThan(before);

    // Quoted-printable soft line breaks undone, the template's English body is in the mail (the platform's own task mail beside it).
    const mail = await eventually('the approver\'s mail', async () => sink.mails.map((row) => ({ ...row, text: row.data.replace(/=\r?\n/g, '') })).find((row) => row.to.includes('approver@example.com') && row.text.includes(`Purchase order ${code} was submitted by`)), Boolean);
    expect(mail?.text).toContain('Please sign in to the SRM platform.');

    // The webhook failed once (HTTP 500), waited its backoff and was delivered on the second attempt, signed.
    const delivered = await eventually('the webhook instance', async () => instances({ recordId: orderId, channelType: 'WEBHOOK' }), (rows) => rows[0]?.status === 'SENT', 10_000);
    expect(delivered[0]).toMatchObject({ attemptCount: 2, lastError: null });
    expect(hook.calls.length).toBeGreaterThanOrEqual(2);
    const last = hook.calls[hook.calls.length - 1];
    expect(last.headers['x-srm-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(last.body).digest('hex')}`);
    expect(JSON.parse(last.body)).toMatchObject({ recordId: orderId, recordCode: code, content: { en: 'by buyer' }, source: 'PO_SUBMITTED' });
    const log = await admin.call<Row[]>('MSG_LOG', 'message', 'msgLogRestful', 'listByPage', { instanceId: delivered[0].instanceId });
    expect(log.data.map((row) => row.result).sort()).toEqual(['FAILED', 'SENT']);
    expect(log.data.find((row) => row.result === 'FAILED')).toMatchObject({ responseStatus: 500, errorMessage: expect.stringContaining('HTTP 500') });
  });

  it('leaves a delivery FAILED after its last attempt, and delivers it again on Retry', async () => {
    const channel = await webhookChannel('TEST_HOOK_ONCE', 1);
    const source = await one('MSG_SOURCE_CFG', 'msgSourceRestful', { sourceCode: 'PO_SUBMITTED' });
    expect((await call('MSG_TEMPLATE_CFG', 'msgTemplateRestful', 'saveOrUpdate', {
      templateCode: 'TEST_PO_HOOK_ONCE', templateName: 'once', sourceId: source.sourceId, channelId: channel.channelId,
      subjectCn: 'x', bodyCn: 'x', subjectEn: 'x', bodyEn: 'x', enabledFlag: 'Y', requireCheckFlag: 'N',
    })).status).toBe('S');
    const [orderId] = await draftOrders(buyer, 1, 'message retry');
    hook.answers.push(503, 503);
    expect((await submitOrder(buyer, orderId)).status).toBe('S');
    const failed = await eventually('a failed webhook', async () => instances({ recordId: orderId, channelId: channel.channelId }), (rows) => rows[0]?.status === 'FAILED');
    expect(failed[0]).toMatchObject({ attemptCount: 1, lastError: expect.stringContaining('HTTP 503') });
    // The first hook's template on the same source took the other 503.
    hook.answers.length = 0;
    const retried = await admin.call('MSG_INSTANCE', 'message', 'msgInstanceRestful', 'doRetry', { id: failed[0].instanceId });
    expect(retried.status, retried.msg).toBe('S');
    await eventually('the retried webhook', async () => instances({ recordId: orderId, channelId: channel.channelId }), (rows) => rows[0]?.status === 'SENT');
    expect((await admin.call('MSG_INSTANCE', 'message', 'msgInstanceRestful', 'doRetry', { id: failed[0].instanceId })).status).toBe('E');
  });

  it('sends a test through a channel and logs it', async () => {
    const channels = await admin.call<Row[]>('MSG_CHANNEL_CFG', 'message', 'msgChannelRestful', 'listByPage', { channelCode: 'TEST_HOOK' });
    const calls = hook.calls.length;
    const test = await call('MSG_CHANNEL_CFG', 'msgChannelRestful', 'doSendTest', { id: channels.data[0].channelId });
    expect(test.status, test.msg).toBe('S');
    expect(hook.calls.length).toBe(calls + 1);
    const mailChannel = await one('MSG_CHANNEL_CFG', 'msgChannelRestful', { channelCode: 'MAIL' });
    const mailed = await call('MSG_CHANNEL_CFG', 'msgChannelRestful', 'doSendTest', { id: mailChannel.channelId });
    expect(mailed.status, mailed.msg).toBe('S');
    expect(sink.mails.some((row) => row.to.includes('admin@example.com') && row.data.includes('test message'))).toBe(true);
    hook.answers.push(500);
    const refused = await call('MSG_CHANNEL_CFG', 'msgChannelRestful', 'doSendTest', { id: channels.data[0].channelId });
    expect(refused).toMatchObject({ status: 'E', msg: expect.stringContaining('HTTP 500') });
    const log = await admin.call<Row[]>('MSG_LOG', 'message', 'msgLogRestful', 'listByPage', { testFlag: 'Y', channelId: channels.data[0].channelId });
    expect(log.data.map((row) => row.result)).toEqual(['FAILED', 'SENT']);
  });

  it('holds messages that need a check until an administrator approves (sent) or rejects them (with a reason)', async () => {
    // The demo notices published at seed time produced messages to the administrators, awaiting a check.
    const waiting = await admin.call<Row[]>('MSG_INSTANCE_CHECK', 'message', 'msgInstanceRestful', 'listByPage', { status: 'CHECKING' });
    expect(waiting.status, waiting.msg).toBe('S');
    expect(waiting.data.length).toBeGreaterThanOrEqual(2);
    const [first, second] = waiting.data;
    const approve = await admin.call('MSG_INSTANCE_CHECK', 'message', 'msgInstanceRestful', 'doApproveSend', { id: first.instanceId, comment: 'ok' });
    expect(approve.status, approve.msg).toBe('S');
    await eventually('the approved message', async () => instances({ instanceId: first.instanceId }), (rows) => rows[0]?.status === 'SENT');
    expect((await inbox(admin)).messages.some((row) => row.sourceType === 'MSG_CENTRE' && row.title === first.titleEn)).toBe(true);
    expect(await admin.call('MSG_INSTANCE_CHECK', 'message', 'msgInstanceRestful', 'doRejectSend', { id: second.instanceId })).toMatchObject({ status: 'E' });
    const reject = await admin.call('MSG_INSTANCE_CHECK', 'message', 'msgInstanceRestful', 'doRejectSend', { id: second.instanceId, comment: 'duplicate' });
    expect(reject.status, reject.msg).toBe('S');
    expect((await instances({ instanceId: second.instanceId }))[0]).toMatchObject({ status: 'REJECTED', checkComment: 'duplicate' });
    // The approver may not check messages: he holds no menu of the message centre.
    expect((await approver.client.adapter.request({ service: 'message', resource: 'msgInstanceRestful', operation: 'listByPage', body: {}, menu: await admin.menu('MSG_INSTANCE_CHECK') })).status).not.toBe('S');
  });

  it('raises the platform event of a password reset: the user is told in the bell, without the password', async () => {
    const database = await server.database.open();
    try {
      const target = await database.db.selectFrom('base_users').select('userId').where('userName', '=', 'finance').executeTakeFirstOrThrow();
      const reset = await admin.client.adapter.request({ service: 'base', resource: 'baseUsersRestful', operation: 'doAdminResetUserPwd', body: { id: target.userId }, menu: await admin.menu('USER_MANAGE') });
      expect(reset.status, reset.msg).toBe('S');
      const rows = await eventually('the reset message', () => database.db.selectFrom('base_user_messages').selectAll().where('recipientId', '=', target.userId).where('sourceType', '=', 'MSG_CENTRE').execute(), (found) => found.length > 0);
      expect(rows[0]).toMatchObject({ titleEn: 'Your password was reset', contentCn: expect.stringContaining('钱财务') });
    } finally {
      await database.close();
    }
  });
});

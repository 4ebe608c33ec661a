import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { formatDateTime } from '../../../src/server/entities';
import { eventually } from '../jobs/support/eventually';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The administrator's scheduler and log screens against the real server: a failed request retried from
 * schedulingError, the running processes (gtasks), the server log searched by level, request id and text
 * with secrets redacted, outbound calls in the third-party call log, and the retention purge.
 */
type Row = Record<string, unknown>;
const DAY = 86_400_000;

let server: TestServer;
let admin: SignedInClient;
let outside: Server;
let outsideUrl: string;
const menus: Record<string, MenuContext> = {};

beforeAll(async () => {
  server = await startTestServer({ SERVER_LOG_LEVEL: 'info' }, undefined, { schedulerTickMs: 50 });
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  for (const code of ['SUBMIT_REQUEST', 'SCHEDULING_ERROR', 'CONCURRENT_PROGRAM', 'GTASKS', 'SERVER_LOG', 'TRIPARTITE_LOG', 'LOG_RETENTION', 'INTERFACE_LOG', 'USER_OPERATE_LOG']) {
    menus[code] = await admin.menu(code);
  }
  outside = createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/fail') ? 502 : 200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => outside?.close(resolve));
  await server?.stop();
});

interface Answer {
  status: string;
  message?: string;
  errors?: { field: string; message: string }[];
  data: unknown;
}
async function answer(menu: string, resource: string, operation: string, body: Row, service = 'schedule'): Promise<Answer> {
  return (await admin.adapter.request<unknown>({ service, resource, operation, body, menu: menus[menu] })) as unknown as Answer;
}
/** The data of an accepted call; a refusal fails the test with its message. */
async function call<T = Row>(menu: string, resource: string, operation: string, body: Row, service = 'schedule'): Promise<T> {
  const reply = await answer(menu, resource, operation, body, service);
  if (reply.status !== 'S') throw new Error(`${operation} refused: ${reply.message} ${JSON.stringify(reply.errors)}`);
  return reply.data as T;
}
const page = async (menu: string, resource: string, body: Row, service = 'schedule') => call<Row[]>(menu, resource, 'listByPage', { pageRows: 100, ...body }, service);
const request = (id: unknown) => call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'findById', { id });

describe('the scheduler screens', () => {
  it('lists the concurrent programs with their parameters; a disabled program fails, and its request is retried from schedulingError', async () => {
    const programs = await page('CONCURRENT_PROGRAM', 'scheduleProgramRestful', { programCode_like: 'purge' });
    const purgeLogs = programs.find((row) => row.programCode === 'purgeLogs') as Row;
    expect(purgeLogs).toMatchObject({ programNameEn: 'Purge old log rows', builtInSchedule: 'daily 02:00', enabledFlag: 'Y' });
    const program = await call('CONCURRENT_PROGRAM', 'scheduleProgramRestful', 'findById', { id: purgeLogs.programId });
    expect(program.parameters).toEqual([expect.objectContaining({ paramName: 'logCode', paramType: 'enum', requiredFlag: 'N', lookupType: 'LOG_RETENTION_TARGET' })]);

    const sessions = programs.find((row) => row.programCode === 'purgeExpiredSessions') as Row;
    const disabled = await call('CONCURRENT_PROGRAM', 'scheduleProgramRestful', 'saveOrUpdate', { ...sessions, enabledFlag: 'N' });
    const submitted = await call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'saveOrUpdate', { programCode: 'purgeExpiredSessions', parameters: '{"retentionHours": 5}' });
    await eventually('the failed request', () => request(submitted.requestId), (row) => row.status === 'ERROR');

    const errors = await page('SCHEDULING_ERROR', 'scheduleRequestRestful', { status: 'ERROR' });
    expect(errors.map((row) => row.requestId)).toContain(submitted.requestId);
    await call('CONCURRENT_PROGRAM', 'scheduleProgramRestful', 'saveOrUpdate', { ...disabled, enabledFlag: 'Y' });
    const retried = await call('SCHEDULING_ERROR', 'scheduleRequestRestful', 'doRetry', { id: submitted.requestId });
    expect(retried).toMatchObject({ programCode: 'purgeExpiredSessions', parameters: '{"retentionHours": 5}', retryOfRequestId: submitted.requestId });
    const done = await eventually('the retry', () => request(retried.requestId), (row) => row.status === 'COMPLETED');
    expect(done.resultMessage).toMatch(/5 hour/);
  });

  it('refuses a bad CRON expression with the field, and lists a schedule with its next run', async () => {
    const refused = await answer('SUBMIT_REQUEST', 'scheduleRequestRestful', 'saveOrUpdate', { programCode: 'purgeLogs', scheduleType: 'CRON', cronExpression: '0 25 * * *' });
    expect(refused).toMatchObject({ status: 'E', errors: [expect.objectContaining({ field: 'cronExpression', message: expect.stringContaining('0 25 * * *') })] });
    const schedule = await call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'saveOrUpdate', { programCode: 'purgeLogs', scheduleType: 'CRON', cronExpression: '0 3 1 1 *' });
    const stored = await request(schedule.requestId);
    expect(stored).toMatchObject({ status: 'SCHEDULED', nextRunTime: expect.stringMatching(/-01-01 03:00:00$/) });
    const paused = await call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'doPause', { id: schedule.requestId });
    expect(paused.status).toBe('PAUSED');
    expect((await answer('SUBMIT_REQUEST', 'scheduleRequestRestful', 'doPause', { id: schedule.requestId })).status).toBe('E');
    expect((await call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'doResume', { id: schedule.requestId })).status).toBe('SCHEDULED');
    expect((await call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'doCancel', { id: schedule.requestId })).status).toBe('CANCELLED');
  });

  it('shows this server process in gtasks', async () => {
    const rows = await page('GTASKS', 'scheduleProcessRestful', {});
    expect(rows).toEqual(expect.arrayContaining([expect.objectContaining({ pid: process.pid, taskStatus: 'IDLE' })]));
  });
});

describe('the logs', () => {
  it('searches the server log by level, request id and text, with secrets redacted', async () => {
    server.app.log.warn({ password: 'hunter2-secret', headers: { authorization: 'Bearer abc.def' }, accessToken: 'tok-123', reqId: 'log-test-0001' }, 'scheduler log search probe');
    const rows = await eventually('the log line', () => page('SERVER_LOG', 'baseServerLogRestful', { requestId: 'log-test-0001' }, 'base'), (found) => found.length === 1);
    expect(rows[0]).toMatchObject({ level: 'warn', message: 'scheduler log search probe' });
    const detail = String(rows[0].detail);
    expect(detail).not.toMatch(/hunter2|abc\.def|tok-123/);
    expect(detail).toContain('[REDACTED]');
    expect(await page('SERVER_LOG', 'baseServerLogRestful', { message_like: 'log search probe', level_in: ['warn', 'error'] }, 'base')).toHaveLength(1);
    expect(await page('SERVER_LOG', 'baseServerLogRestful', { message_like: 'log search probe', level_in: ['error'] }, 'base')).toHaveLength(0);
    expect(await page('SERVER_LOG', 'baseServerLogRestful', { message_like: 'log search probe', logTime_gte: formatDateTime(new Date(Date.now() + DAY)) }, 'base')).toHaveLength(0);
  });

  it('keeps every outbound call in the third-party call log, secrets in the URL hidden', async () => {
    await (await fetch(`${outsideUrl}/api/orders?access_token=sekret-1&page=2`, { method: 'POST', body: '{"password":"pw-9","orderNo":"PO-1"}' })).text();
    await (await fetch(`${outsideUrl}/fail/webhook`)).text();
    const rows = await eventually('the two calls', () => page('TRIPARTITE_LOG', 'srmBaseTripartiteLogRestful', { url_like: outsideUrl }, 'srm'), (found) => found.length === 2);
    const ok = rows.find((row) => String(row.url).includes('/api/orders')) as Row;
    expect(ok).toMatchObject({ method: 'POST', statusCode: 200, result: 'S', url: `${outsideUrl}/api/orders?access_token=[REDACTED]&page=2` });
    expect(String(ok.requestExcerpt)).toContain('PO-1');
    expect(String(ok.requestExcerpt)).not.toContain('pw-9');
    expect(String(ok.responseExcerpt)).toContain('application/json');
    expect(rows.find((row) => String(row.url).includes('/fail'))).toMatchObject({ statusCode: 502, result: 'E' });
    expect(await page('TRIPARTITE_LOG', 'srmBaseTripartiteLogRestful', { url_like: outsideUrl, result: 'E' }, 'srm')).toHaveLength(1);
  });

  it('purges each log past its retention with the daily program, and reports what it deleted', async () => {
    const old = formatDateTime(new Date(Date.now() - 400 * DAY));
    const recent = formatDateTime(new Date(Date.now() - DAY));
    const database = await server.database.open();
    try {
      const audit = { versionNum: 1, creationDate: recent, createdBy: 1, lastUpdatedBy: 1, lastUpdateDate: recent };
      await database.db.insertInto('base_server_logs').values([{ logTime: old, level: 'info', message: 'old line', ...audit }, { logTime: recent, level: 'info', message: 'recent line', ...audit }]).execute();
      await database.db.insertInto('srm_base_tripartite_logs').values([{ logTime: old, systemName: 'old.example', ...audit }]).execute();
      await database.db.insertInto('srm_base_interface_logs').values([{ logTime: old, pointName: 'old.point', ...audit }]).execute();
      await database.db.insertInto('base_user_operate_logs').values([{ operateTime: old, userName: 'old-user', ...audit }, { operateTime: recent, userName: 'recent-user', ...audit }]).execute();
    } finally {
      await database.close();
    }
    const retentions = await page('LOG_RETENTION', 'baseLogRetentionRestful', {}, 'base');
    expect(retentions.map((row) => [row.logCode, row.retentionDays])).toEqual([['INTERFACE_LOG', 180], ['OPERATE_LOG', 365], ['SERVER_LOG', 14], ['TRIPARTITE_LOG', 90]]);
    expect(await answer('LOG_RETENTION', 'baseLogRetentionRestful', 'saveOrUpdate', { ...retentions[1], retentionDays: 0 }, 'base')).toMatchObject({ status: 'E', errors: [expect.objectContaining({ field: 'retentionDays' })] });

    const submitted = await call('SUBMIT_REQUEST', 'scheduleRequestRestful', 'saveOrUpdate', { programCode: 'purgeLogs' });
    const done = await eventually('the purge', () => request(submitted.requestId), (row) => row.status === 'COMPLETED' || row.status === 'ERROR');
    expect(done.status).toBe('COMPLETED');
    expect(String(done.requestLog)).toMatch(/OPERATE_LOG: 1 row\(s\)/);
    expect(String(done.outputFileIds)).toMatch(/^\d+$/);

    expect(await page('SERVER_LOG', 'baseServerLogRestful', { message_like: 'old line' }, 'base')).toHaveLength(0);
    expect(await page('SERVER_LOG', 'baseServerLogRestful', { message_like: 'recent line' }, 'base')).toHaveLength(1);
    expect(await page('TRIPARTITE_LOG', 'srmBaseTripartiteLogRestful', { systemName_like: 'old.example' }, 'srm')).toHaveLength(0);
    expect(await page('INTERFACE_LOG', 'srmBaseInterfaceLogRestful', { pointName_like: 'old.point' }, 'srm')).toHaveLength(0);
    expect(await page('USER_OPERATE_LOG', 'baseUserOperateLogRestful', { userName_like: '-user' }, 'base')).toEqual([expect.objectContaining({ userName: 'recent-user' })]);
    const after = await page('LOG_RETENTION', 'baseLogRetentionRestful', {}, 'base');
    expect(after.find((row) => row.logCode === 'OPERATE_LOG')).toMatchObject({ lastPurgedRows: 1, lastPurgeTime: expect.any(String) });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { MISSING_ID } from './support/attack-bodies';

/**
 * Background job requests (scheduleRequest, its participantScope): a user reaches his own requests only
 * (list, findById, cancel), whoever holds a menu of the request administration (submitRequest) reaches all of
 * them, and only those administrators receive, filter or sort by processInfo (the host:pid a request ran on).
 * Two buyers' side users (buyer, approver), a supplier user and the administrator; rows written behind the API.
 */
type Row = Record<string, unknown>;

const AUDIT = { versionNum: 1, creationDate: '2026-01-15 08:00:00', createdBy: -1, lastUpdatedBy: -1, lastUpdateDate: '2026-01-15 08:00:00', lastUpdateLogin: -1 };
let server: TestServer;
let database: Database;
let admin: SignedInClient;
let buyer: SignedInClient;
let approver: SignedInClient;
let supplier: SignedInClient;
const requestIds = new Map<string, number>();

async function userId(userName: string): Promise<number> {
  const row = await database.db.selectFrom('base_users').select('userId').where('userName', '=', userName).executeTakeFirstOrThrow();
  return Number(row.userId);
}

async function insertRequest(owner: string, status: string): Promise<number> {
  const row = await database.db
    .insertInto('schedule_requests')
    .values({
      requestNumber: `REQ-VIS-${owner}`,
      programCode: 'backExportExcel',
      parameters: '{}',
      status,
      submittedBy: await userId(owner),
      submitTime: '2026-01-15 08:00:00',
      runCount: 1,
      processInfo: `host-${owner}:4242`,
      ...AUDIT,
    })
    .returning('requestId')
    .executeTakeFirstOrThrow();
  return Number(row.requestId);
}

const requests = (client: SignedInClient, operation: string, body: Row, menu: MenuContext) =>
  client.adapter.request<Row | Row[]>({ service: 'schedule', resource: 'scheduleRequestRestful', operation, body, menu });

async function listed(client: SignedInClient, menu: MenuContext): Promise<Row[]> {
  const answer = await requests(client, 'listByPage', { pageIndex: 1, pageRows: 100 }, menu);
  expect(answer.status, answer.msg).toBe('S');
  // Only the rows of this test: the job platform may file requests of its own.
  return (answer.data as Row[]).filter((row) => String(row.requestNumber).startsWith('REQ-VIS-'));
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  for (const owner of ['buyer', 'approver', 'supplier1']) requestIds.set(owner, await insertRequest(owner, 'PENDING'));
  [admin, buyer, approver, supplier] = await Promise.all(['admin', 'buyer', 'approver', 'supplier1'].map((who) => signIn(server.baseUrl, who as 'admin', 'EN')));
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('background job requests', () => {
  it('lists a user his own requests only, without the process that ran them', async () => {
    for (const [client, owner] of [
      [buyer, 'buyer'],
      [approver, 'approver'],
    ] as const) {
      const rows = await listed(client, await client.menu('REPORT_BACK_EXPORT'));
      expect(rows.map((row) => row.requestId)).toEqual([requestIds.get(owner)]);
      expect(rows[0]).not.toHaveProperty('processInfo');
    }
  });

  it('answers another user\'s request exactly like a missing one, and his own without processInfo', async () => {
    const menu = await buyer.menu('REPORT_BACK_EXPORT');
    const others = await requests(buyer, 'findById', { id: requestIds.get('supplier1') }, menu);
    const missing = await requests(buyer, 'findById', { id: MISSING_ID }, menu);
    expect(others.status).toBe('E');
    expect({ ...others, msg: others.msg.replace(String(requestIds.get('supplier1')), '<id>') }).toEqual({ ...missing, msg: missing.msg.replace(String(MISSING_ID), '<id>') });
    const own = await requests(buyer, 'findById', { id: requestIds.get('buyer') }, menu);
    expect(own.status, own.msg).toBe('S');
    expect(own.data).toMatchObject({ requestId: requestIds.get('buyer') });
    expect(own.data).not.toHaveProperty('processInfo');
  });

  it('refuses a filter or sort by processInfo to anyone but an administrator', async () => {
    const menu = await buyer.menu('REPORT_BACK_EXPORT');
    const filtered = await requests(buyer, 'listByPage', { pageIndex: 1, pageRows: 10, processInfo: 'host-approver:4242' }, menu);
    expect(filtered.status).toBe('E');
    expect(filtered.msg).toContain('processInfo');
    const sorted = await requests(buyer, 'listByPage', { pageIndex: 1, pageRows: 10, sortField: 'processInfo' }, menu);
    expect(sorted.status).toBe('E');
  });

  it('lets no supplier user reach requests, his own included', async () => {
    const menu = await supplier.menu('PO_LIST');
    const answer = await requests(supplier, 'listByPage', { pageIndex: 1, pageRows: 10 }, menu);
    expect(answer.status).toBe('E');
    expect(answer.msg).toBe('you have no permission for this action');
  });

  it('shows the administrator every request with its process, and lets him cancel any', async () => {
    const menu = await admin.menu('SUBMIT_REQUEST');
    const rows = await listed(admin, menu);
    expect(rows.map((row) => row.requestId).sort()).toEqual([...requestIds.values()].sort());
    expect(rows.find((row) => row.requestId === requestIds.get('supplier1'))).toMatchObject({ processInfo: 'host-supplier1:4242' });
    const filtered = await requests(admin, 'listByPage', { pageIndex: 1, pageRows: 10, processInfo: 'host-approver:4242' }, menu);
    expect((filtered.data as Row[]).map((row) => row.requestId)).toEqual([requestIds.get('approver')]);
    const cancelled = await requests(admin, 'doCancel', { id: requestIds.get('supplier1'), versionNum: 1 }, menu);
    expect(cancelled.status, cancelled.msg).toBe('S');
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', processInfo: 'host-supplier1:4242' });
  });

  it('refuses a cancel to a user holding no request administration, his own request included', async () => {
    const answer = await requests(buyer, 'doCancel', { id: requestIds.get('buyer'), versionNum: 1 }, await buyer.menu('REPORT_BACK_EXPORT'));
    expect(answer.status).toBe('E');
    expect(answer.msg).toBe('you have no permission for this action');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import { createEntityEngine } from '../../../src/server/entities';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { catalog } from './support/menu-coverage';
import { call } from './support/signed-call';

/**
 * The operation log (docs/api.md "Operation log"): every write with who, when, what and the fields it
 * changed, written in the write's own transaction; every refused attempt; administrators search it.
 */
type Row = Record<string, unknown>;
interface LogRow {
  logId: number;
  userName: string;
  entityName: string;
  recordId: string | null;
  operation: string;
  result: string;
  changedFields: string | null;
  message: string | null;
  requestId: string | null;
  operateTime: string;
}

let server: TestServer;
let database: Database;
let admin: SignedInClient;
let buyer: SignedInClient;
let approver: SignedInClient;
let buyerMenu: MenuContext;
let logMenu: MenuContext;
let orgId: number;
let supplierId: number;

const PO = (operation: string) => `/api/srm/v1/srmPoHeaderRestful/${operation}`;

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [admin, buyer, approver] = await Promise.all([signIn(server.baseUrl, 'admin'), signIn(server.baseUrl, 'buyer'), signIn(server.baseUrl, 'approver')]);
  buyerMenu = await buyer.menu('PO_LIST');
  logMenu = await admin.menu('USER_OPERATE_LOG');
  const org = await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'HQ').executeTakeFirstOrThrow();
  orgId = Number(org.orgId);
  const supplier = await database.db.selectFrom('srm_pos_supplier_info').select('supplierId').orderBy('supplierId').limit(1).executeTakeFirstOrThrow();
  supplierId = Number(supplier.supplierId);
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

function newOrder(description: string): Row {
  return {
    orgId,
    supplierId,
    buyerId: buyer.login.user.userId,
    startDate: '2026-12-01',
    description,
    lines: [{ itemName: '深沟球轴承', demandQty: 3, taxPrice: 11.3, demandDate: '2026-12-10' }],
  };
}

/** The administrator's search of the log, through the list screen's endpoint. */
async function searchLog(filters: Row): Promise<LogRow[]> {
  const answer = await call(server.baseUrl, admin.login, {
    path: '/api/base/v1/baseUserOperateLogRestful/listByPage',
    body: { pageRows: 500, ...filters },
    menu: logMenu,
  });
  expect(answer.envelope?.status).toBe('S');
  return answer.envelope?.data as LogRow[];
}

describe('the operation log', () => {
  it('records a creation, an update with before and after, and a workflow action', async () => {
    const created = await call(server.baseUrl, buyer.login, { path: PO('saveOrUpdate'), body: newOrder('log: first notes'), menu: buyerMenu });
    expect(created.envelope?.status).toBe('S');
    const order = created.envelope?.data as Row;
    const id = String(order.poHeaderId);
    const updated = await call(server.baseUrl, buyer.login, {
      path: PO('saveOrUpdate'),
      body: { poHeaderId: order.poHeaderId, versionNum: order.versionNum, description: 'log: second notes' },
      menu: buyerMenu,
    });
    expect(updated.envelope?.status).toBe('S');
    const submitted = await call(server.baseUrl, buyer.login, {
      path: PO('doSubmit'),
      body: { id: order.poHeaderId, versionNum: (updated.envelope?.data as Row).versionNum },
      menu: buyerMenu,
    });
    expect(submitted.envelope?.status).toBe('S');

    const entries = (await searchLog({ entityName: 'srmPoHeader', recordId: id, sortField: 'logId', sortOrder: 'asc' })).filter((entry) => entry.result === 'SUCCESS');
    expect(entries.map((entry) => entry.operation)).toEqual(['saveOrUpdate', 'saveOrUpdate', 'doSubmit']);
    expect(entries.every((entry) => entry.userName === 'buyer' && entry.requestId)).toBe(true);
    const [creation, update, action] = entries.map((entry) => JSON.parse(entry.changedFields ?? '{}') as Record<string, [unknown, unknown]>);
    expect(creation.description).toEqual([null, 'log: first notes']);
    expect(creation.status).toEqual([null, 'DRAFT']);
    expect(Object.keys(creation).some((key) => key.startsWith('lines#') && key.endsWith('.itemName'))).toBe(true);
    expect(update).toEqual({ description: ['log: first notes', 'log: second notes'] });
    expect(action).toEqual({ status: ['DRAFT', 'SUBMITTED'] });
    expect(creation).not.toHaveProperty('versionNum');
  });

  it('records refused attempts: a missing permission, bad input, another organisation', async () => {
    const approverMenu = await approver.menu('PO_LIST');
    const forbidden = await call(server.baseUrl, approver.login, { path: PO('saveOrUpdate'), body: newOrder('log: approver tries'), menu: approverMenu });
    expect(forbidden.httpStatus).toBe(403);
    const invalid = await call(server.baseUrl, buyer.login, { path: PO('saveOrUpdate'), body: { ...newOrder('log: invalid'), startDate: 'soon' }, menu: buyerMenu });
    expect(invalid.envelope?.status).toBe('E');
    const sz01 = await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SZ01').executeTakeFirstOrThrow();
    const foreign = await database.db.selectFrom('srm_po_headers').select(['poHeaderId', 'versionNum']).where('orgId', '=', sz01.orgId).limit(1).executeTakeFirstOrThrow();
    const outside = await call(server.baseUrl, buyer.login, {
      path: PO('saveOrUpdate'),
      body: { poHeaderId: foreign.poHeaderId, versionNum: foreign.versionNum, description: 'log: not his' },
      menu: buyerMenu,
    });
    expect(outside.envelope?.msg).toBe('Purchase order: record not found');
    const refused = await searchLog({ result: 'REFUSED', entityName: 'srmPoHeader' });
    const byApprover = refused.find((entry) => entry.userName === 'approver' && entry.operation === 'saveOrUpdate');
    expect(byApprover?.message).toBe('you have no permission for this action');
    const byBuyer = refused.find((entry) => entry.userName === 'buyer' && entry.message?.includes('Start date'));
    expect(byBuyer).toBeDefined();
    expect(byBuyer?.changedFields).toBeNull();
    const notHis = refused.find((entry) => entry.recordId === String(foreign.poHeaderId) && entry.userName === 'buyer');
    expect(notHis?.message).toBe('Purchase order: record not found');
  });

  it('leaves calls whose sender is not proven to the server log: a bad signature, a body changed after signing', async () => {
    const before = (await searchLog({ userName: 'buyer' })).length;
    const forged = await call(server.baseUrl, { ...buyer.login, signSecret: 'f'.repeat(64) }, { path: PO('saveOrUpdate'), body: newOrder('log: forged'), menu: buyerMenu });
    expect(forged.httpStatus).toBe(401);
    const altered = await call(server.baseUrl, buyer.login, { path: PO('delete'), body: { id: 1 }, sentBody: '{"id": 2', menu: buyerMenu });
    expect(altered.envelope?.status).toBe('E');
    expect((await searchLog({ userName: 'buyer' })).length).toBe(before);
  });

  it('never logs a write that rolled back: a batch with one bad record leaves only the refusal', async () => {
    const before = await searchLog({ result: 'SUCCESS', entityName: 'srmPoHeader' });
    const batch = await call(server.baseUrl, buyer.login, {
      path: PO('doBatchSaveOrUpdate'),
      body: { data: [newOrder('log: batch good'), { ...newOrder('log: batch bad'), orgId: null }] },
      menu: buyerMenu,
    });
    expect(batch.envelope?.status).toBe('E');
    const after = await searchLog({ result: 'SUCCESS', entityName: 'srmPoHeader' });
    expect(after.length).toBe(before.length);
    const refusal = (await searchLog({ result: 'REFUSED', operation: 'doBatchSaveOrUpdate' })).find((entry) => entry.userName === 'buyer');
    expect(refusal).toBeDefined();
  });

  it('lets administrators search by user, entity, action and time range, and no one else', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const byUser = await searchLog({ userName_like: 'buy', operateTime_gte: `${today} 00:00:00`, operateTime_lte: today });
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((entry) => entry.userName === 'buyer' && entry.operateTime.startsWith(today))).toBe(true);
    const actions = await searchLog({ operation: 'doSubmit', entityName_like: 'PoHeader' });
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((entry) => entry.operation === 'doSubmit' && entry.entityName === 'srmPoHeader')).toBe(true);
    expect(await searchLog({ operateTime_lte: '2000-01-01' })).toEqual([]);
    const byBuyer = await call(server.baseUrl, buyer.login, { path: '/api/base/v1/baseUserOperateLogRestful/listByPage', body: {}, menu: buyerMenu });
    expect(byBuyer.httpStatus).toBe(403);
    const edit = await call(server.baseUrl, admin.login, {
      path: '/api/base/v1/baseUserOperateLogRestful/delete',
      body: { id: byUser[0].logId },
      menu: logMenu,
    });
    expect(edit.httpStatus).toBe(403);
  });

  it('keeps secrets out: a user update logs its fields but never the password hash', async () => {
    const engine = createEntityEngine(database, catalog);
    const actor = { userId: admin.login.user.userId, userName: 'admin', userType: 'internal' as const, supplierId: null, language: 'EN' as const, sessionId: 1, organizations: 'all' as const };
    const user = await database.db.selectFrom('base_users').select(['userId', 'versionNum', 'passwordHash']).where('userName', '=', 'approver').executeTakeFirstOrThrow();
    await engine.saveOrUpdate('baseUsers', { userId: user.userId, versionNum: user.versionNum, phone: '021-1234', passwordHash: 'scrypt$forged' }, actor);
    const [entry] = await searchLog({ entityName: 'baseUsers', recordId: String(user.userId) });
    expect(JSON.parse(entry.changedFields ?? '{}')).toEqual({ phone: [null, '021-1234'] });
    const stored = await database.db.selectFrom('base_users').select('passwordHash').where('userId', '=', user.userId).executeTakeFirstOrThrow();
    expect(stored.passwordHash).toBe(user.passwordHash);
    const all = await database.db.selectFrom('base_user_operate_logs').select('changedFields').execute();
    expect(all.some((row) => String(row.changedFields).includes(String(user.passwordHash)))).toBe(false);
  });
});

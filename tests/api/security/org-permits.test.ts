import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { MISSING_ID, observable } from './support/attack-bodies';
import { call } from './support/signed-call';

/**
 * Organisation permits (docs/api.md "Access"): the demo buyer and approver are granted HQ and SH01,
 * the administrator reaches every organisation. Orders of SZ01 answer the buyer like missing ones on
 * every path, and he cannot put an order into SZ01; a grant made through the permits screen opens it.
 */
let server: TestServer;
let database: Database;
let admin: SignedInClient;
let buyer: SignedInClient;
let orgIds: Map<string, number>;
let poMenu: MenuContext;

const PO = (operation: string) => `/api/srm/v1/srmPoHeaderRestful/${operation}`;

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [admin, buyer] = await Promise.all([signIn(server.baseUrl, 'admin'), signIn(server.baseUrl, 'buyer')]);
  poMenu = await buyer.menu('PO_LIST');
  const orgs = await database.db.selectFrom('base_organizations').select(['orgId', 'orgCode']).execute();
  orgIds = new Map(orgs.map((org) => [String(org.orgCode), Number(org.orgId)]));
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

async function orderIn(orgCode: string, status: string): Promise<{ id: number; versionNum: number }> {
  const row = await database.db
    .selectFrom('srm_po_headers')
    .select(['poHeaderId', 'versionNum'])
    .where('orgId', '=', orgIds.get(orgCode) as number)
    .where('status', '=', status)
    .orderBy('poHeaderId')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: Number(row.poHeaderId), versionNum: Number(row.versionNum) };
}

/** Whether the buyer holds or held a task of an approval of the order, or wrote a line of its history. */
async function tookPart(orderId: number): Promise<boolean> {
  const instances = await database.db
    .selectFrom('bpm_process_instances')
    .select('instanceId')
    .where('businessEntity', '=', 'srmPoHeader')
    .where('businessId', '=', orderId)
    .execute();
  const ids = instances.map((row) => Number(row.instanceId));
  if (ids.length === 0) return false;
  const userId = buyer.login.user.userId;
  const tasks = await database.db.selectFrom('bpm_tasks').select('taskId').where('instanceId', 'in', ids).where((eb) => eb.or([eb('assigneeId', '=', userId), eb('ownerId', '=', userId)])).execute();
  const lines = await database.db.selectFrom('bpm_task_history').select('historyId').where('instanceId', 'in', ids).where('userId', '=', userId).execute();
  return tasks.length + lines.length > 0;
}

/** A draft order of SZ01 as the administrator saves it. */
async function foreignDraft(): Promise<Record<string, unknown>> {
  const supplier = await database.db.selectFrom('srm_pos_supplier_info').select('supplierId').orderBy('supplierId').limit(1).executeTakeFirstOrThrow();
  return {
    orgId: orgIds.get('SZ01'),
    supplierId: Number(supplier.supplierId),
    buyerId: admin.login.user.userId,
    startDate: '2026-12-01',
    description: 'org permits SZ01 draft',
    lines: [{ itemName: '测试物料', demandQty: 1, taxPrice: 10, demandDate: '2026-12-10' }],
  };
}

async function listOrgIds(client: SignedInClient, menu: MenuContext): Promise<number[]> {
  const answer = await call(server.baseUrl, client.login, { path: PO('listByPage'), body: { pageRows: 500 }, menu });
  expect(answer.envelope?.status).toBe('S');
  return [...new Set((answer.envelope?.data as { orgId: number }[]).map((row) => row.orgId))].sort();
}

describe('organisation permits of internal users', () => {
  it('lists a buyer only the orders of his organisations, the administrator all of them', async () => {
    expect(await listOrgIds(buyer, poMenu)).toEqual([orgIds.get('HQ'), orgIds.get('SH01')].sort());
    expect(await listOrgIds(admin, await admin.menu('PO_LIST'))).toEqual([...orgIds.values()].sort());
  });

  it('lists a buyer only the order lines of his organisations, the administrator all of them', async () => {
    const lineOrgs = async (client: SignedInClient) => {
      const answer = await call(server.baseUrl, client.login, { path: '/api/srm/v1/srmPoLineRestful/listByPage', body: { pageRows: 500 }, menu: await client.menu('PO_LIST') });
      expect(answer.envelope?.status).toBe('S');
      const headerIds = [...new Set((answer.envelope?.data as { poHeaderId: number }[]).map((row) => row.poHeaderId))];
      const headers = await database.db.selectFrom('srm_po_headers').select('orgId').where('poHeaderId', 'in', headerIds).execute();
      return [...new Set(headers.map((header) => Number(header.orgId)))].sort();
    };
    expect(await lineOrgs(buyer)).toEqual([orgIds.get('HQ'), orgIds.get('SH01')].sort());
    expect(await lineOrgs(admin)).toEqual([...orgIds.values()].sort());
  });

  it('answers an order of another organisation like a missing one on every path, and leaves it unchanged', async () => {
    // A draft of the administrator's: the buyer takes no part in its approval, so not even reading it is his.
    const draft = await call(server.baseUrl, admin.login, { path: PO('saveOrUpdate'), body: await foreignDraft(), menu: await admin.menu('PO_LIST') });
    expect(draft.envelope?.status, draft.envelope?.msg).toBe('S');
    const foreign = await database.db
      .selectFrom('srm_po_headers')
      .select(['poHeaderId', 'versionNum', 'status'])
      .where('orgId', '=', orgIds.get('SZ01') as number)
      .orderBy('poHeaderId')
      .execute();
    const participated = await Promise.all(foreign.map((row) => tookPart(Number(row.poHeaderId))));
    expect(participated).toContain(true);
    expect(participated).toContain(false);
    for (const row of foreign) {
      const id = Number(row.poHeaderId);
      const versionNum = Number(row.versionNum);
      const attempts: [string, (target: number) => Record<string, unknown>][] = [
        ['findById', (target) => ({ id: target })],
        ['saveOrUpdate', (target) => ({ poHeaderId: target, versionNum, description: 'moved' })],
        ['delete', (target) => ({ id: target, versionNum })],
        ['doBatchDelete', (target) => ({ ids: [target] })],
        ['doSubmit', (target) => ({ id: target, versionNum })],
        ['doCancel', (target) => ({ id: target, versionNum })],
      ];
      // The demo buyer submitted the demo's SZ01 orders (its seed reaches every organisation): a document
      // he took part in the approval of is his to read by id, with its lines; every other path stays closed.
      const reads = await tookPart(id) ? 'S' : 'E';
      for (const [operation, body] of attempts) {
        const attack = await call(server.baseUrl, buyer.login, { path: PO(operation), body: body(id), menu: poMenu });
        if (operation === 'findById' && reads === 'S') {
          expect(attack.envelope?.status, `findById of order ${id}`).toBe('S');
          continue;
        }
        const missing = await call(server.baseUrl, buyer.login, { path: PO(operation), body: body(MISSING_ID), menu: poMenu });
        expect(observable(attack, id), `${operation} of order ${id}`).toEqual(observable(missing, MISSING_ID));
      }
      const line = await database.db.selectFrom('srm_po_lines').select('poLineId').where('poHeaderId', '=', id).limit(1).executeTakeFirstOrThrow();
      const lineAnswer = await call(server.baseUrl, buyer.login, { path: '/api/srm/v1/srmPoLineRestful/findById', body: { id: line.poLineId }, menu: poMenu });
      expect(lineAnswer.envelope?.status).toBe(reads);
      const after = await database.db.selectFrom('srm_po_headers').select(['versionNum', 'status']).where('poHeaderId', '=', id).executeTakeFirstOrThrow();
      expect({ versionNum: Number(after.versionNum), status: after.status }).toEqual({ versionNum, status: row.status });
    }
  });

  it('refuses to put an order into an organisation the buyer has no permit for', async () => {
    const draft = await orderIn('HQ', 'DRAFT');
    const moved = await call(server.baseUrl, buyer.login, {
      path: PO('saveOrUpdate'),
      body: { poHeaderId: draft.id, versionNum: draft.versionNum, orgId: orgIds.get('SZ01') },
      menu: poMenu,
    });
    expect(moved.envelope?.status).toBe('E');
    expect(moved.envelope?.errors?.map((error) => error.field)).toContain('orgId');
    const still = await database.db.selectFrom('srm_po_headers').select('orgId').where('poHeaderId', '=', draft.id).executeTakeFirstOrThrow();
    expect(Number(still.orgId)).toBe(orgIds.get('HQ'));
  });

  it('offers the buyer only his organisations to pick', async () => {
    const answer = await call(server.baseUrl, buyer.login, { path: '/api/base/v1/baseOrganizationRestful/listByPage', body: {}, menu: poMenu });
    expect((answer.envelope?.data as { orgCode: string }[]).map((org) => org.orgCode).sort()).toEqual(['HQ', 'SH01']);
  });

  it('opens an organisation to the buyer once the administrator grants it, and closes it again', async () => {
    const permitsMenu = await admin.menu('USER_ORG_PERMIT');
    const buyerId = buyer.login.user.userId;
    const granted = await call(server.baseUrl, admin.login, {
      path: '/api/base/v1/baseUserOrgPermitRestful/saveOrUpdate',
      body: { userId: buyerId, orgId: orgIds.get('SZ01') },
      menu: permitsMenu,
    });
    expect(granted.envelope?.status).toBe('S');
    expect(await listOrgIds(buyer, poMenu)).toEqual([...orgIds.values()].sort());
    const permit = granted.envelope?.data as { permitId: number; versionNum: number };
    const removed = await call(server.baseUrl, admin.login, {
      path: '/api/base/v1/baseUserOrgPermitRestful/delete',
      body: { id: permit.permitId, versionNum: permit.versionNum },
      menu: permitsMenu,
    });
    expect(removed.envelope?.status).toBe('S');
    expect(await listOrgIds(buyer, poMenu)).not.toContain(orgIds.get('SZ01'));
  });

  it('keeps the permits screen from the buyer', async () => {
    const answer = await call(server.baseUrl, buyer.login, {
      path: '/api/base/v1/baseUserOrgPermitRestful/saveOrUpdate',
      body: { userId: buyer.login.user.userId, orgId: orgIds.get('SZ01') },
      menu: poMenu,
    });
    expect(answer.httpStatus).toBe(403);
  });
});

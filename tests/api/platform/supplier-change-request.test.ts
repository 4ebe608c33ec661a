import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { Database } from '../../../src/server/db/database.types';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Change requests (entity key `changeRequestOf`, docs/authoring.md "Change requests") on the supplier master:
 * srmPosSupplierChange copies srmPosSupplierInfo's header fields and its `categories` / `organizations` lines
 * (its bank accounts, contacts, sites and addresses: supplier-change-request-lines.test.ts).
 */
type Row = Record<string, unknown>;

let server: TestServer;
let database: Database;
let buyer: SignedInClient;
let supplier1: SignedInClient;
let supplier2: SignedInClient;
const menus = new Map<SignedInClient, MenuContext>();
let ownSupplierId: number;
let otherSupplierId: number;
let categoryIds: number[];

function call(client: SignedInClient, operation: string, body: Row) {
  return client.adapter.request<Row>({ service: 'srm', resource: 'srmPosSupplierChangeRestful', operation, body, menu: menus.get(client) });
}

async function ok(client: SignedInClient, operation: string, body: Row): Promise<Row> {
  const answer = await call(client, operation, body);
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

async function supplierRow(id: number): Promise<Row> {
  return database.db.selectFrom('srm_pos_supplier_info').selectAll().where('supplierId', '=', id).executeTakeFirstOrThrow();
}

async function supplierCategories(id: number): Promise<Row[]> {
  return database.db.selectFrom('srm_pos_supplier_categories').selectAll().where('supplierId', '=', id).orderBy('supplierCategoryId').execute();
}

function changesOf(request: Row): Row[] {
  return (request.changes as Row[]).map(({ partName, changeType, fieldName, oldValue, newValue }) => ({ partName, changeType, fieldName, oldValue, newValue }));
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [buyer, supplier1, supplier2] = await Promise.all((['buyer', 'supplier1', 'supplier2'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  for (const client of [buyer, supplier1, supplier2]) menus.set(client, await client.menu('SUPPLIER_CHANGE'));
  ownSupplierId = Number(supplier1.login.user.supplierId);
  otherSupplierId = Number(supplier2.login.user.supplierId);
  // The supplier starts without categories and organisations (the demo data gives it some): the lines below are the test's own.
  for (const table of ['srm_pos_supplier_categories', 'srm_pos_supplier_orgs'] as const) {
    await database.db.deleteFrom(table).where('supplierId', '=', ownSupplierId).execute();
  }
  const categories = await database.db.selectFrom('base_purchase_categories').select('categoryId').orderBy('categoryId').limit(3).execute();
  categoryIds = categories.map((row) => Number(row.categoryId));
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('a supplier change request', () => {
  it('opens on the supplier\'s own record only, as a copy of it', async () => {
    const stored = await supplierRow(ownSupplierId);
    // Naming another supplier is not possible: a supplier user's request always belongs to its own record.
    const opened = await ok(supplier1, 'saveOrUpdate', { supplierId: otherSupplierId, changeReason: 'New phone line', companyPhone: 'ignored on open' });
    expect(opened).toMatchObject({
      supplierId: ownSupplierId, status: 'DRAFT', supplierName: stored.supplierName, companyPhone: stored.companyPhone ?? null,
      baseVersionNum: Number(stored.versionNum), changes: [], categories: [],
    });
    const unseen = await call(supplier2, 'findById', { id: opened.changeId });
    expect(unseen.status).toBe('E');
    await ok(supplier1, 'delete', { id: opened.changeId, versionNum: opened.versionNum });
  });

  it('shows each change old -> new, and applies only when the buyer approves, with an audit of each field', async () => {
    const before = await supplierRow(ownSupplierId);
    const opened = await ok(supplier1, 'saveOrUpdate', { supplierId: ownSupplierId, changeReason: 'New switchboard number and categories' });
    const saved = await ok(supplier1, 'saveOrUpdate', {
      ...opened,
      companyPhone: '021-66668888',
      categories: [{ categoryId: categoryIds[0], enabledFlag: 'Y', startDate: '2026-01-01' }, { categoryId: categoryIds[1], enabledFlag: 'Y' }],
    });
    expect(changesOf(saved)).toEqual(expect.arrayContaining([
      { partName: 'header', changeType: 'CHANGE', fieldName: 'companyPhone', oldValue: before.companyPhone ?? null, newValue: '021-66668888' },
      expect.objectContaining({ partName: 'categories', changeType: 'ADD', fieldName: 'startDate', oldValue: null, newValue: '2026-01-01' }),
    ]));
    expect(changesOf(saved).filter((change) => change.partName === 'categories' && change.fieldName === 'categoryId')).toHaveLength(2);

    const submitted = await ok(supplier1, 'doSubmit', { id: saved.changeId, versionNum: saved.versionNum });
    expect(submitted.status).toBe('SUBMITTED');
    // Submitted is not applied; a supplier cannot approve its own request.
    expect((await supplierRow(ownSupplierId)).companyPhone).toBe(before.companyPhone);
    const selfApproval = await call(supplier1, 'doApprove', { id: saved.changeId });
    expect(selfApproval.status).toBe('E');

    const approved = await ok(buyer, 'doApprove', { id: saved.changeId, versionNum: submitted.versionNum });
    expect(approved.status).toBe('APPROVED');
    const after = await supplierRow(ownSupplierId);
    expect(after.companyPhone).toBe('021-66668888');
    expect(Number(after.versionNum)).toBe(Number(before.versionNum) + 1);
    expect((await supplierCategories(ownSupplierId)).map((row) => Number(row.categoryId))).toEqual(categoryIds.slice(0, 2));

    const log = await database.db.selectFrom('base_user_operate_logs').selectAll()
      .where('entityName', '=', 'srmPosSupplierInfo').where('recordId', '=', String(ownSupplierId)).where('operation', '=', 'applyChangeRequest').execute();
    expect(log).toHaveLength(1);
    expect(log[0].userName).toBe('buyer');
    expect(String(log[0].changedFields)).toContain('companyPhone');
    expect(String(log[0].changedFields)).toContain('021-66668888');
  });

  it('changes and removes lines', async () => {
    const opened = await ok(supplier1, 'saveOrUpdate', { supplierId: ownSupplierId, changeReason: 'One category less' });
    const copies = opened.categories as Row[];
    expect(copies.map((line) => Number(line.categoryId))).toEqual(categoryIds.slice(0, 2));
    const saved = await ok(supplier1, 'saveOrUpdate', { ...opened, categories: [{ ...copies[0], startDate: '2026-03-01', description: 'Main line' }] });
    expect(changesOf(saved)).toEqual(expect.arrayContaining([
      { partName: 'categories', changeType: 'CHANGE', fieldName: 'startDate', oldValue: '2026-01-01', newValue: '2026-03-01' },
      { partName: 'categories', changeType: 'CHANGE', fieldName: 'description', oldValue: null, newValue: 'Main line' },
      expect.objectContaining({ partName: 'categories', changeType: 'REMOVE', fieldName: 'categoryId', newValue: null }),
    ]));
    const submitted = await ok(supplier1, 'doSubmit', { id: saved.changeId });
    await ok(buyer, 'doApprove', { id: saved.changeId, versionNum: submitted.versionNum });
    const lines = await supplierCategories(ownSupplierId);
    expect(lines.map((row) => [Number(row.categoryId), row.startDate, row.description])).toEqual([[categoryIds[0], '2026-03-01', 'Main line']]);
  });

  it('is refused when the supplier record changed after it was opened: no lost update', async () => {
    const bySupplier = await ok(supplier1, 'saveOrUpdate', { supplierId: ownSupplierId, changeReason: 'Phone again' });
    const supplierSaved = await ok(supplier1, 'saveOrUpdate', { ...bySupplier, companyPhone: '021-12345678' });
    await ok(supplier1, 'doSubmit', { id: supplierSaved.changeId });

    // A buyer raises one too, on the same record, and it is approved first.
    const byBuyer = await ok(buyer, 'saveOrUpdate', { supplierId: ownSupplierId, changeReason: 'Short name per contract' });
    const buyerSaved = await ok(buyer, 'saveOrUpdate', { ...byBuyer, supplierShortName: '华东精密(集团)' });
    await ok(buyer, 'doBuyerSubmit', { id: buyerSaved.changeId });
    await ok(buyer, 'doApprove', { id: buyerSaved.changeId });
    expect((await supplierRow(ownSupplierId)).supplierShortName).toBe('华东精密(集团)');

    const refused = await call(buyer, 'doApprove', { id: supplierSaved.changeId });
    expect(refused.status).toBe('E');
    expect(refused.msg).toContain('was changed after this request was opened');
    const still = await ok(buyer, 'findById', { id: supplierSaved.changeId });
    expect(still.status).toBe('SUBMITTED');
    const stored = await supplierRow(ownSupplierId);
    expect(stored.companyPhone).toBe('021-66668888');
    expect(stored.supplierShortName).toBe('华东精密(集团)');
  });

  it('keeps its supplier once saved, and a supplier changes only what the request copies', async () => {
    const opened = await ok(buyer, 'saveOrUpdate', { supplierId: ownSupplierId, changeReason: 'Wrong supplier' });
    const moved = await call(buyer, 'saveOrUpdate', { ...opened, supplierId: otherSupplierId });
    expect(moved.status).toBe('E');
    expect(moved.errors?.[0]?.field).toBe('supplierId');
    const rejected = await call(supplier2, 'saveOrUpdate', { ...opened });
    expect(rejected.status).toBe('E');
  });
});

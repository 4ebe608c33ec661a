import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/index';
import type { Database } from '../../../src/server/db';
import { ExportClient, sheetsOf } from '../export/support/export-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

/**
 * Data permits beside organisations (docs/authoring.md "Data permits"): material items carry
 * `"permitScope": [{ "permit": "category", "field": "categoryId" }]`. The demo buyer holds the category
 * permits 01 生产性物料 and 02 非生产性物料 (each with every category below it), not 03 服务类; the approver has the all-categories flag.
 */
describe('category permits narrow the material items on every path', () => {
  let server: TestServer;
  let database: Database;
  let admin: SignedInClient;
  let buyer: SignedInClient;
  let buyerMenu: MenuContext;
  const categories = new Map<string, number>();
  const buyerReach = new Set<number>();

  beforeAll(async () => {
    server = await startTestServer();
    database = await server.database.open();
    for (const row of await database.db.selectFrom('base_purchase_categories').select(['categoryId', 'categoryCode']).execute()) {
      categories.set(String(row.categoryCode), Number(row.categoryId));
      if (String(row.categoryCode).startsWith('01') || String(row.categoryCode).startsWith('02')) buyerReach.add(Number(row.categoryId));
    }
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    buyerMenu = await buyer.menu('MATERIAL_ITEM');
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const items = async (client: SignedInClient, menu: MenuContext, filters: Row = {}) => {
    const answer = await client.adapter.request<Row[]>({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 500, ...filters }, menu });
    expect(answer.status, answer.msg).toBe('S');
    return { rows: answer.data, count: Number(answer.page?.count) };
  };
  const itemOutside = async () =>
    Number((await database.db.selectFrom('base_material_items').select('itemId').where('categoryId', 'not in', [...buyerReach]).orderBy('itemId').executeTakeFirstOrThrow()).itemId);

  it('lists only the items of the buyer\'s categories and their sub-categories; the all-categories flag sees every one', async () => {
    const all = await items(admin, await admin.menu('MATERIAL_ITEM'));
    const mine = await items(buyer, buyerMenu);
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBeLessThan(all.count);
    expect(mine.rows.every((row) => buyerReach.has(Number(row.categoryId)))).toBe(true);
    expect(mine.rows.some((row) => Number(row.categoryId) !== categories.get('01'))).toBe(true);
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const approverMenu = await approver.menu('PO_LIST');
    const picked = await approver.adapter.request<Row[]>({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 1 }, menu: approverMenu });
    expect(Number(picked.page?.count)).toBe(all.count);
  });

  it('answers an item of another category like a missing one, and refuses to write into it', async () => {
    const outside = await itemOutside();
    const read = await buyer.adapter.request({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'findById', body: { id: outside }, menu: buyerMenu });
    expect(read).toMatchObject({ status: 'E', reason: 'notFound' });
    const [own] = (await items(buyer, buyerMenu)).rows;
    const full = await buyer.adapter.request<Row>({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'findById', body: { id: own.itemId }, menu: buyerMenu });
    const moved = await buyer.adapter.request({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'saveOrUpdate', body: { ...full.data, categoryId: categories.get('0301') }, menu: buyerMenu });
    expect(moved.status).toBe('E');
    expect(moved.errors?.[0]).toMatchObject({ field: 'categoryId', message: expect.stringMatching(/no permit/) });
    const drawings = await buyer.adapter.request<Row[]>({ service: 'base', resource: 'baseMaterialDrawingRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 500, itemId: outside }, menu: buyerMenu });
    expect(drawings.data ?? []).toEqual([]);
  });

  it('exports only what the list shows', async () => {
    const mine = await items(buyer, buyerMenu);
    const answer = await new ExportClient(server.baseUrl, buyer.login, 'EN').exportExcel(
      { requestUrl: '/api/base/v1/baseMaterialItemRestful/listByPage', requestParams: {}, columns: [{ key: 'itemCode', title: 'Code' }, { key: 'categoryId', title: 'Category' }] },
      buyerMenu,
    );
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(sheet.rowCount - 1).toBe(mine.count);
  });

  it('opens a category once the administrator grants it on the user data permits screen, and closes it with the permit', async () => {
    const permitsMenu = await admin.menu('USER_ORG_PERMIT');
    const userId = buyer.login.user.userId;
    const read = async () => (await admin.adapter.request<Row>({ service: 'base', resource: 'baseUserAuthorisationRestful', operation: 'findById', body: { id: userId }, menu: permitsMenu })).data;
    const before = await read();
    const services = categories.get('03') as number;
    const granted = await admin.adapter.request<Row>({
      service: 'base', resource: 'baseUserAuthorisationRestful', operation: 'saveOrUpdate', menu: permitsMenu,
      body: { ...before, permits: [...(before.permits as Row[]), { permitType: 'CATEGORY', categoryId: services }] },
    });
    expect(granted.status, granted.msg).toBe('S');
    const serviceItem = await database.db.selectFrom('base_material_items').select('itemId').where('categoryId', 'in', [services, categories.get('0301') as number, categories.get('0302') as number]).executeTakeFirst();
    expect(serviceItem, 'a demo item of the services categories').toBeDefined();
    if (serviceItem) {
      expect((await buyer.adapter.request({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'findById', body: { id: serviceItem.itemId }, menu: buyerMenu })).status).toBe('S');
    }
    const current = await read();
    const withdrawn = (current.permits as Row[]).filter((permit) => permit.categoryId !== services);
    const restored = await admin.adapter.request<Row>({ service: 'base', resource: 'baseUserAuthorisationRestful', operation: 'saveOrUpdate', menu: permitsMenu, body: { ...current, permits: withdrawn } });
    expect(restored.status, restored.msg).toBe('S');
    expect((await buyer.adapter.request({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'findById', body: { id: serviceItem?.itemId }, menu: buyerMenu })).status).toBe('E');
  });

  it('leaves a user without any category permit and without the flag nothing, until the flag is set', async () => {
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const menu = await approver.menu('PO_LIST');
    const count = async () => Number((await approver.adapter.request<Row[]>({ service: 'base', resource: 'baseMaterialItemRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 1 }, menu })).page?.count);
    await database.db.updateTable('base_users').set({ allCategoryAccessFlag: 'N' }).where('userName', '=', 'approver').execute();
    expect(await count()).toBe(0);
    await database.db.updateTable('base_users').set({ allCategoryAccessFlag: 'Y' }).where('userName', '=', 'approver').execute();
    expect(await count()).toBeGreaterThan(0);
  });
});

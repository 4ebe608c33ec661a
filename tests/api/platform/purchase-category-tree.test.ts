import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { TreeNodeRow, TreePathAnswer } from '../../../src/shared/tree/entity-tree';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { sendSigned } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The tree operations of purchase categories over HTTP (menu 主数据 > 采购品类), on the demo data the
 * generic JSON seeder writes (seed/demo/records/010-purchase-categories.json): access through the menu and
 * its resources, bad input, moves, and the seeder running once.
 */
const RESOURCE = 'basePurchaseCategoryRestful';
let shared: ServerDatabase;
let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let supplier: SignedInClient;
let adminMenu: MenuContext;

function call<T>(client: SignedInClient, menu: MenuContext, operation: string, body: Record<string, unknown>): Promise<ApiEnvelope<T>> {
  return client.adapter.request<T>({ service: 'base', resource: RESOURCE, operation, body, menu });
}

const level = (parentId: number | null) => call<TreeNodeRow[]>(admin, adminMenu, 'findTreeNodes', { parentId });
const codes = async (parentId: number | null) => (await level(parentId)).data.map((node) => node.categoryCode);

async function idOf(code: string): Promise<number> {
  const found = await call<{ categoryId: number }[]>(admin, adminMenu, 'listByPage', { categoryCode: code });
  return found.data[0].categoryId;
}

async function categoryCount(): Promise<number> {
  const database = await shared.open();
  try {
    const row = await database.db.selectFrom('base_purchase_categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  shared = await createServerDatabase('tree');
  server = await startTestServer({}, shared);
  [admin, buyer, supplier] = await Promise.all((['admin', 'buyer', 'supplier1'] as const).map((who) => signIn(server.baseUrl, who, 'EN')));
  adminMenu = await admin.menu('PURCHASE_CATEGORY');
});
afterAll(async () => {
  await server?.stop();
  await shared?.drop();
});

describe('purchase category tree over HTTP', () => {
  it('serves the demo categories level by level, in order, with hasChildren', async () => {
    const roots = await level(null);
    expect(roots.status).toBe('S');
    expect(roots.data.map((node) => [node.categoryCode, node.categoryName, node.hasChildren])).toEqual([
      ['01', '生产性物料', true],
      ['02', '非生产性物料', true],
      ['03', '服务类', true],
    ]);
    expect(roots.page).toMatchObject({ count: 3, countCapped: false });
    expect(await codes(await idOf('0101'))).toEqual(['010101', '010102', '010103', '010104']);
    const services = (await level(await idOf('03'))).data;
    expect(services.map((node) => [node.categoryCode, node.hasChildren, node.parentCategoryName])).toEqual([
      ['0301', false, '服务类'],
      ['0302', false, '服务类'],
    ]);
  });

  it('finds a leaf with its path', async () => {
    const answer = await call<TreePathAnswer>(admin, adminMenu, 'findTreePath', { keyword: '轴承' });
    expect(answer.status).toBe('S');
    expect(answer.data.hits).toEqual([await idOf('010101')]);
    expect(answer.data.nodes.map((node) => node.categoryCode)).toEqual(['01', '0101', '010101']);
  });

  it('answers bad input with status E, HTTP 200 and the field', async () => {
    const raw = await sendSigned(server.baseUrl, admin.login, {
      path: `/api/base/v1/${RESOURCE}/findTreeNodes`,
      body: { parentId: 'abc' },
      headers: { menuId: String(adminMenu.menuId), respId: String(adminMenu.respId), 'SAAF-Language': 'EN' },
    });
    expect(raw.httpStatus).toBe(200);
    expect(raw.envelope).toMatchObject({ status: 'E', errors: [{ field: 'parentId' }] });
    const move = await call(admin, adminMenu, 'doMove', { versionNum: 1 });
    expect(move).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    const path = await call(admin, adminMenu, 'findTreePath', {});
    expect(path).toMatchObject({ status: 'E', errors: [{ field: 'keyword' }] });
  });

  it('moves a node under another parent with the version check and renumbers both levels', async () => {
    const seal = (await level(await idOf('0101'))).data.find((node) => node.categoryCode === '010104');
    const packaging = await idOf('0104');
    const moved = await call<TreeNodeRow>(admin, adminMenu, 'doMove', { id: seal?.categoryId, versionNum: seal?.versionNum, parentId: packaging, index: 0 });
    expect(moved.status).toBe('S');
    expect(moved.msg).toBe('Moved "010104 密封件"');
    expect(moved.data).toMatchObject({ categoryCode: '010104', parentCategoryId: packaging, orderNo: 1 });
    expect((await level(packaging)).data.map((node) => [node.categoryCode, node.orderNo])).toEqual([['010104', 1], ['010401', 2], ['010402', 3]]);
    const stale = await call(admin, adminMenu, 'doMove', { id: seal?.categoryId, versionNum: seal?.versionNum, parentId: null });
    expect(stale).toMatchObject({ status: 'E', msg: 'The record was changed by someone else; reload it' });
    const loop = await call(admin, adminMenu, 'doMove', { id: await idOf('01'), versionNum: 1, parentId: await idOf('0102') });
    expect(loop).toMatchObject({ status: 'E', errors: [{ field: 'parentId' }] });
  });

  it('refuses to delete a category that has children', async () => {
    const answer = await call(admin, adminMenu, 'delete', { id: await idOf('0203') });
    expect(answer).toMatchObject({ status: 'E', msg: '"0203 IT设备" still has 2 child node(s): delete or move them first' });
    expect(await codes(await idOf('0203'))).toEqual(['020301', '020302']);
  });

  it('lets the buyer read the tree but not move nodes: the menu grants no btnSave', async () => {
    const menu = await buyer.menu('PURCHASE_CATEGORY');
    const roots = await call<TreeNodeRow[]>(buyer, menu, 'findTreeNodes', {});
    expect(roots.status).toBe('S');
    const first = roots.data[0];
    const refused = await call(buyer, menu, 'doMove', { id: first.categoryId, versionNum: first.versionNum, parentId: null, index: 1 });
    expect(refused).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    expect((await level(null)).data[0]).toMatchObject({ categoryId: first.categoryId, versionNum: first.versionNum });
  });

  it('refuses supplier users every tree operation', async () => {
    const menu = await supplier.menu('PO_LIST');
    for (const [operation, body] of [
      ['findTreeNodes', {}],
      ['findTreePath', { keyword: '01' }],
      ['doMove', { id: 1, versionNum: 1, parentId: null }],
    ] as const) {
      const answer = await call(supplier, menu, operation, body);
      expect(answer, operation).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
    }
  });

  it('seeds the demo categories once: a restart on the same database adds nothing', async () => {
    expect(await categoryCount()).toBe(33);
    const codesBefore = await codes(null);
    await server.stop();
    server = await startTestServer({}, shared);
    admin = await signIn(server.baseUrl, 'admin', 'EN');
    adminMenu = await admin.menu('PURCHASE_CATEGORY');
    expect(await categoryCount()).toBe(33);
    expect(await codes(null)).toEqual(codesBefore);
  });
});

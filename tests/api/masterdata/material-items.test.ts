import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { ImportDone, ImportRejected } from '../../../src/shared/api/import-answer';
import { ImportClient } from '../import/support/import-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let itemMenu: MenuContext;
let orgItemMenu: MenuContext;
let buyerOrgItemMenu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  itemMenu = await admin.menu('MATERIAL_ITEM');
  orgItemMenu = await admin.menu('ORG_MATERIAL');
  buyerOrgItemMenu = await buyer.menu('ORG_MATERIAL');
});
afterAll(async () => {
  await server?.stop();
});

function call<T = Row>(client: SignedInClient, entity: string, operation: string, body: Row, menu: MenuContext): Promise<ApiEnvelope<T>> {
  return client.adapter.request<T>({ service: 'base', resource: `${entity}Restful`, operation, body, menu });
}

async function idOf(entity: string, by: string, value: string, key: string): Promise<number> {
  const menu = entity === 'basePurchaseCategory' ? await admin.menu('PURCHASE_CATEGORY') : itemMenu;
  const found = await call<Row[]>(admin, entity, 'listByPage', { pageIndex: 1, pageRows: 5, [by]: value }, menu);
  return Number(found.data[0][key]);
}

describe('demo items', () => {
  it('has about 200 items in at least 20 leaf categories, some with drawings, and organisation settings', async () => {
    const items = await call<Row[]>(admin, 'baseMaterialItem', 'listByPage', { pageIndex: 1, pageRows: 500 }, itemMenu);
    expect(items.page?.count).toBeGreaterThanOrEqual(200);
    expect(new Set(items.data.map((row) => row.categoryId)).size).toBeGreaterThanOrEqual(20);
    expect(items.data.find((row) => row.itemCode === '0101010003')).toMatchObject({ itemName: '深沟球轴承', itemSpec: '6205-2RS 25x52x15', categoryName: '轴承' });
    const drawn = await call(admin, 'baseMaterialItem', 'findById', { id: await idOf('baseMaterialItem', 'itemCode', '0101010004', 'itemId') }, itemMenu);
    const drawings = drawn.data.drawings as Row[];
    expect(drawings.filter((row) => row.drawingNumber === 'DWG-0101010004').map((row) => [row.drawingVersion, row.currentFlag])).toEqual([['A', 'N'], ['B', 'Y']]);
    const settings = await call<Row[]>(admin, 'baseOrgMaterial', 'listByPage', { pageIndex: 1, pageRows: 5 }, orgItemMenu);
    expect(settings.page?.count).toBeGreaterThan(100);
    expect(settings.data[0]).toMatchObject({ buyerName: '王采购' });
  });
});

describe('item codes', () => {
  it('keeps a given code, numbers an empty one, refuses a duplicate and a change after creation', async () => {
    const categoryId = await idOf('basePurchaseCategory', 'categoryCode', '010102', 'categoryId');
    const given = await call(admin, 'baseMaterialItem', 'saveOrUpdate', { itemCode: 'ERP-700001', itemName: '六角法兰螺栓', itemSpec: 'M8x25 10.9级', categoryId }, itemMenu);
    expect(given.status, given.msg).toBe('S');
    expect(given.data).toMatchObject({ itemCode: 'ERP-700001', uomCode: 'PCS', itemType: 'PART', enabledFlag: 'Y', categoryName: '紧固件' });
    const numbered = await call(admin, 'baseMaterialItem', 'saveOrUpdate', { itemName: '六角法兰螺母', categoryId }, itemMenu);
    expect(numbered.status, numbered.msg).toBe('S');
    expect(numbered.data.itemCode).toMatch(/^M\d{8}$/);
    const twice = await call(admin, 'baseMaterialItem', 'saveOrUpdate', { itemCode: 'ERP-700001', itemName: '重复', categoryId }, itemMenu);
    expect(twice.status).toBe('E');
    expect(twice.errors).toEqual([{ field: 'itemCode', message: 'Item code "ERP-700001" already exists' }]);
    const renamed = await call(admin, 'baseMaterialItem', 'saveOrUpdate', { itemId: given.data.itemId, versionNum: given.data.versionNum, itemCode: 'ERP-700002' }, itemMenu);
    expect(renamed.status).toBe('E');
    expect(renamed.errors?.[0]?.field).toBe('itemCode');
  });

  it('names a missing category and an unknown unit', async () => {
    const answer = await call(admin, 'baseMaterialItem', 'saveOrUpdate', { itemName: '无品类物料', uomCode: 'BUCKET' }, itemMenu);
    expect(answer.status).toBe('E');
    expect(answer.errors?.map((error) => error.field).sort()).toEqual(['categoryId', 'uomCode']);
  });
});

describe('drawing versions', () => {
  it('a new current version keeps the older one, no longer current; two made current at once are refused', async () => {
    const categoryId = await idOf('basePurchaseCategory', 'categoryCode', '010103', 'categoryId');
    const first = await call(admin, 'baseMaterialItem', 'saveOrUpdate', {
      itemName: '输出轴', itemSpec: '40Cr Φ35x220 调质', categoryId,
      drawings: [{ drawingNumber: 'DWG-SHAFT-01', drawingVersion: 'A', remark: '首版' }],
    }, itemMenu);
    expect(first.status, first.msg).toBe('S');
    const [versionA] = first.data.drawings as Row[];
    expect(versionA).toMatchObject({ lineNumber: 1, drawingVersion: 'A', currentFlag: 'Y' });

    const second = await call(admin, 'baseMaterialItem', 'saveOrUpdate', {
      itemId: first.data.itemId, versionNum: first.data.versionNum,
      drawings: [versionA, { drawingNumber: 'DWG-SHAFT-01', drawingVersion: 'B', currentFlag: 'Y', remark: '键槽加深' }],
    }, itemMenu);
    expect(second.status, second.msg).toBe('S');
    expect((second.data.drawings as Row[]).map((row) => [row.drawingVersion, row.currentFlag])).toEqual([['A', 'N'], ['B', 'Y']]);

    const [storedA, storedB] = second.data.drawings as Row[];
    const twoNew = await call(admin, 'baseMaterialItem', 'saveOrUpdate', {
      itemId: first.data.itemId, versionNum: second.data.versionNum,
      drawings: [{ ...storedA, currentFlag: 'Y' }, storedB, { drawingNumber: 'DWG-SHAFT-01', drawingVersion: 'C', currentFlag: 'Y' }],
    }, itemMenu);
    expect(twoNew.status).toBe('E');
    expect(twoNew.errors).toEqual([{ field: 'currentFlag', line: { collection: 'drawings', index: 2 }, message: 'Only one line per Drawing number "DWG-SHAFT-01" may be Current; this save sets more than one' }]);

    const sameVersion = await call(admin, 'baseMaterialItem', 'saveOrUpdate', {
      itemId: first.data.itemId, versionNum: second.data.versionNum,
      drawings: [storedA, storedB, { drawingNumber: 'DWG-SHAFT-01', drawingVersion: 'B', currentFlag: 'N' }],
    }, itemMenu);
    expect(sameVersion.status).toBe('E');
    expect(sameVersion.errors).toEqual([{ field: 'drawingVersion', line: { collection: 'drawings', index: 2 }, message: 'Drawing number/Version "DWG-SHAFT-01/B" already exists' }]);

    // Back to version A: making it current again retires B; a line replaced by a new one with its number and version saves.
    const back = await call(admin, 'baseMaterialItem', 'saveOrUpdate', {
      itemId: first.data.itemId, versionNum: second.data.versionNum,
      drawings: [{ ...storedA, currentFlag: 'Y' }, { drawingNumber: 'DWG-SHAFT-01', drawingVersion: 'B', currentFlag: 'N', remark: '重新录入' }],
    }, itemMenu);
    expect(back.status, back.msg).toBe('S');
    expect((back.data.drawings as Row[]).map((row) => [row.drawingVersion, row.currentFlag, row.remark])).toEqual([['A', 'Y', '首版'], ['B', 'N', '重新录入']]);
  });
});

describe('items in organisations', () => {
  it('one setting per organisation and item; buyers only in their organisations; the buyer is an internal user', async () => {
    const item = await call(admin, 'baseMaterialItem', 'saveOrUpdate', { itemName: '组织测试物料', categoryId: await idOf('basePurchaseCategory', 'categoryCode', '010104', 'categoryId') }, itemMenu);
    const orgs = await call<Row[]>(admin, 'baseOrganization', 'listByPage', { pageIndex: 1, pageRows: 10 }, orgItemMenu);
    const orgId = (code: string) => Number(orgs.data.find((row) => row.orgCode === code)?.orgId);
    const users = await call<Row[]>(admin, 'baseUsers', 'listByPage', { pageIndex: 1, pageRows: 50 }, orgItemMenu);
    const userId = (name: string) => Number(users.data.find((row) => row.userName === name)?.userId);
    const setting = { orgId: orgId('SH01'), itemId: item.data.itemId, buyerId: userId('buyer'), leadTimeDays: 12, minOrderQty: 100, orderMultiple: 50, shipToLocation: '上海工厂 零部件仓 A区' };
    const saved = await call(buyer, 'baseOrgMaterial', 'saveOrUpdate', setting, buyerOrgItemMenu);
    expect(saved.status, saved.msg).toBe('S');
    expect(saved.data).toMatchObject({ orgName: '上海制造有限公司', itemName: '组织测试物料', buyerName: '王采购', enabledFlag: 'Y', inspectionFlag: 'N' });
    const again = await call(admin, 'baseOrgMaterial', 'saveOrUpdate', { ...setting, leadTimeDays: 20 }, orgItemMenu);
    expect(again.status).toBe('E');
    expect(again.errors?.[0]).toMatchObject({ field: 'itemId' });
    expect(again.errors?.[0]?.message).toContain('already exists');
    const elsewhere = await call(buyer, 'baseOrgMaterial', 'saveOrUpdate', { ...setting, orgId: orgId('SZ01') }, buyerOrgItemMenu);
    expect(elsewhere.status).toBe('E');
    expect(elsewhere.errors?.[0]).toMatchObject({ field: 'orgId' });
    const supplierBuyer = await call(admin, 'baseOrgMaterial', 'saveOrUpdate', { ...setting, orgId: orgId('SZ01'), buyerId: userId('supplier1') }, orgItemMenu);
    expect(supplierBuyer.status).toBe('E');
    expect(supplierBuyer.errors?.[0]).toMatchObject({ field: 'buyerId' });
    const bad = await call(admin, 'baseOrgMaterial', 'saveOrUpdate', { ...setting, orgId: orgId('HQ'), leadTimeDays: -1 }, orgItemMenu);
    expect(bad.status).toBe('E');
    expect(bad.errors?.[0]).toMatchObject({ field: 'leadTimeDays' });
  });
});

describe('item import', () => {
  it('creates items with given or numbered codes, updates by code, and refuses a file with bad rows as a whole', async () => {
    const client = new ImportClient(server.baseUrl, admin.login, 'EN');
    const done = await client.doImport<ImportDone>('base', 'baseMaterialItem', {
      data: [
        { itemCode: 'IMP-0001', itemName: '不锈钢板', itemSpec: '304 2.0mm 1219x2438', uomCode: '千克', categoryId: '010301', itemType: 'Raw material', brand: '太钢', unitWeight: 1 },
        { itemName: '深沟球轴承', itemSpec: '6204-2RS', uomCode: 'PCS', categoryId: '010101', itemType: '零部件' },
        { itemCode: '0101010001', brand: '洛阳LYC' },
      ],
    }, itemMenu);
    expect(done.envelope.status, done.envelope.msg).toBe('S');
    expect(done.envelope.data).toEqual({ rows: 3, created: 2, updated: 1 });
    const imported = await call<Row[]>(admin, 'baseMaterialItem', 'listByPage', { pageIndex: 1, pageRows: 5, itemCode: 'IMP-0001' }, itemMenu);
    expect(imported.data[0]).toMatchObject({ uomCode: 'KG', itemType: 'RAW', categoryName: '钢材' });
    const updated = await call<Row[]>(admin, 'baseMaterialItem', 'listByPage', { pageIndex: 1, pageRows: 5, itemCode: '0101010001' }, itemMenu);
    expect(updated.data[0]).toMatchObject({ brand: '洛阳LYC', itemName: '深沟球轴承' });

    const rejected = await client.doImport<ImportRejected>('base', 'baseMaterialItem', {
      data: [
        { itemCode: 'IMP-0002', itemName: '铝板', uomCode: 'KG', categoryId: '999999' },
        { itemCode: 'IMP-0003', itemName: '铜排', uomCode: 'KG', categoryId: '010303' },
        { itemCode: 'IMP-0003', itemName: '铜排', uomCode: 'KG', categoryId: '010303' },
      ],
    }, itemMenu);
    expect(rejected.envelope.status).toBe('E');
    expect(rejected.envelope.data.errorRows).toBe(2);
    expect(rejected.envelope.data.errors.map((error) => [error.row, error.field])).toEqual([[1, 'categoryId'], [3, 'itemCode']]);
    const none = await call<Row[]>(admin, 'baseMaterialItem', 'listByPage', { pageIndex: 1, pageRows: 5, itemCode: 'IMP-0003' }, itemMenu);
    expect(none.data).toHaveLength(0);
  });
});

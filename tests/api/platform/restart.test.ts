import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSystemMenus } from '../../../src/server/seed/system-menus';
import { signIn } from '../support/signed-client';
import { shippedUserCount } from '../support/demo-users';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';

/** A first start migrates and seeds every demo record through the engine: about 9 s of CPU (issue 21's note), so more on a busy machine. */
const FIRST_START_TIMEOUT_MS = 120_000;

let shared: ServerDatabase;

beforeAll(async () => {
  shared = await createServerDatabase('restart', { empty: true });
});
afterAll(async () => {
  await shared?.drop();
});

/** Every node and function menu of seed/system/menus.json: each is loaded once. */
function shippedMenuCount(): number {
  type MenuNode = { children?: MenuNode[] };
  const seed = JSON.parse(readFileSync(join(process.cwd(), 'seed/system/menus.json'), 'utf8')) as { menus: MenuNode[] };
  const count = (nodes: MenuNode[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);
  return count(seed.menus);
}

async function counts(): Promise<Record<string, number>> {
  const database = await shared.open();
  try {
    const count = async (table: string) =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const menuVersions = await database.db.selectFrom('base_menu').select((eb) => eb.fn.max('versionNum').as('n')).executeTakeFirstOrThrow();
    return {
      users: await count('base_users'),
      menus: await count('base_menu'),
      menuVersions: Number(menuVersions.n),
      grants: await count('base_resp_grants'),
      lookupValues: await count('base_lookup_values'),
      orders: await count('srm_po_headers'),
      suppliers: await count('srm_pos_supplier_info'),
      processModels: await count('bpm_process_models'),
      processInstances: await count('bpm_process_instances'),
    };
  } finally {
    await database.close();
  }
}

describe('restart on an existing database', () => {
  it('keeps the data: seeds add nothing twice and rewrite nothing', async () => {
    const first = await startTestServer({}, shared);
    await first.stop();
    const before = await counts();
    // The demo users of seed/system/demo-users.json; the two demo approval models of seed/bpm/.
    expect(before).toMatchObject({ users: shippedUserCount(), menus: shippedMenuCount(), menuVersions: 1, processModels: 3 });
    expect(before.orders).toBeGreaterThan(0);

    const second = await startTestServer({}, shared);
    try {
      expect(await counts()).toEqual(before);
      const admin = await signIn(second.baseUrl, 'admin');
      expect(admin.login.user.userName).toBe('admin');
    } finally {
      await second.stop();
    }
  }, FIRST_START_TIMEOUT_MS);
});

describe('a changed menu seed on restart', () => {
  type MenuNode = { code: string; name: { cn: string; en: string }; resources?: { code: string; name: { cn: string; en: string } }[]; children?: MenuNode[] };
  type Seed = { menus: MenuNode[]; responsibilities: { code: string; grants: Record<string, string[] | '*'> }[] };

  it('brings changed menus up to date, adds new resources and grants, and keeps a menu an administrator switched off', async () => {
    await (await startTestServer({}, shared)).stop();
    const seed = JSON.parse(readFileSync(join(process.cwd(), 'seed/system/menus.json'), 'utf8')) as Seed;
    const purchasing = seed.menus.find((menu) => menu.code === 'PURCHASE') as MenuNode;
    const orders = purchasing.children?.find((menu) => menu.code === 'PO_LIST') as MenuNode;
    orders.name = { cn: '采购订单（新）', en: 'Purchase orders (new)' };
    orders.resources = [...(orders.resources ?? []), { code: 'btnArchive', name: { cn: '归档', en: 'Archive' } }];
    const admin = seed.responsibilities.find((resp) => resp.code === 'SYS_ADMIN');
    expect(admin?.grants.PO_LIST).toBe('*');

    const database = await shared.open();
    try {
      const menuRow = () => database.db.selectFrom('base_menu').selectAll().where('menuCode', '=', 'PO_LIST').executeTakeFirstOrThrow();
      const before = await menuRow();
      await database.db.updateTable('base_menu').set({ enabled: 'N' }).where('menuCode', '=', 'PO_LIST').execute();
      const grantsBefore = await countRows(database, 'base_resp_grants');

      await seedSystemMenus(database, seed);
      const after = await menuRow();
      expect(after).toMatchObject({ menuName: '采购订单（新）', menuNameEn: 'Purchase orders (new)', enabled: 'N', versionNum: Number(before.versionNum) + 1 });
      const archive = await database.db.selectFrom('base_resource').selectAll().where('menuId', '=', before.menuId).where('resourceCode', '=', 'btnArchive').executeTakeFirst();
      expect(archive?.resourceNameEn).toBe('Archive');
      // Granted by every responsibility that holds all of the order list's buttons ("*").
      const granted = await database.db.selectFrom('base_resp_grants').select('responsibilityId').where('resourceId', '=', archive?.resourceId as number).execute();
      const holdingAll = seed.responsibilities.filter((resp) => resp.grants.PO_LIST === '*').length;
      expect(granted).toHaveLength(holdingAll);
      expect(await countRows(database, 'base_resp_grants')).toBe(grantsBefore + holdingAll);

      await seedSystemMenus(database, seed);
      expect((await menuRow()).versionNum).toEqual(after.versionNum);
      expect(await countRows(database, 'base_resp_grants')).toBe(grantsBefore + holdingAll);
    } finally {
      await database.close();
    }
  }, FIRST_START_TIMEOUT_MS);
});

describe('an administrator\'s change to seeded access on restart', () => {
  type MenuNode = { code: string; name: { cn: string; en: string }; resources?: { code: string; name: { cn: string; en: string } }[]; children?: MenuNode[] };
  type Seed = { menus: MenuNode[]; responsibilities: { code: string; grants: Record<string, string[] | '*'> }[] };

  it('keeps a revoked grant revoked and a renamed menu renamed, while the seed\'s own later changes still apply', async () => {
    await (await startTestServer({}, shared)).stop();
    const seed = JSON.parse(readFileSync(join(process.cwd(), 'seed/system/menus.json'), 'utf8')) as Seed;
    const database = await shared.open();
    try {
      const menuRow = (code: string) => database.db.selectFrom('base_menu').selectAll().where('menuCode', '=', code).executeTakeFirstOrThrow();
      const respId = Number((await database.db.selectFrom('base_responsibility').select('responsibilityId').where('responsibilityCode', '=', 'PUR_BUYER').executeTakeFirstOrThrow()).responsibilityId);
      const grantsOf = async (menuId: unknown) =>
        database.db.selectFrom('base_resp_grants').selectAll().where('responsibilityId', '=', respId).where('menuId', '=', menuId as number).execute();
      // The administrator revokes the buyer's bank list and renames the lookup types menu, behind the API.
      const banks = await menuRow('BASE_BANK');
      const lookups = await menuRow('LOOKUP_TYPE');
      expect(await grantsOf(banks.menuId)).toHaveLength(1);
      await database.db.deleteFrom('base_resp_grants').where('responsibilityId', '=', respId).where('menuId', '=', banks.menuId as number).execute();
      await database.db.updateTable('base_menu').set({ menuName: '数据字典', orderNo: 5 }).where('menuCode', '=', 'LOOKUP_TYPE').execute();

      await (await startTestServer({}, shared)).stop();
      expect(await grantsOf(banks.menuId)).toHaveLength(0);
      expect(await menuRow('LOOKUP_TYPE')).toMatchObject({ menuName: '数据字典', orderNo: 5, menuNameEn: lookups.menuNameEn });

      // A release grants the buyer the exchange rates and changes the English name of lookup types.
      const rates = await menuRow('EXCHANGE_RATE');
      expect(await grantsOf(rates.menuId)).toHaveLength(1);
      await database.db.deleteFrom('base_resp_grants').where('responsibilityId', '=', respId).where('menuId', '=', rates.menuId as number).execute();
      await database.db.deleteFrom('sys_seed_applied').where('seedKey', '=', 'grant:PUR_BUYER:EXCHANGE_RATE').execute();
      const admin = seed.menus.find((menu) => menu.code === 'ADMIN') as MenuNode;
      const lookupType = admin.children?.find((menu) => menu.code === 'LOOKUP_TYPE') as MenuNode;
      lookupType.name = { ...lookupType.name, en: 'Dictionary types' };
      await seedSystemMenus(database, seed);
      expect(await grantsOf(rates.menuId)).toHaveLength(1);
      expect(await grantsOf(banks.menuId)).toHaveLength(0);
      expect(await menuRow('LOOKUP_TYPE')).toMatchObject({ menuName: '数据字典', menuNameEn: 'Dictionary types', orderNo: 5 });

      // The seed renames the menu itself: the release's name wins over the administrator's.
      lookupType.name = { cn: '快码类型定义', en: 'Dictionary types' };
      await seedSystemMenus(database, seed);
      expect(await menuRow('LOOKUP_TYPE')).toMatchObject({ menuName: '快码类型定义', orderNo: 5 });
    } finally {
      await database.close();
    }
  }, FIRST_START_TIMEOUT_MS);
});

async function countRows(database: Awaited<ReturnType<ServerDatabase['open']>>, table: string): Promise<number> {
  return Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

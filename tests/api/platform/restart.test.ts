import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';

let shared: ServerDatabase;

beforeAll(async () => {
  shared = await createServerDatabase('restart');
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
    expect(before).toMatchObject({ users: 7, menus: shippedMenuCount(), menuVersions: 1, processModels: 2 });
    expect(before.orders).toBeGreaterThan(0);

    const second = await startTestServer({}, shared);
    try {
      expect(await counts()).toEqual(before);
      const admin = await signIn(second.baseUrl, 'admin');
      expect(admin.login.user.userName).toBe('admin');
    } finally {
      await second.stop();
    }
  });
});

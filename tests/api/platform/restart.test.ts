import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-client';
import { startTestServer } from '../support/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'srm-restart-'));

function counts(): Record<string, number> {
  const file = new BetterSqlite3(join(dataDir, 'srm.sqlite'), { readonly: true });
  try {
    const count = (sql: string) => Number((file.prepare(sql).get() as { n: number }).n);
    return {
      users: count('select count(*) as n from base_users'),
      menus: count('select count(*) as n from base_menu'),
      menuVersions: count('select max(version_num) as n from base_menu'),
      grants: count('select count(*) as n from base_resp_grants'),
      lookupValues: count('select count(*) as n from base_lookup_values'),
      orders: count('select count(*) as n from srm_po_headers'),
      suppliers: count('select count(*) as n from srm_pos_supplier_info'),
    };
  } finally {
    file.close();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('restart on an existing database', () => {
  it('keeps the data: seeds add nothing twice and rewrite nothing', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir });
    await first.stop();
    const before = counts();
    expect(before).toMatchObject({ users: 5, menus: 5, menuVersions: 1 });
    expect(before.orders).toBeGreaterThan(0);

    const second = await startTestServer({ DATA_DIR: dataDir });
    try {
      expect(counts()).toEqual(before);
      const admin = await signIn(second.baseUrl, 'admin');
      expect(admin.login.user.userName).toBe('admin');
    } finally {
      await second.stop();
    }
  });
});

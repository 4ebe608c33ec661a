import type { Kysely } from 'kysely';
import { SystemConfig, type MenuEntry } from '../../shared/formats/system-format';
import { asOptionalNumber, type SqlDatabase, type SqlTables } from '../sql-database';
import { systemTable } from '../system-tables';
import { SeededRows, systemAudit, upsertByKey } from './seed-writes';

interface SeededMenu {
  menuId: number;
  /** Resource ids by code. */
  resources: Map<string, number>;
}

/** The system tables the menu seed writes, each read once per start. */
interface MenuTables {
  menus: SeededRows;
  resources: SeededRows;
  responsibilities: SeededRows;
  grants: SeededRows;
}

async function readMenuTables(db: Kysely<SqlTables>): Promise<MenuTables> {
  return {
    menus: await SeededRows.read(db, systemTable('menus'), ['menuCode']),
    resources: await SeededRows.read(db, systemTable('resources'), ['menuId', 'resourceCode']),
    responsibilities: await SeededRows.read(db, systemTable('responsibilities'), ['responsibilityCode']),
    grants: await SeededRows.read(db, systemTable('grants'), ['responsibilityId', 'menuId', 'resourceId']),
  };
}

async function seedMenuTree(
  db: Kysely<SqlTables>,
  tables: MenuTables,
  entries: MenuEntry[],
  parentId: number,
  level: number,
  now: Date,
  into: Map<string, SeededMenu>,
): Promise<void> {
  for (const [index, entry] of entries.entries()) {
    if (into.has(entry.code)) throw new Error(`menu code ${entry.code} appears twice in the system seed`);
    const menuId = await upsertByKey(
      db,
      tables.menus,
      'menuId',
      {
        key: { menuCode: entry.code },
        // An administrator may switch a menu off; a restart keeps it off.
        insertOnly: { enabled: 'Y', systemCode: 'BASE' },
        values: {
          menuParentId: parentId,
          menuName: entry.name.cn,
          menuNameEn: entry.name.en,
          menuType: entry.route ? '20' : '10',
          orderNo: (index + 1) * 10,
          levelId: level,
          imageLink: entry.icon ?? null,
          htmlUrl: entry.route ?? null,
        },
      },
      now,
    );
    const resources = new Map<string, number>();
    for (const resource of entry.resources ?? []) {
      const resourceId = await upsertByKey(
        db,
        tables.resources,
        'resourceId',
        {
          key: { menuId, resourceCode: resource.code },
          values: { resourceName: resource.name.cn, resourceNameEn: resource.name.en, resourceType: 'BUTTON' },
        },
        now,
      );
      resources.set(resource.code, resourceId);
    }
    into.set(entry.code, { menuId, resources });
    await seedMenuTree(db, tables, entry.children ?? [], menuId, level + 1, now, into);
  }
}

/** Adds the grant unless present; grants an administrator added stay untouched. */
async function ensureGrant(db: Kysely<SqlTables>, grants: SeededRows, respId: number, menuId: number, resourceId: number | null, now: Date) {
  const key = { responsibilityId: respId, menuId, resourceId };
  if (grants.find(key)) return;
  const row = { ...key, ...systemAudit(now) };
  await db.insertInto(grants.table).values(row).execute();
  grants.remember(key, row);
}

/**
 * Loads seed/system/menus.json into base_menu, base_resource, base_responsibility and
 * base_resp_grants on every start: rows are matched by code and brought up to date; missing grants
 * are added. The four tables are read once each (SeededRows), so an unchanged seed costs four queries. One transaction, so a bad seed leaves the previous system data as it was.
 */
export async function seedSystemMenus(database: SqlDatabase, seed: unknown, now: Date = new Date()): Promise<void> {
  const config = SystemConfig.parse(seed);
  await database.db.transaction().execute(async (db) => {
    const tables = await readMenuTables(db);
    const menus = new Map<string, SeededMenu>();
    await seedMenuTree(db, tables, config.menus, 0, 1, now, menus);
    for (const resp of config.responsibilities) {
      const respId = await upsertByKey(
        db,
        tables.responsibilities,
        'responsibilityId',
        {
          key: { responsibilityCode: resp.code },
          values: { responsibilityName: resp.name.cn, responsibilityNameEn: resp.name.en, userType: resp.userType },
          insertOnly: { systemCode: 'BASE' },
        },
        now,
      );
      for (const [menuCode, granted] of Object.entries(resp.grants)) {
        const menu = menus.get(menuCode);
        if (!menu) throw new Error(`responsibility ${resp.code} grants unknown menu ${menuCode}`);
        await ensureGrant(db, tables.grants, respId, menu.menuId, null, now);
        const codes = granted === '*' ? [...menu.resources.keys()] : granted;
        for (const code of codes) {
          const resourceId = menu.resources.get(code);
          if (resourceId === undefined) throw new Error(`responsibility ${resp.code}: menu ${menuCode} has no resource ${code}`);
          await ensureGrant(db, tables.grants, respId, menu.menuId, resourceId, now);
        }
      }
    }
  });
}

/** The id of a responsibility by code (demo users are given responsibilities by code). */
export async function responsibilityIdByCode(database: SqlDatabase, code: string): Promise<number | null> {
  const row = await database.db
    .selectFrom(systemTable('responsibilities'))
    .select('responsibilityId')
    .where('responsibilityCode', '=', code)
    .executeTakeFirst();
  return row ? asOptionalNumber(row.responsibilityId) : null;
}

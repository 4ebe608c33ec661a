import type { Kysely } from 'kysely';
import { SystemConfig, type MenuEntry } from '../../shared/formats/system-format';
import { asOptionalNumber, type SqlDatabase, type SqlTables } from '../sql-database';
import { systemTable } from '../system-tables';
import { applySeededRow, SeedMemory } from './seed-memory';
import { SeededRows, systemAudit } from './seed-writes';

interface SeededMenu {
  menuId: number;
  /** Resource ids by code. */
  resources: Map<string, number>;
}

/** The system tables the menu seed writes, each read once per start. */
interface MenuTables {
  memory: SeedMemory;
  menus: SeededRows;
  resources: SeededRows;
  responsibilities: SeededRows;
  grants: SeededRows;
}

async function readMenuTables(db: Kysely<SqlTables>): Promise<MenuTables> {
  return {
    memory: await SeedMemory.read(db),
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
    const menuId = await applySeededRow(
      db,
      tables.menus,
      tables.memory,
      seedKey('menu', entry.code),
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
    // Deleted by an administrator after the seed made it: it stays deleted, with its buttons and grants.
    if (menuId === null) continue;
    const resources = new Map<string, number>();
    for (const resource of entry.resources ?? []) {
      const resourceId = await applySeededRow(
        db,
        tables.resources,
        tables.memory,
        seedKey('resource', entry.code, resource.code),
        'resourceId',
        {
          key: { menuId, resourceCode: resource.code },
          values: { resourceName: resource.name.cn, resourceNameEn: resource.name.en, resourceType: 'BUTTON' },
        },
        now,
      );
      if (resourceId !== null) resources.set(resource.code, resourceId);
    }
    into.set(entry.code, { menuId, resources });
    await seedMenuTree(db, tables, entry.children ?? [], menuId, level + 1, now, into);
  }
}

/** The key under which SeedMemory remembers a seeded row: its kind and codes. */
function seedKey(kind: 'menu' | 'resource' | 'responsibility' | 'grant', ...codes: string[]): string {
  return [kind, ...codes].join(':');
}

/**
 * Adds a grant the seed holds unless present or revoked: once applied, a grant an administrator removed
 * stays removed (SeedMemory). Grants an administrator added stay untouched.
 */
async function ensureGrant(db: Kysely<SqlTables>, tables: MenuTables, key: string, respId: number, menuId: number, resourceId: number | null, now: Date) {
  const row = { responsibilityId: respId, menuId, resourceId };
  const applied = tables.memory.lastApplied(key) !== undefined;
  if (!tables.grants.find(row) && !applied) {
    const stored = { ...row, ...systemAudit(now) };
    await db.insertInto(tables.grants.table).values(stored).execute();
    tables.grants.remember(row, stored);
  }
  tables.memory.remember(key, {});
}

/** Every menu code of the seed with its button codes, whatever an administrator deleted since. */
function seedMenuCodes(entries: MenuEntry[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const entry of entries) {
    into.set(entry.code, (entry.resources ?? []).map((resource) => resource.code));
    seedMenuCodes(entry.children ?? [], into);
  }
  return into;
}

/**
 * Loads seed/system/menus.json into base_menu, base_resource, base_responsibility and
 * base_resp_grants on every start: rows are matched by code; what the seed changed since it was last
 * applied is brought up to date and new grants are added, while an administrator's own changes (a menu renamed,
 * moved, switched off or deleted, a grant revoked) stay (seed-memory.ts). The four tables are read once each (SeededRows), so an unchanged seed costs four queries. One transaction, so a bad seed leaves the previous system data as it was.
 */
export async function seedSystemMenus(database: SqlDatabase, seed: unknown, now: Date = new Date()): Promise<void> {
  const config = SystemConfig.parse(seed);
  await database.db.transaction().execute(async (db) => {
    const tables = await readMenuTables(db);
    const known = seedMenuCodes(config.menus);
    const menus = new Map<string, SeededMenu>();
    await seedMenuTree(db, tables, config.menus, 0, 1, now, menus);
    for (const resp of config.responsibilities) {
      const respId = await applySeededRow(
        db,
        tables.responsibilities,
        tables.memory,
        seedKey('responsibility', resp.code),
        'responsibilityId',
        {
          key: { responsibilityCode: resp.code },
          values: { responsibilityName: resp.name.cn, responsibilityNameEn: resp.name.en, userType: resp.userType },
          insertOnly: { systemCode: 'BASE' },
        },
        now,
      );
      if (respId === null) continue;
      for (const [menuCode, granted] of Object.entries(resp.grants)) {
        if (!known.has(menuCode)) throw new Error(`responsibility ${resp.code} grants unknown menu ${menuCode}`);
        const menu = menus.get(menuCode);
        if (!menu) continue;
        await ensureGrant(db, tables, seedKey('grant', resp.code, menuCode), respId, menu.menuId, null, now);
        const codes = granted === '*' ? [...(known.get(menuCode) ?? [])] : granted;
        for (const code of codes) {
          if (!known.get(menuCode)?.includes(code)) throw new Error(`responsibility ${resp.code}: menu ${menuCode} has no resource ${code}`);
          const resourceId = menu.resources.get(code);
          if (resourceId !== undefined) await ensureGrant(db, tables, seedKey('grant', resp.code, menuCode, code), respId, menu.menuId, resourceId, now);
        }
      }
    }
    await tables.memory.save(db);
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

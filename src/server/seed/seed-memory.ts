import type { Kysely } from 'kysely';
import { insertInBatches } from '../db/batched-inserts';
import { SEED_APPLIED_TABLE } from '../db/system-tables';
import { asNumber, type SqlTables } from '../sql-database';
import { dateTimeText } from '../system-tables';
import { SYSTEM_USER_ID, systemAudit, type SeededRows, type UpsertTarget } from './seed-writes';

type Values = Record<string, unknown>;

/**
 * What the system seed last applied to each row it owns, by a key of the seed's own (a menu's code, a
 * grant's responsibility, menu and button codes; a whole demo-records file by its name, with the digest of
 * its content: demo-records.ts), kept in SEED_APPLIED_TABLE. The seed runs on every
 * start; with this memory it applies only what the seed itself changed since, so an administrator's change
 * to a seeded row (a menu renamed, moved or deleted, a grant revoked) survives a restart until a release
 * changes that same value in the seed.
 */
export class SeedMemory {
  private readonly changed = new Map<string, Values>();
  /** The keys stored before this run: those are updated, the others inserted. */
  private readonly stored: ReadonlySet<string>;

  private constructor(private readonly applied: Map<string, Values>) {
    this.stored = new Set(applied.keys());
  }

  static async read(db: Kysely<SqlTables>): Promise<SeedMemory> {
    const rows = await db.selectFrom(SEED_APPLIED_TABLE).select(['seedKey', 'appliedValues']).execute();
    return new SeedMemory(new Map(rows.map((row) => [String(row.seedKey), JSON.parse(String(row.appliedValues)) as Values])));
  }

  lastApplied(key: string): Values | undefined {
    return this.applied.get(key);
  }

  remember(key: string, values: Values): void {
    const last = this.applied.get(key);
    if (last && sameValues(last, values)) return;
    this.applied.set(key, values);
    this.changed.set(key, values);
  }

  /** Writes what this run applied (inside the seed's transaction). */
  async save(db: Kysely<SqlTables>): Promise<void> {
    const inserts: { seedKey: string; appliedValues: string }[] = [];
    for (const [seedKey, values] of this.changed) {
      const appliedValues = JSON.stringify(values);
      if (this.stored.has(seedKey)) await db.updateTable(SEED_APPLIED_TABLE).set({ appliedValues }).where('seedKey', '=', seedKey).execute();
      else inserts.push({ seedKey, appliedValues });
    }
    // A first start remembers every seeded row: in a few multi-row statements rather than one per row.
    await insertInBatches(db, SEED_APPLIED_TABLE, inserts);
    this.changed.clear();
  }
}

function sameValues(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/**
 * Inserts or updates a seeded row by its business key, as far as the seed changed it since it was last
 * applied: a column is written only when the seed's value differs from what the seed last applied (or
 * nothing was remembered yet: a database seeded before this memory existed) and from what is stored. A row
 * the seed applied before and that is gone now was deleted by an administrator: it stays deleted (null).
 */
export async function applySeededRow(
  db: Kysely<SqlTables>,
  rows: SeededRows,
  memory: SeedMemory,
  seedKey: string,
  primaryKey: string,
  target: UpsertTarget,
  now: Date,
): Promise<number | null> {
  const last = memory.lastApplied(seedKey);
  const existing = rows.find(target.key);
  if (!existing) {
    if (last) return null;
    const row = { ...target.key, ...target.values, ...target.insertOnly, ...systemAudit(now) };
    const inserted = await db.insertInto(rows.table).values(row).returning(primaryKey).executeTakeFirstOrThrow();
    rows.remember(target.key, { ...row, ...inserted });
    memory.remember(seedKey, target.values);
    return asNumber(inserted[primaryKey]);
  }
  const id = asNumber(existing[primaryKey]);
  const changes = Object.fromEntries(
    Object.entries(target.values).filter(
      ([column, value]) => (last === undefined || (last[column] ?? null) !== (value ?? null)) && (existing[column] ?? null) !== (value ?? null),
    ),
  );
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable(rows.table)
      .set({ ...changes, versionNum: asNumber(existing.versionNum ?? 1) + 1, lastUpdatedBy: SYSTEM_USER_ID, lastUpdateDate: dateTimeText(now) })
      .where(primaryKey, '=', id)
      .execute();
  }
  memory.remember(seedKey, target.values);
  return id;
}

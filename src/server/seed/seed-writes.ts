import type { Kysely } from 'kysely';
import { asNumber, type SqlTables } from '../sql-database';
import { dateTimeText } from '../system-tables';

/** The user id recorded in audit fields for rows the system itself writes (seed, migrations). */
export const SYSTEM_USER_ID = -1;

/** Audit fields of a row inserted by the system at `now`. */
export function systemAudit(now: Date): Record<string, unknown> {
  const stamp = dateTimeText(now);
  return {
    versionNum: 1,
    creationDate: stamp,
    createdBy: SYSTEM_USER_ID,
    lastUpdatedBy: SYSTEM_USER_ID,
    lastUpdateDate: stamp,
    lastUpdateLogin: SYSTEM_USER_ID,
  };
}

/**
 * A seeded table's rows, read once and found by their business key: seeding then makes one query per table
 * instead of one per seeded row, which on every start is what the menu seed (one row per menu, resource and
 * grant) would otherwise cost.
 */
export class SeededRows {
  private constructor(
    readonly table: string,
    private readonly rows: Map<string, Record<string, unknown>>,
  ) {}

  static async read(db: Kysely<SqlTables>, table: string, keyColumns: string[]): Promise<SeededRows> {
    const rows = await db.selectFrom(table).selectAll().execute();
    return new SeededRows(table, new Map(rows.map((row) => [keyText(keyColumns.map((column) => row[column])), row])));
  }

  find(key: Record<string, unknown>): Record<string, unknown> | undefined {
    return this.rows.get(keyText(Object.values(key)));
  }

  remember(key: Record<string, unknown>, row: Record<string, unknown>): void {
    this.rows.set(keyText(Object.values(key)), row);
  }
}

/** One text for a key's values, the same whether the driver gave an id as a number or as text. */
function keyText(values: unknown[]): string {
  return values.map((value) => (value === null || value === undefined ? '' : String(value))).join('\u0000');
}

export interface UpsertTarget {
  /** Columns that identify the row (its business key), in the order the table's SeededRows were read by. */
  key: Record<string, unknown>;
  /** Columns the seed owns: set on insert, brought back to these values when they differ. */
  values: Record<string, unknown>;
  /** Columns set only when the row is created (an administrator may change them later). */
  insertOnly?: Record<string, unknown>;
}

/**
 * Inserts the row or, when it exists and a seed-owned value differs, updates it (versionNum + 1).
 * Unchanged rows are not touched, so restarting does not rewrite the system data. Returns the id.
 */
export async function upsertByKey(db: Kysely<SqlTables>, rows: SeededRows, primaryKey: string, target: UpsertTarget, now: Date): Promise<number> {
  const existing = rows.find(target.key);
  if (!existing) {
    const row = { ...target.key, ...target.values, ...target.insertOnly, ...systemAudit(now) };
    const inserted = await db.insertInto(rows.table).values(row).returning(primaryKey).executeTakeFirstOrThrow();
    rows.remember(target.key, { ...row, ...inserted });
    return asNumber(inserted[primaryKey]);
  }
  const id = asNumber(existing[primaryKey]);
  const changed = Object.entries(target.values).some(([column, value]) => (existing[column] ?? null) !== (value ?? null));
  if (changed) {
    await db
      .updateTable(rows.table)
      .set({
        ...target.values,
        versionNum: asNumber(existing.versionNum ?? 1) + 1,
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: dateTimeText(now),
      })
      .where(primaryKey, '=', id)
      .execute();
  }
  return id;
}

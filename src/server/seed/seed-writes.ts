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

export interface UpsertTarget {
  table: string;
  primaryKey: string;
  /** Columns that identify the row (its business key). */
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
export async function upsertByKey(db: Kysely<SqlTables>, target: UpsertTarget, now: Date): Promise<number> {
  let query = db.selectFrom(target.table).select([target.primaryKey, 'versionNum', ...Object.keys(target.values)]);
  for (const [column, value] of Object.entries(target.key)) query = query.where(column, '=', value);
  const existing = await query.executeTakeFirst();
  if (!existing) {
    const inserted = await db
      .insertInto(target.table)
      .values({ ...target.key, ...target.values, ...target.insertOnly, ...systemAudit(now) })
      .returning(target.primaryKey)
      .executeTakeFirstOrThrow();
    return asNumber(inserted[target.primaryKey]);
  }
  const id = asNumber(existing[target.primaryKey]);
  const changed = Object.entries(target.values).some(([column, value]) => (existing[column] ?? null) !== (value ?? null));
  if (changed) {
    await db
      .updateTable(target.table)
      .set({
        ...target.values,
        versionNum: asNumber(existing.versionNum ?? 1) + 1,
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: dateTimeText(now),
      })
      .where(target.primaryKey, '=', id)
      .execute();
  }
  return id;
}

import type { Kysely } from 'kysely';
import type { SqlTables } from '../sql-database';

type Row = Record<string, unknown>;

/** Values bound per statement: under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const MAX_BOUND_VALUES = 30_000;

/** The rows cut into multi-row inserts: as many rows per statement as the bound-value limit allows for their columns. */
export function insertBatches<T extends Row>(rows: readonly T[]): T[][] {
  const columns = new Set<string>();
  for (const row of rows) for (const column of Object.keys(row)) columns.add(column);
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / Math.max(1, columns.size)));
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += perStatement) batches.push(rows.slice(start, start + perStatement));
  return batches;
}

/** Inserts the rows in as few statements as the bound-value limit allows (insertBatches), in order. */
export async function insertInBatches(db: Kysely<SqlTables>, table: string, rows: readonly Row[]): Promise<void> {
  for (const batch of insertBatches(rows)) await db.insertInto(table).values(batch).execute();
}

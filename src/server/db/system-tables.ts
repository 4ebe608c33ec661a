import { sql, type Kysely } from 'kysely';
import type { DatabaseTables } from './database.types';
import type { DialectRules } from './dialect-rules';

/** Bookkeeping tables of the engine itself (not entities). */
export const MIGRATIONS_TABLE = 'sys_migrations';
export const SEQUENCES_TABLE = 'sys_sequences';

/** Creates the bookkeeping tables when missing; answers the names of those it created. */
export async function ensureSystemTables(db: Kysely<DatabaseTables>, rules: DialectRules): Promise<string[]> {
  const existing = await rules.existingColumns(db);
  const created: string[] = [];
  if (!existing.has(MIGRATIONS_TABLE)) {
    await db.schema
      .createTable(MIGRATIONS_TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(200)', (column) => column.primaryKey())
      .addColumn('appliedAt', 'varchar(19)', (column) => column.notNull())
      .execute();
    created.push(`create table ${MIGRATIONS_TABLE}`);
  }
  if (!existing.has(SEQUENCES_TABLE)) {
    // One running number per auto-number key (prefix + date); upserted inside the saving transaction.
    await db.schema
      .createTable(SEQUENCES_TABLE)
      .ifNotExists()
      .addColumn('seqKey', 'varchar(100)', (column) => column.primaryKey())
      .addColumn('currentValue', sql.raw(rules.name === 'postgres' ? 'bigint' : 'integer'), (column) => column.notNull())
      .execute();
    created.push(`create table ${SEQUENCES_TABLE}`);
  }
  return created;
}

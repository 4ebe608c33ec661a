import { sql, type Kysely } from 'kysely';
import type { DatabaseTables } from './database.types';
import type { DialectRules } from './dialect-rules';

/** Bookkeeping tables of the engine itself (not entities). */
export const MIGRATIONS_TABLE = 'sys_migrations';
export const SEQUENCES_TABLE = 'sys_sequences';
/** Which document was generated from which (generate actions): both directions are read from here. */
export const DOCUMENT_LINKS_TABLE = 'sys_document_links';
/** What each document consumed of which record (consumptions): a release gives back exactly this. */
export const CONSUMPTIONS_TABLE = 'sys_consumptions';
/** What the system seed last applied to each row it owns (seed-memory.ts): an administrator's later change stays. */
export const SEED_APPLIED_TABLE = 'sys_seed_applied';
/** The current generation of each shared cache kept without Redis (database-shared-cache.ts): every process reads it. */
export const CACHE_GENERATIONS_TABLE = 'sys_cache_generations';

const NAME = 'varchar(60)';
const MOMENT = 'varchar(19)';

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
  const id = sql.raw(rules.name === 'postgres' ? 'bigint' : 'integer');
  if (!existing.has(DOCUMENT_LINKS_TABLE)) {
    await db.schema
      .createTable(DOCUMENT_LINKS_TABLE)
      .ifNotExists()
      .addColumn('linkId', rules.primaryKeyDefinition)
      .addColumn('sourceEntity', NAME, (column) => column.notNull())
      .addColumn('sourceId', id, (column) => column.notNull())
      .addColumn('targetEntity', NAME, (column) => column.notNull())
      .addColumn('targetId', id, (column) => column.notNull())
      .addColumn('action', NAME, (column) => column.notNull())
      .addColumn('createdBy', id)
      .addColumn('creationDate', MOMENT, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('ix_sys_document_links_source').ifNotExists().on(DOCUMENT_LINKS_TABLE).columns(['sourceEntity', 'sourceId']).execute();
    await db.schema.createIndex('ix_sys_document_links_target').ifNotExists().on(DOCUMENT_LINKS_TABLE).columns(['targetEntity', 'targetId']).execute();
    created.push(`create table ${DOCUMENT_LINKS_TABLE}`);
  }
  if (!existing.has(CONSUMPTIONS_TABLE)) {
    await db.schema
      .createTable(CONSUMPTIONS_TABLE)
      .ifNotExists()
      .addColumn('consumptionId', rules.primaryKeyDefinition)
      .addColumn('consumption', NAME, (column) => column.notNull())
      .addColumn('consumerEntity', NAME, (column) => column.notNull())
      .addColumn('consumerDocumentId', id, (column) => column.notNull())
      .addColumn('consumerId', id, (column) => column.notNull())
      .addColumn('targetEntity', NAME, (column) => column.notNull())
      .addColumn('targetId', id, (column) => column.notNull())
      .addColumn('intoField', NAME, (column) => column.notNull())
      // The amount as exact decimal text: what a release gives back, digit for digit.
      .addColumn('amount', 'varchar(40)', (column) => column.notNull())
      .addColumn('creationDate', MOMENT, (column) => column.notNull())
      .execute();
    await db.schema.createIndex('ix_sys_consumptions_consumer').ifNotExists().on(CONSUMPTIONS_TABLE).columns(['consumerEntity', 'consumerDocumentId', 'consumption']).execute();
    await db.schema.createIndex('ix_sys_consumptions_target').ifNotExists().on(CONSUMPTIONS_TABLE).columns(['targetEntity', 'targetId']).execute();
    created.push(`create table ${CONSUMPTIONS_TABLE}`);
  }
  if (!existing.has(SEED_APPLIED_TABLE)) {
    await db.schema
      .createTable(SEED_APPLIED_TABLE)
      .ifNotExists()
      .addColumn('seedKey', 'varchar(300)', (column) => column.primaryKey())
      .addColumn('appliedValues', 'text', (column) => column.notNull())
      .execute();
    created.push(`create table ${SEED_APPLIED_TABLE}`);
  }
  if (!existing.has(CACHE_GENERATIONS_TABLE)) {
    await db.schema
      .createTable(CACHE_GENERATIONS_TABLE)
      .ifNotExists()
      .addColumn('namespace', NAME, (column) => column.primaryKey())
      .addColumn('generation', NAME, (column) => column.notNull())
      .execute();
    created.push(`create table ${CACHE_GENERATIONS_TABLE}`);
  }
  return created;
}

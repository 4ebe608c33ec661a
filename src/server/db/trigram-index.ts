import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { parseFilters } from '../../shared/api/search-params';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { snakeCaseName } from './column-naming';
import type { DatabaseTables, DialectName } from './database.types';
import { trigramFields } from './list-indexes';

/**
 * Trigram indexes make `contains` (`x_like`) on code and name fields an index read instead of a scan of
 * the whole table: on PostgreSQL a GIN index with pg_trgm's operator class, which `ilike` uses by itself;
 * on SQLite an FTS5 table with the trigram tokenizer, kept in step with the table by triggers, which the
 * filter asks first. Neither can serve a text shorter than a trigram: such a filter reads the table.
 */
export const TRIGRAM_LENGTH = 3;

/** The FTS5 table that indexes an entity's trigram fields on SQLite. */
export function trigramTableOf(entity: EntitySchema): string {
  return `${tableOf(entity)}_trigram`;
}

/** The name of a migration step that creates the entity's trigram indexes (another field set is another step). */
export function trigramStepOf(entity: EntitySchema): string | undefined {
  const fields = trigramFields(entity);
  return fields.length === 0 ? undefined : `create trigram index ${tableOf(entity)}(${fields.map(snakeCaseName).join(', ')})`;
}

/** Whether a `contains` on this field can be answered from the trigram index. */
export function trigramServes(entity: EntitySchema, field: string, text: string): boolean {
  return [...text].length >= TRIGRAM_LENGTH && trigramFields(entity).includes(field);
}

/**
 * On SQLite, the rows whose field holds `text` according to the FTS5 trigram table (case folded; the
 * caller keeps its own exact condition beside it). Undefined on PostgreSQL, whose GIN index serves the
 * `ilike` itself.
 */
export function trigramCandidates(dialect: DialectName, entity: EntitySchema, field: string, text: string): Expression<SqlBool> | undefined {
  if (dialect !== 'sqlite') return undefined;
  const fts = sql.table(trigramTableOf(entity));
  return sql<SqlBool>`${sql.ref(entity.primaryKey)} in (select rowid from ${fts} where ${fts} match ${ftsPhrase(field, text)})`;
}

/**
 * Above this many trigram matches, SQLite answers a `contains` by reading the table in the list's order
 * instead: its `in (select rowid ...)` lists every match before the first row comes out (about 70 ms for
 * 200,000 matches), while a text that common finds a page's rows within the first few thousand it reads.
 * PostgreSQL's planner weighs the same from its statistics.
 */
export const DENSE_TRIGRAM_MATCHES = 10_000;

function ftsPhrase(field: string, text: string): string {
  return `{${snakeCaseName(field)}} : "${text.replaceAll('"', '""')}"`;
}

/**
 * The fields of a page request's `contains` filters (`x_like`) that so many rows match that the trigram
 * index would cost more than it saves (DENSE_TRIGRAM_MATCHES): counted on the FTS5 table alone, which
 * stops at the bound (under a millisecond). Always empty on PostgreSQL.
 */
export async function denseTrigramFilters(db: Kysely<DatabaseTables>, dialect: DialectName, entity: EntitySchema, params: Record<string, unknown>): Promise<Set<string>> {
  const dense = new Set<string>();
  if (dialect !== 'sqlite') return dense;
  const fts = sql.table(trigramTableOf(entity));
  for (const filter of parseFilters(params)) {
    const text = typeof filter.value === 'number' ? String(filter.value) : filter.value;
    if (filter.op !== 'like' || typeof text !== 'string' || !trigramServes(entity, filter.field, text)) continue;
    const counted = await sql<{ matches: number }>`
      select count(*) as matches from (select rowid from ${fts} where ${fts} match ${ftsPhrase(filter.field, text)} limit ${DENSE_TRIGRAM_MATCHES + 1}) m`.execute(db);
    if (Number(counted.rows[0]?.matches ?? 0) > DENSE_TRIGRAM_MATCHES) dense.add(filter.field);
  }
  return dense;
}

async function createSqliteTrigramIndex(db: Kysely<DatabaseTables>, entity: EntitySchema, fields: string[]): Promise<void> {
  const table = tableOf(entity);
  const fts = trigramTableOf(entity);
  const key = snakeCaseName(entity.primaryKey);
  const columns = fields.map(snakeCaseName);
  const list = columns.join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
  const statements = [
    ...['insert', 'delete', 'update'].map((event) => `drop trigger if exists ${fts}_${event}`),
    `drop table if exists ${fts}`,
    `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='${key}', tokenize='trigram')`,
    `create trigger ${fts}_insert after insert on ${table} begin
       insert into ${fts}(rowid, ${list}) values (new.${key}, ${values('new')}); end`,
    `create trigger ${fts}_delete after delete on ${table} begin
       insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.${key}, ${values('old')}); end`,
    `create trigger ${fts}_update after update of ${list} on ${table} begin
       insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.${key}, ${values('old')});
       insert into ${fts}(rowid, ${list}) values (new.${key}, ${values('new')}); end`,
    // Indexes the rows the table already holds (a database made before the index existed).
    `insert into ${fts}(${fts}) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function trigramSchema(db: Kysely<DatabaseTables>): Promise<string | undefined> {
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema;
}

/**
 * pg_trgm, created once per database (a trusted extension: the owner of the database may create it) in
 * the public schema, so that dropping another schema never drops it with the indexes that use it. Two
 * servers migrating at once may race to create it: the one that loses finds it made.
 */
async function ensurePgTrgm(db: Kysely<DatabaseTables>): Promise<string> {
  const existing = await trigramSchema(db);
  if (existing) return existing;
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch (error) {
    if (!(await trigramSchema(db))) throw error;
  }
  const schema = await trigramSchema(db);
  if (!schema) throw new Error('pg_trgm could not be created');
  return schema;
}

async function createPostgresTrigramIndexes(db: Kysely<DatabaseTables>, entity: EntitySchema, fields: string[]): Promise<void> {
  const schema = await ensurePgTrgm(db);
  const table = tableOf(entity);
  for (const column of fields.map(snakeCaseName)) {
    const name = `tx_${table}_${column}`.slice(0, 63);
    await sql.raw(`create index if not exists ${name} on ${table} using gin (${column} "${schema}".gin_trgm_ops)`).execute(db);
  }
}

/** Creates (or, on SQLite, recreates and fills) the trigram indexes of an entity's trigram fields. */
export async function createTrigramIndexes(db: Kysely<DatabaseTables>, dialect: DialectName, entity: EntitySchema): Promise<void> {
  const fields = trigramFields(entity);
  if (fields.length === 0) return;
  await (dialect === 'sqlite' ? createSqliteTrigramIndex(db, entity, fields) : createPostgresTrigramIndexes(db, entity, fields));
}

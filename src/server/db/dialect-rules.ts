import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { EntityField } from '../../shared/formats/entity-format';
import type { DatabaseTables, DialectName } from './database.types';

/** Existing columns (snake_case) by table name, in the current schema only. */
export type TableColumns = Map<string, Set<string>>;

/**
 * Every difference between SQLite and PostgreSQL lives here: column types, the auto-increment primary
 * key, case-insensitive matching, where NULL sorts. Dates are text in both ('yyyy-MM-dd',
 * 'yyyy-MM-dd HH:mm:ss') so sorting and filters behave the same; ids come back through RETURNING, which
 * both support.
 */
export interface DialectRules {
  name: DialectName;
  /** Column type of a declared field. */
  fieldType(field: Pick<EntityField, 'type' | 'length' | 'precision' | 'secret'>): RawBuilder<unknown>;
  /** Column definition of an integer id (primary key, foreign keys, user ids). */
  idType: RawBuilder<unknown>;
  /** Full definition of an auto-increment primary key column, after its name. */
  primaryKeyDefinition: RawBuilder<unknown>;
  /** `column` contains `pattern` ignoring case; `pattern` is already a LIKE pattern escaped with `\`. */
  containsIgnoringCase(column: Expression<unknown>, pattern: string): RawBuilder<SqlBool>;
  /**
   * Where NULL falls in ascending order: before every value (SQLite) or after (PostgreSQL). Lists keep
   * each database's own order, which its plain indexes already have, and keyset paging follows it.
   */
  nullsSortFirst: boolean;
  /**
   * Whether a first page reads its keys before its rows (late row lookup; pages past an OFFSET always do).
   * SQLite plans a filter on an indexed range (a week of start dates) by reading the whole range and sorting
   * it into the list's order whatever the LIMIT: sorting the range's keys from the index instead of its rows
   * took a million orders' week from 7-19 ms to 1.6 ms. PostgreSQL weighs the LIMIT and reads the order's
   * own index until the page is full, where the extra step only adds 0.3 ms.
   */
  firstPageKeysFirst: boolean;
  /** Tables and their columns as they are now (the migrator's view of the database). */
  existingColumns(db: Kysely<DatabaseTables>): Promise<TableColumns>;
}

interface ColumnRow {
  t: string;
  c: string;
}

function groupColumns(rows: ColumnRow[]): TableColumns {
  const tables: TableColumns = new Map();
  for (const { t, c } of rows) {
    const columns = tables.get(t) ?? new Set<string>();
    columns.add(c);
    tables.set(t, columns);
  }
  return tables;
}

/** Escapes LIKE wildcards so user text matches literally; the escape character is a backslash. */
export function likeContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function stringType(length: number | undefined): RawBuilder<unknown> {
  return length !== undefined && length <= 4000 ? sql.raw(`varchar(${length})`) : sql.raw('text');
}

const sqliteRules: DialectRules = {
  name: 'sqlite',
  fieldType(field) {
    switch (field.type) {
      case 'string':
        // A secret is stored sealed (longer than its plain text, secrets/secret-box.ts).
        return field.secret ? sql.raw('text') : stringType(field.length);
      case 'integer':
        return sql.raw('integer');
      // Decimals are stored rounded to the field precision by the engine, so a double keeps them exactly
      // enough for money amounts below 10^13.
      case 'number':
        return sql.raw('real');
      case 'flag':
        return sql.raw('varchar(1)');
      default:
        return sql.raw('text');
    }
  },
  idType: sql.raw('integer'),
  primaryKeyDefinition: sql.raw('integer primary key autoincrement'),
  // SQLite LIKE already ignores ASCII case; lower() on both sides also covers the rest of Latin text.
  containsIgnoringCase: (column, pattern) => sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`,
  nullsSortFirst: true,
  firstPageKeysFirst: true,
  async existingColumns(db) {
    // Ordinary tables only: the FTS5 tables of trigram indexes (virtual, and their shadow tables) are no
    // entity's table.
    const result = await sql<ColumnRow>`
      select m.name as t, p.name as c
      from pragma_table_list m join pragma_table_info(m.name) p
      where m.schema = 'main' and m.type = 'table'`.execute(db);
    return groupColumns(result.rows);
  },
};

const postgresRules: DialectRules = {
  name: 'postgres',
  fieldType(field) {
    switch (field.type) {
      case 'string':
        // A secret is stored sealed (longer than its plain text, secrets/secret-box.ts).
        return field.secret ? sql.raw('text') : stringType(field.length);
      case 'integer':
        return sql.raw('bigint');
      case 'number': {
        const precision = field.precision ?? 0;
        return sql.raw(`numeric(${18 + precision}, ${precision})`);
      }
      case 'flag':
        return sql.raw('varchar(1)');
      default:
        return sql.raw('text');
    }
  },
  idType: sql.raw('bigint'),
  primaryKeyDefinition: sql.raw('bigint generated by default as identity primary key'),
  containsIgnoringCase: (column, pattern) => sql<SqlBool>`${column}::text ilike ${pattern} escape '\\'`,
  nullsSortFirst: false,
  firstPageKeysFirst: false,
  // information_schema limited to current_schema(): other schemas (other test runs) must not count.
  async existingColumns(db) {
    const result = await sql<ColumnRow>`
      select table_name as t, column_name as c
      from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    return groupColumns(result.rows);
  },
};

export function dialectRules(name: DialectName): DialectRules {
  return name === 'postgres' ? postgresRules : sqliteRules;
}

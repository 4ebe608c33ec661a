import type { Compilable, Kysely } from 'kysely';
import type { DatabaseTables } from './database.types';

/**
 * Begins the text of a query whose rows SQLite answers as arrays of values in select order
 * (cached-statements.ts prepares it in better-sqlite3's raw mode). The text differs from the same query's
 * unmarked one, so each has its own prepared statement. PostgreSQL reads the comment as a comment.
 */
export const VALUE_ROWS_MARK = '/* value rows */ ';

/**
 * The rows of a query as arrays of values, in the order it selects them: a page of records is read with
 * one copy per row instead of three (the driver's object by column, the naming plugin's camelCase copy,
 * the record). Building an object per row is most of what better-sqlite3 spends on a wide row; PostgreSQL
 * answers objects, whose values come in select order too. The plugins see the query and its result as
 * usual (the naming plugin leaves rows of values as they are).
 */
export async function selectValueRows(db: Kysely<DatabaseTables>, query: Compilable): Promise<unknown[][]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<unknown[] | Record<string, unknown>>({ ...compiled, sql: VALUE_ROWS_MARK + compiled.sql });
  return rows.map((row) => (Array.isArray(row) ? row : Object.values(row)));
}

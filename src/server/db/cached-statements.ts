import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { VALUE_ROWS_MARK } from './value-rows';

/** Statements kept: every query shape the server runs, with room for IN lists of every length up to a page. */
const DEFAULT_MAX_STATEMENTS = 1000;

/**
 * The better-sqlite3 file as Kysely's SQLite dialect sees it, keeping what `prepare` answers by SQL text
 * (least recently used go first). Kysely prepares every query anew; parsing and planning it is most of what
 * a small query costs, and the server runs the same few hundred texts over and over (values are bound, never
 * in the text). SQLite re-prepares a kept statement by itself when the schema changed since. A statement
 * still busy (a stream being read) is not handed out twice: the caller gets a fresh one. A query marked
 * with VALUE_ROWS_MARK answers its rows as arrays of values (value-rows.ts).
 */
export class CachedStatements implements SqliteDatabase {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    private readonly file: BetterSqlite3.Database,
    private readonly maxStatements = DEFAULT_MAX_STATEMENTS,
  ) {}

  prepare(sql: string): SqliteStatement {
    const kept = this.statements.get(sql);
    if (kept && !kept.busy) {
      // Map order is insertion order: moving the hit to the end keeps the least recently used first.
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept;
    }
    const statement = this.file.prepare(sql);
    if (sql.startsWith(VALUE_ROWS_MARK)) statement.raw(true);
    if (kept) return statement;
    if (this.statements.size >= this.maxStatements) {
      const oldest = this.statements.keys().next();
      if (!oldest.done) this.statements.delete(oldest.value);
    }
    this.statements.set(sql, statement);
    return statement;
  }

  /** How many statements are kept (tests check the bound). */
  get size(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.file.close();
  }
}

import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { isUnstampedWrite } from './unstamped-tables';
import { VALUE_ROWS_MARK } from './value-rows';

/** Statements kept: every query shape the server runs, with room for IN lists of every length up to a page. */
const DEFAULT_MAX_STATEMENTS = 1000;

type KeptStatement = SqliteStatement & { readonly busy: boolean };

/**
 * A write to a table left out of the change stamp (unstamped-tables.ts): the rows it changed are reported as
 * it runs, before any other code sees the connection's change count move (an await later, another request
 * would already have read a stamp that counts them, and kept its reads under it). Such a write returning rows
 * (`all`) reports nothing: the stamp then moves, and kept reads are read again, never served stale.
 */
class UnstampedWrite implements KeptStatement {
  constructor(
    private readonly statement: BetterSqlite3.Statement,
    private readonly unstampedChanges: (rows: number) => void,
  ) {}

  get reader(): boolean {
    return this.statement.reader;
  }

  get busy(): boolean {
    return this.statement.busy;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.statement.all(parameters);
  }

  run(parameters: ReadonlyArray<unknown>) {
    const result = this.statement.run(parameters);
    this.unstampedChanges(Number(result.changes));
    return result;
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.statement.iterate(parameters);
  }
}

/**
 * The better-sqlite3 file as Kysely's SQLite dialect sees it, keeping what `prepare` answers by SQL text
 * (least recently used go first). Kysely prepares every query anew; parsing and planning it is most of what
 * a small query costs, and the server runs the same few hundred texts over and over (values are bound, never
 * in the text). SQLite re-prepares a kept statement by itself when the schema changed since. A statement
 * still busy (a stream being read) is not handed out twice: the caller gets a fresh one. A query marked
 * with VALUE_ROWS_MARK answers its rows as arrays of values (value-rows.ts). A write to an unstamped table
 * tells `unstampedChanges` how many rows it changed.
 */
export class CachedStatements implements SqliteDatabase {
  private readonly statements = new Map<string, KeptStatement>();
  private readonly unstampedChanges: (rows: number) => void;
  private readonly maxStatements: number;

  constructor(
    private readonly file: BetterSqlite3.Database,
    options: { unstampedChanges?: (rows: number) => void; maxStatements?: number } = {},
  ) {
    this.unstampedChanges = options.unstampedChanges ?? (() => undefined);
    this.maxStatements = options.maxStatements ?? DEFAULT_MAX_STATEMENTS;
  }

  prepare(sql: string): SqliteStatement {
    const kept = this.statements.get(sql);
    if (kept && !kept.busy) {
      // Map order is insertion order: moving the hit to the end keeps the least recently used first.
      this.statements.delete(sql);
      this.statements.set(sql, kept);
      return kept;
    }
    const prepared = this.file.prepare(sql);
    if (sql.startsWith(VALUE_ROWS_MARK)) prepared.raw(true);
    const statement: KeptStatement = isUnstampedWrite(sql) ? new UnstampedWrite(prepared, this.unstampedChanges) : prepared;
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

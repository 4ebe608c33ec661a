import type { Kysely } from 'kysely';

/**
 * Tables are known only at run time (they come from the entity schemas), so the Kysely type parameter is
 * a generic record: table name -> column name -> value. Callers narrow values where they read them.
 * Structurally the same as SqlDatabase (src/server/sql-database.ts) so either type can be passed.
 */
export type DatabaseTables = Record<string, Record<string, unknown>>;

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  /** camelCase in code, snake_case in the database (CamelCasePlugin). */
  db: Kysely<DatabaseTables>;
  dialect: DialectName;
  /**
   * A text that changes whenever the data may have changed since it was read, by this process or by any
   * other on the same database. Reads may be kept while it stays the same
   * (src/server/cache/unchanged-data-reads.ts). SQLite answers at once; PostgreSQL with a round trip, once per
   * request (postgres-change-stamp.ts), and undefined (no stamp: read the database) outside a request.
   */
  changeStamp?: () => string | Promise<string | undefined> | undefined;
  /** PostgreSQL: installs what the change stamp counts with, once the tables are migrated; no stamp before. */
  startChangeStamp?: () => Promise<void>;
  /** PostgreSQL: runs `run` and everything it starts as one request, which reads the change stamp at most once. */
  changeStampScope?: (run: () => void) => void;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://... selects PostgreSQL; anything else (or nothing) the embedded SQLite file. */
  databaseUrl?: string;
  /** Directory of the SQLite file (<dataDir>/srm.sqlite); created when missing. */
  dataDir: string;
  /** Told when an idle PostgreSQL connection breaks (the pool replaces it); default: ignored. */
  onConnectionError?: (error: Error) => void;
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type { CustomTypesConfig } from 'pg';
import { CachedStatements } from './cached-statements';
import { columnNaming } from './column-naming';
import { PostgresChangeStamp } from './postgres-change-stamp';
import type { Database, DatabaseConfig, DatabaseTables } from './database.types';
import { SqliteWriteDialect } from './sqlite-write-dialect';

const SQLITE_FILE = 'srm.sqlite';
const BUSY_TIMEOUT_MS = 5000;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * PostgreSQL answers bigint and numeric as strings (they may not fit a double). Our ids and amounts do
 * fit, and the engine works with numbers, so this pool parses them; other types keep pg's parsers.
 */
function numericTypes(pgTypes: CustomTypesConfig): CustomTypesConfig {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
      return format === 'binary' ? pgTypes.getTypeParser(oid, 'binary') : pgTypes.getTypeParser(oid, 'text');
    },
  } as CustomTypesConfig;
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<Database> {
  // Loaded only for PostgreSQL: a SQLite deployment does not pay for evaluating pg at every start.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, types: numericTypes(pg.types), max: 10 });
  // A pooled connection can break (PostgreSQL restarted, network cut). The pool drops it and the next query
  // opens a new one, but pg reports it as an 'error' event, which ends the process when nobody listens: the
  // pool's for an idle connection, the connection's own for one checked out between two statements (its
  // transaction then fails on the next one). /api/ready reports an outage that lasts.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  const stamp = new PostgresChangeStamp(pool);
  const db = new Kysely<DatabaseTables>({ dialect: new PostgresDialect({ pool: stamp.trackingPool() }), plugins: [columnNaming] });
  return {
    db,
    dialect: 'postgres',
    changeStamp: () => stamp.current(),
    startChangeStamp: () => stamp.start(db),
    changeStampScope: (run) => stamp.inScope(run),
    close: () => db.destroy(),
  };
}

function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = new BetterSqlite3(join(dataDir, SQLITE_FILE), { timeout: BUSY_TIMEOUT_MS });
  // WAL lets readers work while one writer commits; NORMAL sync is safe with WAL and much faster.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Rows this connection changed (total_changes) and commits by other connections (data_version): read
  // outside Kysely's queue, it costs microseconds, and a change still in a transaction already counts. Rows
  // written to unstamped tables are left out, counted as their statement runs (cached-statements.ts).
  let leftOut = 0;
  const unstampedChanges = (rows: number) => {
    leftOut += rows;
  };
  const statements = new CachedStatements(file, { unstampedChanges });
  const db = new Kysely<DatabaseTables>({ dialect: new SqliteWriteDialect({ database: statements }), plugins: [columnNaming] });
  const stamp = file.prepare('select total_changes() as changed, (select data_version from pragma_data_version) as version');
  const changeStamp = () => {
    const { changed, version } = stamp.get() as { changed: number; version: number };
    return `${version}:${changed - leftOut}`;
  };
  return { db, dialect: 'sqlite', changeStamp, close: () => db.destroy() };
}

/** Opens the database: PostgreSQL when databaseUrl is postgres://..., else <dataDir>/srm.sqlite. */
export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  return isPostgresUrl(config.databaseUrl)
    ? openPostgres(config.databaseUrl, config.onConnectionError ?? (() => undefined))
    : openSqlite(config.dataDir);
}

/**
 * The load benchmark's databases: purchase orders with a million lines, on SQLite (a file under the
 * git-ignored data/ directory) and on PostgreSQL (a database of its own). Built once and reused while
 * their size matches; rebuilt from nothing otherwise.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { createDatabase, loadEntitySchemas, type Database, type DatabaseConfig } from '../../src/server/db';
import { refreshPlannerStatistics } from '../../src/server/db/planner-statistics';
import { seedBulkOrders } from '../../src/server/seed/demo-bulk-orders';
import { startServer } from '../support/server-process';

const root = resolve(import.meta.dirname, '../..');

export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
export const LINES_PER_ORDER = Number(process.env.BENCH_LINES_PER_ORDER ?? 10);
/** Orders per transaction while loading: bounded memory, and a failed load leaves a size that does not match. */
const ORDERS_PER_CHUNK = 2_000;
const SQLITE_DIR = join(root, 'data/bench-load/sqlite');
const SQLITE_FILE = 'srm.sqlite';
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/srm_bench';

/** Where a server finds a prepared database: its environment and a connection for the benchmark's own reads. */
export interface BenchDatabase {
  label: string;
  env: Record<string, string>;
  config: DatabaseConfig;
  /** The SQLite data dir is the database: the servers' stop must keep it. */
  keepDataDir: boolean;
}

function catalog(): EntityCatalog {
  return new EntityCatalog(loadEntitySchemas(join(root, 'schemas')));
}

/** Bulk orders (numbered PB...) and their lines; zeros when the tables do not exist yet. */
async function bulkSize(database: Database): Promise<{ orders: number; lines: number }> {
  try {
    const result = await sql<{ orders: number; lines: number }>`
      select (select count(*) from srm_po_headers where po_number like 'PB%') as orders,
             (select count(*) from srm_po_lines l join srm_po_headers h on h.po_header_id = l.po_header_id
              where h.po_number like 'PB%') as lines`.execute(database.db);
    const row = result.rows[0];
    return { orders: Number(row.orders), lines: Number(row.lines) };
  } catch {
    return { orders: 0, lines: 0 };
  }
}

async function matchesSize(config: DatabaseConfig): Promise<boolean> {
  const database = await createDatabase(config);
  try {
    const size = await bulkSize(database);
    return size.orders === BENCH_ORDERS && size.lines === BENCH_ORDERS * LINES_PER_ORDER;
  } finally {
    await database.close();
  }
}

/** Adds the bulk orders to a migrated database with demo data, in chunks, reporting progress. */
async function loadOrders(config: DatabaseConfig, label: string): Promise<void> {
  const database = await createDatabase(config);
  const entities = catalog();
  const started = performance.now();
  try {
    for (let done = 0; done < BENCH_ORDERS; ) {
      const count = Math.min(ORDERS_PER_CHUNK, BENCH_ORDERS - done);
      done += await seedBulkOrders(database, entities, count, new Date(), LINES_PER_ORDER);
      if (done % (ORDERS_PER_CHUNK * 10) === 0 || done === BENCH_ORDERS) {
        console.log(`  ${label}: ${done.toLocaleString('en')} orders, ${(done * LINES_PER_ORDER).toLocaleString('en')} lines`);
      }
    }
    // What autovacuum does to freshly inserted rows within minutes (planner statistics, the visibility map
    // that lets counts read the index alone), and on SQLite the daily planner-statistics program: the
    // benchmark should measure that steady state, not wait for it.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    else await refreshPlannerStatistics(database);
  } finally {
    await database.close();
  }
  console.log(`  ${label}: loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** data/bench-load/sqlite/srm.sqlite, migrated and seeded by a real server start, then bulk-loaded. */
export async function prepareSqlite(): Promise<BenchDatabase> {
  const config = { dataDir: SQLITE_DIR };
  const prepared: BenchDatabase = { label: 'SQLite', env: { DATA_DIR: SQLITE_DIR }, config, keepDataDir: true };
  if (existsSync(join(SQLITE_DIR, SQLITE_FILE)) && (await matchesSize(config))) return prepared;
  console.log(`building the SQLite benchmark database in ${SQLITE_DIR}`);
  rmSync(SQLITE_DIR, { recursive: true, force: true });
  const server = await startServer({}, SQLITE_DIR);
  await server.stop(false);
  await loadOrders(config, 'SQLite');
  return prepared;
}

async function withMaintenanceClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(BENCH_PG_URL);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database of BENCH_DATABASE_URL (srm_bench), created when missing and rebuilt when its size differs. */
export async function preparePostgres(): Promise<BenchDatabase> {
  const name = decodeURIComponent(new URL(BENCH_PG_URL).pathname.slice(1));
  // PostgreSQL keeps nothing in the data dir; the servers get temporary ones.
  const config = { databaseUrl: BENCH_PG_URL, dataDir: tmpdir() };
  const prepared: BenchDatabase = { label: 'PostgreSQL', env: { DATABASE_URL: BENCH_PG_URL }, config, keepDataDir: false };
  const exists = await withMaintenanceClient(async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (exists && (await matchesSize(config))) return prepared;
  console.log(`building the PostgreSQL benchmark database ${name}`);
  await withMaintenanceClient(async (client) => {
    const identifier = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${identifier} with (force)`);
    await client.query(`create database ${identifier}`);
  });
  const server = await startServer(prepared.env);
  await server.stop();
  await loadOrders(config, 'PostgreSQL');
  return prepared;
}

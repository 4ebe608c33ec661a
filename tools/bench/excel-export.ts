/**
 * `npx tsx tools/bench/excel-export.ts`: exports purchase orders of 20 columns through exportExcel on the
 * real server process, as the list toolbar asks (lookup meanings, reference names, dates, amounts), on
 * SQLite and on PostgreSQL (a database of its own, srm_bench_export beside BENCH_DATABASE_URL's, or
 * BENCH_EXPORT_DATABASE_URL; dropped and rebuilt for each size). Prints wall time to the last byte, the
 * server's CPU seconds (steadier than the wall time on a busy machine), rows per second, file size, the rows
 * and sheets the file holds (read back afterwards) and the server's resident memory before and at its peak
 * (sampled from /proc every 50 ms), each beside its target (issue 15).
 *
 * Sizes: 100,000 orders with the default heap, then 1,000,000 with the server's heap held to 256 MB
 * (NODE_OPTIONS=--max-old-space-size=256). BENCH_EXPORT_SIZES=10000 (or "100000,1000000:256") picks others,
 * `:256` giving a size the small heap; BENCH_EXPORT_DATABASES=sqlite or postgres runs one database.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { signedHeaders } from '../../renderer/data/signed-headers';
import { createDatabase, loadEntitySchemas, type DatabaseConfig } from '../../src/server/db';
import { refreshPlannerStatistics } from '../../src/server/db/planner-statistics';
import { seedBulkOrders } from '../../src/server/seed/demo-bulk-orders';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { startServer, type RunningServer } from '../support/server-process';
import { signInTo, type SignedSession } from '../support/signed-session';
import { BENCH_PG_URL } from './load-data';
import { cpuSeconds } from './process-cpu';

const COLUMNS = [
  { key: 'poNumber' },
  { key: 'status', lookup: { typeCode: 'PO_STATUS' } },
  { key: 'poType', lookup: { typeCode: 'PO_TYPE' } },
  { key: 'supplierId', displayKey: 'supplierName' },
  { key: 'supplierNumber', title: 'Supplier number' },
  { key: 'orgId', displayKey: 'orgName' },
  { key: 'buyerId', displayKey: 'buyerName' },
  { key: 'currencyCode', lookup: { typeCode: 'BASE_CURRENCY' } },
  { key: 'taxRateCode', lookup: { typeCode: 'TAX_RATE' } },
  { key: 'paymentTermId', displayKey: 'paymentTermName' },
  { key: 'poVersions' },
  { key: 'nonTaxTotalAmount', precision: 2, showThousandSeparator: true },
  { key: 'taxTotalAmount', precision: 2, showThousandSeparator: true },
  { key: 'startDate', format: 'yyyy-MM-dd' },
  { key: 'endDate', format: 'yyyy-MM-dd' },
  { key: 'approvedDate', format: 'yyyy-MM-dd HH:mm:ss' },
  { key: 'description' },
  { key: 'prNumber' },
  { key: 'creationDate', format: 'yyyy-MM-dd HH:mm:ss' },
  { key: 'lastUpdateDate', format: 'yyyy-MM-dd HH:mm:ss' },
];
const EXPORT_PATH = '/api/export/v1/exportExcelRestful/exportExcel';
/** Issue 15's targets for 100,000 rows of 20 columns. */
const TARGET_SECONDS_100K = 3;
const TARGET_RSS_GROWTH_MB = 150;
const SMALL_HEAP_MB = 256;
/** Orders seeded per transaction: bounded memory in the benchmark process. */
const SEED_CHUNK = 20_000;

const EXPORT_PG_URL = process.env.BENCH_EXPORT_DATABASE_URL ?? urlWithDatabase(BENCH_PG_URL, 'srm_bench_export');

interface Run {
  orders: number;
  /** The server's V8 heap limit in MB, when held below the default. */
  heapMb?: number;
}

interface Engine {
  label: string;
  /** The server's environment (DATABASE_URL), beside a data dir of its own. */
  env: Record<string, string>;
  /** A fresh database with the demo data and `orders` bulk orders; answers the server's data dir when it is the database. */
  build(orders: number): Promise<string | undefined>;
}

interface Measurement {
  rows: number;
  sheets: number;
  seconds: number;
  /** CPU seconds the server used for the export: on a busy machine, a steadier figure than the wall time. */
  cpu: number;
  fileMb: number;
  beforeMb: number;
  peakMb: number;
}

function urlWithDatabase(url: string, database: string): string {
  const changed = new URL(url);
  changed.pathname = `/${database}`;
  return changed.toString();
}

function runsOf(spec: string | undefined): Run[] {
  if (!spec) return [{ orders: 100_000 }, { orders: 1_000_000, heapMb: SMALL_HEAP_MB }];
  return spec.split(',').map((item) => {
    const [orders, heap] = item.trim().split(':');
    return { orders: Number(orders), heapMb: heap ? Number(heap) : undefined };
  });
}

/** The process's resident memory; 0 once it has ended. */
function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return 0;
  }
}

function catalog(): EntityCatalog {
  return new EntityCatalog(loadEntitySchemas(resolve(import.meta.dirname, '../../schemas')));
}

async function seedOrders(config: DatabaseConfig, orders: number): Promise<void> {
  const database = await createDatabase(config);
  const entities = catalog();
  try {
    for (let done = 0; done < orders; ) done += await seedBulkOrders(database, entities, Math.min(SEED_CHUNK, orders - done), new Date(), 1);
    // The daily planner-statistics program's work (vacuum analyze on PostgreSQL below), done now.
    if (database.dialect === 'sqlite') await refreshPlannerStatistics(database);
  } finally {
    await database.close();
  }
}

const sqlite: Engine = {
  label: 'SQLite',
  env: {},
  async build(orders) {
    const first = await startServer();
    await first.stop(false);
    await seedOrders({ dataDir: first.dataDir }, orders);
    return first.dataDir;
  },
};

const postgres: Engine = {
  label: 'PostgreSQL',
  env: { DATABASE_URL: EXPORT_PG_URL },
  async build(orders) {
    const maintenance = new pg.Client({ connectionString: urlWithDatabase(EXPORT_PG_URL, 'postgres') });
    await maintenance.connect();
    try {
      const name = maintenance.escapeIdentifier(decodeURIComponent(new URL(EXPORT_PG_URL).pathname.slice(1)));
      await maintenance.query(`drop database if exists ${name} with (force)`);
      await maintenance.query(`create database ${name}`);
    } finally {
      await maintenance.end();
    }
    const first = await startServer(this.env);
    await first.stop();
    await seedOrders({ databaseUrl: EXPORT_PG_URL, dataDir: tmpdir() }, orders);
    const database = new pg.Client({ connectionString: EXPORT_PG_URL });
    await database.connect();
    // What autovacuum does to freshly inserted rows within minutes: measure that steady state.
    await database.query('vacuum analyze').finally(() => database.end());
    return undefined;
  },
};

/** Rows (headers excluded) and sheets of a workbook, read streaming. */
async function countRows(bytes: Buffer): Promise<{ rows: number; sheets: number }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit', sharedStrings: 'cache' });
  let rows = 0;
  let sheets = 0;
  for await (const sheet of reader) {
    sheets += 1;
    for await (const row of sheet) if (row.number > 1) rows += 1;
  }
  return { rows, sheets };
}

async function exportOnce(server: RunningServer, session: SignedSession, menu: MenuContext): Promise<Measurement> {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  const body = JSON.stringify({ requestUrl: '/api/srm/v1/srmPoHeaderRestful/listByPage', requestParams: {}, columns: COLUMNS, lan: 'CN' });
  const beforeMb = residentMb(pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(pid));
  }, 50);
  const started = performance.now();
  const cpuBefore = cpuSeconds(pid);
  let response: Response;
  let file: Buffer;
  try {
    response = await fetch(`${server.baseUrl}${EXPORT_PATH}`, {
      method: 'POST',
      headers: { ...signedHeaders({ session: session.credentials, language: 'CN' }, { method: 'POST', path: EXPORT_PATH, body, menu }), 'Content-Type': 'application/json' },
      body,
    });
    file = Buffer.from(await response.arrayBuffer());
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  peakMb = Math.max(peakMb, residentMb(pid));
  if (!(response.headers.get('content-type') ?? '').includes('spreadsheetml')) throw new Error(`export answered ${response.status} ${response.headers.get('content-type')}`);
  if (server.exitCode() !== null) throw new Error(`the server died during the export:\n${server.output().slice(-2000)}`);
  return { ...(await countRows(file)), seconds, cpu, fileMb: file.length / 1024 / 1024, beforeMb, peakMb };
}

/** The figures of one run, each beside its target: time and memory growth scale from 100,000 rows; a small heap must simply finish. */
function resultLine(engine: Engine, run: Run, result: Measurement): string {
  const scale = run.orders / 100_000;
  const growth = result.peakMb - result.beforeMb;
  const seconds = run.heapMb ? `${result.seconds.toFixed(1)} s (target: completes)` : `${result.seconds.toFixed(1)} s (target < ${(TARGET_SECONDS_100K * scale).toFixed(scale < 1 ? 1 : 0)} s)`;
  const growthTarget = run.heapMb ? `target: fits a ${run.heapMb} MB heap` : `target < ${(TARGET_RSS_GROWTH_MB * Math.max(scale, 1)).toFixed(0)} MB`;
  return (
    `${runCells(engine, run)} ${result.rows} | ${result.sheets} | ${seconds} | ${result.cpu.toFixed(1)} s | ${Math.round(result.rows / result.seconds)} | ${result.fileMb.toFixed(1)} ` +
    `| ${result.beforeMb.toFixed(0)} | +${growth.toFixed(0)} MB (${growthTarget}) |`
  );
}

function runCells(engine: Engine, run: Run): string {
  return `| ${engine.label} | ${run.orders.toLocaleString('en-US')} | ${run.heapMb ? `${run.heapMb} MB` : 'default'} |`;
}

/** A run whose export broke (the server out of memory, say): what the server said last. */
function failureLine(engine: Engine, run: Run, server: RunningServer, error: unknown): string {
  const said = /heap out of memory|FATAL ERROR[^\n]*/.exec(server.output())?.[0] ?? String(error instanceof Error ? error.message : error).split('\n')[0];
  return `${runCells(engine, run)} failed: ${said} |`;
}

export async function measureExcelExport(): Promise<string[]> {
  const engines = (process.env.BENCH_EXPORT_DATABASES ?? 'sqlite,postgres').split(',').map((name) => (name.trim() === 'postgres' ? postgres : sqlite));
  const lines = ['excel export (exportExcel, 20 columns, real server process; rows in file = synthetic + demo orders)'];
  lines.push('| database | synthetic orders | server heap | rows in file | sheets | time to last byte | server CPU | rows/s | file MB | server RSS before MB | server RSS growth at peak |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const engine of engines) {
    for (const run of runsOf(process.env.BENCH_EXPORT_SIZES)) {
      const dataDir = await engine.build(run.orders);
      const heap: Record<string, string> = run.heapMb ? { NODE_OPTIONS: `--max-old-space-size=${run.heapMb}` } : {};
      const server = await startServer({ ...engine.env, ...heap }, dataDir);
      try {
        const session = await signInTo(server.baseUrl, 'admin', 'Admin@123');
        const menu = await session.menu('PO_LIST');
        const line = await exportOnce(server, session, menu).then(
          (result) => resultLine(engine, run, result),
          (error: unknown) => failureLine(engine, run, server, error),
        );
        console.error(`  ${line}`);
        lines.push(line);
      } finally {
        await server.stop();
      }
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureExcelExport()) console.log(line);
}

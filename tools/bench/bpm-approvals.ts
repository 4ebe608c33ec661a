/**
 * `npx tsx tools/bench/bpm-approvals.ts`: the approval platform with 10,000 running instances, on the real
 * server process. The instances are purchase orders (10,000 synthetic ones, demo-bulk-orders.ts) each
 * submitted through the entity engine's doSubmit as the server runs it (the bound model starts, its state,
 * task and history rows written), so the approver holds 10,000 open tasks. Measures, through the browser's
 * signing adapter: the approver's to-do list (listByPage of bpmTask through 我的待办, what the screen asks)
 * p50/p95 one request at a time; complete-task throughput (doApproveTask at concurrency 1 and 8, each step a
 * transaction moving bpmn-engine from the stored state); the server's resident memory (VmRSS from /proc:
 * idle, after the lists, peak while approving). SQLite always; PostgreSQL too when BENCH_BPM_DATABASE_URL
 * names a database to drop and create again (e.g. postgres://postgres@127.0.0.1:5432/srm_bench_bpm).
 * BENCH_BPM_INSTANCES=500 measures a smaller set while developing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { BPM_ENTITIES } from '../../src/shared/bpm/bpm-entities';
import { EntityCatalog, tableOf } from '../../src/shared/entity/entity-catalog';
import { DocumentApprovals } from '../../src/server/bpm/document-approvals';
import { createDatabase, loadEntitySchemas } from '../../src/server/db';
import { createEntityEngine } from '../../src/server/entities/create-entity-engine';
import type { Actor } from '../../src/server/entities/entity-engine.types';
import { seedBulkOrders } from '../../src/server/seed/demo-bulk-orders';
import { startServer, type RunningServer } from '../support/server-process';
import { signInTo, type SignedSession } from '../support/signed-session';
import { formatMs, percentiles } from './latency-stats';

type Row = Record<string, unknown>;

const INSTANCES = Number(process.env.BENCH_BPM_INSTANCES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_BPM_ROUNDS ?? 200);
const PG_URL = process.env.BENCH_BPM_DATABASE_URL;
/** Approvals measured at each concurrency. */
const APPROVALS: [concurrency: number, count: number][] = [
  [1, Math.min(200, Math.floor(INSTANCES / 5))],
  [8, Math.min(800, Math.floor(INSTANCES / 2))],
];
const TODO_QUERIES: Record<string, Row> = {
  'first page': { status: 'OPEN', pageIndex: 1, pageRows: 20 },
  'page 100': { status: 'OPEN', pageIndex: 100, pageRows: 20 },
  'node name contains': { status: 'OPEN', activityName_like: '审批', pageIndex: 1, pageRows: 20 },
};

function residentMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
}

async function recreatePostgres(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const identifier = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${identifier} with (force)`);
    await client.query(`create database ${identifier}`);
  } finally {
    await client.end();
  }
}

/**
 * A database with the demo data (the first start migrates and seeds it) and INSTANCES synthetic orders,
 * every one submitted as the buyer: the bulk orders are written as drafts, then doSubmit runs on each through
 * the entity engine with the approval platform, one transaction each, as the server's endpoint runs it.
 */
async function prepare(env: Record<string, string>): Promise<{ dataDir: string; seconds: number }> {
  const first = await startServer(env);
  await first.stop(false);
  const database = await createDatabase({ dataDir: first.dataDir, databaseUrl: env.DATABASE_URL });
  try {
    const catalog = new EntityCatalog(loadEntitySchemas(resolve(import.meta.dirname, '../../schemas')));
    const orders = tableOf(catalog.get('srmPoHeader'));
    const before = await database.db.selectFrom(orders).select((eb) => eb.fn.max('poHeaderId').as('last')).executeTakeFirstOrThrow();
    await seedBulkOrders(database, catalog, INSTANCES);
    const bulk = database.db.updateTable(orders).set({ status: 'DRAFT' }).where('poHeaderId', '>', Number(before.last));
    await bulk.execute();
    const drafts = await database.db.selectFrom(orders).select('poHeaderId').where('poHeaderId', '>', Number(before.last)).orderBy('poHeaderId').execute();
    const buyerRow = await database.db.selectFrom('base_users').select('userId').where('userName', '=', 'buyer').executeTakeFirstOrThrow();
    const buyer: Actor = { userId: Number(buyerRow.userId), userName: 'buyer', userType: 'internal', supplierId: null, language: 'CN', sessionId: 0, organizations: 'all' };
    const engine = createEntityEngine(database, catalog, { processes: (kit) => new DocumentApprovals(kit, catalog) });
    const started = performance.now();
    for (const [index, draft] of drafts.entries()) {
      await engine.runAction('srmPoHeader', 'doSubmit', { id: Number(draft.poHeaderId) }, buyer);
      if ((index + 1) % 1000 === 0) console.error(`  submitted ${index + 1} of ${drafts.length}`);
    }
    const running = await database.db
      .selectFrom(tableOf(catalog.get(BPM_ENTITIES.instance)))
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'RUNNING')
      .executeTakeFirstOrThrow();
    if (Number(running.count) < INSTANCES) throw new Error(`only ${String(running.count)} instances are running`);
    return { dataDir: first.dataDir, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

async function todoLatency(session: SignedSession, menu: MenuContext): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, body] of Object.entries(TODO_QUERIES)) {
    const samples: number[] = [];
    let count = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const answer = await session.adapter.request<Row[]>({ service: 'bpm', resource: 'bpmTaskRestful', operation: 'listByPage', body, menu });
      samples.push(performance.now() - started);
      if (answer.status !== 'S') throw new Error(`${name}: ${answer.msg}`);
      count = answer.page?.count ?? 0;
    }
    const { p50, p95, p99 } = percentiles(samples.slice(Math.min(10, ROUNDS - 1)));
    lines.push(`to-do list, ${name} (${count.toLocaleString('en-US')} open tasks match): p50 ${formatMs(p50)}, p95 ${formatMs(p95)}, p99 ${formatMs(p99)}`);
  }
  return lines;
}

/** The first `count` of the approver's open tasks, a page of 500 at a time. */
async function openTasks(session: SignedSession, menu: MenuContext, count: number): Promise<Row[]> {
  const tasks: Row[] = [];
  for (let pageIndex = 1; tasks.length < count; pageIndex += 1) {
    const body = { status: 'OPEN', pageIndex, pageRows: 500 };
    const page = await session.adapter.request<Row[]>({ service: 'bpm', resource: 'bpmTaskRestful', operation: 'listByPage', body, menu });
    if (page.status !== 'S') throw new Error(page.msg);
    if (page.data.length === 0) throw new Error(`the approver holds ${tasks.length} open tasks, ${count} wanted`);
    tasks.push(...page.data);
  }
  return tasks.slice(0, count);
}

/** Approves `count` of the approver's open tasks, `concurrency` at a time; answers approvals per second, the latency of each and the peak RSS. */
async function approveMany(server: RunningServer, session: SignedSession, menu: MenuContext, concurrency: number, count: number): Promise<string> {
  const pid = server.pid as number;
  const tasks = await openTasks(session, menu, count);
  const samples: number[] = [];
  let peakMb = residentMb(pid, 'VmRSS');
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid, 'VmRSS'))), 50);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      const started = performance.now();
      const body = { id: task.taskId, versionNum: task.versionNum, comment: 'bench' };
      const answer = await session.adapter.request({ service: 'bpm', resource: 'bpmTaskRestful', operation: 'doApproveTask', body, menu });
      samples.push(performance.now() - started);
      if (answer.status !== 'S') throw new Error(`task ${String(task.taskId)}: ${answer.msg}`);
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, lane));
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const { p50, p95 } = percentiles(samples);
  return `complete task at concurrency ${concurrency}: ${count} approvals in ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(1)} approvals/s (each p50 ${formatMs(p50)}, p95 ${formatMs(p95)}); server RSS peak ${peakMb.toFixed(0)} MB`;
}

/** The whole measurement on one database: SQLite in a new data dir (env {}), or PostgreSQL (env DATABASE_URL). */
export async function measureOn(label: string, env: Record<string, string>): Promise<string[]> {
  const { dataDir, seconds } = await prepare(env);
  const lines = [`${label}: ${INSTANCES.toLocaleString('en-US')} instances started through doSubmit in-process in ${seconds.toFixed(0)} s (${(INSTANCES / seconds).toFixed(0)}/s)`];
  const server = await startServer(env, dataDir);
  try {
    const pid = server.pid as number;
    const session = await signInTo(server.baseUrl, 'approver', 'Approver@123');
    const menu = await session.menu('MY_UPCOMING');
    lines.push(`${label}: server RSS after start ${residentMb(pid, 'VmRSS').toFixed(0)} MB`);
    lines.push(...(await todoLatency(session, menu)).map((line) => `${label}: ${line}`));
    lines.push(`${label}: server RSS after ${ROUNDS * Object.keys(TODO_QUERIES).length} to-do lists ${residentMb(pid, 'VmRSS').toFixed(0)} MB`);
    for (const [concurrency, count] of APPROVALS) lines.push(`${label}: ${await approveMany(server, session, menu, concurrency, count)}`);
    lines.push(`${label}: server RSS at the end ${residentMb(pid, 'VmRSS').toFixed(0)} MB, high-water mark ${residentMb(pid, 'VmHWM').toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
  return lines;
}

export async function measureBpmApprovals(): Promise<string[]> {
  const lines = await measureOn('SQLite', {});
  if (!PG_URL) return lines;
  await recreatePostgres(PG_URL);
  return [...lines, ...(await measureOn('PostgreSQL', { DATABASE_URL: PG_URL }))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await measureBpmApprovals()) console.log(line);
}

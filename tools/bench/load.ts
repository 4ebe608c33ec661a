/**
 * Load benchmark (`npm run bench:load`): purchase orders with a million lines (BENCH_ORDERS orders of
 * BENCH_LINES_PER_ORDER lines; 100,000 × 10 unless told), on SQLite and PostgreSQL, through the real server
 * process at its default log level, with signed calls like the browser's. For each call it prints the
 * latency one user feels (p50/p95/p99 of BENCH_ROUNDS sequential calls, concurrency 1) and what one process
 * answers at concurrency BENCH_CONNECTIONS (32), each beside its target (issue 15). It includes the slow
 * cases: filters, an organisation-scoped user, `contains`, a sort on an unindexed column, deep pages by
 * pageIndex and by afterKey, and the order lines list. A last run puts two processes on one database
 * (sharing Redis with PostgreSQL) to check they scale out.
 *
 * Quick runs: BENCH_ORDERS=2000 BENCH_ROUNDS=50 BENCH_SECONDS=3 BENCH_DATABASES=sqlite. BENCH_CALLS picks calls
 * by words of their names (comma-separated, e.g. `by id,orders page 1`) when only the fixed cost is in question.
 *
 * Two processes: autocannon is given both addresses and spreads its connections over them (connection i
 * goes to address i mod 2), so no proxy sits in between to add a hop or become the bottleneck itself.
 * The second process starts once the first answers healthy, so they never race to migrate an empty database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import type { PageKey } from '../../src/shared/api/envelope';
import type { LoginAnswer } from '../../src/shared/api/login';
import { loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db';
import { formatDate } from '../../src/server/entities';
import { deleteKeysUnder } from '../support/redis-keys';
import { startServer, type RunningServer } from '../support/server-process';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { signInTo, type SignedSession } from '../support/signed-session';
import { percentiles } from './latency-stats';
import { BENCH_ORDERS, LINES_PER_ORDER, preparePostgres, prepareSqlite, type BenchDatabase } from './load-data';
import { bodyText, EnvelopeFailures, signedHeaders, signedLoadRequest } from './signed-load-request';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Math.min(2, SECONDS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim().toLowerCase());
const CALL_NAMES = process.env.BENCH_CALLS?.split(',').map((name) => name.trim().toLowerCase());
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The level the server runs at when LOG_LEVEL is not set (what a deployment gets); the test helper's `warn` would hide logging's cost. */
const LOG_LEVEL = loadConfig({}).logLevel;
const PAGE_ROWS = 20;
/** Page 5,000 at full size (100,000 orders); the last page of a smaller run. */
const DEEP_PAGE = Math.max(2, Math.min(5_000, Math.floor(BENCH_ORDERS / PAGE_ROWS)));
const SERVICE = 'srm';
const ORDERS = 'srmPoHeaderRestful';
const LINES = 'srmPoLineRestful';
/** Issue 15's targets, printed beside each figure. */
const TARGET = { p50: 5, p99: 20, farPage: 50, contains: 50, requestsPerSecond: 1_000 };

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

/** Who makes the call: the administrator reaches every organisation, the buyer only his (org-scoped). */
type Caller = 'admin' | 'buyer';

interface Call {
  name: string;
  caller: Caller;
  resource: string;
  operation: 'listByPage' | 'saveOrUpdate';
  body: () => Body;
  /** The time this call must stay under, p50 and p99 alike (a far jump and `contains` may cost more than a page). */
  ceiling?: number;
  /** Report the answer's status instead of failing on one other than S (a refusal may be the right answer). */
  statusOnly?: boolean;
}

interface Sequential {
  p50: number;
  p95: number;
  p99: number;
  status: string;
  count: number | undefined;
  /** The server's main thread, on the CPU, per call: the cost of a call whatever else loads the machine. */
  cpuMs: number;
}

interface Concurrent {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  cpuMs: number;
}

interface CallerContext {
  session: SignedSession;
  menu: MenuContext;
}

type Callers = Record<Caller, CallerContext>;

interface Measured {
  call: Call;
  sequential: Sequential;
  concurrent?: Concurrent;
}

interface Run {
  label: string;
  measured: Measured[];
  failures: string[];
}

async function list(context: CallerContext, resource: string, body: Body) {
  const answer = await context.session.adapter.request<Row[]>({ service: SERVICE, resource, operation: 'listByPage', body, menu: context.menu });
  if (answer.status !== 'S') throw new Error(`${resource} listByPage ${JSON.stringify(body)}: ${answer.msg}`);
  return answer;
}

/** What the calls need from the data: a bulk order's organisation and supplier, the keys around the deep page, the newest id. */
async function fixtures(admin: CallerContext) {
  const bulk = (await list(admin, ORDERS, { poNumber_like: 'PB', pageRows: 1 })).data[0];
  const beforeDeep = await list(admin, ORDERS, { pageIndex: DEEP_PAGE - 1, pageRows: PAGE_ROWS });
  const deep = await list(admin, ORDERS, { pageIndex: DEEP_PAGE, pageRows: PAGE_ROWS });
  const newest = (await list(admin, ORDERS, { pageRows: 1 })).data[0];
  return {
    orgId: bulk.orgId,
    supplierId: bulk.supplierId,
    deepKey: beforeDeep.page?.nextKey as PageKey,
    deepPrevKey: deep.page?.prevKey as PageKey,
    newestId: Number(newest.poHeaderId),
  };
}

function daysAgo(days: number): string {
  const moment = new Date();
  moment.setDate(moment.getDate() - days);
  return formatDate(moment);
}

function calls(admin: CallerContext, found: Awaited<ReturnType<typeof fixtures>>): Call[] {
  const order = (): Body => ({
    poType: 'STANDARD',
    orgId: found.orgId,
    supplierId: found.supplierId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    buyerId: admin.session.credentials.user.userId,
    startDate: formatDate(new Date()),
    description: 'load benchmark order',
    lines: Array.from({ length: LINES_PER_ORDER }, (_, index) => ({
      itemName: `benchmark item ${index + 1}`,
      itemSpec: 'M10x40',
      demandQty: index + 1,
      taxPrice: 11.3,
      demandDate: formatDate(new Date()),
    })),
  });
  const page = (body: Body) => () => ({ pageRows: PAGE_ROWS, ...body });
  const offset = ((DEEP_PAGE - 1) * PAGE_ROWS).toLocaleString('en');
  const orders = { resource: ORDERS, operation: 'listByPage' as const };
  return [
    { name: 'one order by id (the fixed cost: one row, no count)', caller: 'admin', ...orders, body: page({ poHeaderId: found.newestId }) },
    { name: 'orders page 1', caller: 'admin', ...orders, body: page({ pageIndex: 1 }) },
    { name: 'status = APPROVED', caller: 'admin', ...orders, body: page({ status: 'APPROVED' }) },
    { name: 'supplier + status', caller: 'admin', ...orders, body: page({ supplierId: found.supplierId, status: 'APPROVED' }) },
    { name: 'start date in one week', caller: 'admin', ...orders, body: page({ startDate_gte: daysAgo(37), startDate_lte: daysAgo(30) }) },
    { name: 'page 1, organisation-scoped user', caller: 'buyer', ...orders, body: page({ pageIndex: 1 }) },
    { name: 'order number contains', caller: 'admin', ...orders, body: page({ poNumber_like: '-04213' }), ceiling: TARGET.contains },
    { name: 'sort on the indexed taxTotalAmount', caller: 'admin', ...orders, body: page({ sortField: 'taxTotalAmount', sortOrder: 'desc' }) },
    { name: 'sort on the unindexed description', caller: 'admin', ...orders, body: page({ sortField: 'description', sortOrder: 'asc' }), statusOnly: true },
    { name: `page ${DEEP_PAGE.toLocaleString('en')} by pageIndex (OFFSET ${offset})`, caller: 'admin', ...orders, body: page({ pageIndex: DEEP_PAGE }), ceiling: TARGET.farPage },
    { name: 'same page by afterKey (Next)', caller: 'admin', ...orders, body: page({ afterKey: found.deepKey, pageIndex: DEEP_PAGE }) },
    { name: 'the page before it by beforeKey (Previous)', caller: 'admin', ...orders, body: page({ beforeKey: found.deepPrevKey, pageIndex: DEEP_PAGE - 1 }) },
    { name: 'order lines page 1, organisation-scoped user', caller: 'buyer', resource: LINES, operation: 'listByPage', body: page({ pageIndex: 1 }) },
    { name: `saveOrUpdate new order, ${LINES_PER_ORDER} lines`, caller: 'admin', resource: ORDERS, operation: 'saveOrUpdate', body: order },
  ];
}

/**
 * Time the server's main thread (JavaScript, better-sqlite3, the event loop) has spent on the CPU, in ms:
 * /proc/<pid>/schedstat, whose first field is nanoseconds. Calls per CPU second are what one process can
 * answer on an idle core, however loaded the machine is while measuring.
 */
function mainThreadCpuMs(server: RunningServer): number {
  return Number(readFileSync(`/proc/${server.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

function pathOf(call: Call): string {
  return `/api/${SERVICE}/v1/${call.resource}/${call.operation}`;
}

/** One signed call by hand (fetch keeps the connection alive), timed from send to the parsed answer. */
async function timedCall(baseUrl: string, credentials: LoginAnswer, menu: MenuContext, call: Call) {
  const path = pathOf(call);
  const text = bodyText(call.body());
  const started = performance.now();
  const response = await fetch(baseUrl + path, { method: 'POST', headers: signedHeaders(credentials, menu, path, text), body: text });
  const answer = (await response.json()) as { status?: string; msg?: string; page?: { count?: number } };
  const elapsed = performance.now() - started;
  return { elapsed, status: `${answer.status}${response.status === 200 ? '' : ` (HTTP ${response.status})`}`, message: answer.msg, count: answer.page?.count };
}

/** BENCH_ROUNDS calls one after another (after a few to warm up): what one user feels. */
async function measureSequential(server: RunningServer, context: CallerContext, call: Call): Promise<Sequential> {
  const samples: number[] = [];
  let last: Awaited<ReturnType<typeof timedCall>> | undefined;
  const warmup = Math.min(10, ROUNDS);
  let cpuAtStart = 0;
  for (let round = 0; round < ROUNDS + warmup; round += 1) {
    if (round === warmup) cpuAtStart = mainThreadCpuMs(server);
    last = await timedCall(server.baseUrl, context.session.credentials, context.menu, call);
    if (last.status !== 'S' && !call.statusOnly) throw new Error(`${call.name}: ${last.status} ${last.message}`);
    if (round >= warmup) samples.push(last.elapsed);
  }
  const cpuMs = (mainThreadCpuMs(server) - cpuAtStart) / ROUNDS;
  const { p50, p95, p99 } = percentiles(samples);
  return { p50, p95, p99, status: last?.status ?? '?', count: last?.count, cpuMs };
}

/** autocannon for BENCH_SECONDS at BENCH_CONNECTIONS, after a warm-up: what one process (or two) answers. */
async function measureConcurrent(servers: RunningServer[], context: CallerContext, call: Call, failures: string[]): Promise<Concurrent> {
  const url = servers.map((server) => server.baseUrl);
  const run = async (duration: number) => {
    const envelopeFailures = new EnvelopeFailures();
    const request = signedLoadRequest(context.session.credentials, context.menu, pathOf(call), call.body, envelopeFailures);
    const result = await autocannon({ url, connections: CONNECTIONS, duration, requests: [request] });
    return { result, envelopeFailures };
  };
  await run(WARMUP_SECONDS);
  const cpu = () => servers.reduce((sum, server) => sum + mainThreadCpuMs(server), 0);
  const cpuAtStart = cpu();
  const { result, envelopeFailures } = await run(SECONDS);
  const calls = result.requests.total ?? result.requests.sent;
  for (const sample of envelopeFailures.samples) failures.push(`${call.name}: ${sample}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + envelopeFailures.count,
    cpuMs: (cpu() - cpuAtStart) / Math.max(1, calls),
  };
}

/** Removes the orders the write call added, so the next run finds the database at its prepared size. */
async function removeWrittenOrders(database: BenchDatabase, newestId: number): Promise<void> {
  const connection = await createDatabase(database.config);
  try {
    await connection.db.deleteFrom('srm_po_lines').where('poHeaderId', '>', newestId).execute();
    await connection.db.deleteFrom('srm_po_headers').where('poHeaderId', '>', newestId).execute();
  } finally {
    await connection.close();
  }
}

async function signIn(baseUrl: string): Promise<Callers> {
  const context = async (userName: string, password: string): Promise<CallerContext> => {
    const session = await signInTo(baseUrl, userName, password);
    return { session, menu: await session.menu('PO_LIST') };
  };
  return { admin: await context('admin', 'Admin@123'), buyer: await context('buyer', 'Buyer@123') };
}

/**
 * One database: every call at concurrency 1 and at BENCH_CONNECTIONS on one process, then the read of
 * page 1 and the write on two processes sharing the database.
 */
async function runDatabase(database: BenchDatabase): Promise<Run[]> {
  const usesRedis = database.label === 'PostgreSQL';
  const prefix = `srmbench:${randomBytes(4).toString('hex')}:`;
  const env = { ...database.env, LOG_LEVEL, ...(usesRedis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}) };
  const dataDir = database.keepDataDir ? database.config.dataDir : undefined;
  const servers: RunningServer[] = [];
  let newestId: number | undefined;
  const single: Run = { label: `${database.label} ×1`, measured: [], failures: [] };
  const double: Run = { label: `${database.label} ×2`, measured: [], failures: [] };
  try {
    console.log(`${database.label}: starting one server (LOG_LEVEL ${LOG_LEVEL})`);
    servers.push(await startServer(env, dataDir));
    const callers = await signIn(servers[0].baseUrl);
    const found = await fixtures(callers.admin);
    newestId = found.newestId;
    const all = calls(callers.admin, found);
    const chosen = all.filter((call) => !CALL_NAMES || CALL_NAMES.some((name) => call.name.toLowerCase().includes(name)));
    for (const call of chosen) {
      const sequential = await measureSequential(servers[0], callers[call.caller], call);
      const concurrent = call.statusOnly && sequential.status !== 'S' ? undefined : await measureConcurrent(servers, callers[call.caller], call, single.failures);
      const measured = { call, sequential, concurrent };
      single.measured.push(measured);
      console.log(`${single.label}: ${row(measured)}`);
    }
    const scaledOut = [all[1], all[all.length - 1]].filter((call) => chosen.includes(call));
    if (scaledOut.length > 0) {
      console.log(`${database.label}: starting a second server on the same database`);
      servers.push(await startServer(env, dataDir));
    }
    for (const call of scaledOut) {
      const concurrent = await measureConcurrent(servers, callers[call.caller], call, double.failures);
      const measured = { call, sequential: single.measured.find((known) => known.call === call)!.sequential, concurrent };
      double.measured.push(measured);
      console.log(`${double.label}: ${call.name}: ${concurrentCell(concurrent)}`);
    }
  } finally {
    for (const server of servers) await server.stop(!database.keepDataDir);
    if (newestId !== undefined) await removeWrittenOrders(database, newestId);
    if (usesRedis) await deleteKeysUnder(REDIS_URL, prefix);
  }
  return [single, double];
}

function ms(value: number): string {
  return value.toFixed(1);
}

function mark(met: boolean): string {
  return met ? 'ok' : 'MISSED';
}

function sequentialCell(measured: Measured): string {
  const { call, sequential } = measured;
  const figures = `${ms(sequential.p50)} / ${ms(sequential.p95)} / ${ms(sequential.p99)}`;
  const cpu = ` · CPU ${ms(sequential.cpuMs)}`;
  if (call.operation !== 'listByPage') return figures + cpu;
  const p50Target = call.ceiling ?? TARGET.p50;
  const p99Target = call.ceiling ?? TARGET.p99;
  const met = sequential.p50 < p50Target && sequential.p99 < p99Target;
  return `${figures} (< ${p50Target} / – / < ${p99Target}: ${mark(met)})${cpu}`;
}

function concurrentCell(concurrent: Concurrent | undefined, withTarget = false): string {
  if (!concurrent) return '–';
  const rate = Math.round(concurrent.requestsPerSecond);
  const target = withTarget ? ` (≥ ${TARGET.requestsPerSecond.toLocaleString('en')}: ${mark(rate >= TARGET.requestsPerSecond)})` : '';
  const capacity = Math.round(1000 / concurrent.cpuMs).toLocaleString('en');
  return `${rate.toLocaleString('en')}${target} · ${concurrent.p50}/${concurrent.p99} ms · ${concurrent.errors} errors · CPU ${ms(concurrent.cpuMs)} ms/call (${capacity}/CPU s)`;
}

function row(measured: Measured): string {
  const { call, sequential } = measured;
  const rows = sequential.count === undefined ? '' : `${sequential.count.toLocaleString('en')}`;
  const isList = call.operation === 'listByPage';
  return [call.name, call.caller, sequential.status, rows, sequentialCell(measured), concurrentCell(measured.concurrent, isList)].join(' | ');
}

function table(run: Run): string {
  const header = `| call | caller | status | rows (count) | c1 p50 / p95 / p99 ms (target) · server CPU ms/call | c${CONNECTIONS} req/s (target) · p50/p99 ms · errors · server CPU |`;
  return [`### ${run.label}`, header, '|---|---|---|---:|---:|---:|', ...run.measured.map((measured) => `| ${row(measured)} |`)].join('\n');
}

function twoProcessTable(run: Run): string {
  const lines = [`### ${run.label} (c${CONNECTIONS} over two processes)`, '| call | req/s · p50/p99 ms · errors |', '|---|---:|'];
  for (const measured of run.measured) lines.push(`| ${measured.call.name} | ${concurrentCell(measured.concurrent)} |`);
  return lines.join('\n');
}

const prepared: BenchDatabase[] = [];
if (DATABASES.includes('sqlite')) prepared.push(await prepareSqlite());
if (DATABASES.includes('postgres')) prepared.push(await preparePostgres());
const runs: Run[][] = [];
for (const database of prepared) runs.push(await runDatabase(database));
console.log(
  `\nLoad: ${BENCH_ORDERS.toLocaleString('en')} orders × ${LINES_PER_ORDER} lines = ${(BENCH_ORDERS * LINES_PER_ORDER).toLocaleString('en')} order lines ` +
    `(plus the demo data), server LOG_LEVEL ${LOG_LEVEL}, ${availableParallelism()} CPUs shared by servers, databases and this client.`,
);
console.log(
  `c1: ${ROUNDS} sequential signed calls per row (fetch, after 10 to warm up). c${CONNECTIONS}: autocannon ${SECONDS} s after ${WARMUP_SECONDS} s warm-up. ` +
    `Targets (issue 15): list p50 < ${TARGET.p50} ms and p99 < ${TARGET.p99} ms (a far page and contains < 50 ms), ≥ ${TARGET.requestsPerSecond.toLocaleString('en')} req/s at c32.`,
);
console.log(
  'Server CPU: time the server\'s main thread spent on the CPU per call (/proc/<pid>/schedstat), the cost of a call ' +
    'however loaded the machine is; 1000 / it is what one process answers per second of a free core.\n',
);
for (const [single, double] of runs) {
  console.log(table(single) + '\n');
  console.log(twoProcessTable(double) + '\n');
  for (const failure of [...single.failures, ...double.failures]) console.log(`${single.label}: ${failure}`);
}

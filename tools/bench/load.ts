/**
 * Load benchmark: purchase orders with a million lines, SQLite and PostgreSQL, one and two server
 * processes sharing the database (with PostgreSQL, also sharing Redis), autocannon bounded in time against
 * signed listByPage and saveOrUpdate calls. Prints one table.
 *
 * Two processes: autocannon is given both addresses and spreads its connections over them (connection i
 * goes to address i mod 2), so no proxy sits in between to add a hop or become the bottleneck itself.
 * The second process starts once the first answers healthy, so they never race to migrate an empty database.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import type { PageKey } from '../../src/shared/api/envelope';
import { createDatabase } from '../../src/server/db';
import { formatDate } from '../../src/server/entities';
import { deleteKeysUnder } from '../support/redis-keys';
import { startServer, type RunningServer } from '../support/server-process';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { signInTo, type SignedSession } from '../support/signed-session';
import { BENCH_ORDERS, LINES_PER_ORDER, preparePostgres, prepareSqlite, type BenchDatabase } from './load-data';
import { EnvelopeFailures, signedLoadRequest } from './signed-load-request';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAGE_ROWS = 20;
const DEEP_PAGE = 2_500;
const ORDERS_PATH = '/api/srm/v1/srmPoHeaderRestful';

type Body = Record<string, unknown>;
type Row = Record<string, unknown>;

interface Scenario {
  name: string;
  operation: 'listByPage' | 'saveOrUpdate';
  body: () => Body;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Run {
  label: string;
  results: Map<string, Measured>;
  failures: string[];
}

async function listOrders(session: SignedSession, body: Body, menu: MenuContext) {
  const answer = await session.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body, menu });
  if (answer.status !== 'S') throw new Error(`listByPage ${JSON.stringify(body)}: ${answer.msg}`);
  return answer;
}

/** What the calls need from the data: a bulk order's organisation and supplier, the key of a deep page, the newest id. */
async function fixtures(session: SignedSession, menu: MenuContext) {
  const bulk = (await listOrders(session, { poNumber_like: 'PB', pageRows: 1 }, menu)).data[0];
  const beforeDeep = await listOrders(session, { pageIndex: DEEP_PAGE - 1, pageRows: PAGE_ROWS }, menu);
  const newest = (await listOrders(session, { pageRows: 1 }, menu)).data[0];
  return {
    orgId: bulk.orgId,
    supplierId: bulk.supplierId,
    deepKey: beforeDeep.page?.nextKey as PageKey,
    newestId: Number(newest.poHeaderId),
  };
}

function scenarios(session: SignedSession, found: Awaited<ReturnType<typeof fixtures>>): Scenario[] {
  const today = formatDate(new Date());
  const order = (): Body => ({
    poType: 'STANDARD',
    orgId: found.orgId,
    supplierId: found.supplierId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    buyerId: session.credentials.user.userId,
    startDate: today,
    description: 'load benchmark order',
    lines: Array.from({ length: LINES_PER_ORDER }, (_, index) => ({
      itemName: `benchmark item ${index + 1}`,
      itemSpec: 'M10x40',
      demandQty: index + 1,
      taxPrice: 11.3,
      demandDate: today,
    })),
  });
  const offset = ((DEEP_PAGE - 1) * PAGE_ROWS).toLocaleString('en');
  return [
    { name: 'listByPage page 1', operation: 'listByPage', body: () => ({ pageIndex: 1, pageRows: PAGE_ROWS }) },
    { name: `listByPage page ${DEEP_PAGE.toLocaleString('en')} (OFFSET ${offset})`, operation: 'listByPage', body: () => ({ pageIndex: DEEP_PAGE, pageRows: PAGE_ROWS }) },
    { name: `listByPage same page by afterKey`, operation: 'listByPage', body: () => ({ pageRows: PAGE_ROWS, afterKey: found.deepKey }) },
    { name: 'listByPage supplier + status filter', operation: 'listByPage', body: () => ({ supplierId: found.supplierId, status: 'APPROVED', pageRows: PAGE_ROWS }) },
    { name: `saveOrUpdate new order, ${LINES_PER_ORDER} lines`, operation: 'saveOrUpdate', body: order },
  ];
}

async function measure(servers: RunningServer[], session: SignedSession, menu: MenuContext, scenario: Scenario, failures: string[]): Promise<Measured> {
  const url = servers.map((server) => server.baseUrl);
  const run = async (duration: number) => {
    const envelopeFailures = new EnvelopeFailures();
    const request = signedLoadRequest(session.credentials, menu, `${ORDERS_PATH}/${scenario.operation}`, scenario.body, envelopeFailures);
    const result = await autocannon({ url, connections: CONNECTIONS, duration, requests: [request] });
    return { result, envelopeFailures };
  };
  await run(WARMUP_SECONDS);
  const { result, envelopeFailures } = await run(SECONDS);
  for (const sample of envelopeFailures.samples) failures.push(`${scenario.name}: ${sample}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + envelopeFailures.count,
  };
}

/** Removes the orders the write scenario added, so the next run finds the database at its prepared size. */
async function removeWrittenOrders(database: BenchDatabase, newestId: number): Promise<void> {
  const connection = await createDatabase(database.config);
  try {
    await connection.db.deleteFrom('srm_po_lines').where('poHeaderId', '>', newestId).execute();
    await connection.db.deleteFrom('srm_po_headers').where('poHeaderId', '>', newestId).execute();
  } finally {
    await connection.close();
  }
}

async function runConfiguration(database: BenchDatabase, processes: number): Promise<Run> {
  const label = `${database.label} ×${processes}`;
  const usesRedis = database.label === 'PostgreSQL';
  const prefix = `srmbench:${randomBytes(4).toString('hex')}:`;
  const env = usesRedis ? { ...database.env, REDIS_URL, REDIS_KEY_PREFIX: prefix } : database.env;
  const dataDir = database.keepDataDir ? database.config.dataDir : undefined;
  console.log(`${label}: starting`);
  const servers: RunningServer[] = [];
  let newestId: number | undefined;
  const run: Run = { label, results: new Map(), failures: [] };
  try {
    for (let index = 0; index < processes; index += 1) servers.push(await startServer(env, dataDir));
    const session = await signInTo(servers[0].baseUrl, 'buyer', 'Buyer@123');
    const menu = await session.menu('PO_LIST');
    const found = await fixtures(session, menu);
    newestId = found.newestId;
    for (const scenario of scenarios(session, found)) {
      const measured = await measure(servers, session, menu, scenario, run.failures);
      run.results.set(scenario.name, measured);
      console.log(`${label}: ${scenario.name}: ${cell(measured)}`);
    }
  } finally {
    for (const server of servers) await server.stop(!database.keepDataDir);
    if (newestId !== undefined) await removeWrittenOrders(database, newestId);
    if (usesRedis) await deleteKeysUnder(REDIS_URL, prefix);
  }
  return run;
}

function cell(measured: Measured): string {
  return `${Math.round(measured.requestsPerSecond).toLocaleString('en')} · ${measured.p50}/${measured.p99} · ${measured.errors}`;
}

function table(runs: Run[]): string {
  const names = [...runs[0].results.keys()];
  const lines = [`| call | ${runs.map((run) => run.label).join(' | ')} |`, `|---|${runs.map(() => '---:').join('|')}|`];
  for (const name of names) {
    lines.push(`| ${name} | ${runs.map((run) => { const measured = run.results.get(name); return measured ? cell(measured) : '–'; }).join(' | ')} |`);
  }
  return lines.join('\n');
}

const sqlite = await prepareSqlite();
const postgres = await preparePostgres();
const runs: Run[] = [];
for (const database of [sqlite, postgres]) {
  for (const processes of [1, 2]) runs.push(await runConfiguration(database, processes));
}
console.log(
  `\nLoad: ${BENCH_ORDERS.toLocaleString('en')} orders × ${LINES_PER_ORDER} lines, ${CONNECTIONS} connections, ${SECONDS} s per call ` +
    `after ${WARMUP_SECONDS} s warm-up, ${availableParallelism()} CPUs shared by servers, databases and autocannon.`,
);
console.log('Each cell: requests/s · p50/p99 latency in ms · errors (transport, HTTP and status other than S).\n');
console.log(table(runs));
for (const run of runs) for (const failure of run.failures) console.log(`${run.label}: ${failure}`);

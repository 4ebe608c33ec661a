/**
 * The transactions ledger (srmTransaction, 事务处理) at 1,000,000 rows: listByPage of the transactions list with
 * the filters its screen offers (supplier, order, item, date range) and the order's quantity summary (its lines
 * with ordered, on the way, received, rejected, returned and open quantities, kept on the line by the
 * consumptions), through the real server process and the browser's signing adapter, one request at a time,
 * p50 / p95 / p99 beside the platform's list-latency target (issue 15: p50 < 5 ms, p99 < 20 ms).
 * BENCH_TRANSACTIONS (default 1,000,000), BENCH_ROUNDS (default 100); DATABASE_URL for PostgreSQL.
 */
import { resolve } from 'node:path';
import { EntityCatalog, tableOf } from '../../src/shared/entity/entity-catalog';
import { createDatabase, loadEntitySchemas } from '../../src/server/db';
import { refreshPlannerStatistics } from '../../src/server/db/planner-statistics';
import type { Database } from '../../src/server/db/database.types';
import { formatDateTime } from '../../src/server/entities/engine-clock';
import { percentiles, formatMs } from './latency-stats';
import { startServer } from '../support/server-process';
import { signInTo } from '../support/signed-session';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const TARGET = { p50: 5, p99: 20 };
const ORDERS = 20_000;
const ITEMS = 500;
const TYPES = ['RECEIVE', 'RECEIVE', 'RECEIVE', 'REJECT', 'STORE', 'STORE', 'RETURN', 'WRITE_OFF'] as const;

type Row = Record<string, unknown>;

async function ids(database: Database, table: string, key: string): Promise<number[]> {
  return (await database.db.selectFrom(table).select(key).orderBy(key).execute()).map((row) => Number((row as Row)[key]));
}

/** A million movements over 20,000 orders of the demo suppliers and organisations, a year of dates. */
async function insertLedger(database: Database, catalog: EntityCatalog): Promise<{ supplierId: number; poNumber: string; itemCode: string; poHeaderId: number }> {
  const suppliers = await ids(database, tableOf(catalog.get('srmPosSupplierInfo')), 'supplierId');
  const orgs = await ids(database, tableOf(catalog.get('baseOrganization')), 'orgId');
  const [order] = await database.db.selectFrom(tableOf(catalog.get('srmPoHeader'))).select(['poHeaderId', 'poNumber', 'supplierId', 'orgId']).orderBy('poHeaderId').limit(1).execute();
  const table = tableOf(catalog.get('srmTransaction'));
  const start = new Date(2026, 0, 1).getTime();
  const perStatement = 1_200;
  for (let first = 0; first < TRANSACTIONS; first += perStatement) {
    const rows: Row[] = [];
    for (let n = first; n < Math.min(TRANSACTIONS, first + perStatement); n += 1) {
      const orderNo = n % ORDERS;
      const type = TYPES[n % TYPES.length];
      const when = formatDateTime(new Date(start + Math.floor((n / TRANSACTIONS) * 330 * 86_400_000)));
      const quantity = (n % 97) + 1;
      rows.push({
        trxType: type,
        reversesType: type === 'WRITE_OFF' ? 'RECEIVE' : null,
        trxQty: type === 'RETURN' || type === 'WRITE_OFF' ? -quantity : quantity,
        trxDate: when,
        documentType: type === 'RECEIVE' || type === 'REJECT' ? 'RECEIPT' : type,
        documentNumber: `RC${String(n).padStart(10, '0')}`,
        documentId: Math.floor(n / 3) + 1,
        documentLineId: n + 1,
        poHeaderId: orderNo === 0 ? order.poHeaderId : 1_000_000 + orderNo,
        poNumber: orderNo === 0 ? order.poNumber : `PB${String(orderNo).padStart(8, '0')}`,
        poLineId: 1_000_000 + orderNo * 2 + (n % 2),
        itemId: null,
        itemCode: `ITM-${String(n % ITEMS).padStart(4, '0')}`,
        itemName: '深沟球轴承',
        uomCode: 'PCS',
        supplierId: orderNo === 0 ? order.supplierId : suppliers[n % suppliers.length],
        orgId: orderNo === 0 ? order.orgId : orgs[n % orgs.length],
        userId: 1,
        versionNum: 1,
        creationDate: when,
        createdBy: 1,
        lastUpdateDate: when,
        lastUpdatedBy: 1,
      });
    }
    await database.db.insertInto(table).values(rows).execute();
  }
  return { supplierId: suppliers[1] ?? suppliers[0], poNumber: String(order.poNumber), itemCode: 'ITM-0042', poHeaderId: Number(order.poHeaderId) };
}

async function prepareData(): Promise<{ dataDir: string; probe: Awaited<ReturnType<typeof insertLedger>> }> {
  const first = await startServer({ DEMO_DATA: 'true' });
  await first.stop(false);
  const database = await createDatabase({ dataDir: first.dataDir, databaseUrl: process.env.DATABASE_URL });
  const catalog = new EntityCatalog(loadEntitySchemas(resolve(import.meta.dirname, '../../schemas')));
  const started = performance.now();
  const probe = await insertLedger(database, catalog);
  // The daily planner-statistics program's work, done now: the benchmark measures the steady state.
  await refreshPlannerStatistics(database);
  console.log(`  inserted ${TRANSACTIONS.toLocaleString('en')} transactions in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await database.close();
  return { dataDir: first.dataDir, probe };
}

export async function measureTransactions(): Promise<string[]> {
  const { dataDir, probe } = await prepareData();
  const server = await startServer({}, dataDir);
  const lines: string[] = [];
  try {
    const session = await signInTo(server.baseUrl, 'buyer', 'Buyer@123');
    const ledger = await session.menu('TRANSACTIONS');
    const orders = await session.menu('PO_LIST');
    const queries: [string, string, Row, typeof ledger][] = [
      ['transactions, first page', 'srmTransactionRestful', { pageIndex: 1, pageRows: 50 }, ledger],
      ['transactions by supplier', 'srmTransactionRestful', { pageIndex: 1, pageRows: 50, supplierId: probe.supplierId }, ledger],
      ['transactions by order', 'srmTransactionRestful', { pageIndex: 1, pageRows: 50, poNumber: probe.poNumber }, ledger],
      ['transactions by item', 'srmTransactionRestful', { pageIndex: 1, pageRows: 50, itemCode: probe.itemCode }, ledger],
      ['transactions of one week, by time', 'srmTransactionRestful', { pageIndex: 1, pageRows: 50, trxDate_gte: '2026-06-01 00:00:00', trxDate_lte: '2026-06-07 23:59:59', sortField: 'trxDate', sortOrder: 'desc' }, ledger],
      ['order quantity summary (its lines)', 'srmPoLineRestful', { pageIndex: 1, pageRows: 100, poHeaderId: probe.poHeaderId }, orders],
    ];
    for (const [name, resource, body, menu] of queries) {
      const samples: number[] = [];
      let count = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const answer = await session.adapter.request({ service: 'srm', resource, operation: 'listByPage', body, menu });
        samples.push(performance.now() - started);
        if (answer.status !== 'S') throw new Error(`${name}: ${answer.msg}`);
        count = answer.page?.count ?? 0;
      }
      const { p50, p95, p99 } = percentiles(samples.slice(Math.min(10, ROUNDS - 1)));
      const within = p50 < TARGET.p50 && p99 < TARGET.p99 ? 'within' : 'OVER';
      lines.push(`${name} (${count} matching): p50 ${formatMs(p50)}, p95 ${formatMs(p95)}, p99 ${formatMs(p99)} — ${within} target p50 < ${TARGET.p50} ms, p99 < ${TARGET.p99} ms`);
    }
  } finally {
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`listByPage over HTTP with signing, ${TRANSACTIONS.toLocaleString('en')} transactions + demo data, ${ROUNDS} sequential requests per query:`);
  for (const line of await measureTransactions()) console.log(`  ${line}`);
}

/**
 * listByPage latency on a purchase-order table of 10,000 orders (20,000 lines), through the real
 * server process and the browser's signing adapter, one request at a time (what one user feels).
 */
import { resolve } from 'node:path';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { createDatabase, loadEntitySchemas } from '../../src/server/db';
import { seedBulkOrders } from '../../src/server/seed/demo-bulk-orders';
import { percentiles, formatMs } from './latency-stats';
import { startServer } from '../support/server-process';
import { signInTo } from '../support/signed-session';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const QUERIES: Record<string, Record<string, unknown>> = {
  'first page, default sort': { pageIndex: 1, pageRows: 20 },
  'page 250 of 500': { pageIndex: 250, pageRows: 20 },
  'status filter, sorted by creationDate': { pageIndex: 1, pageRows: 20, status: 'APPROVED', sortField: 'creationDate', sortOrder: 'desc' },
  'poNumber contains': { pageIndex: 1, pageRows: 20, poNumber_like: '0042' },
  '200 rows per page': { pageIndex: 3, pageRows: 200 },
};

async function prepareData(): Promise<string> {
  const first = await startServer();
  await first.stop(false);
  const database = await createDatabase({ dataDir: first.dataDir });
  const catalog = new EntityCatalog(loadEntitySchemas(resolve(import.meta.dirname, '../../schemas')));
  await seedBulkOrders(database, catalog, ORDERS);
  await database.close();
  return first.dataDir;
}

export async function measureListLatency(): Promise<string[]> {
  const dataDir = await prepareData();
  const server = await startServer({}, dataDir);
  const lines: string[] = [];
  try {
    const session = await signInTo(server.baseUrl, 'buyer', 'Buyer@123');
    const menu = await session.menu('PO_LIST');
    for (const [name, body] of Object.entries(QUERIES)) {
      const samples: number[] = [];
      let count = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const answer = await session.adapter.request({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body, menu });
        samples.push(performance.now() - started);
        if (answer.status !== 'S') throw new Error(`${name}: ${answer.msg}`);
        count = answer.page?.count ?? 0;
      }
      const { p50, p95, p99 } = percentiles(samples.slice(Math.min(10, ROUNDS - 1)));
      lines.push(`listByPage ${name} (${count} matching): p50 ${formatMs(p50)}, p95 ${formatMs(p95)}, p99 ${formatMs(p99)}`);
    }
  } finally {
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`listByPage over HTTP with signing, ${ORDERS} orders + demo data, ${ROUNDS} sequential requests per query:`);
  for (const line of await measureListLatency()) console.log(`  ${line}`);
}

/**
 * The work lists (baseWorkItem) on 10,000 bulk purchase orders in every status beside the demo data, through the
 * real server process and the browser's signing adapter, one request at a time: the buyer's pending documents
 * (drafts and rejected orders he may submit), a supplier's (approved orders to confirm), the approver's, and the
 * buyer's handled list. `BENCH_ORDERS` and `BENCH_ROUNDS` change the size and the number of requests.
 */
import { resolve } from 'node:path';
import { EntityCatalog } from '../../src/shared/entity/entity-catalog';
import { createDatabase, loadEntitySchemas } from '../../src/server/db';
import { refreshPlannerStatistics } from '../../src/server/db/planner-statistics';
import { seedBulkOrders } from '../../src/server/seed/demo-bulk-orders';
import { percentiles, formatMs } from './latency-stats';
import { startServer } from '../support/server-process';
import { signInTo } from '../support/signed-session';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);

interface Case {
  name: string;
  user: [string, string];
  menu: string;
  body: Record<string, unknown>;
}

const CASES: Case[] = [
  { name: 'buyer pending, first page', user: ['buyer', 'Buyer@123'], menu: 'INSIDE_PENDING', body: { queue: 'PENDING', pageIndex: 1, pageRows: 20 } },
  { name: 'buyer pending, page 10', user: ['buyer', 'Buyer@123'], menu: 'INSIDE_PENDING', body: { queue: 'PENDING', pageIndex: 10, pageRows: 20 } },
  { name: 'buyer pending, number contains', user: ['buyer', 'Buyer@123'], menu: 'INSIDE_PENDING', body: { queue: 'PENDING', pageIndex: 1, pageRows: 20, documentNumber: '0042' } },
  { name: 'supplier1 pending, first page', user: ['supplier1', 'Supplier@123'], menu: 'SUPPLIER_PENDING', body: { queue: 'PENDING', pageIndex: 1, pageRows: 20 } },
  { name: 'approver pending, first page', user: ['approver', 'Approver@123'], menu: 'INSIDE_PENDING', body: { queue: 'PENDING', pageIndex: 1, pageRows: 20 } },
  { name: 'buyer handled, first page', user: ['buyer', 'Buyer@123'], menu: 'INSIDE_HANDLED', body: { queue: 'HANDLED', pageIndex: 1, pageRows: 20, sortField: 'sinceTime', sortOrder: 'desc' } },
];

async function prepareData(): Promise<string> {
  const first = await startServer();
  await first.stop(false);
  const database = await createDatabase({ dataDir: first.dataDir });
  const catalog = new EntityCatalog(loadEntitySchemas(resolve(import.meta.dirname, '../../schemas')));
  await seedBulkOrders(database, catalog, ORDERS);
  // The daily planner-statistics program's work, done now: the benchmark measures the steady state.
  await refreshPlannerStatistics(database);
  await database.close();
  return first.dataDir;
}

export async function measureWorkLists(): Promise<string[]> {
  const dataDir = await prepareData();
  const server = await startServer({}, dataDir);
  const lines: string[] = [];
  try {
    for (const { name, user, menu: menuCode, body } of CASES) {
      const session = await signInTo(server.baseUrl, user[0], user[1]);
      const menu = await session.menu(menuCode);
      const samples: number[] = [];
      let count = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const answer = await session.adapter.request({ service: 'base', resource: 'baseWorkItemRestful', operation: 'listByPage', body, menu });
        samples.push(performance.now() - started);
        if (answer.status !== 'S') throw new Error(`${name}: ${answer.msg}`);
        count = answer.page?.count ?? 0;
      }
      const { p50, p95 } = percentiles(samples.slice(Math.min(5, ROUNDS - 1)));
      lines.push(`${name} (${count} items): p50 ${formatMs(p50)}, p95 ${formatMs(p95)}`);
    }
  } finally {
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`work lists over HTTP with signing, ${ORDERS} bulk orders + demo data, ${ROUNDS} sequential requests per case:`);
  for (const line of await measureWorkLists()) console.log(`  ${line}`);
}

/**
 * Cold start: spawn to the first healthy answer of /api/health, on an empty data dir (migrate + demo data) and
 * on the same data dir again (a restart), for the built server (`npm run build:server` first) or, with
 * `--tsx`, the TypeScript through tsx. Targets: restart under 1 s, first start under 3 s. With `--big`, also a
 * restart on the load benchmark's SQLite database (load-data.ts; BENCH_ORDERS orders of 10 lines, built once).
 */
import { existsSync } from 'node:fs';
import { BUILT_SERVER, type ServerEntry, startServer } from '../support/server-process';
import { BENCH_ORDERS, LINES_PER_ORDER, prepareSqlite } from './load-data';

export async function measureColdStart(entry: ServerEntry = 'built'): Promise<{ firstMs: number; secondMs: number }> {
  if (entry === 'built' && !existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build:server`);
  const first = await startServer({}, undefined, entry);
  const dataDir = first.dataDir;
  await first.stop(false);
  const second = await startServer({}, dataDir, entry);
  await second.stop();
  return { firstMs: first.startMs, secondMs: second.startMs };
}

/** A restart on the load benchmark's SQLite database, which is kept. */
export async function measureBigRestart(entry: ServerEntry = 'built'): Promise<number> {
  const database = await prepareSqlite();
  const server = await startServer(database.env, database.env.DATA_DIR, entry);
  await server.stop(false);
  return server.startMs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entry: ServerEntry = process.argv.includes('--tsx') ? 'tsx' : 'built';
  const { firstMs, secondMs } = await measureColdStart(entry);
  console.log(`cold start (${entry}): empty database ${firstMs} ms (migrate + seed), existing database ${secondMs} ms`);
}
if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--big')) {
  const entry: ServerEntry = process.argv.includes('--tsx') ? 'tsx' : 'built';
  const ms = await measureBigRestart(entry);
  console.log(`restart (${entry}) on ${BENCH_ORDERS} orders with ${BENCH_ORDERS * LINES_PER_ORDER} lines (SQLite): ${ms} ms`);
}

/**
 * Cold start: spawn to the first healthy answer of /api/health, on an empty data dir (migrate + demo data) and
 * on the same data dir again (a restart), for the built server (`npm run build:server` first) or, with
 * `--tsx`, the TypeScript through tsx. Targets: restart under 1 s, first start under 3 s. With `--big`, also a
 * restart on the load benchmark's SQLite database (load-data.ts; BENCH_ORDERS orders of 10 lines, built once).
 * Each figure comes with the CPU the server used until then (all its threads), which a busy machine hardly
 * changes: compare that between runs on a loaded machine, the wall time on a quiet one.
 */
import { existsSync } from 'node:fs';
import { BUILT_SERVER, type RunningServer, type ServerEntry, startServer } from '../support/server-process';
import { cpuSeconds } from './process-cpu';
import { BENCH_ORDERS, LINES_PER_ORDER, prepareSqlite } from './load-data';

/** Wall and CPU milliseconds from spawn to the first healthy answer. */
export interface StartFigures {
  wallMs: number;
  cpuMs: number;
}

function figuresOf(server: RunningServer): StartFigures {
  return { wallMs: server.startMs, cpuMs: Math.round(cpuSeconds(server.pid ?? 0) * 1000) };
}

export async function measureColdStart(entry: ServerEntry = 'built'): Promise<{ first: StartFigures; restart: StartFigures }> {
  if (entry === 'built' && !existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build:server`);
  const first = await startServer({}, undefined, entry);
  const firstFigures = figuresOf(first);
  const dataDir = first.dataDir;
  await first.stop(false);
  const second = await startServer({}, dataDir, entry);
  const restart = figuresOf(second);
  await second.stop();
  return { first: firstFigures, restart };
}

/** A restart on the load benchmark's SQLite database, which is kept. */
export async function measureBigRestart(entry: ServerEntry = 'built'): Promise<StartFigures> {
  const database = await prepareSqlite();
  const server = await startServer(database.env, database.env.DATA_DIR, entry);
  const figures = figuresOf(server);
  await server.stop(false);
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entry: ServerEntry = process.argv.includes('--tsx') ? 'tsx' : 'built';
  const { first, restart } = await measureColdStart(entry);
  console.log(
    `cold start (${entry}): empty database ${first.wallMs} ms (migrate + seed; CPU ${first.cpuMs} ms), existing database ${restart.wallMs} ms (CPU ${restart.cpuMs} ms)`,
  );
}
if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--big')) {
  const entry: ServerEntry = process.argv.includes('--tsx') ? 'tsx' : 'built';
  const { wallMs, cpuMs } = await measureBigRestart(entry);
  console.log(`restart (${entry}) on ${BENCH_ORDERS} orders with ${BENCH_ORDERS * LINES_PER_ORDER} lines (SQLite): ${wallMs} ms (CPU ${cpuMs} ms)`);
}

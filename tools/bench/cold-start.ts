/**
 * Cold start: spawn to the first healthy answer of /api/health, on an empty data dir (migrate + demo data) and
 * on the same data dir again (a restart), for the built server (`npm run build:server` first) or, with
 * `--tsx`, the TypeScript through tsx. Targets: restart under 1 s, first start under 3 s.
 */
import { existsSync } from 'node:fs';
import { BUILT_SERVER, type ServerEntry, startServer } from '../support/server-process';

export async function measureColdStart(entry: ServerEntry = 'built'): Promise<{ firstMs: number; secondMs: number }> {
  if (entry === 'built' && !existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build:server`);
  const first = await startServer({}, undefined, entry);
  const dataDir = first.dataDir;
  await first.stop(false);
  const second = await startServer({}, dataDir, entry);
  await second.stop();
  return { firstMs: first.startMs, secondMs: second.startMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entry: ServerEntry = process.argv.includes('--tsx') ? 'tsx' : 'built';
  const { firstMs, secondMs } = await measureColdStart(entry);
  console.log(`cold start (${entry}): empty database ${firstMs} ms (migrate + seed), existing database ${secondMs} ms`);
}

/** Cold start: spawn to first healthy answer, on an empty data dir (migrate + seed) and on a second start. */
import { startServer } from '../support/server-process';

export async function measureColdStart(): Promise<{ firstMs: number; secondMs: number }> {
  const first = await startServer();
  const dataDir = first.dataDir;
  await first.stop(false);
  const second = await startServer({}, dataDir);
  await second.stop();
  return { firstMs: first.startMs, secondMs: second.startMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { firstMs, secondMs } = await measureColdStart();
  console.log(`cold start: empty database ${firstMs} ms (migrate + seed), existing database ${secondMs} ms`);
}

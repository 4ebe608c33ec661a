import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { CHECKED_DEFINITIONS_FILE, CheckedDefinitions } from './startup/checked-definitions';

/** How long a shutdown may wait for requests and jobs in flight before the process exits regardless. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/** Starts the server: settings from the environment, migrate and seed, listen; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`startup stopped: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Beside the built code (dist-server/), written by `npm run build:server`; absent under tsx.
  const checkedDefinitions = CheckedDefinitions.read(fileURLToPath(new URL(CHECKED_DEFINITIONS_FILE, import.meta.url)));
  const app = await buildApp(config, { checkedDefinitions });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep the process from stopping; orchestrators kill it anyway
    // after their grace period (30 s by default in Kubernetes and compose.yaml), so give up a bit before.
    setTimeout(() => {
      app.log.error(`shutdown did not finish in ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting with requests still open`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // close() answers new requests 503 and stops accepting connections, waits for the requests in flight,
    // then runs the onClose hooks, last registered first: background jobs, then the database, then Redis.
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // performance.now() counts from process start, so the figure includes loading the code.
  app.log.info(`ready in ${Math.round(performance.now())} ms`);
}

main().catch((error: unknown) => {
  console.error('startup failed:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});

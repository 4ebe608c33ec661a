import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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
  const app = await buildApp(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections, waits for requests in flight, then closes the database (onClose).
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

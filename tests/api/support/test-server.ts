import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { createServerDatabase, type ServerDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  config: ServerConfig;
  /** The server's database, for checks and changes behind the API. */
  database: ServerDatabase;
  stop(): Promise<void>;
}

/**
 * The real server (buildApp) listening on a free port of 127.0.0.1, on a fresh database of the test
 * project's dialect (test-database.ts: a copy of the run's migrated and seeded template) that `stop` drops, or on the given one, which the caller keeps and
 * drops (a restart on the same data). Demo data on; no web build unless a WEB_DIR is given.
 */
export async function startTestServer(env: Record<string, string> = {}, shared?: ServerDatabase, appOptions: AppOptions = {}): Promise<TestServer> {
  // The template is seeded with demo data; a server that starts without gets an empty database, as before.
  const database = shared ?? (await createServerDatabase('api', { empty: env.DEMO_DATA === 'false' }));
  const config = loadConfig({
    ...database.env,
    WEB_DIR: join(database.dataDir, 'no-web-build'),
    // TEST_LOG_LEVEL=warn (or info) shows the test servers' logs when a failure needs them.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const dropOwn = async () => {
    if (!shared) await database.drop();
  };
  const app = await buildApp(config, appOptions).catch(async (error: unknown) => {
    await dropOwn();
    throw error;
  });
  await app.listen({ port: 0, host: '127.0.0.1' }).catch(async (error: unknown) => {
    await app.close();
    await dropOwn();
    throw error;
  });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server has no address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    database,
    async stop() {
      await app.close();
      await dropOwn();
    },
  };
}

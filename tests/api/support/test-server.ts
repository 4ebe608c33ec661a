import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  config: ServerConfig;
  stop(): Promise<void>;
}

/**
 * The real server (buildApp) on a fresh temporary SQLite directory, listening on a free port of
 * 127.0.0.1. Demo data on; no web build unless a WEB_DIR is given.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srm-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server has no address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER, startServer, type RunningServer } from '../../tools/support/server-process';
import { requireTool } from '../support/real-tool';

// What `npm start` and the Docker image run: dist-server/main.js under plain node (tools/test-all.sh builds it).
const built = requireTool('the built server (dist-server/main.js)', existsSync(BUILT_SERVER), 'npm run build:server');

describe.skipIf(!built)('the built server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({}, undefined, 'built');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  it('starts with plain node, migrates and seeds, answers /api/health and signs in a demo user', async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${server.baseUrl}/api/base/v1/baseLoginRestful/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'buyer', password: 'Buyer@123' }),
    });
    expect(await login.json()).toMatchObject({ status: 'S', data: { user: { userName: 'buyer' } } });
  });
});

// Dialect-neutral: serving the built web files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'srm-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root">app shell</div>');
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log("app")');
  server = await startTestServer({ WEB_DIR: webDir, DEMO_DATA: 'false' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

describe('static web app', () => {
  it('serves files of WEB_DIR, hashed assets with a long cache', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers index.html for client routes (SPA fallback), never cached', async () => {
    for (const path of ['/', '/main/purchaseOrderList', '/login?redirect=%2Fmain']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('app shell');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('never serves files outside WEB_DIR', async () => {
    const response = await fetch(`${server.baseUrl}/..%2F..%2Fetc%2Fpasswd`);
    expect(await response.text()).toContain('app shell');
  });

  it('keeps unknown API paths out of the fallback', async () => {
    const response = await fetch(`${server.baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect((await response.json()).status).toBe('E');
  });
});

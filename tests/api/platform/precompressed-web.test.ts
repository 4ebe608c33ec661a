// Dialect-neutral: serving the built web files.
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/** The real build (`npx vite build`): its .br and .gz files are what this test is about. */
const WEB_DIR = resolve(import.meta.dirname, '../../../dist/web');

function webBuilt(): boolean {
  if (existsSync(join(WEB_DIR, 'index.html.br'))) return true;
  const message = 'the web app is not built with its compressed files: run `npx vite build` first';
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true needs it)`);
  console.warn(`skipping: ${message}`);
  return false;
}

interface RawResponse {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose Accept-Encoding is exactly the one given (fetch would add its own and decode the body). */
function getRaw(url: string, acceptEncoding: string | null): Promise<RawResponse> {
  const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolveResponse, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolveResponse({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const built = webBuilt();
let server: TestServer;
let entryPath: string;
let entrySource: Buffer;

beforeAll(async () => {
  if (!built) return;
  const html = readFileSync(join(WEB_DIR, 'index.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html);
  if (!entry) throw new Error('dist/web/index.html names no entry script');
  entryPath = `/${entry[1]}`;
  entrySource = readFileSync(join(WEB_DIR, entry[1]));
  server = await startTestServer({ WEB_DIR, DEMO_DATA: 'false' });
});
afterAll(async () => {
  await server?.stop();
});

describe.runIf(built)('pre-compressed web app (the real build through @fastify/static)', () => {
  it('sends a hashed asset as brotli when the browser accepts it, cached for a year', async () => {
    const response = await getRaw(`${server.baseUrl}${entryPath}`, 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).equals(entrySource)).toBe(true);
    expect(response.body.length).toBeLessThan(entrySource.length / 2);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await getRaw(`${server.baseUrl}${entryPath}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.body).equals(entrySource)).toBe(true);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    for (const acceptEncoding of [null, 'identity']) {
      const response = await getRaw(`${server.baseUrl}${entryPath}`, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.equals(entrySource)).toBe(true);
    }
  });

  it('sends the page compressed too, never cached (a deep link gets the same page)', async () => {
    const page = readFileSync(join(WEB_DIR, 'index.html'));
    for (const path of ['/', '/main/purchaseOrderList']) {
      const response = await getRaw(`${server.baseUrl}${path}`, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).equals(page)).toBe(true);
    }
  });
});

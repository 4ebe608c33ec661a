// Dialect-neutral: HTTP headers.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, registerSecurityHeaders, SECURITY_HEADERS } from '../../../src/server/http/security-headers';
import { startTestServer, type TestServer } from '../support/test-server';
import { signIn } from '../support/signed-client';
import { call } from './support/signed-call';

describe('security headers on every answer of the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends nosniff, the frame rules and the app CSP on API answers, refusals, errors and the web app', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer');
    const answers = [
      await call(server.baseUrl, buyer.login, { path: '/api/base/v1/baseLoginRestful/currentUser' }),
      await call(server.baseUrl, null, { path: '/api/base/v1/baseLoginRestful/currentUser' }),
      await call(server.baseUrl, buyer.login, { path: '/api/srm/v1/srmPoHeaderRestful/listByPage' }),
      await call(server.baseUrl, null, { path: '/api/no/such/route' }),
      await call(server.baseUrl, null, { method: 'GET', path: '/' }),
    ];
    expect(answers.map((answer) => answer.httpStatus)).toEqual([200, 401, 403, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it("lets the app frame its own pages and blob: URLs (the PDF viewer), nothing from elsewhere, and runs only its own scripts", () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});

describe('a header a route sets itself', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerSecurityHeaders(app);
    app.get('/download', async (_request, reply) => {
      reply.header('Content-Security-Policy', 'sandbox');
      reply.header('Content-Type', 'application/octet-stream');
      return Buffer.from('file bytes');
    });
    app.get('/page', async () => ({ ok: true }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is kept: a download keeps its own Content-Security-Policy: sandbox and still gets the others', async () => {
    const download = await app.inject({ method: 'GET', url: '/download' });
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(download.headers['x-content-type-options']).toBe(SECURITY_HEADERS['X-Content-Type-Options']);
    expect(download.headers['x-frame-options']).toBe('SAMEORIGIN');
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

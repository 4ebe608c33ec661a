import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEntityAccess } from '../../../src/server/http/route-access';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/http/security-headers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('HTTP conventions', () => {
  it('answers health with the database dialect once ready', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'S', msg: '', data: { ready: true, database: server.database.dialect } });
  });

  it('sets the security headers on every answer, errors included', async () => {
    for (const path of ['/api/health', '/api/nothing/here', '/']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-src 'self'");
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/srm/v1/noSuchRestful/listByPage`, { method: 'POST' });
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'E', data: null });
    expect(body.msg).toContain('/api/srm/v1/noSuchRestful/listByPage');
  });

  it('answers unparsable JSON with a readable message in the caller language', async () => {
    const send = (language: string) =>
      fetch(`${server.baseUrl}/api/base/v1/baseLoginRestful/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'SAAF-Language': language },
        body: '{"userName": "admin",',
      });
    const english = await send('EN');
    expect(english.status).toBe(400);
    const msg = 'request body is not valid JSON';
    expect(await english.json()).toEqual({ status: 'E', msg, data: null, errors: [{ field: 'body', message: msg }] });
    const chinese = await (await send('CN')).json();
    expect(chinese.msg).toBe('请求内容不是有效的JSON');
  });

  it('says how to build the web app when WEB_DIR has no index.html', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('npm run build');
  });

  it('declares the access of every registered route', () => {
    const routes = server.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((route) => route.access === undefined).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    // The whole list of public routes is checked by tests/api/security/unauthenticated.test.ts.
    const publicRoutes = new Set(routes.filter((route) => route.access === 'public').map((route) => route.url));
    expect(publicRoutes).toContain('/api/base/v1/baseLoginRestful/login');
    expect(publicRoutes).not.toContain('/api/srm/v1/srmPoHeaderRestful/listByPage');
    const entityRoute = routes.find((route) => route.url === '/api/srm/v1/srmPoHeaderRestful/doApproval');
    expect(isEntityAccess(entityRoute?.access) && entityRoute.access).toEqual({ entity: 'srmPoHeader', operation: 'doApproval' });
  });
});

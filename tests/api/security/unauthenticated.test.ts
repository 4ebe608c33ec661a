// Dialect-neutral: the session check, decided before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { CaseTally } from './support/case-tally';
import { concretePath, registeredRoutes, routeLabel, signedRoutes } from './support/route-catalog';
import { call } from './support/signed-call';

/**
 * The routes anyone may call without a session. A new public route must be added here on purpose:
 * everything else answers NOTLOGIN to an anonymous caller.
 */
const EXPECTED_PUBLIC = [
  'GET /',
  'GET /*',
  // Single sign-on: the redirect to the provider and its answer, checked against the sealed flow cookie.
  'GET /api/auth/sso/:code/callback',
  'GET /api/auth/sso/:code/start',
  // A file link carries its own signed, short-lived token (docs/api.md "Files", getFileUrl).
  'GET /api/file/v2/file/link/:token',
  'GET /api/health',
  'GET /api/ready',
  'HEAD /',
  'HEAD /*',
  'HEAD /api/auth/sso/:code/callback',
  'HEAD /api/auth/sso/:code/start',
  'HEAD /api/file/v2/file/link/:token',
  'HEAD /api/health',
  'HEAD /api/ready',
  'POST /api/base/v1/baseLoginRestful/generateRandomValidate',
  'POST /api/base/v1/baseLoginRestful/login',
  'POST /api/base/v1/basePasswordRestful/checkForgetPasswordCode',
  'POST /api/base/v1/basePasswordRestful/resetForgetPassword',
  'POST /api/base/v1/basePasswordRestful/sendForgetPasswordCode',
  'POST /api/base/v1/basePasswordRestful/validateExistedByUserName',
  // The enabled providers' codes and names, and the one-use ticket cookie of a finished sign-on.
  'POST /api/base/v1/baseSsoLoginRestful/providers',
  'POST /api/base/v1/baseSsoLoginRestful/session',
  // The OAuth 2.0 token endpoint: the API client authenticates with its id and secret (docs/api.md "API clients").
  'POST /api/oauth/token',
  'POST /api/srm/v1/supplierRegisterRestful/checkSupplierName',
  'POST /api/srm/v1/supplierRegisterRestful/findInvitation',
  'POST /api/srm/v1/supplierRegisterRestful/findMyRegister',
  'POST /api/srm/v1/supplierRegisterRestful/issueRegisterToken',
  'POST /api/srm/v1/supplierRegisterRestful/recognizeLicence',
  'POST /api/srm/v1/supplierRegisterRestful/resubmitRegister',
  'POST /api/srm/v1/supplierRegisterRestful/submitRegister',
  'POST /api/srm/v1/supplierRegisterRestful/uploadRegisterFile',
];

const tally = new CaseTally('unauthenticated');
let server: TestServer;
let buyer: SignedInClient;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer');
});
afterAll(async () => {
  tally.print();
  await server?.stop();
});

const FORGED_SESSION = { authorizationCode: 'x'.repeat(43), signSecret: 'a'.repeat(64), certificate: '0'.repeat(16), gatewayTag: 'BASE' };

function notLoggedIn(answer: { httpStatus: number; envelope: { status: string } | null }, method: string): boolean {
  // A HEAD answer has no body: its code says it all.
  return answer.httpStatus === 401 && (method === 'HEAD' || answer.envelope?.status === 'NOTLOGIN');
}

describe('routes without a session', () => {
  it('declares access on every route, and exactly the expected routes are public', () => {
    const routes = registeredRoutes(server.app);
    expect(routes.filter((route) => route.access === undefined).map(routeLabel)).toEqual([]);
    expect(routes.filter((route) => route.access === 'public').map(routeLabel).sort()).toEqual(EXPECTED_PUBLIC);
    tally.add('route declares its access', routes.length);
  });

  it('answers NOTLOGIN on every other route: no token, a forged token, or the token in a cookie', async () => {
    const failures: string[] = [];
    for (const route of signedRoutes(server.app)) {
      const path = concretePath(route.url);
      const anonymous = await call(server.baseUrl, null, { method: route.method, path });
      if (!notLoggedIn(anonymous, route.method)) failures.push(`${routeLabel(route)} without a token: ${anonymous.httpStatus}`);
      const forged = await call(server.baseUrl, FORGED_SESSION, { method: route.method, path });
      if (!notLoggedIn(forged, route.method)) failures.push(`${routeLabel(route)} with a forged token: ${forged.httpStatus}`);
      // A browser sends cookies to any page's requests: authority must never come from one.
      const token = buyer.login.authorizationCode;
      const cookie = await call(server.baseUrl, null, {
        method: route.method,
        path,
        headers: { Cookie: `AuthorizationCode=${token}; authorizationCode=${token}; token=${token}` },
      });
      if (!notLoggedIn(cookie, route.method)) failures.push(`${routeLabel(route)} with the token in a cookie: ${cookie.httpStatus}`);
      tally.add('anonymous call refused', 1);
      tally.add('forged token refused', 1);
      tally.add('token in a cookie ignored', 1);
    }
    expect(failures).toEqual([]);
    expect(tally.count('anonymous call refused')).toBeGreaterThan(50);
  });

  it('answers NOTLOGIN to a bearer token no API client holds, a session token passed off as one included', async () => {
    const failures: string[] = [];
    for (const route of signedRoutes(server.app)) {
      const path = concretePath(route.url);
      for (const bearer of ['x'.repeat(43), buyer.login.authorizationCode]) {
        const answer = await call(server.baseUrl, null, { method: route.method, path, headers: { Authorization: `Bearer ${bearer}` } });
        if (!notLoggedIn(answer, route.method)) failures.push(`${routeLabel(route)} with a bearer token no client holds: ${answer.httpStatus}`);
        tally.add('unknown bearer token refused', 1);
      }
    }
    expect(failures).toEqual([]);
  });

  it('serves the public routes without a session', async () => {
    for (const path of ['/api/health', '/']) {
      const answer = await call(server.baseUrl, null, { method: 'GET', path });
      expect(answer.httpStatus).toBe(200);
    }
    const login = await call(server.baseUrl, null, { path: '/api/base/v1/baseLoginRestful/login', body: { userName: 'buyer', password: 'wrong' } });
    expect(login.httpStatus).toBe(200);
    expect(login.envelope?.status).toBe('E');
  });

  it('refuses supplier users on every internal-only route', async () => {
    const supplier = await signIn(server.baseUrl, 'supplier1');
    const failures: string[] = [];
    for (const route of signedRoutes(server.app).filter((candidate) => candidate.access === 'internal')) {
      const answer = await call(server.baseUrl, supplier.login, { method: route.method, path: concretePath(route.url) });
      if (answer.httpStatus !== 403) failures.push(`${routeLabel(route)}: ${answer.httpStatus}`);
      tally.add('internal-only route refuses a supplier user');
    }
    expect(failures).toEqual([]);
  });
});

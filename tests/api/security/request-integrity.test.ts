// Dialect-neutral: signature checks, decided before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_MS } from '../../../src/shared/signing/request-signature';
import { uniqueNonce } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { CaseTally } from './support/case-tally';
import { concretePath, routeLabel, signedRoutes } from './support/route-catalog';
import { call, callInit, sendCall, type CallAnswer } from './support/signed-call';

const CURRENT_USER = '/api/base/v1/baseLoginRestful/currentUser';
const tally = new CaseTally('request integrity');
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

/** A refused signature: 401 with status E (a HEAD answer has no body to read). */
function refused(answer: CallAnswer, method: string, wording: string): boolean {
  if (answer.httpStatus !== 401) return false;
  return method === 'HEAD' || (answer.envelope?.status === 'E' && answer.envelope.msg.includes(wording));
}

describe('every signed route refuses a request that was not signed for it now', () => {
  it('refuses a stale timestamp', async () => {
    const failures: string[] = [];
    const stale = String(Date.now() - SIGNATURE_WINDOW_MS - 60_000);
    for (const route of signedRoutes(server.app)) {
      const answer = await call(server.baseUrl, buyer.login, { method: route.method, path: concretePath(route.url), timestamp: stale });
      if (!refused(answer, route.method, 'timestamp')) failures.push(`${routeLabel(route)}: ${answer.httpStatus} ${answer.envelope?.msg}`);
      tally.add('stale timestamp refused');
    }
    expect(failures).toEqual([]);
  });

  it('refuses a body or a query changed after signing', async () => {
    const failures: string[] = [];
    for (const route of signedRoutes(server.app)) {
      const path = concretePath(route.url);
      const carriesBody = route.method !== 'GET' && route.method !== 'HEAD';
      const answer = await call(server.baseUrl, buyer.login, {
        method: route.method,
        path,
        body: { id: 1 },
        ...(carriesBody ? { sentBody: JSON.stringify({ id: 2 }) } : { sentPath: `${path}${path.includes('?') ? '&' : '?'}id=2` }),
      });
      if (!refused(answer, route.method, 'signature')) failures.push(`${routeLabel(route)}: ${answer.httpStatus} ${answer.envelope?.msg}`);
      tally.add('altered request refused');
    }
    expect(failures).toEqual([]);
  });

  it('never accepts a nonce twice, whatever route the second request is for', async () => {
    const nonce = uniqueNonce();
    const first = await call(server.baseUrl, buyer.login, { path: CURRENT_USER, nonce });
    expect(first.envelope?.status).toBe('S');
    const failures: string[] = [];
    for (const route of signedRoutes(server.app)) {
      const answer = await call(server.baseUrl, buyer.login, { method: route.method, path: concretePath(route.url), nonce });
      if (!refused(answer, route.method, 'replayed')) failures.push(`${routeLabel(route)}: ${answer.httpStatus} ${answer.envelope?.msg}`);
      tally.add('reused nonce refused');
    }
    expect(failures).toEqual([]);
  });

  it('refuses the very same request sent twice', async () => {
    const menu = await buyer.menu('PO_LIST');
    const requests = [
      { path: CURRENT_USER },
      { path: '/api/base/v1/baseLookupValuesRestful/findDic', body: { lookupType: 'PO_STATUS' } },
      { path: '/api/srm/v1/srmPoHeaderRestful/listByPage', body: { pageIndex: 1, pageRows: 5 }, menu },
    ];
    for (const spec of requests) {
      const init = callInit(buyer.login, spec);
      expect((await sendCall(server.baseUrl, init, spec.path)).envelope?.status).toBe('S');
      const replay = await sendCall(server.baseUrl, init, spec.path);
      expect(replay.httpStatus).toBe(401);
      expect(replay.envelope?.msg).toContain('replayed');
      tally.add('identical replay refused');
    }
  });

  it('refuses a signature made with another session secret', async () => {
    const other = await signIn(server.baseUrl, 'approver');
    const answer = await call(server.baseUrl, { ...buyer.login, signSecret: other.login.signSecret }, { path: CURRENT_USER });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope?.msg).toContain('signature');
  });
});

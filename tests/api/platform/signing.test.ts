import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_WINDOW_MS } from '../../../src/shared/signing/request-signature';
import { sendRaw, sendSigned, signedRequestInit } from '../support/raw-requests';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

const FIND_DIC = '/api/base/v1/baseLookupValuesRestful/findDic';

let server: TestServer;
let buyer: SignedInClient;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer');
});
afterAll(async () => {
  await server?.stop();
});

describe('request signatures', () => {
  it('accepts a correctly signed request', async () => {
    const answer = await sendSigned(server.baseUrl, buyer.login, { path: FIND_DIC, body: { lookupType: 'YES_NO' } });
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.status).toBe('S');
  });

  it('refuses a replayed request (same nonce)', async () => {
    const init = signedRequestInit(buyer.login, { path: FIND_DIC, body: { lookupType: 'YES_NO' }, headers: { 'SAAF-Language': 'EN' } });
    const first = await sendRaw(server.baseUrl, init, FIND_DIC);
    expect(first.envelope.status).toBe('S');
    const replay = await sendRaw(server.baseUrl, init, FIND_DIC);
    expect(replay.httpStatus).toBe(401);
    expect(replay.envelope.status).toBe('E');
    expect(replay.envelope.msg).toContain('replayed');
  });

  it('refuses a stale timestamp', async () => {
    const stale = String(Date.now() - SIGNATURE_WINDOW_MS - 60_000);
    const answer = await sendSigned(server.baseUrl, buyer.login, {
      path: FIND_DIC,
      body: { lookupType: 'YES_NO' },
      timestamp: stale,
      headers: { 'SAAF-Language': 'EN' },
    });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toContain('timestamp');
  });

  it('refuses a body changed after signing', async () => {
    const answer = await sendSigned(server.baseUrl, buyer.login, {
      path: FIND_DIC,
      body: { lookupType: 'YES_NO' },
      sentBody: JSON.stringify({ lookupType: 'PO_STATUS' }),
      headers: { 'SAAF-Language': 'EN' },
    });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toContain('bad signature');
  });

  it('refuses a signature made with another secret', async () => {
    const answer = await sendSigned(server.baseUrl, { ...buyer.login, signSecret: 'f'.repeat(64) }, { path: FIND_DIC, body: { lookupType: 'YES_NO' } });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toMatch(/^请求签名校验失败：请求头 parameterSignature/);
  });

  it('refuses a wrong appsign', async () => {
    const answer = await sendSigned(server.baseUrl, buyer.login, {
      path: FIND_DIC,
      body: { lookupType: 'YES_NO' },
      appSign: '0'.repeat(32),
      headers: { 'SAAF-Language': 'EN' },
    });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toContain('appsign');
  });

  it('refuses a request without a nonce', async () => {
    const answer = await sendSigned(server.baseUrl, buyer.login, { path: FIND_DIC, body: { lookupType: 'YES_NO' }, nonce: '' });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.status).toBe('E');
  });
});

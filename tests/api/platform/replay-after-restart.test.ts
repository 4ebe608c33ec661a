import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw, signedRequestInit } from '../support/raw-requests';
import { signIn } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';

const FIND_DIC = '/api/base/v1/baseLookupValuesRestful/findDic';

let shared: ServerDatabase;
beforeAll(async () => {
  shared = await createServerDatabase('replay_restart');
});
afterAll(async () => {
  await shared?.drop();
});

// Without Redis the used nonces must outlive the process: a request captured before a restart is still
// inside its timestamp window after it.
describe('a signed request replayed after a restart on the same database', () => {
  it('is refused as a replay', async () => {
    const first = await startTestServer({}, shared);
    let init: RequestInit;
    try {
      const buyer = await signIn(first.baseUrl, 'buyer');
      init = signedRequestInit(buyer.login, { path: FIND_DIC, body: { lookupType: 'YES_NO' }, headers: { 'SAAF-Language': 'EN' } });
      expect((await sendRaw(first.baseUrl, init, FIND_DIC)).envelope.status).toBe('S');
    } finally {
      await first.stop();
    }
    const second = await startTestServer({}, shared);
    try {
      const replay = await sendRaw(second.baseUrl, init, FIND_DIC);
      expect(replay.httpStatus).toBe(401);
      expect(replay.envelope.msg).toContain('replayed');
    } finally {
      await second.stop();
    }
  }, 120_000); // two server starts
});

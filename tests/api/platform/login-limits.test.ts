import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../../src/server/auth/login-throttle';
import { sendSigned } from '../support/raw-requests';
import { rememberingCaptcha } from '../identity/identity-support';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { Language } from '../../../src/shared/formats/common';
import { anonymousAdapter, requestLogin, type LoginData } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

const LOCKED_CN = /^登录失败次数过多，请1[45]分钟后再试$/;
const LOCKED_EN = /^Too many failed sign-ins; try again in 1[45] min$/;

const captcha = rememberingCaptcha();
const CAPTCHA_REQUIRED: Record<Language, string> = { CN: '请输入图中的验证码', EN: 'Type the characters shown in the picture (captcha)' };

/** Fails sign-ins, solving the captcha the server asks for after a few (login-captcha.test.ts tests it). */
async function failTimes(server: TestServer, userName: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const answer = await loginSolving(server.baseUrl, userName, `wrong-${i}`, 'EN');
    expect(answer).toMatchObject({ status: 'E', msg: 'Wrong user name or password' });
  }
}

/** A sign-in that solves the captcha when the server asks for one (as the login page does). */
async function loginSolving(baseUrl: string, userName: string, password: string, language: Language = 'CN'): Promise<ApiEnvelope<LoginData>> {
  const answer = await requestLogin(baseUrl, userName, password, language);
  if (answer.msg !== CAPTCHA_REQUIRED[language]) return answer;
  const adapter = anonymousAdapter(baseUrl, language);
  const issued = await adapter.request<{ captchaId: string }>({ service: 'base', resource: 'baseLoginRestful', operation: 'generateRandomValidate', body: {} });
  const body = { userName, password, captchaId: issued.data.captchaId, captcha: captcha.lastAnswer() };
  return adapter.request<LoginData>({ service: 'base', resource: 'baseLoginRestful', operation: 'login', body });
}

/** Each block on a server of its own: every test here signs in from 127.0.0.1, one address. */
function withServer(env: Record<string, string> = {}): { current: TestServer } {
  const holder = {} as { current: TestServer };
  beforeAll(async () => {
    holder.current = await startTestServer(env, undefined, { drawCaptcha: captcha.draw });
  });
  afterAll(async () => {
    await holder.current?.stop();
  });
  return holder;
}

describe('failed sign-ins per account', () => {
  const server = withServer();

  it('refuses the account after its allowed failures, even with the right password, saying when to retry', async () => {
    await failTimes(server.current, 'buyer', LOGIN_LIMITS.failuresPerAccount);
    const chinese = await loginSolving(server.current.baseUrl, 'buyer', 'Buyer@123');
    expect(chinese.status).toBe('E');
    expect(chinese.msg).toMatch(LOCKED_CN);
    const english = await loginSolving(server.current.baseUrl, 'buyer', 'Buyer@123', 'EN');
    expect(english.msg).toMatch(LOCKED_EN);
    expect(english.data ?? null).toBeNull();
  });

  it('refuses an unknown name the same way, so refusals reveal no real names', async () => {
    await failTimes(server.current, 'no-such-user', LOGIN_LIMITS.failuresPerAccount);
    const unknown = await loginSolving(server.current.baseUrl, 'no-such-user', 'whatever', 'EN');
    expect(unknown).toMatchObject({ status: 'E', msg: expect.stringMatching(LOCKED_EN) });
  });

  it('leaves other accounts from the same address alone', async () => {
    const answer = await loginSolving(server.current.baseUrl, 'approver', 'Approver@123');
    expect(answer.status).toBe('S');
  });
});

describe('a successful sign-in', () => {
  const server = withServer();

  it('clears the failures of the account', async () => {
    await failTimes(server.current, 'supplier1', LOGIN_LIMITS.failuresPerAccount - 1);
    expect((await loginSolving(server.current.baseUrl, 'supplier1', 'Supplier@123')).status).toBe('S');
    await failTimes(server.current, 'supplier1', LOGIN_LIMITS.failuresPerAccount);
    const locked = await loginSolving(server.current.baseUrl, 'supplier1', 'Supplier@123', 'EN');
    expect(locked.msg).toMatch(LOCKED_EN);
  });
});

describe('failed sign-ins per address', () => {
  const server = withServer();

  it('refuses every account from an address after its allowed failures over several names', async () => {
    const perName = LOGIN_LIMITS.failuresPerAccount - 1;
    for (let sent = 0, name = 0; sent < LOGIN_LIMITS.failuresPerAddress; name += 1) {
      const times = Math.min(perName, LOGIN_LIMITS.failuresPerAddress - sent);
      await failTimes(server.current, `guess${name}`, times);
      sent += times;
    }
    const admin = await loginSolving(server.current.baseUrl, 'admin', 'Admin@123', 'EN');
    expect(admin).toMatchObject({ status: 'E', msg: expect.stringMatching(LOCKED_EN) });
  });
});

describe.each(['127.0.0.1', '1'])('behind a proxy trusted by TRUST_PROXY=%s', (trusted) => {
  const server = withServer({ TRUST_PROXY: trusted });
  const LOGIN = '/api/base/v1/baseLoginRestful/login';
  const CAPTCHA = '/api/base/v1/baseLoginRestful/generateRandomValidate';
  const loginFrom = async (client: string, userName: string, password: string) => {
    const headers = { 'X-Forwarded-For': client, 'SAAF-Language': 'EN' };
    const first = (await sendSigned(server.current.baseUrl, null, { path: LOGIN, body: { userName, password }, headers })).envelope;
    if (!(first.errors ?? []).some((error) => error.field === 'captcha') || first.msg !== 'Type the characters shown in the picture (captcha)') return first;
    const issued = (await sendSigned(server.current.baseUrl, null, { path: CAPTCHA, body: {}, headers })).envelope as { data: { captchaId: string } };
    const body = { userName, password, captchaId: issued.data.captchaId, captcha: captcha.lastAnswer() };
    return (await sendSigned(server.current.baseUrl, null, { path: LOGIN, body, headers })).envelope;
  };

  it('counts failures per client address named by the proxy, not per proxy address', async () => {
    const perName = LOGIN_LIMITS.failuresPerAccount - 1;
    for (let sent = 0, name = 0; sent < LOGIN_LIMITS.failuresPerAddress; name += 1) {
      const times = Math.min(perName, LOGIN_LIMITS.failuresPerAddress - sent);
      for (let i = 0; i < times; i += 1) expect((await loginFrom('203.0.113.5', `guess${name}`, 'wrong')).status).toBe('E');
      sent += times;
    }
    expect(await loginFrom('203.0.113.5', 'admin', 'Admin@123')).toMatchObject({ status: 'E', msg: expect.stringMatching(LOCKED_EN) });
    expect((await loginFrom('198.51.100.7', 'admin', 'Admin@123')).status).toBe('S');
  });
});

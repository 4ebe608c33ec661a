import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { LOGIN_LIMITS } from '../../../src/server/auth/login-throttle';
import { anonymousAdapter } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { publicCall, rememberingCaptcha } from './identity-support';

const captcha = rememberingCaptcha();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, undefined, { drawCaptcha: captcha.draw });
});
afterAll(async () => {
  await server?.stop();
});

function login(body: Record<string, string>): Promise<ApiEnvelope<unknown>> {
  return anonymousAdapter(server.baseUrl, 'EN').request({ service: 'base', resource: 'baseLoginRestful', operation: 'login', body });
}

async function newCaptcha(): Promise<{ captchaId: string; answer: string }> {
  const issued = await publicCall<{ captchaId: string; image: string }>(server, 'base', 'baseLoginRestful', 'generateRandomValidate', {});
  expect(issued.data.image).toMatch(/^<svg/);
  return { captchaId: issued.data.captchaId, answer: captcha.lastAnswer() };
}

describe('captcha after failed sign-ins', () => {
  it('asks for a captcha after 3 failures, the same for an unknown user and a wrong password', async () => {
    const answers = [];
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterAccountFailures; i += 1) answers.push(await login({ userName: 'approver', password: `wrong${i}` }));
    expect(answers[0].errors ?? []).toEqual([]);
    expect(answers[2]).toMatchObject({ status: 'E', msg: 'Wrong user name or password', errors: [{ field: 'captcha' }] });
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterAccountFailures; i += 1) answers.push(await login({ userName: 'ghost-user', password: `wrong${i}` }));
    expect(answers[5]).toEqual({ ...answers[2], data: answers[5].data });
  });

  it('refuses a missing, wrong or reused captcha, and accepts a right one', async () => {
    const missing = await login({ userName: 'approver', password: 'Approver@123' });
    expect(missing).toMatchObject({ status: 'E', msg: 'Type the characters shown in the picture (captcha)', errors: [{ field: 'captcha' }] });
    const wrong = await newCaptcha();
    const refused = await login({ userName: 'approver', password: 'Approver@123', captchaId: wrong.captchaId, captcha: `${wrong.answer}x` });
    expect(refused.msg).toBe('The captcha is wrong or expired; type the new one');
    // The wrong answer used the challenge up: the right answer to it is refused now.
    const reusedWrong = await login({ userName: 'approver', password: 'Approver@123', captchaId: wrong.captchaId, captcha: wrong.answer });
    expect(reusedWrong.msg).toBe('The captcha is wrong or expired; type the new one');
    const right = await newCaptcha();
    const accepted = await login({ userName: 'approver', password: 'Approver@123', captchaId: right.captchaId, captcha: right.answer.toUpperCase() });
    expect(accepted.status).toBe('S');
  });

  it('never accepts one captcha twice', async () => {
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterAccountFailures; i += 1) await login({ userName: 'buyer', password: `wrong${i}` });
    const solved = await newCaptcha();
    const first = await login({ userName: 'buyer', password: 'still-wrong', captchaId: solved.captchaId, captcha: solved.answer });
    expect(first.msg).toBe('Wrong user name or password');
    const second = await login({ userName: 'buyer', password: 'Buyer@123', captchaId: solved.captchaId, captcha: solved.answer });
    expect(second.msg).toBe('The captcha is wrong or expired; type the new one');
  });
});

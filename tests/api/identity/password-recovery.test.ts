import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogin, signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { mailsTo, publicCall, rememberingCaptcha } from './identity-support';

/** buyer's address in seed/system/demo-users.json. */
async function buyerEmail(server: TestServer): Promise<string> {
  const database = await server.database.open();
  const row = await database.db.selectFrom('base_users').select('email').where('userName', '=', 'buyer').executeTakeFirstOrThrow().finally(() => database.close());
  return String(row.email);
}

function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in ${body}`);
  return match[1];
}

const call = (server: TestServer, operation: string, body: Record<string, unknown>) => publicCall(server, 'base', 'basePasswordRestful', operation, body);

describe('forget password through the outbox', () => {
  const captcha = rememberingCaptcha();
  let server: TestServer;
  let email: string;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, { drawCaptcha: captcha.draw });
    email = await buyerEmail(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A fresh captcha and its answer, as a person reading the image would type it. */
  async function solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
    const issued = await publicCall<{ captchaId: string }>(server, 'base', 'baseLoginRestful', 'generateRandomValidate', {});
    return { captchaId: issued.data.captchaId, captcha: captcha.lastAnswer() };
  }

  /** A code request as the recovery page sends it: with a freshly solved captcha. */
  async function sendCode(userName: string) {
    return call(server, 'sendForgetPasswordCode', { userName, ...(await solvedCaptcha()) });
  }

  it('answers whether a user name exists only behind a solved captcha', async () => {
    const missing = await call(server, 'validateExistedByUserName', { userName: 'buyer' });
    expect(missing).toMatchObject({ status: 'E', data: null, errors: [{ field: 'captcha', message: 'Type the characters shown in the picture (captcha)' }] });
    const wrong = await call(server, 'validateExistedByUserName', { userName: 'buyer', captchaId: (await solvedCaptcha()).captchaId, captcha: 'zzzz' });
    expect(wrong).toMatchObject({ status: 'E', data: null, errors: [{ field: 'captcha', message: 'The captcha is wrong or expired; type the new one' }] });
    const solved = await solvedCaptcha();
    expect((await call(server, 'validateExistedByUserName', { userName: 'buyer', ...solved })).data).toEqual({ existed: true });
    const reused = await call(server, 'validateExistedByUserName', { userName: 'buyer', ...solved });
    expect(reused.errors?.[0]?.field).toBe('captcha');
    expect((await call(server, 'validateExistedByUserName', { userName: 'nobody-here', ...(await solvedCaptcha()) })).data).toEqual({ existed: false });
  });

  it('refuses more than 10 lookups from one address in 15 minutes, before looking at the captcha', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await call(server, 'validateExistedByUserName', { userName: `probe${i}` }));
    expect(answers.at(-1)).toMatchObject({ status: 'E', msg: expect.stringMatching(/^Too many requests; try again in \d+ min$/), data: null });
    expect(answers.at(-1)?.errors ?? []).toEqual([]);
  });

  it('sends a code only behind a solved captcha, used up by the send', async () => {
    const mailsBefore = (await mailsTo(server, email)).length;
    const missing = await call(server, 'sendForgetPasswordCode', { userName: 'buyer' });
    expect(missing).toMatchObject({ status: 'E', data: null, errors: [{ field: 'captcha', message: 'Type the characters shown in the picture (captcha)' }] });
    const solved = await solvedCaptcha();
    const wrong = await call(server, 'sendForgetPasswordCode', { userName: 'buyer', captchaId: solved.captchaId, captcha: 'zzzz' });
    expect(wrong).toMatchObject({ status: 'E', data: null, errors: [{ field: 'captcha', message: 'The captcha is wrong or expired; type the new one' }] });
    // The wrong answer used the challenge up: its right answer no longer counts.
    expect((await call(server, 'sendForgetPasswordCode', { userName: 'buyer', ...solved })).errors?.[0]?.field).toBe('captcha');
    expect(await mailsTo(server, email)).toHaveLength(mailsBefore);
  });

  it('answers a code request for an unknown user exactly as for a known one', async () => {
    const unknown = await sendCode('nobody-here');
    const known = await sendCode('buyer');
    expect(unknown.msg).toBe(known.msg);
  });

  it('mails a code to the outbox; the code sets a new password once and ends the old sessions', async () => {
    const before = await signIn(server.baseUrl, 'buyer');
    await sendCode('buyer');
    const [mail] = await mailsTo(server, email);
    expect(mail).toMatchObject({ messageStatus: 'OUTBOX', subject: 'SRM platform password reset code' });
    const code = codeIn(mail.body);
    expect((await call(server, 'checkForgetPasswordCode', { userName: 'buyer', code })).status).toBe('S');
    const weak = await call(server, 'resetForgetPassword', { userName: 'buyer', code, newPassword: 'short' });
    expect(weak.errors?.[0]).toMatchObject({ field: 'newPassword', message: 'The password needs at least 8 characters' });
    const reset = await call(server, 'resetForgetPassword', { userName: 'buyer', code, newPassword: 'Autumn2026!' });
    expect(reset).toMatchObject({ status: 'S', msg: 'Password changed; sign in with the new password' });
    const reused = await call(server, 'resetForgetPassword', { userName: 'buyer', code, newPassword: 'Autumn2027!' });
    expect(reused.msg).toBe('The code is no longer valid (expired, used or too many tries); ask for a new one');
    const old = await before.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' });
    expect(old.status).toBe('NOTLOGIN');
    expect((await requestLogin(server.baseUrl, 'buyer', 'Autumn2026!')).status).toBe('S');
  });

  it('allows 5 wrong tries, then the code is gone; a new code replaces the old one', async () => {
    await sendCode('approver');
    await sendCode('buyer');
    const first = codeIn((await mailsTo(server, email))[0].body);
    await sendCode('buyer');
    const second = codeIn((await mailsTo(server, email))[0].body);
    if (first !== second) expect((await call(server, 'checkForgetPasswordCode', { userName: 'buyer', code: first })).status).toBe('E');
    const wrong = second === '000000' ? '000001' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await call(server, 'checkForgetPasswordCode', { userName: 'buyer', code: wrong })).msg);
    expect(answers[0]).toMatch(/^Wrong code; \d tries left$/);
    expect(answers[4]).toBe('The code is no longer valid (expired, used or too many tries); ask for a new one');
    const afterTries = await call(server, 'checkForgetPasswordCode', { userName: 'buyer', code: second });
    expect(afterTries.status).toBe('E');
  });

  it('refuses an expired code', async () => {
    await sendCode('buyer');
    const code = codeIn((await mailsTo(server, email))[0].body);
    const database = await server.database.open();
    await database.db.updateTable('sys_password_reset_codes').set({ expiresAt: Date.now() - 1 }).execute().finally(() => database.close());
    const expired = await call(server, 'checkForgetPasswordCode', { userName: 'buyer', code });
    expect(expired.msg).toBe('The code is no longer valid (expired, used or too many tries); ask for a new one');
  });

  it('changes the password of a signed-in user with the old one, ending his other sessions', async () => {
    const first = await signIn(server.baseUrl, 'supplier1', 'EN');
    const second = await signIn(server.baseUrl, 'supplier1', 'EN');
    const wrongOld = await second.adapter.request({ service: 'base', resource: 'basePasswordRestful', operation: 'changePassword', body: { oldPassword: 'nope', newPassword: 'Harbour2026!' } });
    expect(wrongOld.errors?.[0]).toMatchObject({ field: 'oldPassword', message: 'The current password is wrong' });
    const changed = await second.adapter.request<{ authorizationCode: string }>({
      service: 'base',
      resource: 'basePasswordRestful',
      operation: 'changePassword',
      body: { oldPassword: 'Supplier@123', newPassword: 'Harbour2026!' },
    });
    expect(changed.status).toBe('S');
    expect(changed.data.authorizationCode).toBeTruthy();
    expect((await first.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' })).status).toBe('NOTLOGIN');
    expect((await requestLogin(server.baseUrl, 'supplier1', 'Harbour2026!')).status).toBe('S');
  });

  it('lets an administrator reset a password from the users screen: a temporary password is mailed, old sessions end', async () => {
    const admin = await signIn(server.baseUrl, 'admin', 'EN');
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const database = await server.database.open();
    const target = await database.db.selectFrom('base_users').select(['userId', 'email']).where('userName', '=', 'approver').executeTakeFirstOrThrow().finally(() => database.close());
    const reset = (client: typeof admin, menu: Awaited<ReturnType<typeof admin.menu>> | undefined, id: unknown) =>
      client.adapter.request({ service: 'base', resource: 'baseUsersRestful', operation: 'doAdminResetUserPwd', body: { id }, menu });

    const usersMenu = await admin.menu('USER_MANAGE');
    expect(await reset(approver, usersMenu, target.userId)).toMatchObject({ status: 'E' });
    expect(await reset(admin, await admin.menu('LOOKUP_TYPE'), target.userId)).toMatchObject({ status: 'E' });
    expect(await reset(admin, usersMenu, 999_999)).toMatchObject({ status: 'E' });

    const done = await reset(admin, usersMenu, target.userId);
    expect(done).toMatchObject({ status: 'S', msg: expect.stringMatching(/temporary password/i) });
    const [mail] = await mailsTo(server, String(target.email));
    const temporary = /temporary password is (\S{12})\./.exec(mail.body)?.[1];
    expect(temporary).toBeTruthy();
    expect((await approver.adapter.request({ service: 'base', resource: 'baseLoginRestful', operation: 'currentUser' })).status).toBe('NOTLOGIN');
    expect((await requestLogin(server.baseUrl, 'approver', 'Approver@123')).status).toBe('E');
    expect((await requestLogin(server.baseUrl, 'approver', temporary ?? '')).status).toBe('S');
  });
});

/** Just enough SMTP for nodemailer: greets, accepts EHLO/MAIL/RCPT/DATA/QUIT, keeps each message. */
function smtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else messages[messages.length - 1] += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          messages.push('');
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
  }));
}

describe('forget password through SMTP', () => {
  const captcha = rememberingCaptcha();
  let server: TestServer;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    sink = await smtpSink();
    server = await startTestServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'srm@example.com' }, undefined, { drawCaptcha: captcha.draw });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => sink?.server.close(resolve));
  });

  it('sends the code by SMTP and records it as sent', async () => {
    const issued = await publicCall<{ captchaId: string }>(server, 'base', 'baseLoginRestful', 'generateRandomValidate', {});
    await call(server, 'sendForgetPasswordCode', { userName: 'buyer', captchaId: issued.data.captchaId, captcha: captcha.lastAnswer() });
    const [recorded] = await mailsTo(server, await buyerEmail(server));
    expect(recorded.errorMessage ?? '').toBe('');
    expect(recorded.messageStatus).toBe('SENT');
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toContain('From: srm@example.com');
    expect(sink.messages[0]).toContain(codeIn(recorded.body));
  });
});

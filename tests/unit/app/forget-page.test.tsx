import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './helpers/render-app';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';

vi.mock('../../../renderer/index', async () => (await import('./helpers/fake-renderer')).fakeRendererModule);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The server's answer to a code request, the same whether or not the user exists. */
const SENT = '如果该用户存在且登记了邮箱，验证码已发送，10分钟内有效';

/** The picture shown: the number of the captcha drawn, in its SVG. */
async function captchaNumber(): Promise<string> {
  const picture = (await screen.findByAltText('验证码')) as HTMLImageElement;
  return /<text>(\d+)<\/text>/.exec(decodeURIComponent(picture.src))?.[1] ?? '';
}

const CAPTCHA_WRONG = { status: 'E' as const, msg: '验证码错误或已过期，请输入新的验证码', data: null, errors: [{ field: 'captcha', message: '验证码错误或已过期，请输入新的验证码' }] };

function recoveryAdapter() {
  let pictures = 0;
  return createScriptedAdapter({
    'base/baseLoginRestful/generateRandomValidate': () => {
      pictures += 1;
      return ok({ captchaId: `c${pictures}`, image: `<svg xmlns="http://www.w3.org/2000/svg"><text>${pictures}</text></svg>` });
    },
    'base/basePasswordRestful/sendForgetPasswordCode': (request) => (request.body?.captcha === 'ok42' ? { status: 'S', msg: SENT, data: null } : CAPTCHA_WRONG),
    'base/basePasswordRestful/checkForgetPasswordCode': (request) =>
      request.body?.code === '123456'
        ? ok(null)
        : { status: 'E', msg: '验证码错误，还可以再试 4 次', data: null, errors: [{ field: 'code', message: '验证码错误，还可以再试 4 次' }] },
    'base/basePasswordRestful/resetForgetPassword': () => ({ status: 'S', msg: '密码已重置', data: null }),
  });
}

describe('the password recovery page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a code, refuses a wrong one under its field, and sets a new password that meets the policy', async () => {
    const { adapter, calls } = recoveryAdapter();
    renderApp('/forget', adapter);
    await screen.findByRole('heading', { name: '找回密码' });
    type('用户名', 'buyer01');
    expect(await captchaNumber()).toBe('1');
    type('验证码', 'ok42');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls.find((call) => call.operation === 'sendForgetPasswordCode')?.body).toEqual({ userName: 'buyer01', captchaId: 'c1', captcha: 'ok42' });
    expect(screen.getByRole('button', { name: /秒后可重新发送/ }).hasAttribute('disabled')).toBe(true);

    type('邮件验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误，还可以再试 4 次')).toBeTruthy();
    type('邮件验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));

    await screen.findByLabelText('新密码');
    type('新密码', 'short');
    type('确认新密码', 'short');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码长度不能少于8位')).toBeTruthy();
    type('新密码', 'Recovered#2026');
    type('确认新密码', 'Recovered#2026');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'resetForgetPassword')?.body).toMatchObject({
      userName: 'buyer01',
      code: '123456',
      newPassword: 'Recovered#2026',
    });
  });

  it('never asks whether the name exists: any name moves on to the code step with the same answer', async () => {
    const { adapter, calls } = recoveryAdapter();
    renderApp('/forget', adapter);
    await screen.findByRole('heading', { name: '找回密码' });
    type('用户名', 'nobody');
    await captchaNumber();
    type('验证码', 'ok42');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByLabelText('邮件验证码')).toBeTruthy();
    expect(calls.filter((call) => call.resource === 'basePasswordRestful').map((call) => call.operation)).toEqual(['sendForgetPasswordCode']);
  });

  it('sends no code without the captcha, shows its refusal under it and a new picture for the next try', async () => {
    const { adapter, calls } = recoveryAdapter();
    renderApp('/forget', adapter);
    await screen.findByRole('heading', { name: '找回密码' });
    type('用户名', 'buyer01');
    expect(await captchaNumber()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'sendForgetPasswordCode')).toHaveLength(0);

    type('验证码', 'zzzz');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText(CAPTCHA_WRONG.msg)).toBeTruthy();
    await waitFor(async () => expect(await captchaNumber()).toBe('2'));
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('邮件验证码')).toBeNull();

    type('验证码', 'ok42');
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'sendForgetPasswordCode').map((call) => call.body?.captchaId)).toEqual(['c1', 'c2']);
  });
});

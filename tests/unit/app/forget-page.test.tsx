import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './helpers/render-app';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';

vi.mock('../../../renderer/index', async () => (await import('./helpers/fake-renderer')).fakeRendererModule);

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The server's answer to a code request, the same whether or not the user exists. */
const SENT = '如果该用户存在且登记了邮箱，验证码已发送，10分钟内有效';

function recoveryAdapter() {
  return createScriptedAdapter({
    'base/basePasswordRestful/sendForgetPasswordCode': () => ({ status: 'S', msg: SENT, data: null }),
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
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
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
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByLabelText('邮件验证码')).toBeTruthy();
    expect(calls.filter((call) => call.resource === 'basePasswordRestful').map((call) => call.operation)).toEqual(['sendForgetPasswordCode']);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arcoLocaleFor } from '../../../src/app/i18n/arco-locale';
import type { LoginAnswer } from '../../../src/app/session/session-types';
import { renderApp } from './helpers/render-app';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';
import { buyer } from './helpers/session-fixtures';

vi.mock('../../../renderer/index', async () => (await import('./helpers/fake-renderer')).fakeRendererModule);

const answer: LoginAnswer = {
  authorizationCode: 'code-9',
  signSecret: 'secret-9',
  certificate: 'cert-9',
  gatewayTag: 'gw-9',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  user: buyer,
};

function fillAndSubmit(userName: string, password: string, submitLabel = '登录') {
  fireEvent.change(screen.getByLabelText(/用户名|User name/), { target: { value: userName } });
  fireEvent.change(screen.getByLabelText(/密码|Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submitLabel }));
}

describe('the login page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('switches every label, the saved language and Arco locale to English', async () => {
    const { i18n } = renderApp('/login', createScriptedAdapter({}).adapter);
    expect(await screen.findByText('账号登录')).toBeTruthy();
    expect(screen.getByText('SRM 供应商协同平台')).toBeTruthy();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('SRM Supplier Collaboration Platform')).toBeTruthy();
    expect(screen.getByLabelText('User name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('账号登录')).toBeNull();
    expect(i18n.language).toBe('EN');
    expect(localStorage.getItem('srm.language')).toBe('"EN"');
    expect(document.title).toBe('SRM Supplier Collaboration Platform');
    expect(arcoLocaleFor('EN').locale).toBe('en-US');
    expect(arcoLocaleFor('CN').locale).toBe('zh-CN');
  });

  it('asks for the user name and password before calling the server', async () => {
    const { adapter, calls } = createScriptedAdapter({});
    renderApp('/login', adapter);
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    // Arco's form checks each field on its own: their messages may land a render apart.
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    // Only the single sign-on providers were asked for, to show their buttons.
    expect(calls.map((call) => call.operation)).toEqual(['providers']);
  });

  it('shows the server message under the form when the login fails', async () => {
    const { adapter } = createScriptedAdapter({
      'base/baseLoginRestful/login': () => ({ status: 'E', msg: '用户名或密码错误', data: null }),
    });
    const { router } = renderApp('/login', adapter);
    await screen.findByText('账号登录');
    fillAndSubmit('buyer01', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the session and opens the buyer home after a successful login', async () => {
    const { adapter, calls } = createScriptedAdapter({
      'base/baseLoginRestful/login': () => ok(answer),
      'base/baseMenuRestful/findUserMenus': () => ok([]),
      'srm/pendingRestful/listPending': () => ok([]),
    });
    const { router } = renderApp('/', adapter);
    await screen.findByText('账号登录');
    fillAndSubmit(' buyer01 ', 'Secret#1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/inHome'));
    expect(calls.find((call) => call.operation === 'login')).toMatchObject({ body: { userName: 'buyer01', password: 'Secret#1' } });
    expect(JSON.parse(localStorage.getItem('srm.userInfo') ?? 'null')).toMatchObject({ authorizationCode: 'code-9' });
    expect(await screen.findByText('您好，王采购')).toBeTruthy();
  });

  it('asks for the captcha once the server wants one, sends it, and shows a new picture after a refusal', async () => {
    let pictures = 0;
    const { adapter, calls } = createScriptedAdapter({
      'base/baseLoginRestful/login': () => ({
        status: 'E',
        msg: '用户名或密码错误',
        data: null,
        errors: [{ field: 'captcha', message: '请输入图中的验证码' }],
      }),
      'base/baseLoginRestful/generateRandomValidate': () => {
        pictures += 1;
        return ok({ captchaId: `c${pictures}`, image: `<svg xmlns="http://www.w3.org/2000/svg"><text>${pictures}</text></svg>` });
      },
    });
    renderApp('/login', adapter);
    await screen.findByText('账号登录');
    expect(screen.queryByLabelText('验证码')).toBeNull();
    fillAndSubmit('buyer01', 'wrong');
    const picture = (await screen.findByAltText('验证码')) as HTMLImageElement;
    expect(picture.src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(picture.src)).toContain('<text>1</text>');

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'login')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(calls.filter((call) => call.operation === 'login')).toHaveLength(2));
    expect(calls.filter((call) => call.operation === 'login')[1].body).toMatchObject({ captchaId: 'c1', captcha: 'ab12' });
    await waitFor(() => expect(decodeURIComponent((screen.getByAltText('验证码') as HTMLImageElement).src)).toContain('<text>2</text>'));
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
  });

  it('leads to password recovery, registration and the registration status', async () => {
    renderApp('/login', createScriptedAdapter({}).adapter);
    await screen.findByText('账号登录');
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/forget');
    expect(screen.getByRole('link', { name: '供应商注册' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '注册进度查询' }).getAttribute('href')).toBe('/registerInfoEdit');
  });

  it('offers a button per single sign-on provider, in the chosen language, leading to the server', async () => {
    renderApp('/login', createScriptedAdapter({
      'base/baseSsoLoginRestful/providers': () => ok([{ code: 'GROUP_IAM', nameCn: '集团统一认证', nameEn: 'Group sign-on' }]),
    }).adapter);
    const button = await screen.findByRole('link', { name: '使用 集团统一认证 登录' });
    expect(button.getAttribute('href')).toBe('/api/auth/sso/GROUP_IAM/start');
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByRole('link', { name: 'Sign in with Group sign-on' })).toBeTruthy();
  });

  it('explains a refused single sign-on', async () => {
    renderApp('/login?ssoError=unknownUser&ssoUser=li.na', createScriptedAdapter({}).adapter);
    expect(await screen.findByText('平台中不存在账号“li.na”，且该提供方未开启自动创建用户，请联系管理员开通')).toBeTruthy();
  });

  it('back from the provider, redeems the session once and opens the home page', async () => {
    const { adapter, calls } = createScriptedAdapter({
      'base/baseSsoLoginRestful/session': () => ok(answer),
      'base/baseMenuRestful/findUserMenus': () => ok([]),
      'srm/pendingRestful/listPending': () => ok([]),
    });
    const { router } = renderApp('/login?sso=done', adapter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/inHome'));
    expect(calls.filter((call) => call.operation === 'session')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('srm.userInfo') ?? 'null')).toMatchObject({ authorizationCode: 'code-9' });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardRedirect, homePathFor, isPublicPath } from '../../../src/app/routes/route-guard';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';
import { renderApp, saveSession, savedInfo, supplierUser } from './helpers/render-app';

describe('guardRedirect', () => {
  const signedOut = { authorizationCode: null, userType: null };

  it('sends every private route to login without an authorization code', () => {
    for (const path of ['/main', '/main/inHome', '/main/purchaseOrderList', '/iframeBox', '/anything']) {
      expect(guardRedirect(path, signedOut)).toBe('/login');
    }
  });

  it('lets login, register and forget through without a code', () => {
    for (const path of ['/', '/login', '/register', '/forget', '/registerInfoEdit', '/login/']) {
      expect(isPublicPath(path)).toBe(true);
      expect(guardRedirect(path, signedOut)).toBeNull();
    }
  });

  it('sends a signed-in user from / and /login to his home', () => {
    expect(guardRedirect('/', { authorizationCode: 'x', userType: 'internal' })).toBe('/main/inHome');
    expect(guardRedirect('/login', { authorizationCode: 'x', userType: 'supplier' })).toBe('/main/exHome');
    expect(guardRedirect('/main/purchaseOrderList', { authorizationCode: 'x', userType: 'internal' })).toBeNull();
    expect(homePathFor('supplier')).toBe('/main/exHome');
  });
});

describe('the router guard', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('redirects a private route to the login page when nobody is signed in', async () => {
    const { router } = renderApp('/main/purchaseOrderList?menuId=1&respId=2', createScriptedAdapter({}).adapter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('lets the registration and recovery pages through without a session', async () => {
    const pages: [string, string][] = [['/forget', '找回密码'], ['/register', '供应商注册'], ['/registerInfoEdit', '注册进度查询']];
    for (const [path, title] of pages) {
      const view = renderApp(path, createScriptedAdapter({ 'srm/supplierRegisterRestful/issueRegisterToken': () => ok({ registerToken: 't' }) }).adapter);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });

  it('treats an expired saved session as no session', async () => {
    saveSession({ ...savedInfo(), expiresAt: new Date(Date.now() - 1000).toISOString() });
    const { router } = renderApp('/main/inHome', createScriptedAdapter({}).adapter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in supplier from /login to exHome', async () => {
    saveSession(savedInfo(supplierUser));
    const { router } = renderApp('/login', createScriptedAdapter({}).adapter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/exHome'));
  });

  it('shows a real not-found page with a way back for unknown addresses', async () => {
    saveSession(savedInfo());
    const { router } = renderApp('/no/such/page', createScriptedAdapter({}).adapter);
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    screen.getByRole('button', { name: '返回首页' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/inHome'));
  });
});

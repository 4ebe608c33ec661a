import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { startTestOidcProvider, type TestOidcProvider } from '../api/sso/oidc-test-provider';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const CLIENT = { clientId: 'srm-e2e', clientSecret: 'e2e-Client-Secret-7b1d4c' };

/**
 * Single sign-on in Chromium: the administrator adds an OpenID provider on the baseSSO screens; the login page
 * then offers "使用 集团统一认证 登录", which goes through the real provider's (oidc-provider) own login and
 * consent pages and lands signed in as the mapped platform user.
 */
describe.runIf(run)('single sign-on through a real OpenID provider, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  /** Console errors of the platform's pages; the provider's development pages load fonts from the internet. */
  const appErrors: string[] = [];
  let idp: TestOidcProvider;

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(server.baseUrl) && !message.text().includes('element.ref was removed')) appErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (page.url().startsWith(server.baseUrl)) appErrors.push(error.message);
    });
    idp = await startTestOidcProvider({ ...CLIENT, redirectUris: [`${server.baseUrl}/api/auth/sso/GROUP_SSO/callback`] }, { interactive: true });
    idp.accounts.set('wang.fang', { sub: 'wang.fang', preferred_username: 'buyer', email: 'buyer@example.cn', name: '王芳' });
  });

  afterAll(async () => {
    await idp?.stop();
    await session?.close();
  });

  const field = (name: string) => activePane(page).locator(`[data-field="${name}"]`);

  it('the administrator adds the provider on the single sign-on screens, the secret typed hidden', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    // 平台管理 > 集成 > 单点登录: open the 集成 group when its items are not shown yet.
    const item = page.locator('.arco-menu').getByText('单点登录', { exact: true });
    if (!(await item.isVisible())) await openMenu(page, '集成');
    await openMenu(page, '单点登录');
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/baseSSOEdit/);
    await field('providerCode').locator('input').fill('GROUP_SSO');
    await field('providerNameCn').locator('input').fill('集团统一认证');
    await field('providerNameEn').locator('input').fill('Group sign-on');
    await field('issuerUrl').locator('input').fill(idp.issuer);
    await field('clientId').locator('input').fill(CLIENT.clientId);
    const secret = field('clientSecret').locator('input');
    expect(await secret.getAttribute('type')).toBe('password');
    await secret.fill(CLIENT.clientSecret);
    await screenshot(page, 'sso-01-provider-edit');
    await activePane(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: '保存成功' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // Read back after the save: the secret is never shown again.
    expect(await field('clientSecret').locator('input').inputValue()).toBe('');
    expect(await page.content()).not.toContain(CLIENT.clientSecret);
    await signOut(page);
  });

  it('the login page offers the provider; its login and consent pages lead back signed in', async () => {
    await page.goto(`${server.baseUrl}/login`);
    const button = page.getByRole('link', { name: '使用 集团统一认证 登录' });
    await button.waitFor();
    await screenshot(page, 'sso-02-login-page');
    await button.click();
    // The provider's own (development) login page: the login typed is the subject.
    await page.waitForURL((url) => url.href.startsWith(idp.issuer));
    await page.locator('input[name="login"]').fill('wang.fang');
    await page.locator('input[name="password"]').fill('any');
    await screenshot(page, 'sso-03-provider-login');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/main\/inHome/, { timeout: 20_000 });
    // The demo buyer (user name buyer), whose full name the frame shows.
    await expect.poll(() => page.getByTestId('current-user').innerText()).toContain('王采购');
    await screenshot(page, 'sso-04-signed-in');
    await signOut(page);
  });

  it('an unknown account comes back to the login page with a message saying why', async () => {
    idp.accounts.set('li.na', { sub: 'li.na', preferred_username: 'li.na', email: 'li.na@example.cn', name: '李娜' });
    // Another person at this browser: the provider's session of wang.fang is gone.
    await page.context().clearCookies();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: '使用 集团统一认证 登录' }).click();
    await page.waitForURL((url) => url.href.startsWith(idp.issuer));
    await page.locator('input[name="login"]').fill('li.na');
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('平台中不存在账号“li.na”').waitFor({ timeout: 20_000 });
    await screenshot(page, 'sso-05-unknown-user');
    expect(appErrors).toEqual([]);
  });
});

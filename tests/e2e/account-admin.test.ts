import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { requestLogin } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

describe.runIf(run)('passwords: a user changes his own, an administrator resets another, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('a supplier user changes his password from the user menu and signs in with the new one', async () => {
    await signIn(page, server.baseUrl, 'supplier2', 'Supplier@123');
    await page.getByTestId('current-user').click();
    await page.getByText('修改密码').click();
    const dialog = page.locator('.arco-modal');
    await dialog.getByLabel('当前密码').fill('Supplier@123');
    await dialog.getByLabel('新密码', { exact: true }).fill('Harbour#2026');
    await dialog.getByLabel('确认新密码').fill('Harbour#2026');
    await screenshot(page, 'account-01-change-password');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('密码已修改').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // The window carries on with its new session.
    await page.reload();
    await page.waitForURL(/\/main\/exHome/);
    await signOut(page);
    expect((await requestLogin(server.baseUrl, 'supplier2', 'Supplier@123')).status).toBe('E');
    await signIn(page, server.baseUrl, 'supplier2', 'Harbour#2026');
    await signOut(page);
  });

  it('the administrator resets the approver password from the users screen; the old one stops working', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '用户管理');
    const link = activePane(page).locator('.srm-grid-link', { hasText: 'approver' });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await link.click();
    await expect.poll(() => activePane(page).locator('[data-field="userName"] input').inputValue(), { timeout: 10_000 }).toBe('approver');
    await activePane(page).getByRole('button', { name: '重置密码' }).click();
    await page.locator('.arco-modal .arco-btn-primary').click();
    await page.getByText('密码已重置，临时密码已通过邮件发送给用户').waitFor();
    await screenshot(page, 'account-02-admin-reset');
    expect((await requestLogin(server.baseUrl, 'approver', 'Approver@123')).status).toBe('E');

    await openMenu(page, '消息记录');
    await expect.poll(() => activePane(page).getByText('approver@example.com').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});

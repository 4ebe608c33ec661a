import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { requestLogin } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseOption, gridRows, showEditTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

describe.runIf(run)('user centre: a supplier user edits his profile and signs another device out, in Chromium', () => {
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

  it('opens his centre from the account menu, changes his phone and preferred language', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await page.getByTestId('current-user').click();
    await page.locator('.arco-dropdown-menu-item', { hasText: '个人中心' }).click();
    const link = activePane(page).locator('.srm-grid-link', { hasText: 'supplier1' });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await link.click();
    const phone = activePane(page).locator('[data-field="phone"] input');
    await expect.poll(() => activePane(page).locator('[data-field="userFullName"] input').inputValue(), { timeout: 10_000 }).not.toBe('');
    await phone.fill('0755-26881234');
    await chooseOption(page, 'languageCode', '英文');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').first().waitFor();
    await showEditTab(page, '我的职责');
    await activePane(page).getByText('SUPPLIER_PORTAL').first().waitFor();
    await screenshot(page, 'user-centre-01-profile');
  });

  it('lists his devices and signs the other one out', async () => {
    const other = await requestLogin(server.baseUrl, 'supplier1', 'Supplier@123');
    expect(other.status).toBe('S');
    await page.getByTestId('current-user').click();
    await page.locator('.arco-dropdown-menu-item', { hasText: '登录设备' }).click();
    const rows = gridRows(page);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'user-centre-02-sessions');
    const otherRow = rows.filter({ hasNotText: 'HeadlessChrome' }).first();
    await otherRow.locator('[data-cell$=":__selection"] .arco-checkbox').click();
    await activePane(page).getByRole('button', { name: '退出选中设备' }).click();
    await page.locator('.arco-popconfirm .arco-btn-primary, .arco-modal .arco-btn-primary').first().click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('signs in again in his preferred language', async () => {
    await signOut(page);
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await page.getByText('Sign out').waitFor();
    await screenshot(page, 'user-centre-03-english');
    expect(consoleErrors).toEqual([]);
  });
});

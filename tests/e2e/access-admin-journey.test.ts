import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { signIn as apiSignIn } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { documentScreen } from './support/document-screen';
import { activePane, chooseOption, gridRows, lineCell, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

/**
 * Access administration end to end: the administrator makes a responsibility with two menus and one button
 * (权限管理 > 职责管理), creates a user and gives it to him (权限管理 > 内部用户); the user signs in with the
 * temporary password he was mailed and sees exactly those two menus and that button; the administrator
 * revokes the button and it is gone from the user's screen on his next navigation.
 */
describe.runIf(run)('access administration journey in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let userPage: Page;
  let consoleErrors: string[] = [];
  const screen = documentScreen(() => page);

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, browser, consoleErrors } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  async function saveAndWait(): Promise<void> {
    await screen.button('保存').click();
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: /成功|已保存/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  }

  /** Picks a reference in a line cell: searched by its name, chosen by its code (options show both). */
  async function pickInCell(line: number, column: string, name: string, code: string): Promise<void> {
    const select = lineCell(page, line, column).locator('.arco-select');
    await select.click();
    await select.locator('input').fill(name);
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: code }).first().click();
  }

  /** The side menu as the user sees it with 采购管理 opened: its folders and function menus. */
  async function sideMenu(on: Page): Promise<{ folders: string[]; functions: string[] }> {
    const folders = on.locator('.arco-menu .arco-menu-inline-header');
    await expect.poll(() => folders.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const purchasing = folders.filter({ hasText: '采购管理' });
    if ((await purchasing.count()) === 1 && !(await on.locator('.arco-menu .arco-menu-item').count())) await purchasing.click();
    await expect.poll(() => on.locator('.arco-menu .arco-menu-item').count()).toBeGreaterThan(0);
    const texts = async (locator: ReturnType<Page['locator']>) => (await locator.allInnerTexts()).map((text) => text.trim()).sort();
    return { folders: await texts(folders), functions: await texts(on.locator('.arco-menu .arco-menu-item')) };
  }

  it('the administrator creates a responsibility with two menus and one button', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '权限管理');
    await openMenu(page, '职责管理');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/respSave/);
    await screen.field('responsibilityCode').locator('input').fill('QC_INSPECTOR');
    await screen.field('responsibilityName').locator('input').fill('来料检验员');
    await screen.field('responsibilityNameEn').locator('input').fill('Incoming inspector');
    await chooseOption(page, 'userType', '内部');
    const lines: [string, string][] = [['采购订单', 'PO_LIST'], ['采购历史', 'PURCHASE_HISTORY'], ['采购历史', 'PURCHASE_HISTORY']];
    for (const [line, [name, code]] of lines.entries()) {
      await activePane(page).getByRole('button', { name: '添加行' }).click();
      await pickInCell(line, 'menuId', name, code);
    }
    await pickInCell(2, 'resourceId', '导出', 'btnExport');
    await screenshot(page, 'access-01-responsibility');
    await saveAndWait();
    await expect.poll(() => lineCell(page, 2, 'resourceCode').innerText()).toBe('btnExport');
  });

  it('the administrator creates a user holding it and resets his password', async () => {
    await openMenu(page, '内部用户');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/\/resp/);
    await screen.field('userName').locator('input').fill('inspector');
    await screen.field('userFullName').locator('input').fill('孙检验');
    await chooseOption(page, 'userType', '内部');
    await screen.field('email').locator('input').fill('inspector@example.com');
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await pickInCell(0, 'responsibilityId', '来料检验员', 'QC_INSPECTOR');
    await saveAndWait();
    await screenshot(page, 'access-02-user');
    await screen.runConfirmed('重置密码');
    await page.getByText('密码已重置，临时密码已通过邮件发送给用户').waitFor();
  });

  it('the user signs in with the mailed password and sees exactly the two menus and the button', async () => {
    const admin = await apiSignIn(server.baseUrl, 'admin');
    const mails = await admin.adapter.request<{ body: string }[]>({
      service: 'base',
      resource: 'baseMessageHistoryRestful',
      operation: 'listByPage',
      body: { recipient: 'inspector@example.com' },
      menu: await admin.menu('MESSAGE_HISTORY'),
    });
    const password = /临时密码为 (\S+?)。/.exec(mails.data[0].body)?.[1] as string;
    expect(password).toBeTruthy();
    userPage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    userPage.on('pageerror', (error) => consoleErrors.push(error.message));
    await signIn(userPage, server.baseUrl, 'inspector', password);
    expect(await sideMenu(userPage)).toEqual({ folders: ['采购管理'], functions: ['采购历史价格', '采购订单'] });
    await openMenu(userPage, '采购历史价格');
    await expect.poll(() => activePane(userPage).getByRole('button', { name: '导出', exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(userPage, 'access-03-user-sees');
  });

  it('the administrator revokes the button; it disappears for the user on his next navigation', async () => {
    await openMenu(page, '职责管理');
    await activePane(page).locator('.srm-grid-link', { hasText: 'QC_INSPECTOR' }).click();
    await expect.poll(() => lineCell(page, 2, 'resourceCode').innerText(), { timeout: 15_000 }).toBe('btnExport');
    await activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"][aria-rowindex="3"]').getByRole('button', { name: '删除' }).click();
    await saveAndWait();
    await expect.poll(() => activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"]').count()).toBe(2);
    await screenshot(page, 'access-04-revoked');

    await userPage.reload();
    expect(await sideMenu(userPage)).toEqual({ folders: ['采购管理'], functions: ['采购历史价格', '采购订单'] });
    await openMenu(userPage, '采购历史价格');
    await expect.poll(() => activePane(userPage).getByRole('button', { name: '查询' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await activePane(userPage).getByRole('button', { name: '导出', exact: true }).count()).toBe(0);
    await screenshot(userPage, 'access-05-button-gone');
  });

  it('the administrator sees the menu tree and who holds which responsibility', async () => {
    await openMenu(page, '菜单功能');
    const purchasing = activePane(page).locator('.srm-tree-panel [data-node-key]', { hasText: '采购管理' });
    await expect.poll(() => purchasing.count(), { timeout: 15_000 }).toBe(1);
    await purchasing.click();
    await expect.poll(() => activePane(page).locator('.srm-tree-form [data-field="menuCode"] input').inputValue(), { timeout: 10_000 }).toBe('PURCHASE');
    await screenshot(page, 'access-06-menu-tree');
    await openMenu(page, '用户职责');
    await expect.poll(() => activePane(page).locator('.srm-data-table').getByText('QC_INSPECTOR').count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'access-07-user-responsibilities');
    expect(consoleErrors).toEqual([]);
  });
});

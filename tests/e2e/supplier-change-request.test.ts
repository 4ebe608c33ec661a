import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseOption, openMenu, showEditTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const NEW_PHONE = '021-55550123';

/**
 * Spec 2.7, changeInfoList: a supplier changes its own master data only through a change request, which the
 * buyer approves before it applies.
 */
describe.runIf(run)('a supplier change request, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let changeNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the supplier requests a new company phone and submits it', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openMenu(page, '供应商信息变更');
    await page.waitForURL(/changeInfoList/);
    await activePane(page).getByRole('button', { name: '发起变更' }).click();
    await page.waitForURL(/changeInfoEdit/);
    await chooseOption(page, 'supplierId', '华东精密机械有限公司');
    await activePane(page).locator('[data-field="changeReason"] textarea').fill('总机号码变更');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    const number = activePane(page).locator('[data-field="changeNumber"]');
    await expect.poll(() => number.innerText(), { timeout: 15_000 }).toMatch(/^SC\d{8}-\d{4}$/);
    changeNumber = (await number.innerText()).trim();

    // From the first save on, the request shows the supplier's data to change.
    const phone = activePane(page).locator('[data-field="companyPhone"] input');
    await expect.poll(() => activePane(page).locator('[data-field="supplierName"] input').inputValue()).toBe('华东精密机械有限公司');
    await phone.fill(NEW_PHONE);
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await showEditTab(page, '变更明细');
    await expect.poll(() => activePane(page).locator('.srm-lines-grid').getByText(NEW_PHONE).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'supplier-change-01-request');

    await activePane(page).getByRole('button', { name: '提交' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 15_000 }).toContain('已提交');
    await signOut(page);
  });

  it('the buyer approves it, and the supplier master shows the new phone', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '供应商信息变更');
    await page.waitForURL(/changeInfoList/);
    await activePane(page).locator('.srm-grid-link', { hasText: changeNumber }).click();
    await page.waitForURL(/changeInfoEdit/);
    await showEditTab(page, '变更明细');
    await expect.poll(() => activePane(page).locator('.srm-lines-grid').getByText(NEW_PHONE).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '审批通过并生效' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 15_000 }).toContain('已生效');
    await screenshot(page, 'supplier-change-02-approved');

    // The supplier master (供应商信息, the administrator's menu) shows the new phone.
    await signOut(page);
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '供应商信息');
    await page.waitForURL(/supplierInfoList/);
    await expect.poll(() => activePane(page).getByText(NEW_PHONE).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'supplier-change-03-supplier-record');
    expect(session.consoleErrors).toEqual([]);
  });
});

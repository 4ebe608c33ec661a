import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, chooseInCell, chooseOption, lineCell, openMenu, scrollLinesToStart, showEditTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const NEW_ACCOUNT = '6214830215558888';
const POLL = { timeout: 15_000 };

/**
 * Issue 20: a supplier requests a bank account change (a new primary account) through a change request, the
 * buyer approves it, and a new order for that supplier takes the new account.
 */
describe.runIf(run)('a supplier bank account change reaching the order, in Chromium', () => {
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

  it('the supplier requests a new primary bank account and submits it', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openMenu(page, '供应商信息变更');
    await page.waitForURL(/changeInfoList/);
    await activePane(page).getByRole('button', { name: '发起变更' }).click();
    await page.waitForURL(/changeInfoEdit/);
    await chooseOption(page, 'supplierId', '华东精密机械有限公司');
    await activePane(page).locator('[data-field="changeReason"] textarea').fill('收款账户变更为招商银行');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    const number = activePane(page).locator('[data-field="changeNumber"]');
    await expect.poll(() => number.innerText(), POLL).toMatch(/^SC\d{8}-\d{4}$/);
    changeNumber = (await number.innerText()).trim();

    // The request holds a copy of the supplier's account; the new one is added beside it and made primary.
    await showEditTab(page, '银行账户');
    await expect.poll(() => lineCell(page, 0, 'accountNumber').innerText(), POLL).toBe('62221031000000');
    // The copied account is no longer the primary one (a click on its row edits it)...
    await lineCell(page, 0, 'accountName').click();
    const oldPrimary = lineCell(page, 0, 'primaryFlag').locator('[role="switch"]');
    await expect.poll(() => oldPrimary.getAttribute('aria-checked'), POLL).toBe('true');
    await oldPrimary.click();
    // ...the new one, added beside it, is.
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await scrollLinesToStart(page);
    await chooseInCell(page, 1, 'bankId', '招商银行');
    await lineCell(page, 1, 'branchId').locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option').first().click();
    await lineCell(page, 1, 'accountName').locator('input').fill('华东精密机械有限公司');
    await lineCell(page, 1, 'accountNumber').locator('input').fill(NEW_ACCOUNT);
    const newPrimary = lineCell(page, 1, 'primaryFlag').locator('[role="switch"]');
    await newPrimary.click();
    await expect.poll(() => newPrimary.getAttribute('aria-checked'), POLL).toBe('true');
    await screenshot(page, 'bank-account-change-01-edit');
    await activePane(page).getByRole('button', { name: '保存' }).click();

    await showEditTab(page, '变更明细');
    const changes = activePane(page).locator('.srm-lines-grid');
    await expect.poll(() => changes.getByText(NEW_ACCOUNT).count(), POLL).toBeGreaterThan(0);
    await screenshot(page, 'bank-account-change-02-request');

    await activePane(page).getByRole('button', { name: '提交' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), POLL).toContain('已提交');
    await signOut(page);
  });

  it('the buyer approves it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '供应商信息变更');
    await page.waitForURL(/changeInfoList/);
    await activePane(page).locator('.srm-grid-link', { hasText: changeNumber }).click();
    await page.waitForURL(/changeInfoEdit/);
    await showEditTab(page, '变更明细');
    await expect.poll(() => activePane(page).locator('.srm-lines-grid').getByText(NEW_ACCOUNT).count(), POLL).toBeGreaterThan(0);
    await screenshot(page, 'bank-account-change-03-buyer-review');
    await activePane(page).getByRole('button', { name: '审批通过并生效' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), POLL).toContain('已生效');
  });

  it('a new order for the supplier takes the new account', async () => {
    await openNewOrder(page);
    await fillOrderHeader(page, '华东精密机械有限公司');
    await expect.poll(() => activePane(page).locator('[data-field="supplierBankAccountId"]').innerText(), POLL).toContain(NEW_ACCOUNT);
    await screenshot(page, 'bank-account-change-04-new-order');
    expect(session.consoleErrors).toEqual([]);
  });
});

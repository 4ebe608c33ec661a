import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseInCell, gridRows, lineCell, openMenu, scrollLinesToStart, showEditTab, signIn } from './support/ui';

const run = chromiumAvailable();
const POLL = { timeout: 15_000 };
const COMPANY = '杭州测试精密五金有限公司';

describe.runIf(run)('a buyer creates a supplier with a bank account from the branch cascade and opens its portal account, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let supplierNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
  });
  afterAll(async () => {
    await session?.close();
  });

  it('creates the supplier: the branch select offers only branches of the chosen bank', async () => {
    await openMenu(page, '新建供应商');
    await activePane(page).locator('[data-field="supplierName"] input').fill(COMPANY);
    await activePane(page).locator('[data-field="creditCode"] input').fill('91330100MA2H7K5X1H');
    await showEditTab(page, '银行账户');
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await scrollLinesToStart(page);
    await chooseInCell(page, 0, 'bankId', '招商银行');
    const branch = lineCell(page, 0, 'branchId').locator('.arco-select');
    await branch.click();
    const options = page.locator('.arco-select-popup:visible .arco-select-option');
    await expect.poll(() => options.count(), POLL).toBeGreaterThan(0);
    expect((await options.allInnerTexts()).every((text) => text.includes('招商银行'))).toBe(true);
    await options.first().click();
    await lineCell(page, 0, 'accountName').locator('input').fill(COMPANY);
    await lineCell(page, 0, 'accountNumber').locator('input').fill('571908812310601');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    const number = activePane(page).locator('[data-field="supplierNumber"]');
    await expect.poll(() => number.innerText(), POLL).toMatch(/^S\d{6}$/);
    supplierNumber = (await number.innerText()).trim();
    await screenshot(page, 'supplier-master-create');
  });

  it('opens the portal account: sign-in name and e-mail saved, the temporary password mailed', async () => {
    await openMenu(page, '开通供应商门户');
    const search = activePane(page).getByRole('search');
    await search.locator('.srm-search-field', { hasText: '供应商编码' }).locator('input').fill(supplierNumber);
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => gridRows(page).count(), POLL).toBe(1);
    const row = gridRows(page).first();
    await row.locator('[data-cell$=":portalUserName"]').click();
    await row.locator('[data-cell$=":portalUserName"] input').fill('hzcs01');
    await row.locator('[data-cell$=":portalEmail"]').click();
    await row.locator('[data-cell$=":portalEmail"] input').fill('hzcs01@example.com');
    await row.locator('[data-cell$=":portalEmail"] input').press('Enter');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message', { hasText: '已保存 1 行' }).first().waitFor();
    await row.getByRole('button', { name: '开通门户账号' }).click();
    await page.locator('.arco-popconfirm .arco-btn-primary, .arco-modal .arco-btn-primary').first().click();
    // The list reloads the row: the portal account column names the new user.
    await expect.poll(() => gridRows(page).first().locator('[data-cell$=":portalUserFullName"]').innerText(), POLL).toContain('hzcs01');
    await screenshot(page, 'supplier-master-portal');
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { addOrderLine, fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, gridRows, lineCell, openMenu, scrollLinesToEnd, showTab, signIn, signOut, tabTitles } from './support/ui';

const run = chromiumAvailable();

describe.runIf(run)('purchase order, from buyer to approver to suppliers, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let poNumber = '';
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the buyer creates an order with two lines and submits it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await screenshot(page, '01-buyer-home');
    await openNewOrder(page);
    // The buyer field starts with the signed-in buyer ("default": "$currentUser").
    await expect.poll(() => activePane(page).locator('[data-field="buyerId"]').innerText()).toContain('王采购');
    await screenshot(page, '02-new-order');
    await fillOrderHeader(page, '华东精密机械有限公司');
    await addOrderLine(page, 0, { item: '数控车床主轴', qty: '3', price: '11.30', date: '2026-12-15' });
    await addOrderLine(page, 1, { item: '精密轴承 6205', qty: '10', price: '22.60', date: '2026-12-20' });
    // Each new line takes the order's tax rate (inherit), shown before saving (at the grid's right end).
    await scrollLinesToEnd(page);
    await expect.poll(() => lineCell(page, 0, 'taxRateCode').innerText()).toBe('13%增值税');
    // The line's date picker has closed: the picture shows the form, not the calendar fading out.
    await expect.poll(() => page.locator('.arco-picker-container:visible').count()).toBe(0);
    await screenshot(page, '02b-order-form-filled');
    await activePane(page).getByRole('button', { name: '保存' }).click();

    const number = activePane(page).locator('[data-field="poNumber"]');
    await expect.poll(() => number.innerText(), { timeout: 10_000 }).toMatch(/^PO\d{8}-\d{4}$/);
    poNumber = (await number.innerText()).trim();
    // totals computed by the server: 3 x 11.30 + 10 x 22.60 = 259.90 incl. tax, 230.00 excl. 13% tax
    await expect.poll(() => activePane(page).locator('[data-field="taxTotalAmount"]').innerText()).toContain('259.90');
    await expect.poll(() => activePane(page).locator('[data-field="nonTaxTotalAmount"]').innerText()).toContain('230.00');
    await screenshot(page, '03-order-saved');

    await activePane(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText()).toContain('已提交');
    await screenshot(page, '04-order-submitted');
    await signOut(page);
  });

  it('the saved order keeps its own tab, the kept-alive list shows it, and a reload or a bare link reopens it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, '深圳宏达电子科技有限公司');
    await addOrderLine(page, 0, { item: '贴片电容', qty: '100', price: '0.50', date: '2026-12-15' });
    await activePane(page).getByRole('button', { name: '保存' }).click();

    // After the first save the tab's address names the new record.
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    const number = activePane(page).locator('[data-field="poNumber"]');
    await expect.poll(() => number.innerText(), { timeout: 10_000 }).toMatch(/^PO\d{8}-\d{4}$/);
    const savedNumber = (await number.innerText()).trim();
    const savedAddress = new URL(page.url());
    // The tab names the order by its number, not by its database id.
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '采购订单', `采购订单维护 · ${savedNumber}`]);

    // The list tab was kept alive while the order was created: shown again, it reloads and lists it.
    await showTab(page, '采购订单');
    await page.waitForURL(/purchaseOrderList/);
    const link = activePane(page).locator('.srm-grid-link', { hasText: savedNumber });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    // Reopening the saved order activates its tab instead of opening a second one.
    await link.click();
    await page.waitForURL(/purchaseOrderEdit/);
    await expect.poll(() => tabTitles(page)).toHaveLength(3);
    await expect
      .poll(() => page.locator('.srm-tabs-bar .arco-tabs-header-title-active').innerText())
      .toBe(`采购订单维护 · ${savedNumber}`);
    await screenshot(page, '04b-saved-order-one-tab');

    // A reload shows the order, not an empty form.
    await page.reload();
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), { timeout: 10_000 }).toBe(savedNumber);

    // A bare link without the menu context works under the menu of the order list.
    await page.goto(`${server.baseUrl}/main/purOrderManage/purchaseOrderEdit?id=${savedAddress.searchParams.get('id')}`);
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), { timeout: 10_000 }).toBe(savedNumber);
    await expect.poll(() => new URL(page.url()).searchParams.get('menuId')).toBe(savedAddress.searchParams.get('menuId'));
    await expect.poll(() => activePane(page).getByRole('button', { name: '提交' }).count()).toBe(1);
    expect(await page.getByText('您没有权限执行此操作').count()).toBe(0);

    // A screen none of the buyer's menus leads to says so instead of failing on every call.
    await page.goto(`${server.baseUrl}/main/lookuptype`);
    await expect.poll(() => activePane(page).getByText('您没有访问此页面的权限').count()).toBe(1);
    await screenshot(page, '04c-no-screen-access');
    await signOut(page);
  });

  it('the approver approves it', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await expect.poll(() => page.getByText(poNumber).count()).toBeGreaterThan(0);
    await openMenu(page, '采购订单');
    await page.waitForURL(/purchaseOrderList/);
    await activePane(page).locator('.srm-grid-link', { hasText: poNumber }).click();
    await page.waitForURL(/purchaseOrderEdit/);
    await expect(activePane(page).getByRole('button', { name: '保存' }).count()).resolves.toBe(0);
    await activePane(page).getByRole('button', { name: '审批通过' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText()).toContain('已审批');
    await expect.poll(() => activePane(page).locator('[data-field="approvalUserId"]').innerText()).toContain('审批');
    await screenshot(page, '05-order-approved');
    await signOut(page);
  });

  it('the buyer sends the approved order to its supplier', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await page.waitForURL(/purchaseOrderList/);
    await activePane(page).locator('.srm-grid-link', { hasText: poNumber }).click();
    await page.waitForURL(/purchaseOrderEdit/);
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText()).toContain('已审批');
    await activePane(page).locator('.srm-edit-header').getByRole('button', { name: '发布', exact: true }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText()).toContain('已发布');
    await signOut(page);
  });

  it('the ordered supplier sees the order; the other supplier does not', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await expect.poll(() => page.getByText(poNumber).count()).toBeGreaterThan(0);
    await screenshot(page, '06-supplier1-home');
    // A row of the work bench opens the order itself.
    await page.locator('.srm-pending-card').getByText(poNumber, { exact: true }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText()).toBe(poNumber);
    await openMenu(page, '采购订单');
    await expect.poll(() => activePane(page).getByText(poNumber, { exact: true }).count()).toBe(1);
    await expect(activePane(page).getByRole('button', { name: '新增', exact: true }).count()).resolves.toBe(0);
    await screenshot(page, '07-supplier1-list');
    await signOut(page);

    await signIn(page, server.baseUrl, 'supplier2', 'Supplier@123');
    await openMenu(page, '采购订单');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(0);
    expect(await activePane(page).getByText(poNumber, { exact: true }).count()).toBe(0);
    await screenshot(page, '08-supplier2-list');
    expect(consoleErrors).toEqual([]);
  });
});

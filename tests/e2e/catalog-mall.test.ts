import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, lineCell, openMenu, showEditTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

/**
 * The catalogue mall end to end (seed/demo/records/16x-*: approved prices of 上海制造有限公司, the buyer's cart
 * with A4 paper, helmets and a keyboard set): the buyer searches the mall for monitors, adds two to his cart,
 * changes a quantity, is refused a checkout across suppliers, checks the monitors out into a catalogue order
 * and submits it; the approver approves it; the buyer generates the purchase order from it.
 */
describe.runIf(run)('the catalogue mall, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let orderNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  const field = (name: string) => activePane(page).locator(`[data-field="${name}"]`);
  const headerButton = (name: string) => activePane(page).locator('.srm-edit-header').getByRole('button', { name, exact: true });
  const message = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });
  const confirmDialog = async () => {
    const dialog = page.locator('.arco-modal:visible');
    await dialog.getByRole('button', { name: '确定' }).click();
  };
  const rowOf = (text: string) => gridRows(page).filter({ hasText: text });
  const check = (text: string) => rowOf(text).locator('[data-cell$=":__selection"] .arco-checkbox').click();

  /** Opens a menu of the 采购商城 group, and waits for its screen's tab. */
  async function openCatalogMenu(name: string): Promise<void> {
    await openMenu(page, name);
    await expect.poll(() => page.locator('.srm-tabs-bar .arco-tabs-header-title-active').innerText(), { timeout: 10_000 }).toContain(name);
  }

  it('the buyer searches the mall and adds two monitors to his cart', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openCatalogMenu('商城首页');
    const search = activePane(page).getByRole('search');
    await search.locator('.srm-search-field', { hasText: '商品名称' }).locator('input').fill('显示器');
    await search.getByRole('button', { name: '查询' }).click();
    // His organisations' prices only: the monitors of 上海制造有限公司, not the cheaper one of 深圳装配工厂.
    await expect.poll(() => gridRows(page).count(), { timeout: 10_000 }).toBe(2);
    expect(await rowOf('P2422H').innerText()).toContain('1,299.00');
    expect(await rowOf('P2422H').innerText()).toContain('深圳宏达电子科技有限公司');
    await screenshot(page, 'catalog-01-mall-search');
    for (const sku of ['P2422H', 'P2722H']) {
      await rowOf(sku).getByRole('button', { name: '加入购物车' }).click();
      await confirmDialog();
      await expect.poll(() => message(new RegExp(sku)).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }
  });

  it('changes a quantity in the cart and checks the monitors out', async () => {
    await openCatalogMenu('购物车');
    await expect.poll(() => gridRows(page).count(), { timeout: 10_000 }).toBe(5);
    const quantity = rowOf('P2422H').locator('[data-cell$=":quantity"]');
    await quantity.click();
    await quantity.locator('input').fill('3');
    await quantity.locator('input').press('Enter');
    await activePane(page).getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => rowOf('P2422H').locator('[data-cell$=":amount"]').innerText(), { timeout: 10_000 }).toBe('3,897.00');
    await screenshot(page, 'catalog-02-cart');

    await check('P2422H');
    await check('P2722H');
    await activePane(page).getByRole('button', { name: '结算下单' }).click();
    await confirmDialog();
    await page.waitForURL(/purCatalogOrderEdit\?.*id=\d+/, { timeout: 10_000 });
    await expect.poll(() => field('orderNumber').innerText(), { timeout: 10_000 }).toMatch(/^CO\d{8}-\d{4}$/);
    orderNumber = (await field('orderNumber').innerText()).trim();
    expect(await field('totalAmount').innerText()).toContain('5,796');
    await showEditTab(page, '商品');
    expect(await lineCell(page, 0, 'skuCode').innerText()).toBe('IT-MON-P2422H');
    expect(await lineCell(page, 0, 'quantity').innerText()).toBe('3');
    expect(await lineCell(page, 1, 'skuCode').innerText()).toBe('IT-MON-P2722H');
    await field('shipToAddress').locator('input').fill('上海市浦东新区金桥路1088号 研发楼3楼');
    await headerButton('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await headerButton('提交').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('审批中');
    await screenshot(page, 'catalog-04-order-submitted');

    // Checked out: the monitors left the cart, the rest stays.
    await openCatalogMenu('购物车');
    await expect.poll(() => gridRows(page).count(), { timeout: 10_000 }).toBe(3);
    await signOut(page);
  });

  async function openOrder(): Promise<void> {
    await openCatalogMenu('采购商城订单');
    await activePane(page).locator('.srm-grid-link', { hasText: orderNumber }).click();
    await page.waitForURL(/purCatalogOrderEdit\?.*id=\d+/);
    await expect.poll(() => field('orderNumber').innerText(), { timeout: 10_000 }).toBe(orderNumber);
  }

  it('the approver approves the catalogue order', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openOrder();
    await headerButton('审批通过').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已审批');
    await screenshot(page, 'catalog-05-order-approved');
    await signOut(page);
  });

  it('the buyer generates the purchase order from it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openOrder();
    await headerButton('生成采购订单').click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/, { timeout: 10_000 });
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toMatch(/^PO\d{8}-\d{4}$/);
    expect(await field('supplierId').innerText()).toContain('深圳宏达电子科技有限公司');
    expect(await field('prNumber').locator('input').inputValue()).toBe(orderNumber);
    await showEditTab(page, '订单行');
    expect(await lineCell(page, 0, 'itemName').innerText()).toBe('戴尔显示器 P2422H');
    expect(await lineCell(page, 0, 'demandQty').innerText()).toBe('3');
    expect(await lineCell(page, 1, 'itemName').innerText()).toBe('戴尔显示器 P2722H');
    await screenshot(page, 'catalog-06-purchase-order');
    await openOrder();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已转订单');
    await showEditTab(page, '关联单据');
    await expect.poll(() => activePane(page).locator('[data-tab-panel="links"]').innerText(), { timeout: 10_000 }).toContain('采购订单');
    await screenshot(page, 'catalog-07-order-links');
  });
});

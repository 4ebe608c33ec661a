import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

/**
 * Issue 22, what a buyer tripped over, at 1440x900: the order list's amounts and their totals in view (the
 * width plan), totals of columns scrolled away repeated at the edge of the view, and an order that does not
 * exist shown as such rather than as a crash.
 */
describe.runIf(run)('a buyer’s order list and a missing order, in Chromium at 1440x900', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const table = () => activePane(page).locator('.srm-data-table');
  const scroller = () => table().locator('.srm-grid-scroller');
  /** Whether the element lies wholly within the grid's box, left to right. */
  async function withinGrid(selector: string): Promise<boolean> {
    const box = await scroller().boundingBox();
    const target = await table().locator(selector).first().boundingBox();
    if (!box || !target) return false;
    return target.x >= box.x && target.x + target.width <= box.x + box.width;
  }

  it('shows the amounts and their totals within the grid, and the totals of scrolled-away columns at the edge', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const total = table().locator('[data-summary="taxTotalAmount"]');
    await expect.poll(() => total.innerText(), { timeout: 10_000 }).toMatch(/\d/);
    expect(await withinGrid('[role="columnheader"]:has-text("含税总额")')).toBe(true);
    expect(await withinGrid('[data-summary="nonTaxTotalAmount"]')).toBe(true);
    expect(await withinGrid('[data-summary="taxTotalAmount"]')).toBe(true);
    expect(await total.getAttribute('title')).toMatch(/^含税总额: [\d,.]+$/);
    // In view, the totals are not repeated.
    expect(await table().locator('[data-offscreen]').count()).toBe(0);
    await screenshot(page, 'buyer-list-ux-01-order-list');

    const shown = await total.innerText();
    await scroller().evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const repeated = table().locator('[data-offscreen="left"] [data-summary-offscreen="taxTotalAmount"]');
    await expect.poll(() => repeated.innerText(), { timeout: 10_000 }).toContain(shown);
    expect(await repeated.innerText()).toContain('含税总额');
    expect(await withinGrid('[data-offscreen="left"]')).toBe(true);
    await screenshot(page, 'buyer-list-ux-02-scrolled-right');
  });

  it('shows an order that does not exist as not found, with the way back to the list', async () => {
    await page.goto(`${server.baseUrl}/main/purOrderManage/purchaseOrderEdit?id=987654`);
    await expect.poll(() => activePane(page).getByText('单据不存在或无权查看').count(), { timeout: 15_000 }).toBe(1);
    expect(await activePane(page).getByText('页面加载失败').count()).toBe(0);
    await screenshot(page, 'buyer-list-ux-03-missing-order');
    await activePane(page).getByRole('button', { name: '返回列表' }).click();
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});

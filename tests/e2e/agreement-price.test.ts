import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, gridCell, gridRows, lineCell, openMenu, scrollLinesToStart, signIn, tabTitles, typeDate } from './support/ui';

const run = chromiumAvailable();

/** Scrolls the order lines so that the quantity, price and agreement columns are in view. */
async function showPriceColumns(page: Page): Promise<void> {
  await activePane(page).locator('.srm-lines-grid .srm-grid-scroller').first().evaluate((scroller) => {
    scroller.scrollLeft = 560;
  });
}

/** What a line cell shows: its editor's value while the line is edited, else its text. */
async function cellValue(page: Page, line: number, column: string): Promise<string> {
  const cell = lineCell(page, line, column);
  const input = cell.locator('input');
  return (await input.count()) > 0 ? input.inputValue() : cell.innerText();
}

/**
 * The order line's agreement price in the browser (srmPoLine matchFills, docs/authoring.md "Values from a
 * matching record"): the demo agreement of 华东精密 for 上海制造 (seed/demo/records/121-pur-agreements-approved.json)
 * prices item 0101010001 at 1.85 from 0, 1.72 from 100 and 1.58 from 500 pieces.
 */
describe.runIf(run)('agreement prices on an order line, and the price reports, in Chromium', () => {
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

  it('a buyer picks the item of an approved agreement and sees the step price follow the quantity', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, '华东精密机械有限公司');
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await scrollLinesToStart(page);
    // The item select searches by name; the option shows the code too.
    const itemSelect = lineCell(page, 0, 'itemId').locator('.arco-select');
    await itemSelect.click();
    await itemSelect.locator('input').fill('深沟球轴承');
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '0101010001' }).first().click();
    await expect.poll(() => cellValue(page, 0, 'itemName')).toBe('深沟球轴承');
    await lineCell(page, 0, 'demandQty').locator('input').fill('50');
    await expect.poll(() => cellValue(page, 0, 'taxPrice')).toMatch(/^1\.85/);
    await lineCell(page, 0, 'demandQty').locator('input').fill('600');
    await expect.poll(() => cellValue(page, 0, 'taxPrice')).toMatch(/^1\.58/);
    await showPriceColumns(page);
    await expect.poll(() => cellValue(page, 0, 'agreementNumber')).toMatch(/^PA\d{8}-\d{4}$/);
    await screenshot(page, 'agreement-02-step-price-600');
    await lineCell(page, 0, 'demandQty').locator('input').fill('150');
    await expect.poll(() => cellValue(page, 0, 'taxPrice')).toMatch(/^1\.72/);
    await typeDate(page, lineCell(page, 0, 'demandDate'), '2026-12-20');
    await expect.poll(() => page.locator('.arco-picker-container:visible').count()).toBe(0);
    await showPriceColumns(page);
    await screenshot(page, 'agreement-03-step-price-150');

    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), { timeout: 10_000 }).toMatch(/^PO\d{8}-\d{4}$/);
    // The server priced it the same way: 150 x 1.72 = 258.00.
    await expect.poll(() => activePane(page).locator('[data-field="taxTotalAmount"]').innerText()).toContain('258.00');
    await showPriceColumns(page);
    await expect.poll(() => cellValue(page, 0, 'agreementNumber')).toMatch(/^PA\d{8}-\d{4}$/);
    await expect.poll(() => cellValue(page, 0, 'taxPrice')).toMatch(/^1\.72/);
    await screenshot(page, 'agreement-04-order-saved');
  });

  it('the agreement list shows the demo agreements; the price comparison report draws its chart and drills to the orders of a supplier', async () => {
    await openMenu(page, '采购协议');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => activePane(page).locator('.srm-data-table').innerText()).toContain('2026年度轴承及紧固件框架协议');
    await screenshot(page, 'agreement-01-list');
    await openMenu(page, '供应商比价分析');
    await expect.poll(() => gridRows(page, '.srm-report-table').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => activePane(page).locator('.srm-report-chart svg path').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'agreement-05-price-compare');
    const supplier = (await gridCell(page, 0, 'supplierId', '.srm-report-table').innerText()).trim();
    await gridCell(page, 0, 'supplierId', '.srm-report-table').getByText(supplier).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/purchaseOrderList\?.*supplierId=\d+/);
    await expect.poll(() => tabTitles(page)).toContain('采购订单');
    // The order list (kept open since the first test) loads again, filtered by the drilled supplier.
    const suppliers = () => activePane(page).locator('.srm-data-table .srm-grid-body [data-cell$=":supplierId"]').allInnerTexts();
    await expect.poll(async () => [...new Set(await suppliers())], { timeout: 15_000 }).toEqual([supplier]);
    await screenshot(page, 'agreement-06-drilled-orders');
    expect(consoleErrors).toEqual([]);
  });
});

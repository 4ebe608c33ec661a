import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable, requireTool } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { SCREENSHOT_DIR, screenshot } from './support/browser';
import { addOrderLine, fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, gridRows, lineCell, scrollLinesToStart, showEditTab, showTab, signIn } from './support/ui';

const run = chromiumAvailable() && requireTool('pdftotext', existsSync('/usr/bin/pdftotext'), 'apt-get install -y poppler-utils');
const SUPPLIER = '华东精密机械有限公司';

describe.runIf(run)('the purchase order screen: tabs, sections, live amounts, detail view and print, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let poNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const field = (name: string) => activePane(page).locator(`[data-field="${name}"]`);
  const footerTotal = (key: string) => activePane(page).locator(`.srm-lines-grid .srm-grid-summary [data-summary="${key}"]`);
  const offscreenTotal = (key: string) => activePane(page).locator(`.srm-lines-grid .srm-grid-summary [data-summary-offscreen="${key}"]`);

  it('the buyer switches tabs, folds 其他信息 and sees the amount and totals follow a quantity before saving', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, SUPPLIER);
    await addOrderLine(page, 0, { item: '数控车床主轴', qty: '3', price: '11.30', date: '2026-12-15' });
    // The amount shows as the line is filled in, before any save: 3 × 11.30.
    await expect.poll(() => lineCell(page, 0, 'taxTotalPrice').innerText()).toBe('33.90');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toMatch(/^PO\d{8}-\d{4}$/);
    poNumber = (await field('poNumber').innerText()).trim();
    await expect.poll(() => field('taxTotalAmount').innerText()).toBe('33.90');

    // Tabs: the attachments tab, then back to the lines.
    await showEditTab(page, '附件');
    await expect.poll(() => field('attachmentIds').locator('.srm-attachment').isVisible()).toBe(true);
    expect(await activePane(page).locator('.srm-lines-grid').isVisible()).toBe(false);
    await showEditTab(page, '订单行');
    await expect.poll(() => activePane(page).locator('.srm-lines-grid').isVisible()).toBe(true);

    // The 其他信息 section folds away and opens again.
    const toggle = activePane(page).locator('.srm-form-section-toggle', { hasText: '其他信息' });
    await toggle.click();
    await expect.poll(() => field('description').count()).toBe(0);
    await toggle.click();
    await expect.poll(() => field('description').count()).toBe(1);

    // Typing a quantity: the line amount, the excl.-tax amount, the footer and the header totals follow at once.
    await scrollLinesToStart(page);
    await lineCell(page, 0, 'itemName').click();
    await lineCell(page, 0, 'demandQty').locator('input').fill('5');
    await expect.poll(() => lineCell(page, 0, 'taxTotalPrice').innerText()).toBe('56.50');
    await expect.poll(() => lineCell(page, 0, 'nonTaxTotalPrice').innerText()).toBe('50.00');
    // The amount columns are right of the view: the footer names their totals at its edge.
    await expect.poll(() => offscreenTotal('taxTotalPrice').innerText()).toBe('含税金额 56.50 →');
    await expect.poll(() => field('taxTotalAmount').innerText()).toBe('56.50');
    await expect.poll(() => field('nonTaxTotalAmount').innerText()).toBe('50.00');
    // Scrolled to the amounts, their totals under them, the header totals in view above the grid.
    await lineCell(page, 0, 'taxTotalPrice').scrollIntoViewIfNeeded();
    await expect.poll(() => footerTotal('taxTotalPrice').innerText()).toBe('56.50');
    await activePane(page).locator('.srm-form-section').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'edit-layout-01-form-live-amounts');
    await lineCell(page, 0, 'demandQty').locator('input').press('Enter');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: '保存成功' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The server computes the same amounts.
    await expect.poll(() => field('taxTotalAmount').innerText()).toBe('56.50');
    expect(consoleErrors).toEqual([]);
  });

  it('opens the order read-only from the list (查看), previews its print, and prints it to PDF', async () => {
    await showTab(page, '采购订单');
    await page.waitForURL(/purchaseOrderList/);
    const row = gridRows(page).filter({ hasText: poNumber });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByText('查看', { exact: true }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*mode=detail/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(poNumber);
    const buttons = activePane(page).locator('.srm-edit-header button');
    await expect.poll(() => buttons.allInnerTexts()).toEqual(['打印', '返回']);
    expect(await activePane(page).locator('.srm-form-section input, .srm-form-section textarea').count()).toBe(0);
    expect(await activePane(page).getByRole('button', { name: '添加行' }).count()).toBe(0);
    await lineCell(page, 0, 'itemName').click();
    expect(await lineCell(page, 0, 'itemName').locator('input').count()).toBe(0);
    await screenshot(page, 'edit-layout-02-detail-view');

    await activePane(page).getByRole('button', { name: '打印' }).click();
    const overlay = page.locator('.srm-print-overlay');
    await overlay.waitFor();
    await expect.poll(() => overlay.locator('svg[data-code="qrcode"]').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => overlay.locator('svg[data-code="code128"]').count()).toBe(1);
    await expect.poll(() => overlay.locator('[data-print-field="supplierId"] .srm-print-value').innerText()).toBe(SUPPLIER);
    await expect.poll(() => overlay.locator('[data-print-total="taxTotalPrice"]').innerText()).toBe('56.50');
    await screenshot(page, 'edit-layout-03-print-preview');

    // What the print button gives the browser: only the document, on A4, with the Chinese text as text.
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = join(SCREENSHOT_DIR, 'edit-layout-order.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('采购订单');
    expect(text).toContain(poNumber);
    expect(text).toContain(SUPPLIER);
    expect(text).toContain('供应商确认');
    // The application around it is not printed.
    expect(text).not.toContain('退出登录');
    expect(text).not.toContain('打印预览');
    const pages = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(pages).toMatch(/Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/);

    await overlay.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => overlay.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridCell, gridRows, openMenu, signIn, tabTitles, typeDate } from './support/ui';

const run = chromiumAvailable();

/** A day counted from today, as the date pickers take it. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function sheetsOf(path: string): Promise<ExcelJS.Worksheet[]> {
  const bytes = await readFile(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return workbook.worksheets;
}

/** The texts of the report grid's rows, by column key. */
async function reportRows(page: Page, keys: string[]): Promise<string[][]> {
  const count = await gridRows(page, '.srm-report-table').count();
  const rows: string[][] = [];
  for (let row = 0; row < count; row += 1) {
    rows.push(await Promise.all(keys.map((key) => gridCell(page, row, key, '.srm-report-table').innerText())));
  }
  return rows;
}

/** The bars ECharts drew (SVG paths filled with a series colour, inside the chart's grid). */
function bars(page: Page) {
  return activePane(page).locator('.srm-report-chart svg path[fill^="#"]:not([fill="#fff"]):not([fill="#ffffff"])');
}

describe.runIf(run)('report screens and the dashboard, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  const chunks: string[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) chunks.push(request.url());
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  const loadedEcharts = () => chunks.some((url) => /echarts-view-[\w-]+\.js$/.test(url));

  it('a buyer reads the supplier report: bars, a date range, a drill from a bar to the filtered order list, the export', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The login page and a list never load the chart module.
    expect(loadedEcharts()).toBe(false);

    await openMenu(page, '供应商采购金额');
    const pane = activePane(page);
    await expect.poll(() => gridRows(page, '.srm-report-table').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await expect.poll(() => bars(page).count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(loadedEcharts()).toBe(true);
    const before = await reportRows(page, ['supplierId', 'month', 'orderCount', 'amount']);
    // The buyer's organisations only: every supplier of the demo orders of HQ and SH01, months of several.
    expect(new Set(before.map(([supplier]) => supplier)).size).toBeGreaterThan(1);
    expect(new Set(before.map(([, month]) => month)).size).toBeGreaterThan(1);
    await screenshot(page, 'report-01-supplier-amounts');

    const range = pane.locator('.srm-search-field', { hasText: '订单日期' }).locator('.arco-picker');
    await typeDate(page, range.nth(0), day(-45));
    await typeDate(page, range.nth(1), day(5));
    await pane.getByRole('button', { name: '查询' }).click();
    const from = day(-45).slice(0, 7);
    await expect
      .poll(async () => {
        const rows = await reportRows(page, ['month']);
        return rows.length > 0 && rows.every(([month]) => month >= from) && rows.length < before.length;
      }, { timeout: 15_000 })
      .toBe(true);
    const shown = await reportRows(page, ['supplierNumber', 'supplierId', 'month', 'orderCount', 'amount']);
    await expect.poll(() => bars(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'report-02-date-range');

    // Export what is shown: the workbook holds the grid's rows as the grid shows them.
    const [download] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: '导出', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('供应商采购金额.xlsx');
    const [sheet] = await sheetsOf(await download.path());
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['供应商编码', '供应商', '月份', '订单数', '采购金额（含税）']);
    expect(sheet.rowCount).toBe(shown.length + 1);
    shown.forEach((row, i) => {
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      expect([String(cells[0]), String(cells[1]), String(cells[2]), String(cells[3])]).toEqual(row.slice(0, 4));
      expect(Number(cells[4]).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(row[4]);
    });

    // A click on a bar opens the order list, filtered by that bar's supplier, under the buyer's order menu.
    // The tallest coloured shape of the chart is a bar (legend swatches are small).
    const tallest = await bars(page).evaluateAll((paths) =>
      paths.reduce((best, path, index, all) => (path.getBoundingClientRect().height > all[best].getBoundingClientRect().height ? index : best), 0),
    );
    await bars(page).nth(tallest).click();
    await expect.poll(() => tabTitles(page), { timeout: 15_000 }).toContain('采购订单');
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/purchaseOrderList\?.*supplierId=\d+/);
    const supplierId = new URL(page.url()).searchParams.get('supplierId');
    // The shell finds the buyer's menu for the order list and puts it in the address.
    await expect.poll(() => new URL(page.url()).searchParams.get('menuId'), { timeout: 15_000 }).toMatch(/^\d+$/);
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const suppliers = await activePane(page).locator('.srm-data-table .srm-grid-body [data-cell$=":supplierId"]').allInnerTexts();
    expect(new Set(suppliers).size).toBe(1);
    expect(shown.map((row) => row[1])).toContain(suppliers[0]);
    // The search form shows the supplier it was opened with.
    await expect.poll(() => activePane(page).locator('.srm-search-form').innerText(), { timeout: 15_000 }).toContain(suppliers[0]);
    expect(supplierId).toMatch(/^\d+$/);
    await screenshot(page, 'report-03-drilled-order-list');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the buyer his purchasing dashboard', async () => {
    await openMenu(page, '采购看板');
    const pane = activePane(page);
    const card = (title: string) => pane.getByRole('region', { name: title });
    await expect.poll(() => card('执行中订单').locator('.srm-widget-figure-value').innerText(), { timeout: 15_000 }).toMatch(/^\d+$/);
    await expect.poll(() => card('草稿与驳回').locator('.srm-widget-figure-value').innerText(), { timeout: 15_000 }).toMatch(/^[1-9]\d*$/);
    await expect.poll(() => card('本月审批金额（含税）').locator('.srm-widget-figure-value').innerText(), { timeout: 15_000 }).toMatch(/^[\d,]+\.\d{2}$/);
    expect(await card('待我审批').count()).toBe(0);
    await expect.poll(() => card('近12个月采购金额（含税）').locator('svg path').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await expect.poll(() => card('我的待办').locator('.srm-widget-todo-rows li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => card('最新订单').locator('.srm-grid-body [role="row"]').count(), { timeout: 15_000 }).toBe(5);
    await screenshot(page, 'report-04-purchase-dashboard');
    expect(consoleErrors).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

async function sheetsOf(path: string): Promise<ExcelJS.Worksheet[]> {
  const bytes = await readFile(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  return workbook.worksheets;
}

function headersOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map(String);
}

/** The columns of purchaseOrderList as the grid titles them in Chinese. */
const TITLES = ['订单号', '状态', '供应商', '不含税总额', '含税总额', '币种', '开始日期', '订单类型', '供应商编码', '采购组织', '采购员', '备注', '审批时间', '创建时间'];

describe.runIf(run)('Excel export from a list toolbar, in Chromium', () => {
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

  it('exports what the order list shows, and a background export downloads from its list', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '采购订单');
    const pane = activePane(page);
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const totalOf = async () => Number(/共\s*(\d+)\s*条/.exec(await pane.locator('.srm-grid-pager-total').innerText())?.[1] ?? 0);
    await expect.poll(totalOf, { timeout: 15_000 }).toBeGreaterThan(0);
    const total = await totalOf();

    const [download] = await Promise.all([page.waitForEvent('download'), pane.getByRole('button', { name: '导出', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('采购订单.xlsx');
    const [sheet] = await sheetsOf(await download.path());
    expect(headersOf(sheet)).toEqual(TITLES);
    expect(sheet.rowCount).toBe(total + 1);
    await screenshot(page, 'export-01-downloaded');

    await pane.getByRole('button', { name: '后台导出', exact: true }).click();
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: '已提交后台导出' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await openMenu(page, '后台导出');
    const exports = activePane(page);
    const firstRow = gridRows(page).first();
    await expect
      .poll(
        async () => {
          await exports.getByRole('button', { name: '刷新' }).click();
          return firstRow.innerText();
        },
        { timeout: 20_000 },
      )
      .toContain('已完成');
    await screenshot(page, 'export-02-background-list');
    const [file] = await Promise.all([page.waitForEvent('download'), firstRow.getByText('下载', { exact: true }).click()]);
    expect(file.suggestedFilename()).toBe('采购订单.xlsx');
    const [background] = await sheetsOf(await file.path());
    expect(headersOf(background)).toEqual(TITLES);
    expect(background.rowCount).toBe(total + 1);
    expect(consoleErrors).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { creditCodeCheckCharacter } from '../../src/shared/validation/credit-code';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, openMenu, showEditTab, signIn } from './support/ui';

const run = chromiumAvailable();
const POLL = { timeout: 15_000 };
const COMPANY = '无锡导入测试机电有限公司';
const CREDIT_CODE = `91320200MA1E2E001${creditCodeCheckCharacter('91320200MA1E2E001')}`;

/** Fills a sheet of the downloaded template: each row's values under the (starred) titles they name. */
function fill(workbook: ExcelJS.Workbook, sheetName: string, rows: Record<string, string>[]): void {
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`the template has no sheet ${sheetName}`);
  const titles = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? '').replace(/^\*/, ''));
  rows.forEach((values, index) => {
    for (const [title, value] of Object.entries(values)) {
      const column = titles.indexOf(title);
      if (column < 1) throw new Error(`sheet ${sheetName} has no column ${title}`);
      sheet.getRow(index + 2).getCell(column).value = value;
    }
  });
}

/** The template with the supplier and two contacts, the first contact's e-mail as given. */
async function filledTemplate(path: string, email: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  fill(workbook, '供应商', [{ 供应商名称: COMPANY, 统一社会信用代码: CREDIT_CODE, 供应商状态: '潜在' }]);
  fill(workbook, '联系人', [
    { 供应商名称: COMPANY, 姓名: '钱导入', 手机: '13900139000', 邮箱: email },
    { 供应商名称: COMPANY, 姓名: '孙导入' },
  ]);
  fill(workbook, '银行账户', [{ 供应商名称: COMPANY, 银行名称: '中国工商银行', 联行号: '102290001310', 账户名称: COMPANY, 银行账号: '6222020000000099' }]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.runIf(run)('a buyer imports a supplier with its contacts from the supplier workbook, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let templatePath = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
  });
  afterAll(async () => {
    await session?.close();
  });

  const dialog = () => page.locator('.arco-modal').filter({ hasText: '下载导入模板' });

  async function upload(name: string, buffer: Buffer): Promise<void> {
    await dialog().locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await expect.poll(() => dialog().getByTestId('import-file-name').innerText()).toBe(name);
    await dialog().getByRole('button', { name: '开始导入' }).click();
  }

  /** Searches the active list for the imported supplier by name: one row. */
  async function findSupplier(): Promise<void> {
    // The list's first page is shown before searching, so it cannot arrive after the search's answer.
    await expect.poll(() => gridRows(page).count(), POLL).toBeGreaterThan(1);
    const search = activePane(page).getByRole('search');
    // The screen left behind keeps its own search form, hidden: only the shown one is filled.
    await search.locator('.srm-search-field', { hasText: '供应商名称' }).locator('input:visible').fill(COMPANY);
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => gridRows(page).count(), POLL).toBe(1);
    await expect.poll(() => gridRows(page).first().innerText(), POLL).toContain(COMPANY);
  }

  it('downloads the template, and a workbook with a bad cell is refused naming its sheet, row and column', async () => {
    await openMenu(page, '供应商导入');
    await page.waitForURL(/supplierInfoImport/);
    await activePane(page).getByRole('button', { name: '导入' }).click();
    await expect.poll(() => dialog().count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: '下载导入模板' }).click()]);
    templatePath = await download.path();

    await upload('供应商-有错.xlsx', await filledTemplate(templatePath, '不是邮箱'));
    const errors = dialog().locator('.srm-import-errors');
    await expect.poll(() => errors.count(), POLL).toBe(1);
    const row = errors.locator('.arco-table-tr').filter({ hasText: '联系人' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    expect(await row.innerText()).toMatch(/联系人\s+2\s+邮箱\s+.*邮箱/);
    await screenshot(page, 'supplier-import-01-errors');
  });

  it('imports the corrected workbook, and the supplier master shows the supplier with its contacts', async () => {
    await upload('供应商.xlsx', await filledTemplate(templatePath, 'qian@example.com'));
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: '导入成功' }).count(), POLL).toBeGreaterThan(0);
    // The dialog closes on success; its mask would take the clicks meant for the list until it is gone.
    await expect.poll(() => page.locator('.arco-modal-mask:visible').count(), POLL).toBe(0);
    await findSupplier();
    await screenshot(page, 'supplier-import-02-imported');

    await openMenu(page, '供应商信息');
    await page.waitForURL(/supplierInfoList/);
    await findSupplier();
    await gridRows(page).first().locator('[data-cell$=":supplierNumber"] a, [data-cell$=":supplierNumber"] button').first().click();
    await page.waitForURL(/supplierInfoEdit/);
    await showEditTab(page, '联系人');
    await expect.poll(() => activePane(page).getByText('钱导入').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => activePane(page).getByText('孙导入').count(), POLL).toBeGreaterThan(0);
    await screenshot(page, 'supplier-import-03-contacts');
    expect(session.consoleErrors).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdapter, type SessionCredentials } from '../../renderer/data/http-adapter';
import { asLookupValues } from '../../renderer/lookups/lookup-value';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

/** The downloaded template with one new value filled in under its own (starred) headers. */
async function filledTemplate(path: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  // exceljs types its input as Node's old Buffer; the bytes are what it reads.
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? '').replace(/^\*\s*/, ''));
  const values: Record<string, string | number> = {
    快码类型编码: 'UOM',
    编码: 'E2E_KG',
    含义: '千克（导入）',
    英文含义: 'Kilogram (imported)',
    排序: 90,
  };
  headers.forEach((header, column) => {
    if (header in values) sheet.getRow(2).getCell(column).value = values[header]!;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.runIf(run)('Excel import from a list toolbar, in Chromium', () => {
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

  /** The UOM codes findDic answers, asked with the session the page signed in with. */
  async function uomCodes(): Promise<string[]> {
    const stored = await page.evaluate(() => localStorage.getItem('srm.userInfo'));
    const credentials: SessionCredentials = JSON.parse(stored ?? 'null');
    const adapter = createHttpAdapter({ baseUrl: server.baseUrl, getSession: () => credentials, getLanguage: () => 'CN' });
    const answer = await adapter.request<unknown>({ service: 'base', resource: 'baseLookupValuesRestful', operation: 'findDic', body: { lookupType: 'UOM' } });
    return (asLookupValues(answer.data) ?? []).map((value) => value.lookupCode);
  }

  it('downloads the template, uploads it filled in, and the list shows the new value', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '快码值查询');
    await activePane(page).getByRole('button', { name: '导入' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '下载导入模板' });
    await expect.poll(() => dialog.count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载导入模板' }).click()]);
    const templatePath = await download.path();
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const filled = await filledTemplate(templatePath);

    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'lookup-values.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await expect.poll(() => dialog.getByTestId('import-file-name').innerText()).toBe('lookup-values.xlsx');
    await screenshot(page, 'import-01-file-chosen');
    await dialog.getByRole('button', { name: '开始导入' }).click();

    await expect.poll(() => page.locator('.arco-message').filter({ hasText: '1' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'import-02-imported');
    await expect.poll(() => uomCodes(), { timeout: 15_000 }).toContain('E2E_KG');
    expect(consoleErrors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdapter, type SessionCredentials } from '../../renderer/data/http-adapter';
import { asLookupValues } from '../../renderer/lookups/lookup-value';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, lineCell, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();
const TYPE_CODE = 'QA_GRADE';

describe.runIf(run)('lookup administration, from a new lookup type to findDic, in Chromium', () => {
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

  function headerInput(field: string) {
    return activePane(page).locator(`[data-field="${field}"] input`);
  }

  async function addValue(index: number, value: { code: string; meaning: string; meaningEn: string; order: string }) {
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await lineCell(page, index, 'lookupCode').locator('input').fill(value.code);
    await lineCell(page, index, 'meaning').locator('input').fill(value.meaning);
    await lineCell(page, index, 'meaningEn').locator('input').fill(value.meaningEn);
    await lineCell(page, index, 'orderNo').locator('input').fill(value.order);
  }

  /** Asks findDic with the session the page signed in with, signed the way the page signs. */
  async function findDic(typeCode: string): Promise<string[]> {
    const stored = await page.evaluate(() => localStorage.getItem('srm.userInfo'));
    const session: SessionCredentials = JSON.parse(stored ?? 'null');
    const adapter = createHttpAdapter({ baseUrl: server.baseUrl, getSession: () => session, getLanguage: () => 'CN' });
    const answer = await adapter.request<unknown>({
      service: 'base',
      resource: 'baseLookupValuesRestful',
      operation: 'findDic',
      body: { lookupType: typeCode },
    });
    expect(answer.status).toBe('S');
    return (asLookupValues(answer.data) ?? []).map((value) => value.lookupCode);
  }

  it('the administrator creates a lookup type with two values', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '快码类型');
    // The first page of the shipped types (how many there are grows with every area).
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'lookup-01-type-list');

    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/lookupTypeEdit/);
    await headerInput('lookupType').fill(TYPE_CODE);
    await headerInput('meaning').fill('质量等级');
    await headerInput('meaningEn').fill('Quality grade');
    await addValue(0, { code: 'A', meaning: '优', meaningEn: 'Excellent', order: '10' });
    await addValue(1, { code: 'B', meaning: '良', meaningEn: 'Good', order: '20' });
    await screenshot(page, 'lookup-02-new-type');
    await activePane(page).getByRole('button', { name: '保存' }).click();

    // Once saved, the type code may no longer change: it is shown, not edited.
    await expect.poll(() => activePane(page).locator('.srm-read-only-field[data-field="lookupType"]').count()).toBe(1);
    expect(await activePane(page).locator('[data-field="lookupType"]').innerText()).toBe(TYPE_CODE);
    await expect.poll(() => gridRows(page, '.srm-lines-grid').count()).toBe(2);
    await screenshot(page, 'lookup-03-type-saved');
    expect(await findDic(TYPE_CODE)).toEqual(['A', 'B']);
  });

  it('reopened from the list, one value is disabled and saved', async () => {
    await openMenu(page, '快码类型');
    // Found by its code: the shipped types fill more than the first page.
    const search = activePane(page).getByRole('search');
    await search.locator('.srm-search-field', { hasText: '快码类型编码' }).locator('input').fill(TYPE_CODE);
    await search.getByRole('button', { name: '查询' }).click();
    await activePane(page).locator('.srm-grid-link', { hasText: TYPE_CODE }).click();
    await page.waitForURL(/lookupTypeEdit\?id=/);
    await expect.poll(() => lineCell(page, 1, 'lookupCode').innerText()).toBe('B');

    await lineCell(page, 1, 'lookupCode').click();
    const toggle = lineCell(page, 1, 'enabledFlag').locator('[role="switch"]');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'lookup-04-value-disabled');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    // Read back from the server after saving: B is shown as disabled, A still enabled.
    await expect.poll(() => lineCell(page, 1, 'enabledFlag').locator('[aria-label="否"]').count()).toBe(1);
    expect(await lineCell(page, 0, 'enabledFlag').locator('[aria-label="是"]').count()).toBe(1);
    await screenshot(page, 'lookup-05-type-resaved');
  });

  it('the value query shows both values, only the enabled one when filtered, and findDic offers only it', async () => {
    await openMenu(page, '快码值查询');
    const search = activePane(page).getByRole('search');
    await search.locator('.srm-search-field', { hasText: '快码类型编码' }).locator('input').fill(TYPE_CODE);
    await search.getByRole('button', { name: '查询' }).click();
    const rows = gridRows(page);
    await expect.poll(() => rows.count()).toBe(2);
    await screenshot(page, 'lookup-06-values');

    await search.locator('.srm-search-field', { hasText: '启用' }).locator('.arco-select').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '是' }).click();
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('优');
    await screenshot(page, 'lookup-07-enabled-values');

    expect(await findDic(TYPE_CODE)).toEqual(['A']);
    expect(consoleErrors).toEqual([]);
  });
});

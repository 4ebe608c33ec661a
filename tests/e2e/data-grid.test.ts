import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { createHttpAdapter, type SessionCredentials } from '../../renderer/data/http-adapter';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridCell, gridRows, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

/** Every value the system lookups ship: the list's total before the test adds any. */
const seededLookupValues = (
  JSON.parse(readFileSync(new URL('../../seed/system/lookups.json', import.meta.url), 'utf8')) as {
    types: { values: unknown[] }[];
  }
).types.reduce((sum, type) => sum + type.values.length, 0);

describe.runIf(run)('the DataGrid of the lookup value list (an editable table), in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  /** The menu the page reads lookup values under (its requests carry it): the server checks it. */
  let menu: MenuContext | undefined;
  /** The bodies of the list requests the page sent, oldest first. */
  const listBodies: Record<string, unknown>[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
    page.on('request', (request) => {
      if (!request.url().endsWith('/baseLookupValuesRestful/listByPage')) return;
      const headers = request.headers();
      menu = { menuId: Number(headers.menuid), respId: Number(headers.respid) };
      listBodies.push(request.postDataJSON() as Record<string, unknown>);
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  const table = () => activePane(page).locator('.srm-data-table');
  const grid = () => table().locator('[role="grid"]');
  const pager = () => table().locator('.srm-grid-pager');
  const cell = (rowKey: string, column: string) => table().locator(`[data-cell="${rowKey}:${column}"]`);
  const message = (text: string) => page.locator('.arco-message').filter({ hasText: text });
  const sequenceOf = (row: Locator) => row.locator('[data-cell$=":__sequence"]').innerText();
  const activePage = () => pager().locator('.arco-pagination-item-active').innerText();
  const scrollGrid = (to: 'top' | 'bottom') =>
    table()
      .locator('.srm-grid-scroller')
      .evaluate((scroller, end) => scroller.scrollTo({ top: end === 'top' ? 0 : scroller.scrollHeight }), to);

  async function choosePageSize(label: string): Promise<void> {
    await pager().locator('.srm-grid-page-size').click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: label }).click();
  }

  async function openColumnSettings(): Promise<void> {
    await table().locator('.srm-column-settings-button').click();
    await expect.poll(() => page.locator('.arco-drawer').getByRole('list').count()).toBe(1);
  }

  async function closeColumnSettings(): Promise<void> {
    await page.locator('.arco-drawer').getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => page.locator('.arco-drawer').count()).toBe(0);
  }

  async function chooseInDrawer(label: string, option: string): Promise<void> {
    await page.locator('.arco-drawer').getByRole('combobox', { name: label }).click();
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).click();
  }

  /** The data columns as the grid shows them, left to right (fixed sides included). */
  function headerOrder(): Promise<(string | null)[]> {
    return table()
      .locator('.srm-grid-header [role="columnheader"]:not(.srm-grid-header-group)')
      .evaluateAll((headers) =>
        headers
          .map((header) => ({ key: header.getAttribute('data-header'), left: header.getBoundingClientRect().left }))
          .filter(({ key }) => !key?.startsWith('__'))
          .sort((a, b) => a.left - b.left)
          .map(({ key }) => key),
      );
  }

  /** A lookup value as the server holds it, read with the session and the menu of the page. */
  async function storedValue(id: string): Promise<Record<string, unknown>> {
    const stored = await page.evaluate(() => localStorage.getItem('srm.userInfo'));
    const credentials: SessionCredentials = JSON.parse(stored ?? 'null');
    const adapter = createHttpAdapter({ baseUrl: server.baseUrl, getSession: () => credentials, getLanguage: () => 'CN' });
    const answer = await adapter.request<Record<string, unknown>>({
      service: 'base',
      resource: 'baseLookupValuesRestful',
      operation: 'findById',
      body: { id: Number(id) },
      menu,
    });
    expect(answer.status, answer.msg).toBe('S');
    return answer.data;
  }

  it('edits one row inline: only it enters edit mode, a required cell is checked, the changes are saved', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '快码值查询');
    await expect.poll(() => grid().getAttribute('aria-rowcount'), { timeout: 15_000 }).toBe('20');
    await expect.poll(() => pager().locator('.srm-grid-pager-total').innerText()).toBe(`共 ${seededLookupValues} 条`);
    await screenshot(page, 'grid-01-lookup-values');

    // The third row of page 1 (orderNo 10, like every first value of a type).
    const row = gridRows(page).and(page.locator('[aria-rowindex="3"]'));
    const key = (await row.getAttribute('data-row-key')) ?? '';
    expect(key).not.toBe('');
    const meaning = await cell(key, 'meaning').innerText();
    expect(await cell(key, 'orderNo').innerText()).toBe('10');

    await cell(key, 'meaning').click();
    await expect.poll(() => table().locator('.srm-grid-row-editing').count()).toBe(1);
    expect(await row.getAttribute('class')).toContain('srm-grid-row-editing');
    // Only the row's editable cells take input: the code stays text.
    expect(await cell(key, 'lookupCode').locator('input').count()).toBe(0);
    expect(await cell(key, 'meaning').locator('input').inputValue()).toBe(meaning);
    await cell(key, 'meaningEn').locator('input').fill('Grid edited');
    await cell(key, 'orderNo').locator('input').fill('5');
    await cell(key, 'meaning').locator('input').fill('');
    await expect.poll(() => cell(key, 'meaning').getAttribute('aria-invalid')).toBe('true');
    expect(await cell(key, 'meaning').getAttribute('title')).toContain('不能为空');
    await screenshot(page, 'grid-02-required-cell');

    await table().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message('请先修正标红的单元格再保存').count()).toBeGreaterThan(0);
    expect(await cell(key, 'meaning').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'grid-03-save-refused');

    // Fixed: the Chinese meaning typed back as it was; Enter keeps the row's changes and leaves edit mode.
    await cell(key, 'meaning').click();
    await expect.poll(() => cell(key, 'meaning').locator('input').count()).toBe(1);
    await cell(key, 'meaning').locator('input').fill(meaning);
    await expect.poll(() => cell(key, 'meaning').getAttribute('aria-invalid')).toBe(null);
    await cell(key, 'meaning').locator('input').press('Enter');
    await expect.poll(() => table().locator('.srm-grid-row-editing').count()).toBe(0);
    expect(await cell(key, 'meaningEn').innerText()).toBe('Grid edited');
    expect(await cell(key, 'orderNo').innerText()).toBe('5');
    expect(await table().locator('.srm-grid-cell-changed').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-cell')))).toEqual([
      `${key}:meaningEn`,
      `${key}:orderNo`,
    ]);
    expect(await cell(key, 'orderNo').getAttribute('title')).toBe('已修改');
    await screenshot(page, 'grid-04-changed-cells');

    await table().getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message('已保存 1 行').count()).toBeGreaterThan(0);
    // Reloaded in orderNo order: order 5 comes before every 10, so the row is now the first.
    await expect.poll(() => gridRows(page).first().getAttribute('data-row-key')).toBe(key);
    expect(await cell(key, 'meaningEn').innerText()).toBe('Grid edited');
    expect(await cell(key, 'orderNo').innerText()).toBe('5');
    expect(await cell(key, 'meaning').innerText()).toBe(meaning);
    expect(await table().locator('.srm-grid-cell-changed').count()).toBe(0);
    await screenshot(page, 'grid-05-saved');
    const stored = await storedValue(key);
    expect(stored).toMatchObject({ meaning, meaningEn: 'Grid edited', orderNo: 5 });
    expect(consoleErrors).toEqual([]);
  });

  it('pages: page 2 numbers 21 to 40, a page size of 50 goes back to page 1, a custom size is checked', async () => {
    await pager().locator('.arco-pagination-item', { hasText: /^2$/ }).click();
    await expect.poll(() => sequenceOf(gridRows(page).first())).toBe('21');
    expect(listBodies.at(-1)).toMatchObject({ pageIndex: 2, pageRows: 20, afterKey: expect.any(Array) });
    expect(await grid().getAttribute('aria-rowcount')).toBe('20');
    await screenshot(page, 'grid-06-page-2');
    await scrollGrid('bottom');
    await expect.poll(() => sequenceOf(gridRows(page).last())).toBe('40');
    await scrollGrid('top');

    // Next and previous read by the keys of the page shown (docs/api.md "Keyset paging"), numbered as before.
    const page2 = await gridRows(page).first().getAttribute('data-row-key');
    await pager().locator('.arco-pagination-item-next').click();
    await expect.poll(() => sequenceOf(gridRows(page).first())).toBe('41');
    expect(listBodies.at(-1)).toMatchObject({ pageIndex: 3, pageRows: 20, afterKey: expect.any(Array) });
    expect(listBodies.at(-1)).not.toHaveProperty('beforeKey');
    expect(await activePage()).toBe('3');
    await pager().locator('.arco-pagination-item-prev').click();
    await expect.poll(() => sequenceOf(gridRows(page).first())).toBe('21');
    expect(listBodies.at(-1)).toMatchObject({ pageIndex: 2, pageRows: 20, beforeKey: expect.any(Array) });
    expect(listBodies.at(-1)).not.toHaveProperty('afterKey');
    expect(await gridRows(page).first().getAttribute('data-row-key')).toBe(page2);
    expect(await activePage()).toBe('2');

    await choosePageSize('50 条/页');
    await expect.poll(() => grid().getAttribute('aria-rowcount')).toBe('50');
    expect(await activePage()).toBe('1');
    expect(await sequenceOf(gridRows(page).first())).toBe('1');
    // Rows out of view are not drawn; scrolled to the bottom, the grid draws the 50th.
    expect(await gridRows(page).count()).toBeLessThan(50);
    await scrollGrid('bottom');
    await expect.poll(() => sequenceOf(gridRows(page).last())).toBe('50');
    await screenshot(page, 'grid-07-page-size-50');

    await choosePageSize('自定义');
    const custom = pager().locator('.srm-grid-custom-size input');
    await custom.fill('-1');
    await custom.press('Enter');
    await expect.poll(() => pager().getByRole('alert').innerText()).toBe('自定义页码不能小于0');
    expect(await grid().getAttribute('aria-rowcount')).toBe('50');
    await screenshot(page, 'grid-08-custom-size-refused');
    await custom.fill('30');
    await custom.press('Enter');
    await expect.poll(() => grid().getAttribute('aria-rowcount')).toBe('30');
    expect(await pager().getByRole('alert').count()).toBe(0);
    expect(await activePage()).toBe('1');
    // The pages count by the custom size: the last page number is the 30-row pages' (Arco elides the middle
    // ones once there are more than a few, so only the first and last are sure to show).
    const numbers = await pager().locator('.arco-pagination-item', { hasText: /^\d+$/ }).allInnerTexts();
    expect([numbers[0], numbers.at(-1)]).toEqual(['1', String(Math.ceil(seededLookupValues / 30))]);
    await screenshot(page, 'grid-09-custom-size-30');

    await choosePageSize('20 条/页');
    await expect.poll(() => grid().getAttribute('aria-rowcount')).toBe('20');
    expect(consoleErrors).toEqual([]);
  });

  it('keeps rows checked across pages until page 1 is requested again', async () => {
    const check = (row: number) => gridCell(page, row, '__selection').locator('.arco-checkbox').click();
    const selectionText = () => pager().locator('.srm-grid-pager-selection').innerText();
    await scrollGrid('top');
    await check(0);
    await check(1);
    await expect.poll(selectionText).toBe('跨页已选择 2 行');

    await pager().locator('.arco-pagination-item', { hasText: /^2$/ }).click();
    await expect.poll(() => sequenceOf(gridRows(page).first())).toBe('21');
    expect(await selectionText()).toBe('跨页已选择 2 行');
    expect(await table().locator('.srm-grid-body [role="row"][aria-selected="true"]').count()).toBe(0);
    await check(4);
    await expect.poll(selectionText).toBe('跨页已选择 3 行');
    expect(await table().locator('.srm-grid-body [role="row"][aria-selected="true"]').count()).toBe(1);
    await screenshot(page, 'grid-10-cross-page-selection');

    // Spec 000 §4: requesting page 1 again clears the cross-page set.
    await pager().locator('.arco-pagination-item', { hasText: /^1$/ }).click();
    await expect.poll(() => sequenceOf(gridRows(page).first())).toBe('1');
    await expect.poll(selectionText).toBe('');
    expect(await table().locator('.srm-grid-body [role="row"][aria-selected="true"]').count()).toBe(0);
    expect(await table().locator('.srm-grid-body .arco-checkbox-checked').count()).toBe(0);
    await screenshot(page, 'grid-11-selection-cleared');
    expect(consoleErrors).toEqual([]);
  });

  it('column settings: hidden, moved and fixed columns are saved for the user, exported, and reset', async () => {
    const defaultOrder = ['lookupType', 'lookupCode', 'meaning', 'meaningEn', 'orderNo', 'enabledFlag', 'startDateActive', 'endDateActive'];
    expect(await headerOrder()).toEqual(defaultOrder);
    await openColumnSettings();
    const drawer = page.locator('.arco-drawer');
    const showOrderNo = drawer.getByRole('checkbox', { name: '显示“排序”' });
    expect(await showOrderNo.isChecked()).toBe(true);
    await drawer.locator('[data-column-key="orderNo"] .arco-checkbox').click();
    await expect.poll(() => showOrderNo.isChecked()).toBe(false);
    await expect.poll(() => table().locator('[data-header="orderNo"]').count()).toBe(0);
    expect(await table().locator('[data-cell$=":orderNo"]').count()).toBe(0);
    await drawer.getByRole('button', { name: '下移“编码”' }).click();
    await chooseInDrawer('“启用”的固定位置', '左侧');
    const arranged = ['lookupType', 'enabledFlag', 'meaning', 'lookupCode', 'meaningEn', 'startDateActive', 'endDateActive'];
    await expect.poll(headerOrder).toEqual(arranged);
    expect(await table().locator('.srm-grid-header .srm-grid-region-start [data-header="enabledFlag"]').count()).toBe(1);
    expect(await drawer.innerText()).toContain('正在使用您的个人列配置');
    await screenshot(page, 'grid-12-column-settings');

    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: '导出配置' }).click()]);
    expect(download.suggestedFilename()).toBe('lookupValueTable.columns.json');
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file).toMatchObject({
      kind: 'srm.columnSettings',
      tableName: 'lookupValueTable',
      settings: { hidden: expect.arrayContaining(['orderNo']), fixed: { enabledFlag: 'left' } },
    });
    expect(file.settings.order.indexOf('lookupCode')).toBe(file.settings.order.indexOf('meaning') + 1);
    await closeColumnSettings();
    await screenshot(page, 'grid-13-columns-arranged');

    // Saved on the server for this user: the reloaded page applies it.
    await page.reload();
    await expect.poll(() => grid().getAttribute('aria-rowcount'), { timeout: 15_000 }).toBe('20');
    await expect.poll(() => table().locator('.srm-column-settings-button.arco-btn-loading').count()).toBe(0);
    await expect.poll(headerOrder).toEqual(arranged);
    expect(await table().locator('[data-header="orderNo"]').count()).toBe(0);
    await screenshot(page, 'grid-14-reloaded');

    await openColumnSettings();
    await drawer.getByRole('button', { name: '恢复默认' }).click();
    await page.locator('.arco-popconfirm .arco-btn-primary').click();
    await expect.poll(headerOrder).toEqual(defaultOrder);
    expect(await drawer.innerText()).toContain('正在使用默认列配置');
    expect(await table().locator('.srm-grid-header .srm-grid-region-start [data-header="enabledFlag"]').count()).toBe(0);
    await closeColumnSettings();
    await screenshot(page, 'grid-15-column-settings-reset');
    expect(consoleErrors).toEqual([]);
  });

  it('full screen puts the table over the window, and Esc leaves it', async () => {
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const before = await table().boundingBox();
    await table().locator('.srm-full-screen-button').click();
    await expect.poll(() => table().getAttribute('class')).toContain('srm-data-table-full-screen');
    const box = await table().boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await screenshot(page, 'grid-16-full-screen');

    await page.keyboard.press('Escape');
    await expect.poll(() => table().getAttribute('class')).not.toContain('srm-data-table-full-screen');
    expect(await table().boundingBox()).toEqual(before);
    await screenshot(page, 'grid-17-full-screen-left');
    expect(consoleErrors).toEqual([]);
  });
});

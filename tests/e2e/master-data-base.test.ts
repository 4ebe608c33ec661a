import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

/**
 * Master data in Chromium, once: the buyer finds a district in the tree of the Chinese administrative divisions
 * (system records, GB/T 2260), and a supplier sees the common files the buyer published, never the draft.
 */
describe.runIf(run)('districts and common files, in Chromium', () => {
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

  function node(title: string): Locator {
    return activePane(page).locator('.arco-tree-node', { has: page.locator('[data-node-key]', { hasText: new RegExp(`^${title}$`) }) });
  }
  const titles = () => activePane(page).locator('.srm-tree-panel [data-node-key]').allInnerTexts();

  it('the buyer opens 行政区划 and finds 浦东新区 under 上海市 by name', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '行政区划');
    // The first level of 3,348 divisions on a busy machine: wait for it as a user would.
    await expect.poll(() => node('110000 北京市').count(), { timeout: 30_000 }).toBe(1);
    const roots = await titles();
    expect(roots).toHaveLength(31);
    expect(roots.slice(0, 3)).toEqual(['110000 北京市', '120000 天津市', '130000 河北省']);
    const search = activePane(page).getByPlaceholder('输入编码或名称查找');
    await search.fill('浦东');
    await search.press('Enter');
    await expect.poll(() => activePane(page).locator('.srm-tree-hit mark').first().innerText(), { timeout: 30_000 }).toBe('浦东');
    expect(await node('310000 上海市').getAttribute('aria-expanded')).toBe('true');
    expect(await titles()).toEqual(expect.arrayContaining(['310100 市辖区', '310115 浦东新区']));
    // The buyer reads the divisions; only the administrator maintains them.
    expect(await activePane(page).getByRole('button', { name: '保存' }).count()).toBe(0);
    await screenshot(page, 'master-data-01-district-tree');
  });

  it('a supplier opens 常用文件 and sees the three published files, not the draft', async () => {
    await signOut(page);
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openMenu(page, '常用文件');
    await expect.poll(() => gridRows(page).count(), { timeout: 30_000 }).toBe(3);
    const text = await activePane(page).locator('.srm-data-table').innerText();
    for (const title of ['阳光采购与廉洁合作承诺书', '供应商质量保证协议范本', '供应商送货单及标签填写规范（2026版）']) expect(text).toContain(title);
    expect(text).not.toContain('供应商门户操作手册');
    expect(await activePane(page).getByRole('button', { name: '新增', exact: true }).count()).toBe(0);
    await screenshot(page, 'master-data-02-supplier-common-files');
    expect(consoleErrors).toEqual([]);
  });
});

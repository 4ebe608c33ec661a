import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdapter, type SessionCredentials } from '../../renderer/data/http-adapter';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

describe.runIf(run)('the purchase category tree, in Chromium', () => {
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

  /** The tree node whose title reads exactly `title`. */
  function node(title: string): Locator {
    return activePane(page).locator('.arco-tree-node', { has: page.locator('[data-node-key]', { hasText: new RegExp(`^${title}$`) }) });
  }

  function nodeTitle(title: string): Locator {
    return node(title).locator('.arco-tree-node-title');
  }

  async function expand(title: string): Promise<void> {
    await node(title).locator('.arco-tree-node-switcher-icon').click();
    await expect.poll(() => node(title).getAttribute('aria-expanded')).toBe('true');
  }

  function formInput(field: string): Locator {
    return activePane(page).locator(`.srm-tree-form [data-field="${field}"] input`);
  }

  /** The titles of the nodes drawn, top to bottom. */
  function titles(): Promise<string[]> {
    return activePane(page).locator('.srm-tree-panel [data-node-key]').allInnerTexts();
  }

  async function openTree(): Promise<void> {
    await openMenu(page, '采购品类');
    await expect.poll(() => node('01 生产性物料').count()).toBe(1);
  }

  it('the administrator opens 采购品类 and expands a level', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openTree();
    expect(await titles()).toEqual(['01 生产性物料', '02 非生产性物料', '03 服务类']);
    await expand('01 生产性物料');
    await expect.poll(() => titles()).toEqual(['01 生产性物料', '0101 机械零部件', '0102 电子元器件', '0103 原材料', '0104 包装材料', '02 非生产性物料', '03 服务类']);
    await screenshot(page, 'tree-01-level-open');
  });

  it('searches a leaf: the path to it opens and the hit is marked', async () => {
    const search = activePane(page).getByPlaceholder('输入编码或名称查找');
    await search.fill('紧固件');
    await search.press('Enter');
    await expect.poll(() => activePane(page).locator('.srm-tree-hit mark').innerText()).toBe('紧固件');
    expect(await node('0101 机械零部件').getAttribute('aria-expanded')).toBe('true');
    expect(await titles()).toContain('010102 紧固件');
    await screenshot(page, 'tree-02-search-hit');
  });

  it('adds a child under the selected category and saves it', async () => {
    await nodeTitle('0101 机械零部件').click();
    await expect.poll(() => formInput('categoryCode').inputValue()).toBe('0101');
    await activePane(page).getByRole('button', { name: '新增下级' }).click();
    await expect.poll(() => activePane(page).getByText('在“机械零部件”下新增').count()).toBe(1);
    await formInput('categoryCode').fill('010105');
    await formInput('categoryName').fill('弹簧');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => node('010105 弹簧').count()).toBe(1);
    await expect.poll(() => formInput('categoryCode').inputValue()).toBe('010105');
    const level = await titles();
    expect(level.slice(level.indexOf('0101 机械零部件'), level.indexOf('0102 电子元器件'))).toEqual([
      '0101 机械零部件',
      '010101 轴承',
      '010102 紧固件',
      '010103 传动件',
      '010104 密封件',
      '010105 弹簧',
    ]);
    await screenshot(page, 'tree-03-child-saved');
  });

  it('drags the new category under another parent, and finds it there after a reload', async () => {
    await nodeTitle('010105 弹簧').dragTo(nodeTitle('0104 包装材料'));
    await expect.poll(() => page.getByText('已移动“010105 弹簧”').count()).toBeGreaterThan(0);
    await expect.poll(() => node('0104 包装材料').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => {
      const level = await titles();
      return level.slice(level.indexOf('0104 包装材料'), level.indexOf('02 非生产性物料'));
    }).toEqual(['0104 包装材料', '010401 纸箱', '010402 托盘', '010105 弹簧']);
    await screenshot(page, 'tree-04-moved');

    await page.reload();
    await expect.poll(() => node('01 生产性物料').count()).toBe(1);
    await expand('01 生产性物料');
    await expand('0104 包装材料');
    await expect.poll(() => titles()).toEqual([
      '01 生产性物料',
      '0101 机械零部件',
      '0102 电子元器件',
      '0103 原材料',
      '0104 包装材料',
      '010401 纸箱',
      '010402 托盘',
      '010105 弹簧',
      '02 非生产性物料',
      '03 服务类',
    ]);
    await nodeTitle('010105 弹簧').click();
    await expect.poll(() => formInput('orderNo').inputValue()).toBe('3');
    await screenshot(page, 'tree-05-after-reload');
  });

  it('draws a level of 150 nodes in a virtual list: only those in view are in the page', async () => {
    // 150 more categories under 03, saved through the API with the page's own session and menu.
    const session: SessionCredentials = JSON.parse((await page.evaluate(() => localStorage.getItem('srm.userInfo'))) ?? 'null');
    const address = new URL(page.url());
    const menu = { menuId: Number(address.searchParams.get('menuId')), respId: Number(address.searchParams.get('respId')) };
    const adapter = createHttpAdapter({ baseUrl: server.baseUrl, getSession: () => session, getLanguage: () => 'CN' });
    const call = <T,>(operation: string, body: Record<string, unknown>) => adapter.request<T>({ service: 'base', resource: 'basePurchaseCategoryRestful', operation, body, menu });
    const services = await call<{ categoryId: number }[]>('listByPage', { categoryCode: '03' });
    const parentCategoryId = services.data[0].categoryId;
    const data = Array.from({ length: 150 }, (_, index) => ({
      categoryCode: `03${String(index + 1).padStart(3, '0')}`,
      categoryName: `外包服务${index + 1}`,
      parentCategoryId,
      orderNo: index + 3,
    }));
    expect((await call('doBatchSaveOrUpdate', { data })).status).toBe('S');

    await expand('03 服务类');
    await expect.poll(() => node('0302 设备维修服务').count()).toBe(1);
    const drawn = await activePane(page).locator('.srm-tree-panel [data-node-key]').count();
    expect(drawn).toBeLessThan(100);
    expect(await node('03150 外包服务150').count()).toBe(0);
    await activePane(page).locator('.srm-tree-box .arco-tree').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(() => node('03150 外包服务150').count()).toBe(1);
    await screenshot(page, 'tree-06-virtual-list');
    expect(consoleErrors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { documentScreen } from './support/document-screen';
import { activePane, chooseOption, gridRows, lineCell, signIn } from './support/ui';

const run = chromiumAvailable();

/**
 * Dynamic charts end to end: the administrator defines a chart (its preview draws as he fills the form),
 * adds it to a dashboard group, opens the chart dashboards and sees it drawn from the data, stars it and
 * finds it in his collection (我的收藏).
 */
describe.runIf(run)('dynamic charts and collections in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  const screen = documentScreen(() => page);
  const CHART_NAME = '各组织订单金额';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  async function saveAndWait(): Promise<void> {
    await screen.button('保存').click();
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: /成功|已保存/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  }

  /** Opens a function menu of a folder (under a top-level folder, open from the start), unfolding it when it is closed. */
  async function openNested(folder: string, name: string): Promise<void> {
    const entry = (text: string) => page.locator('.srm-side-menu').getByText(text, { exact: true }).first();
    await entry(folder).waitFor({ state: 'visible' });
    if (!(await entry(name).isVisible())) await entry(folder).click();
    await entry(name).click();
  }

  /** The drawn shapes of the charts in the active pane (ECharts draws SVG). */
  function chartShapes(within: string) {
    return activePane(page).locator(`${within} .srm-chart svg path`);
  }

  it('the administrator defines a chart and sees its preview', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openNested('动态图表', '图表定义');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/chartEdit/);
    await screen.field('chartCode').locator('input').fill('E2E_ORG_AMOUNT');
    await screen.field('chartName').locator('input').fill(CHART_NAME);
    await chooseOption(page, 'chartType', '柱状图');
    await screen.field('entityName').locator('input').fill('srmPoHeader');
    await screen.field('dimensionField').locator('input').fill('orgId');
    await chooseOption(page, 'measureFn', '求和');
    await screen.field('measureField').locator('input').fill('taxTotalAmount');
    await expect.poll(() => chartShapes('.srm-chart-preview').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await saveAndWait();
  });

  it('adds it to a dashboard group', async () => {
    await openNested('动态图表', '看板分组');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByText('PURCHASE_OVERVIEW', { exact: true }).click();
    await page.waitForURL(/editGroup/);
    await expect.poll(() => lineCell(page, 0, 'chartId').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '添加行' }).first().click();
    const select = lineCell(page, 4, 'chartId').locator('.arco-select');
    await select.click();
    await select.locator('input').fill(CHART_NAME);
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: CHART_NAME }).first().click();
    await saveAndWait();
  });

  it('opens the chart dashboards and sees the chart drawn, then stars it and finds it in his collection', async () => {
    await openNested('工作台', '图表看板');
    const card = activePane(page).locator('.srm-dyn-chart-card', { hasText: CHART_NAME });
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => card.locator('.srm-chart svg path').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    // Every chart of the group draws (bars, the pie, the KPI figure).
    await expect.poll(() => activePane(page).locator('.srm-dyn-chart-card .srm-chart svg').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await screenshot(page, 'dynamic-charts-01-dashboard');
    await card.getByRole('button', { name: '加入我的收藏' }).click();
    await expect.poll(() => page.locator('.arco-message').filter({ hasText: '已加入我的收藏' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.locator('.srm-side-menu').getByText('我的收藏', { exact: true }).first().click();
    await expect.poll(() => activePane(page).locator('.srm-data-table').getByText(CHART_NAME).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'dynamic-charts-02-collection');
    expect(consoleErrors).toEqual([]);
  });
});

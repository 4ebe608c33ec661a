import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, lineCell, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

/**
 * The approver approves the demo application 上海制造托盘第二供应商引入 (恒信包装 for 托盘 in 上海制造), and the
 * entry appears on the approved supplier list; supplier1 answers the demo forecast published to him with his
 * committed quantities and accepts it.
 */
describe.runIf(run)('approved supplier list and forecasts in Chromium', () => {
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

  const field = (name: string) => activePane(page).locator(`[data-field="${name}"]`);
  const button = (name: string) => activePane(page).getByRole('button', { name, exact: true });
  const confirm = () => page.locator('.arco-popconfirm .arco-btn-primary, .arco-modal .arco-btn-primary').first().click();

  async function openRow(title: string, route: RegExp): Promise<void> {
    const row = gridRows(page).filter({ hasText: title });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await row.first().locator('.srm-grid-link').first().click();
    await page.waitForURL(route);
  }

  async function typeInCell(line: number, column: string, value: string): Promise<void> {
    await lineCell(page, line, column).click();
    const input = lineCell(page, line, column).locator('input');
    await input.fill(value);
    await input.press('Tab');
  }

  it('the approver approves an application and its line joins the approved supplier list', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openMenu(page, '货源清单新增申请');
    await openRow('上海制造托盘第二供应商引入', /AslApplyEdit/);
    await expect.poll(() => field('status').innerText(), { timeout: 15_000 }).toContain('已提交');
    await expect.poll(() => lineCell(page, 0, 'supplierId').innerText()).toContain('苏州恒信包装材料有限公司');
    await button('审批通过').click();
    await confirm();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已审批');
    await screenshot(page, 'asl-01-application-approved');

    await openMenu(page, '货源清单');
    const entry = gridRows(page).filter({ hasText: '苏州恒信包装材料有限公司' }).filter({ hasText: '托盘' });
    await expect.poll(() => entry.count(), { timeout: 15_000 }).toBe(1);
    expect(await entry.innerText()).toContain('有效');
    await screenshot(page, 'asl-02-list-entry');
    await signOut(page);
  });

  it('supplier1 answers the forecast published to him and accepts it', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openMenu(page, '采购预测（供应商）');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await activePane(page).locator('.srm-data-table').innerText()).not.toContain('集团劳保用品');
    await openRow('上海制造2027年一季度轴承需求预测', /purForecastSupplierEdit/);
    await expect.poll(() => field('status').innerText(), { timeout: 15_000 }).toContain('已发布');
    await expect.poll(() => lineCell(page, 0, 'forecastQty').innerText()).toContain('1200');
    expect(await activePane(page).innerText()).not.toContain('二季度可能转单');
    await typeInCell(0, 'commitQty', '1100');
    await typeInCell(1, 'commitQty', '900');
    await typeInCell(1, 'supplierComment', '二月春节减产');
    await button('保存').click();
    await expect.poll(() => field('totalCommitQty').innerText(), { timeout: 10_000 }).toMatch(/2,?000/);
    await button('确认预测').click();
    await confirm();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('供应商已确认');
    await expect.poll(() => lineCell(page, 1, 'supplierComment').innerText()).toContain('二月春节减产');
    await screenshot(page, 'forecast-01-accepted-by-supplier1');
    expect(consoleErrors).toEqual([]);
  });
});

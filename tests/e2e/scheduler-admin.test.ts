import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseOption, gridRows, signIn } from './support/ui';

const run = chromiumAvailable();

/**
 * The administrator's scheduler (平台管理 > 请求, 调度与日志): a program submitted on a CRON expression is
 * listed as scheduled with its next run, paused and resumed from the list; a program disabled under 并发程序
 * fails its request, which 调度错误 lists and retries once the program is enabled again.
 */
describe.runIf(run)('the scheduler in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
  });
  afterAll(async () => {
    await session?.close();
  });

  /** Opens a function menu of 平台管理 (in the group `group` when given), unfolding what is folded. */
  async function openAdminMenu(name: string, group?: string): Promise<void> {
    const menu = page.locator('.arco-menu');
    const admin = menu.getByText('平台管理', { exact: true });
    await admin.waitFor();
    const item = menu.getByText(name, { exact: true });
    if (!(await item.isVisible())) {
      if (group) {
        const node = menu.getByText(group, { exact: true });
        if (!(await node.isVisible())) await admin.click();
        await node.click();
      } else {
        await admin.click();
      }
    }
    await item.click();
  }

  const rowOf = (text: string) => gridRows(page).filter({ hasText: text });

  async function setProgramEnabled(enabled: boolean): Promise<void> {
    await openAdminMenu('并发程序', '调度与日志');
    await expect.poll(() => rowOf('purgeLogs').count(), { timeout: 15_000 }).toBe(1);
    await activePane(page).locator('.srm-grid-link', { hasText: 'purgeLogs' }).click();
    await page.waitForURL(/ConcurrentProgramsDetail\?id=/);
    const flag = activePane(page).locator('[data-field="enabledFlag"]');
    await expect.poll(() => activePane(page).locator('.srm-lines-grid').innerText(), { timeout: 15_000 }).toContain('logCode');
    const toggle = flag.locator('.arco-switch, .arco-checkbox').first();
    const checked = async () => (await toggle.getAttribute('class'))?.match(/arco-switch-checked|arco-checkbox-checked/) !== null;
    if ((await checked()) !== enabled) await toggle.click();
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(checked).toBe(enabled);
  }

  async function submitRequest(fill: () => Promise<void>): Promise<void> {
    await openAdminMenu('请求');
    await activePane(page).getByRole('button', { name: '提交请求' }).click();
    await page.waitForURL(/submitRequestDetail/);
    await chooseOption(page, 'programCode', '清理过期日志');
    await fill();
    await activePane(page).getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => activePane(page).locator('[data-field="requestNumber"]').innerText(), { timeout: 15_000 }).toMatch(/REQ\d{8}-\d{5}/);
  }

  it('schedules a program on a CRON expression, lists it, pauses and resumes it', async () => {
    await submitRequest(async () => {
      await chooseOption(page, 'scheduleType', '周期(CRON)');
      await activePane(page).locator('[data-field="cronExpression"] input').fill('30 1 * * *');
    });
    const number = (await activePane(page).locator('[data-field="requestNumber"]').innerText()).match(/REQ\d{8}-\d{5}/)?.[0] ?? '';
    await expect.poll(() => activePane(page).locator('[data-field="nextRunTime"]').innerText(), { timeout: 15_000 }).toMatch(/01:30:00/);
    await screenshot(page, 'scheduler-01-cron-request');

    await openAdminMenu('请求');
    await activePane(page).getByRole('button', { name: '刷新' }).click();
    const row = rowOf(number);
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已计划');
    expect(await row.innerText()).toContain('30 1 * * *');
    await row.getByRole('button', { name: '暂停' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已暂停');
    await screenshot(page, 'scheduler-02-paused');
    await row.getByRole('button', { name: '恢复' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已计划');
  });

  it('lists a failed request in 调度错误 and retries it', async () => {
    await setProgramEnabled(false);
    await submitRequest(async () => undefined);
    const number = (await activePane(page).locator('[data-field="requestNumber"]').innerText()).match(/REQ\d{8}-\d{5}/)?.[0] ?? '';
    await setProgramEnabled(true);

    await openAdminMenu('调度错误', '调度与日志');
    const failed = rowOf(number);
    await expect
      .poll(
        async () => {
          await activePane(page).getByRole('button', { name: '刷新' }).click();
          return failed.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await failed.innerText()).toContain('已停用');
    await screenshot(page, 'scheduler-03-errors');
    await failed.locator('.arco-checkbox').first().click();
    await activePane(page).getByRole('button', { name: '重试' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await page.waitForURL(/submitRequestDetail\?id=/);
    await expect.poll(() => activePane(page).locator('[data-field="retryOfRequestId"]').innerText(), { timeout: 15_000 }).toContain(number);
    await openAdminMenu('请求');
    const retry = gridRows(page).filter({ hasText: '清理过期日志' }).first();
    await expect
      .poll(
        async () => {
          await activePane(page).getByRole('button', { name: '刷新' }).click();
          return retry.innerText();
        },
        { timeout: 20_000 },
      )
      .toContain('已完成');
    await screenshot(page, 'scheduler-04-retried');
    expect(consoleErrors).toEqual([]);
  });
});

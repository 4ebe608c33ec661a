import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

/** The administrator walks the organisation (平台管理 > 组织架构) over the demo data: the department tree and an employee. */
describe.runIf(run)('the organisation structure, in Chromium', () => {
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

  async function expand(title: string): Promise<void> {
    await node(title).locator('.arco-tree-node-switcher-icon').click();
    await expect.poll(() => node(title).getAttribute('aria-expanded')).toBe('true');
  }

  async function openOrgMenu(name: string): Promise<void> {
    const item = page.locator('.arco-menu').getByText(name, { exact: true });
    if (!(await item.isVisible())) await page.locator('.arco-menu').getByText('组织架构', { exact: true }).click();
    await openMenu(page, name);
  }

  it('the department tree shows 采购一部 below 采购中心, headed by 李审批', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openOrgMenu('部门管理');
    await expect.poll(() => node('GMO 总经办').count()).toBe(1);
    await expand('GMO 总经办');
    await expand('PUR 采购中心');
    await node('PUR1 采购一部').locator('.arco-tree-node-title').click();
    await expect.poll(() => activePane(page).locator('.srm-tree-form [data-field="departmentCode"] input').inputValue()).toBe('PUR1');
    await expect.poll(() => activePane(page).locator('.srm-tree-form [data-field="headUserId"]').innerText()).toContain('李审批');
    await screenshot(page, 'org-department-tree');
  });

  it('the buyer\'s employee record shows his user and primary position', async () => {
    await openOrgMenu('员工管理');
    await expect.poll(() => gridRows(page).count()).toBeGreaterThan(10);
    await gridRows(page).filter({ hasText: 'E0012' }).getByText('编辑', { exact: true }).first().click();
    await expect.poll(() => activePane(page).locator('[data-field="employeeName"] input').inputValue()).toBe('王采购');
    await expect.poll(() => activePane(page).getByText('采购一部采购工程师').count()).toBeGreaterThan(0);
    await screenshot(page, 'org-employee-edit');
  });

  it('人员查询 lists each employee with department, position, level, job and user', async () => {
    await openOrgMenu('人员查询');
    const buyer = gridRows(page).filter({ hasText: 'E0012' });
    await expect.poll(() => buyer.first().innerText()).toMatch(/王采购[\s\S]*采购一部[\s\S]*采购一部采购工程师[\s\S]*专员[\s\S]*采购工程师[\s\S]*buyer/);
    await screenshot(page, 'org-staff-inquiry');
    expect(consoleErrors).toEqual([]);
  });
});

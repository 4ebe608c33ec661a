import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, openMenu, showEditTab, signIn } from './support/ui';

const run = chromiumAvailable();

describe.runIf(run)('the administrator reads profile values in force and a buyer\'s data permits, in Chromium', () => {
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

  it('lists every profile code with its values at each level and the one in force', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '配置文件生效值');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await activePane(page).getByText('LIST_PAGE_SIZE').first().waitFor();
    await screenshot(page, 'admin-profiles-01-values');
  });

  it('shows the buyer\'s category, MRP and purchase-group permits beside his organisations', async () => {
    await openMenu(page, '用户数据权限');
    const link = activePane(page).locator('.srm-grid-link', { hasText: 'buyer' });
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    await link.click();
    await showEditTab(page, '品类/MRP/采购组权限');
    await activePane(page).getByText('生产性物料').first().waitFor();
    await screenshot(page, 'admin-permits-01-buyer');
    expect(consoleErrors).toEqual([]);
  });
});

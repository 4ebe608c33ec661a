import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseInCell, gridRows, lineCell, signIn } from './support/ui';

const run = chromiumAvailable();

/**
 * The administrator's API screens (平台管理 > 集成): the API manager lists the platform APIs generated from the
 * entity schemas with their parameters; 第三方应用 hands a client's secret over once, as a downloaded file;
 * once an API is chosen for the client, that secret gets a token at /api/oauth/token which calls the API.
 */
describe.runIf(run)('API manager and API clients in Chromium', () => {
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

  /** Opens a menu of 平台管理 > 集成, unfolding the groups that are folded. */
  async function openIntegrationMenu(name: string): Promise<void> {
    const menu = page.locator('.arco-menu');
    const admin = menu.getByText('平台管理', { exact: true });
    await admin.waitFor();
    const item = menu.getByText(name, { exact: true });
    if (!(await item.isVisible())) {
      const group = menu.getByText('集成', { exact: true });
      if (!(await group.isVisible())) await admin.click();
      await group.click();
    }
    await item.click();
  }

  it('lists the platform APIs and shows one with its parameters', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openIntegrationMenu('接口管理');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const search = activePane(page).getByRole('search');
    await search.locator('.srm-search-field', { hasText: '接口编码' }).locator('input').fill('srmPoHeader.saveOrUpdate');
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => gridRows(page).count()).toBe(1);
    await screenshot(page, 'api-01-manager');
    await activePane(page).locator('.srm-grid-link', { hasText: 'srmPoHeader.saveOrUpdate' }).click();
    await page.waitForURL(/apiListEdit\?id=/);
    await expect.poll(() => gridRows(page, '.srm-lines-grid').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(await activePane(page).locator('[data-field="apiPath"]').innerText()).toContain('/api/srm/v1/srmPoHeaderRestful/saveOrUpdate');
    await screenshot(page, 'api-02-detail');
  });

  it('hands a client secret over once as a file, and the secret gets a token', async () => {
    await openIntegrationMenu('第三方应用');
    const row = gridRows(page).filter({ hasText: 'WMS仓储系统' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'api-03-clients');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByText('生成密钥').click()]);
    const text = readFileSync(await download.path(), 'utf8');
    const value = (key: string) => text.split('\n').find((line) => line.startsWith(`${key}=`))?.slice(key.length + 1) ?? '';
    expect(value('client_id')).toMatch(/^CLT/);
    const token = () =>
      fetch(`${server.baseUrl}/api/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: value('client_id'), client_secret: value('client_secret') }).toString(),
      });
    // The demo client is granted no API yet: the secret is right, the scope is what is missing.
    expect(await (await token()).json()).toMatchObject({ error: 'invalid_scope' });

    await activePane(page).locator('.srm-grid-link', { hasText: value('client_id') }).click();
    await page.waitForURL(/oauthAppEdit\?id=/);
    await expect.poll(() => activePane(page).locator('[data-field="appName"] input').inputValue(), { timeout: 15_000 }).toBe('WMS仓储系统');

    // Granted the order list, the same secret gets a token that reads orders.
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await chooseInCell(page, 0, 'apiId', '(采购订单): List records by page');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => lineCell(page, 0, 'apiPath').innerText(), { timeout: 10_000 }).toBe('/api/srm/v1/srmPoHeaderRestful/listByPage');
    await screenshot(page, 'api-04-client-edit');
    const granted = (await (await token()).json()) as { access_token: string; scope: string };
    expect(granted.scope).toBe('srmPoHeader.listByPage');
    const orders = await fetch(`${server.baseUrl}/api/srm/v1/srmPoHeaderRestful/listByPage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${granted.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageIndex: 1, pageRows: 5 }),
    });
    expect(((await orders.json()) as { status: string }).status).toBe('S');
    expect(consoleErrors).toEqual([]);
  });
});

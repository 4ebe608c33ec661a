import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { postgresAvailable, TEST_PG_URL } from '../support/real-services';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows } from './support/ui';
import { signIn } from './support/ui';

const run = chromiumAvailable() && (await postgresAvailable());
const schema = `srm_e2e_${Math.random().toString(36).slice(2, 8)}`;

async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * 平台管理 > 开发工具: the administrator adds a PostgreSQL data source and tests its connection, browses its
 * tables and a table's columns, and generates the code of a table, downloaded as a zip.
 */
describe.runIf(run)('developer tools in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    await pgAdmin(`create schema ${schema}`);
    await pgAdmin(`create table ${schema}.qa_visit (visit_id bigint primary key, visit_no varchar(30) not null unique, visit_date date not null, visitor_name varchar(60), remark text)`);
    await pgAdmin(`comment on table ${schema}.qa_visit is '供应商走访'`);
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });
  afterAll(async () => {
    await session?.close();
    await pgAdmin(`drop schema if exists ${schema} cascade`);
  });

  async function openDevMenu(name: string): Promise<void> {
    const menu = page.locator('.arco-menu');
    const admin = menu.getByText('平台管理', { exact: true });
    await admin.waitFor();
    const item = menu.getByText(name, { exact: true });
    if (!(await item.isVisible())) {
      const group = menu.getByText('开发工具', { exact: true });
      if (!(await group.isVisible())) await admin.click();
      await group.click();
    }
    await item.click();
  }

  const field = (name: string) => activePane(page).locator(`[data-field="${name}"] input`).first();
  const message = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });

  it('adds a PostgreSQL data source and tests its connection', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openDevMenu('数据源');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/datasourceEdit/);
    const url = new URL(TEST_PG_URL);
    await field('sourceCode').fill('E2E_PG');
    await field('sourceName').fill('质量库');
    await field('host').fill(url.hostname);
    await field('databaseName').fill(url.pathname.slice(1));
    await field('schemaName').fill(schema);
    await field('username').fill(decodeURIComponent(url.username || 'postgres'));
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await message(/成功|已保存/).first().waitFor({ timeout: 15_000 });
    // A saved record shows its commands.
    await activePane(page).getByRole('button', { name: '测试连接' }).click();
    await message(/连接成功：PostgreSQL/).first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'devtools-01-datasource');
  });

  it('browses the data source\'s tables and a table\'s columns', async () => {
    await openDevMenu('数据库表');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const search = activePane(page).getByRole('search');
    const source = search.locator('.srm-search-field', { hasText: '数据源' }).locator('.arco-select');
    await source.click();
    await source.locator('input').fill('质量库');
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '质量库' }).first().click();
    await search.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await gridRows(page).first().innerText()).toContain('供应商走访');
    await screenshot(page, 'devtools-02-tables');
    await activePane(page).locator('.srm-grid-link', { hasText: 'qa_visit' }).click();
    await page.waitForURL(/databaseDetail\?/);
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBe(5);
    expect(await gridRows(page).nth(1).innerText()).toContain('visit_no');
    await screenshot(page, 'devtools-03-columns');
  });

  it('generates the code of a table and downloads it as a zip', async () => {
    await openDevMenu('代码生成');
    await activePane(page).getByRole('button', { name: '新增' }).click();
    await page.waitForURL(/devtoolsGeneratorCodeEdit/);
    const source = activePane(page).locator('[data-field="dataSourceId"] .arco-select');
    await source.click();
    await source.locator('input').fill('质量库');
    await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: '质量库' }).first().click();
    await field('tableName').fill('qa_visit');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await message(/成功|已保存/).first().waitFor({ timeout: 15_000 });
    await activePane(page).getByRole('button', { name: '读取表结构' }).click();
    await page.locator('.arco-popconfirm .arco-btn-primary, .arco-modal .arco-btn-primary').first().click();
    await message(/已读取表 qa_visit/).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => gridRows(page, '.srm-lines-grid').count(), { timeout: 15_000 }).toBe(5);
    await expect.poll(() => field('entityName').inputValue()).toBe('srmQaVisit');
    await screenshot(page, 'devtools-04-proposal');
    const [download] = await Promise.all([page.waitForEvent('download'), activePane(page).getByRole('button', { name: '下载代码' }).click()]);
    expect(download.suggestedFilename()).toBe('srmQaVisit.zip');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('schemas/srm/srmQaVisit.json'))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

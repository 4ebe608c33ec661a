import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseOption, gridRows, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const TITLE = '供应商年度质量评审会议通知';
const CONTENT = '请各供应商质量负责人于12月15日参加年度评审会议。';

/** The unread count the bell's accessible name carries (消息通知（3条未读）). */
async function bellUnread(page: Page): Promise<number> {
  const label = (await page.getByTestId('message-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? -1);
}

/** Opens 平台管理 > 内容管理 > 文章管理, unfolding the groups that are folded. */
async function openArticles(page: Page): Promise<void> {
  const menu = page.locator('.arco-menu');
  const admin = menu.getByText('平台管理', { exact: true });
  await admin.waitFor();
  const item = menu.getByText('文章管理', { exact: true });
  if (!(await item.isVisible())) {
    const group = menu.getByText('内容管理', { exact: true });
    if (!(await group.isVisible())) await admin.click();
    await group.click();
  }
  await item.click();
}

/**
 * Issue 19, the receiver side of the message centre and articles: an administrator publishes an article to
 * suppliers; a supplier user sees it on his home page, opens his bell, reads an unread message (now read) and
 * goes on to the list of all his messages.
 */
describe.runIf(run)('articles and the message centre, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the administrator writes an article for suppliers and publishes it', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openArticles(page);
    await page.waitForURL(/articleManagementList/);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/ArticleManagementListDetail/);
    await activePane(page).locator('[data-field="articleTitle"] input').fill(TITLE);
    await chooseOption(page, 'categoryCode', '新闻动态');
    await chooseOption(page, 'audience', '供应商用户');
    const editor = activePane(page).locator('[data-field="content"] .ProseMirror');
    await editor.click();
    await editor.pressSequentially(CONTENT);
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="articleNumber"]').innerText(), { timeout: 15_000 }).not.toBe('');
    await activePane(page).getByRole('button', { name: '发布' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 15_000 }).toContain('已发布');
    await screenshot(page, 'articles-01-published');
    await signOut(page);
  });

  it('a supplier reads it on his home page', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    const item = page.locator('.srm-home-articles__item', { hasText: TITLE });
    await item.waitFor();
    // A buyers-only demo article is not shown to him.
    expect(await page.locator('.srm-home-articles__item', { hasText: 'Buyer guide' }).count()).toBe(0);
    await item.click();
    await expect.poll(() => page.locator('.arco-modal').getByText(CONTENT).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'articles-02-supplier-home');
    await page.locator('.arco-modal .arco-modal-close-icon').click();
  });

  it('he opens the bell, reads an unread message and goes to all his messages', async () => {
    await expect.poll(() => bellUnread(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await bellUnread(page);
    await page.getByTestId('message-bell').click();
    const unread = page.locator('.srm-bell__item--unread');
    await unread.first().waitFor();
    await screenshot(page, 'articles-03-bell');
    const title = await unread.first().locator('.srm-bell__title').innerText();
    await unread.first().click();
    await expect.poll(() => bellUnread(page), { timeout: 15_000 }).toBe(before - 1);
    // A message with a link opens its document and closes the panel; open it again to see the message read.
    if (!(await page.locator('.srm-bell__panel').isVisible())) await page.getByTestId('message-bell').click();
    await expect.poll(() => page.locator('.srm-bell__item', { hasText: title }).first().getAttribute('class')).not.toContain('srm-bell__item--unread');

    await page.getByTestId('message-bell-view-all').click();
    await page.waitForURL(/receiveMessageList/);
    await gridRows(page).first().waitFor();
    const titles = await activePane(page).locator('.srm-data-table .srm-grid-body [role="row"] [data-cell$=":titleCn"]').allInnerTexts();
    expect(titles).toContain(title);
    await screenshot(page, 'articles-04-my-messages');
  });
});

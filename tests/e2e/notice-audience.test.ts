import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseInCell, chooseOption, gridRows, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const TITLE = '2027年一季度轴承询价邀请';
const CONTENT = '请机械零部件供应商于12月10日前回复是否参与报价。';
const REPLY = '我司参与报价，联系人李经理。';

/** The notice titles the 全部公告 list shows the signed-in user. */
async function listedTitles(page: Page): Promise<string[]> {
  await openMenu(page, '全部公告');
  await page.waitForURL(/noticeMore/);
  // The list has loaded once its empty state or its rows show.
  await activePane(page).locator('.srm-data-table .srm-grid-body [role="row"], .srm-data-table .srm-grid-empty').first().waitFor();
  return activePane(page).locator('.srm-data-table .srm-grid-body [role="row"] [data-cell$=":noticeTitle"]').allInnerTexts();
}

/**
 * Spec 2.2, notices: a buyer publishes a notice to one purchase category; a supplier of that category reads it
 * and replies; a supplier outside it never sees it.
 */
describe.runIf(run)('a notice to one category, in Chromium', () => {
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

  it('the buyer writes a sourcing notice to the category 机械零部件 and publishes it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '公告维护');
    await page.waitForURL(/noticeManagement/);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/noticeEdit/);
    await activePane(page).locator('[data-field="noticeTitle"] input').fill(TITLE);
    await chooseOption(page, 'noticeConfigId', '寻源招标公告');
    const editor = activePane(page).locator('[data-field="content"] .ProseMirror');
    await editor.click();
    await editor.pressSequentially(CONTENT);
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await chooseInCell(page, 0, 'receiverType', '按采购品类');
    await chooseInCell(page, 0, 'categoryId', '机械零部件');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="noticeNumber"]').innerText(), { timeout: 15_000 }).not.toBe('');

    await activePane(page).getByRole('button', { name: '发布' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 15_000 }).toContain('已发布');
    await screenshot(page, 'notice-01-published');
    await signOut(page);
  });

  it('a supplier of the category reads it and replies', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    expect(await listedTitles(page)).toContain(TITLE);
    await activePane(page).locator('.srm-grid-link', { hasText: TITLE }).click();
    await page.waitForURL(/noticeDesc/);
    await expect.poll(() => activePane(page).getByText(CONTENT).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'notice-02-supplier-reads');

    await openMenu(page, '公告回复');
    await page.waitForURL(/noticeReplyList/);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/noticeReplyEdit/);
    await chooseOption(page, 'noticeId', TITLE);
    await activePane(page).locator('[data-field="replyContent"] textarea').fill(REPLY);
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').first().waitFor();
    await screenshot(page, 'notice-03-reply-saved');
    await expect.poll(() => activePane(page).locator('[data-field="replyDate"]').innerText(), { timeout: 15_000 }).not.toBe('');
    await signOut(page);
  });

  it('a supplier outside the category sees nothing of it, and the buyer sees the reply', async () => {
    await signIn(page, server.baseUrl, 'supplier2', 'Supplier@123');
    expect(await listedTitles(page)).not.toContain(TITLE);
    await signOut(page);

    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '公告回复');
    await page.waitForURL(/noticeReplyList/);
    await expect.poll(() => gridRows(page).filter({ hasText: REPLY }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'notice-04-buyer-sees-reply');
    expect(session.consoleErrors).toEqual([]);
  });
});

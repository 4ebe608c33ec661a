import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseInCell, chooseOption, gridRows, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const TITLE = '关于1月第1周交付计划提前的通知';
const CONTENT = '请确认1月第1周的交付计划可提前两天。';
const REMARK = '已安排生产，可按期交付。';

/** The notification titles the 全部通知 list shows the signed-in user. */
async function listedTitles(page: Page): Promise<string[]> {
  await openMenu(page, '全部通知');
  await page.waitForURL(/notificationMore/);
  // The list has loaded once its empty state or its rows show.
  await activePane(page).locator('.srm-data-table .srm-grid-body [role="row"], .srm-data-table .srm-grid-empty').first().waitFor();
  return activePane(page).locator('.srm-data-table .srm-grid-body [role="row"] [data-cell$=":notificationTitle"]').allInnerTexts();
}

/** The 阅读状态 cell of the notification's row in 全部通知. */
function readCell(page: Page) {
  return gridRows(page).filter({ hasText: TITLE }).locator('[data-cell$=":readFlag"]');
}

/**
 * Notifications (通知): a buyer publishes one to a single supplier; that supplier finds it unread, opens it
 * (without seeing its receivers or read receipts) and acknowledges it with a remark; another supplier sees
 * nothing of it; the buyer sees the acknowledgement.
 */
describe.runIf(run)('a notification to one supplier, in Chromium', () => {
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

  it('the buyer writes a delivery notification to 华东精密 and publishes it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '通知维护');
    await page.waitForURL(/notificationManagement/);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/notificationEdit/);
    await activePane(page).locator('[data-field="notificationTitle"] input').fill(TITLE);
    await chooseOption(page, 'notificationType', '交付通知');
    const editor = activePane(page).locator('[data-field="content"] .ProseMirror');
    await editor.click();
    await editor.pressSequentially(CONTENT);
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await chooseInCell(page, 0, 'supplierId', '华东精密');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="notificationNumber"]').innerText(), { timeout: 15_000 }).not.toBe('');

    await activePane(page).getByRole('button', { name: '发布' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 15_000 }).toContain('已发布');
    await screenshot(page, 'notification-01-published');
    await signOut(page);
  });

  it('the supplier finds it unread, reads it and acknowledges it', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    expect(await listedTitles(page)).toContain(TITLE);
    await expect.poll(() => readCell(page).innerText(), { timeout: 15_000 }).toContain('未读');
    await screenshot(page, 'notification-02-unread');
    await activePane(page).locator('.srm-grid-link', { hasText: TITLE }).click();
    await page.waitForURL(/notificationDesc/);
    await expect.poll(() => activePane(page).getByText(CONTENT).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Who else received it and who read it stay with the buyer.
    expect(await activePane(page).getByText('接收方').count()).toBe(0);
    expect(await activePane(page).getByText('阅读记录').count()).toBe(0);
    await screenshot(page, 'notification-03-supplier-reads');

    await activePane(page).getByRole('button', { name: '确认收到' }).click();
    await page.waitForURL(/notificationReplyEdit/);
    await expect.poll(() => activePane(page).locator('[data-field="replyType"]').innerText(), { timeout: 15_000 }).toContain('确认收到');
    await activePane(page).locator('[data-field="replyContent"] textarea').fill(REMARK);
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await page.locator('.arco-message').first().waitFor();
    await screenshot(page, 'notification-04-acknowledged');

    expect(await listedTitles(page)).toContain(TITLE);
    await expect.poll(() => readCell(page).innerText(), { timeout: 15_000 }).toContain('已读');
    await signOut(page);
  });

  it('another supplier sees nothing of it, and the buyer sees the acknowledgement', async () => {
    await signIn(page, server.baseUrl, 'supplier2', 'Supplier@123');
    expect(await listedTitles(page)).not.toContain(TITLE);
    await signOut(page);

    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '通知回执');
    await page.waitForURL(/notificationReplyList/);
    await expect.poll(() => gridRows(page).filter({ hasText: REMARK }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'notification-05-buyer-sees-acknowledgement');
    expect(session.consoleErrors).toEqual([]);
  });
});

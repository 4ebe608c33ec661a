import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, gridRows, lineCell, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();
const MESSAGE = '付款节点的付款比例合计必须等于100%';

/**
 * A buyer edits a payment term's nodes (paymentProportionManagement/paymentProportionEdit): while they do not
 * add up to 100% the screen says so above the node grid (record checks, evaluated as he types) and Save is
 * refused; fixed, the term saves and its total reads 100.
 */
describe.runIf(run)('payment term nodes in Chromium', () => {
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

  async function setPercentage(line: number, value: string): Promise<void> {
    await lineCell(page, line, 'percentage').click();
    const input = lineCell(page, line, 'percentage').locator('input');
    await input.fill(value);
    await input.press('Tab');
  }

  it('shows the 100% rule while the nodes do not add up, refuses to save, and saves once fixed', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '付款条件');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await activePane(page).locator('.srm-grid-link', { hasText: 'PT-EQ-3610' }).click();
    await page.waitForURL(/paymentProportionEdit/);
    const notice = activePane(page).locator('.srm-record-check');
    await expect.poll(() => lineCell(page, 2, 'percentage').innerText(), { timeout: 15_000 }).toContain('10');
    expect(await notice.count()).toBe(0);

    // 35 + 60 + 10 = 105: the rule shows as soon as the cell is left, before any save.
    await setPercentage(0, '35');
    await expect.poll(() => notice.innerText()).toContain(MESSAGE);
    await screenshot(page, 'payment-term-nodes-105');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    // Refused in the browser: the rule stays, nothing was stored (a reload shows the stored 30).
    await expect.poll(() => notice.innerText()).toContain(MESSAGE);

    // 35 + 60 + 5 = 100: the rule goes away and the term saves.
    await setPercentage(2, '5');
    await expect.poll(() => notice.count()).toBe(0);
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="totalPercentage"]').innerText(), { timeout: 10_000 }).toContain('100');
    await expect.poll(() => lineCell(page, 0, 'percentage').innerText()).toContain('35');
    await screenshot(page, 'payment-term-nodes-saved');
    expect(consoleErrors).toEqual([]);
  });
});

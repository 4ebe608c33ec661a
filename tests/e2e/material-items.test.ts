import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, chooseOption, gridRows, lineCell, openMenu, showEditTab, signIn } from './support/ui';

const run = chromiumAvailable();

/**
 * A buyer keeps an item and its drawing versions in Chromium: creates an item with its first drawing,
 * adds version B of the same drawing number, and sees both versions, B current and A kept but no longer
 * current (the server's oneCurrent rule of the drawings collection).
 */
describe.runIf(run)('items and drawing versions, in Chromium', () => {
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

  const field = (name: string): Locator => activePane(page).locator(`[data-field="${name}"]`);
  const button = (name: string): Locator => activePane(page).locator('.srm-edit-header').getByRole('button', { name, exact: true });
  const saved = (): Locator => page.locator('.arco-message').filter({ hasText: '保存成功' });
  /** The current flag of a drawing line as the grid shows it (是 / 否), as Y or N. */
  const flagOf = async (line: number): Promise<string> => {
    const text = (await lineCell(page, line, 'currentFlag').innerText()).trim();
    return text === '是' ? 'Y' : text === '否' ? 'N' : text;
  };

  async function typeInLine(line: number, column: string, text: string): Promise<void> {
    const input = lineCell(page, line, column).locator('input');
    await input.fill(text);
    await input.press('Enter');
  }

  it('the buyer lists the demo items and creates an item with its first drawing', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '物料管理');
    await expect.poll(() => gridRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'material-items-01-list');
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/materialEdit/);
    await field('itemName').locator('input').fill('减速机输出轴');
    await field('itemSpec').locator('input').fill('40Cr Φ35x220 调质');
    await chooseOption(page, 'categoryId', '传动件', true);
    await showEditTab(page, '物料图纸');
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await typeInLine(0, 'drawingNumber', 'DWG-E2E-SHAFT');
    await lineCell(page, 0, 'drawingVersion').click();
    await typeInLine(0, 'drawingVersion', 'A');
    await button('保存').click();
    await expect.poll(() => saved().count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => field('itemCode').innerText(), { timeout: 10_000 }).toMatch(/M\d{8}/);
    await expect.poll(() => lineCell(page, 0, 'drawingVersion').innerText()).toBe('A');
    await screenshot(page, 'material-items-02-first-drawing');
    await expect.poll(() => flagOf(0), { timeout: 10_000 }).toBe('Y');
  });

  it('adds version B of the drawing: both versions stay, B is current and A is not', async () => {
    await page.locator('.arco-message').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await typeInLine(1, 'drawingNumber', 'DWG-E2E-SHAFT');
    await lineCell(page, 1, 'drawingVersion').click();
    await typeInLine(1, 'drawingVersion', 'B');
    await lineCell(page, 1, 'remark').click();
    await typeInLine(1, 'remark', '键槽加深 0.5mm');
    await button('保存').click();
    await expect.poll(() => saved().count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => lineCell(page, 1, 'drawingVersion').innerText(), { timeout: 10_000 }).toBe('B');
    expect(await lineCell(page, 0, 'drawingVersion').innerText()).toBe('A');
    await screenshot(page, 'material-items-03-drawing-versions');
    await expect.poll(() => flagOf(0), { timeout: 10_000 }).toBe('N');
    expect(await flagOf(1)).toBe('Y');
    expect(consoleErrors).toEqual([]);
  });
});

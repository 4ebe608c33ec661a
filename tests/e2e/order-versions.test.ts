import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { openOrderByText } from './support/purchase-order-form';
import { documentScreen, typeInCell } from './support/document-screen';
import { activePane, lineCell, scrollLinesToEnd, scrollLinesToStart, showEditTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

/**
 * A sent order changes after the supplier confirmed it (seed/demo/purchasing.json: supplier1's sent order
 * 装配线夹具加工 of 上海制造有限公司, three lines: 4 气动夹具, 500 定位销, 20 内六角螺栓): the supplier confirms,
 * the buyer changes a quantity, the approver approves version 2, the buyer sends it again, the supplier reads
 * what changed, and the buyer closes a line.
 */
describe.runIf(run)('versions and line actions of a purchase order, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let poNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const { button, dialog, field, message, runConfirmed } = documentScreen(() => page);


  /** Scrolls the page down to a line grid of the active screen, so that a screenshot shows it. */
  async function showGrid(lines: string): Promise<void> {
    await activePane(page).locator(`.srm-lines-grid[data-lines="${lines}"]`).evaluate((grid) => grid.scrollIntoView({ block: 'end' }));
  }

  it('supplier1 confirms the sent order, version 1', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    poNumber = await openOrderByText(page, '装配线夹具加工');
    expect(await field('status').innerText()).toContain('已发布');
    // The version shows once an order has changed.
    expect(await field('poVersions').count()).toBe(0);
    await button('供应商确认').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('供应商已确认');
    await screenshot(page, 'versions-01-supplier-confirmed');
    await signOut(page);
  });

  it('the buyer changes it: the quantity of line 2 goes from 500 to 600, and submits', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    expect(await openOrderByText(page, '装配线夹具加工')).toBe(poNumber);
    await runConfirmed('变更');
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('变更中');
    await showEditTab(page, '订单行');
    await scrollLinesToStart(page);
    await expect.poll(() => lineCell(page, 1, 'itemName').innerText()).toBe('定位销');
    await typeInCell(lineCell(page, 1, 'demandQty'), '600');
    await expect.poll(() => lineCell(page, 1, 'demandQty').innerText()).toBe('600');
    await showGrid('lines');
    await screenshot(page, 'versions-02-buyer-changing');
    await button('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await button('提交').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已提交');
    // Still version 1 (not shown) until the change is approved.
    expect(await field('poVersions').count()).toBe(0);
    await signOut(page);
  });

  it('the approver approves version 2 and the buyer sends it again', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openOrderByText(page, '装配线夹具加工');
    await button('审批通过').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已审批');
    await expect.poll(() => field('poVersions').innerText()).toContain('2');
    await screenshot(page, 'versions-03-approved-v2');
    await signOut(page);

    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openOrderByText(page, '装配线夹具加工');
    await runConfirmed('发布');
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已发布');
    await signOut(page);
  });

  it('supplier1 sees version 2 and, on 版本变更, line 2 going from 500 to 600', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openOrderByText(page, '装配线夹具加工');
    await expect.poll(() => field('poVersions').innerText()).toContain('2');
    await showEditTab(page, '版本变更');
    const changes = activePane(page).locator('.srm-lines-grid[data-lines="versionChanges"] .srm-grid-body [role="row"]');
    await expect.poll(() => changes.count(), { timeout: 10_000 }).toBe(1);
    const cell = (column: string) => changes.first().locator(`[data-cell$=":${column}"]`);
    expect(await cell('versionNumber').innerText()).toBe('2');
    expect(await cell('lineLabel').innerText()).toContain('2');
    expect(await cell('fieldLabel').innerText()).toBe('需求数量');
    expect(await cell('oldValue').innerText()).toBe('500');
    expect(await cell('newValue').innerText()).toBe('600');
    await showGrid('versionChanges');
    // Scrolled down, the order's header with its buttons sticks at the very top of the tab: nothing of the form shows above it.
    const paneTop = (await activePane(page).boundingBox())?.y;
    await expect.poll(async () => (await activePane(page).locator('.srm-edit-header').boundingBox())?.y).toBe(paneTop);
    await screenshot(page, 'versions-04-supplier-sees-changes');
    await button('供应商确认').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('供应商已确认');
    await signOut(page);
  });

  it('the buyer closes line 1 with its own button: open quantity 0, status 关闭', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openOrderByText(page, '装配线夹具加工');
    await showEditTab(page, '订单行');
    await scrollLinesToEnd(page);
    await expect.poll(() => lineCell(page, 0, 'openQty').innerText()).toBe('4');
    await showGrid('lines');
    await screenshot(page, 'versions-05-line-buttons');
    await activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"][aria-rowindex="1"] [data-line-action="doCloseLine"]').click();
    await expect.poll(() => dialog().count()).toBe(1);
    await dialog().locator('.arco-btn-primary').click();
    await expect.poll(() => lineCell(page, 0, 'openQty').innerText(), { timeout: 10_000 }).toBe('0');
    await scrollLinesToStart(page);
    await expect.poll(() => lineCell(page, 0, 'status').innerText()).toBe('关闭');
    expect(await lineCell(page, 1, 'status').innerText()).toBe('打开');
    expect(await field('status').innerText()).toContain('供应商已确认');
    await showGrid('lines');
    await screenshot(page, 'versions-06-line-closed');
    expect(consoleErrors).toEqual([]);
  });
});

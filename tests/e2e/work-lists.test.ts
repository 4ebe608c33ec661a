import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { signIn as signInApi } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn } from './support/ui';

const run = chromiumAvailable();

type Row = Record<string, unknown>;

/** An order of supplier1's, submitted by the buyer, approved by the approver and sent: it waits on supplier1's confirmation. */
async function approvedOrder(baseUrl: string): Promise<string> {
  const [buyer, approver, supplier] = await Promise.all([signInApi(baseUrl, 'buyer'), signInApi(baseUrl, 'approver'), signInApi(baseUrl, 'supplier1')]);
  const [buyerMenu, approverMenu] = await Promise.all([buyer.menu('PO_LIST'), approver.menu('PO_LIST')]);
  const orders = (client: typeof buyer, menu: typeof buyerMenu, operation: string, body: Row) =>
    client.adapter.request<Row>({ service: 'srm', resource: 'srmPoHeaderRestful', operation, body, menu });
  const orgs = await buyer.adapter.request<Row[]>({ service: 'base', resource: 'baseOrganizationRestful', operation: 'listByPage', body: { orgCode: 'SH01' }, menu: buyerMenu });
  const saved = await orders(buyer, buyerMenu, 'saveOrUpdate', {
    orgId: orgs.data[0].orgId,
    supplierId: supplier.login.user.supplierId,
    buyerId: buyer.login.user.userId,
    startDate: '2026-12-01',
    lines: [{ itemName: '待办测试物料', demandQty: 1, taxPrice: 50, demandDate: '2026-12-10' }],
  });
  expect(saved.status, saved.msg).toBe('S');
  const submitted = await orders(buyer, buyerMenu, 'doSubmit', { id: saved.data.poHeaderId, versionNum: saved.data.versionNum });
  expect(submitted.status, submitted.msg).toBe('S');
  const approved = await orders(approver, approverMenu, 'doApproval', { id: saved.data.poHeaderId, versionNum: submitted.data.versionNum });
  expect(approved.status, approved.msg).toBe('S');
  const sent = await orders(buyer, buyerMenu, 'doSend', { id: saved.data.poHeaderId, versionNum: approved.data.versionNum });
  expect(sent.status, sent.msg).toBe('S');
  return String(saved.data.poNumber);
}

/** Shows the work list's rows with this number (its search form), and answers the number's link cell. */
async function searchNumber(page: Page, poNumber: string) {
  const pane = activePane(page);
  await pane.locator('.srm-search-field', { hasText: '单据编号' }).locator('input').fill(poNumber);
  await pane.getByRole('button', { name: '查询' }).click();
  return pane.locator('.srm-grid-link', { hasText: poNumber });
}

/**
 * The supplier's work lists in Chromium: an approved order waits in 供应商待办, its number opens the order, the
 * supplier confirms it there, and it has moved to 供应商已办.
 */
describe.runIf(run)('a supplier works through its pending list, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let poNumber: string;

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
    poNumber = await approvedOrder(server.baseUrl);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('opens the waiting order from 供应商待办, confirms it, and finds it in 供应商已办', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openMenu(page, '供应商待办');
    await page.waitForURL(/supplierPendingList/);
    await expect.poll(() => activePane(page).locator('.srm-grid-link', { hasText: poNumber }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => activePane(page).getByText('供应商确认').count()).toBeGreaterThan(0);
    await screenshot(page, 'work-lists-01-supplier-pending');

    await activePane(page).locator('.srm-grid-link', { hasText: poNumber }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText()).toBe(poNumber);
    await activePane(page).getByRole('button', { name: '供应商确认' }).click();
    const ok = page.locator('.arco-modal:visible .arco-btn-primary');
    if (await ok.count()) await ok.first().click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), { timeout: 20_000 }).toContain('供应商已确认');

    await openMenu(page, '供应商待办');
    await page.waitForURL(/supplierPendingList/);
    await expect.poll(async () => (await searchNumber(page, poNumber)).count(), { timeout: 20_000 }).toBe(0);
    await openMenu(page, '供应商已办');
    await page.waitForURL(/supplierHandledList/);
    await expect.poll(() => activePane(page).locator('.srm-grid-link', { hasText: poNumber }).count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'work-lists-02-supplier-handled');
    expect(session.consoleErrors).toEqual([]);
  });
});

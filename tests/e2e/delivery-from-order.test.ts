import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { openOrderByText } from './support/purchase-order-form';
import { documentScreen, typeInCell } from './support/document-screen';
import { activePane, gridRows, lineCell, openMenu, scrollLinesToEnd, showEditTab, signIn, signOut, typeDate } from './support/ui';

const run = chromiumAvailable();

/**
 * From a confirmed order to a delivery note and back (seed/demo/purchasing.json: supplier1's confirmed order
 * 数控车床备件年度补货 of 上海制造有限公司, two lines: 200 深沟球轴承, of which the demo notes have 100 received
 * and 60 on the way, so 40 open; 12 40Cr传动轴, all 12 on the way; its approved order 装配线夹具加工 with
 * 500 定位销; and the draft 四季度易损件备货).
 */
describe.runIf(run)('delivery notes from purchase orders, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let spareParts = '';
  let fixtures = '';
  let noteNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const { button, field, message } = documentScreen(() => page);

  const drawer = () => page.locator('.srm-child-lines-drawer');
  const pickDialog = () => page.locator('.srm-pick-dialog');

  let sparePartsTab = '';

  /** Shows the open tab with exactly this title (edit screens: "<title> · <id>"). */
  async function showTabTitled(title: string): Promise<void> {
    await page.locator('.srm-tabs-bar .arco-tabs-header-title').filter({ hasText: new RegExp(`^${title}$`) }).first().click();
  }

  it('supplier1 creates a delivery note from his confirmed order and lands on it with the open line', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    // The approved order is confirmed first: its lines can then be added to the note as well.
    fixtures = await openOrderByText(page, '装配线夹具加工');
    await button('供应商确认').click();
    await expect.poll(() => field('status').innerText()).toContain('供应商已确认');

    spareParts = await openOrderByText(page, '数控车床备件年度补货');
    sparePartsTab = `采购订单维护 · ${spareParts}`;
    await showEditTab(page, '订单行');
    await scrollLinesToEnd(page);
    await expect.poll(() => lineCell(page, 0, 'openQty').innerText()).toBe('40');
    expect(await lineCell(page, 0, 'onWayQty').innerText()).toBe('60');
    expect(await lineCell(page, 0, 'receivedQty').innerText()).toBe('100');
    expect(await lineCell(page, 1, 'openQty').innerText()).toBe('0');
    await screenshot(page, 'delivery-01-confirmed-order');

    await button('创建送货单').click();
    await expect.poll(() => message(/^已生成送货单 DN\d{8}-\d{4}$/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).toMatch(/^DN\d{8}-\d{4}$/);
    noteNumber = (await field('deliveryNumber').innerText()).trim();
    expect((await message(/^已生成送货单/).first().innerText()).trim()).toBe(`已生成送货单 ${noteNumber}`);
    await expect.poll(() => lineCell(page, 0, 'itemName').innerText()).toBe('深沟球轴承');
    expect(await lineCell(page, 0, 'shipQty').innerText()).toBe('40');
    expect(await lineCell(page, 0, 'poNumber').innerText()).toBe(spareParts);
    // The shaft has nothing open: all of it is on the way already.
    expect(await activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"]').count()).toBe(1);
    await screenshot(page, 'delivery-02-new-note');
  });

  it('lowers a quantity, adds a line of his other open order from the dialog, saves and ships', async () => {
    await typeInCell(lineCell(page, 0, 'shipQty'), '30');
    await expect.poll(() => field('totalShipQty').innerText()).toBe('30');

    await activePane(page).getByRole('button', { name: '从订单添加' }).click();
    // The open lines of his confirmed orders: the bearing and the three lines of 装配线夹具加工.
    await expect.poll(() => pickDialog().locator('.srm-grid-body [role="row"]').count(), { timeout: 10_000 }).toBe(4);
    const pickRow = (item: string) => pickDialog().locator('.srm-grid-body [role="row"]').filter({ hasText: item });
    // The lines of this note: checked, and not to be picked again.
    await expect.poll(() => pickRow('深沟球轴承').locator('input[type="checkbox"]').isDisabled()).toBe(true);
    expect(await pickRow('深沟球轴承').locator('input[type="checkbox"]').isChecked()).toBe(true);
    await pickRow('定位销').locator('[data-cell$=":__selection"] .arco-checkbox').click();
    await screenshot(page, 'delivery-03-pick-dialog');
    await pickDialog().getByRole('button', { name: '添加所选（1）' }).click();
    await expect.poll(() => lineCell(page, 1, 'itemName').innerText()).toBe('定位销');
    expect(await lineCell(page, 1, 'poNumber').innerText()).toBe(fixtures);
    expect(await lineCell(page, 1, 'shipQty').innerText()).toBe('500');
    await expect.poll(() => field('totalShipQty').innerText()).toBe('530');

    await button('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await button('发货').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已发货');
    await screenshot(page, 'delivery-04-note-shipped');
  });

  it('the order shows what is on its way and what is still open, and lists the note, which opens', async () => {
    // The order's tab, kept open, reads its lines again when shown.
    await showTabTitled(sparePartsTab);
    await showEditTab(page, '订单行');
    await scrollLinesToEnd(page);
    await expect.poll(() => lineCell(page, 0, 'onWayQty').innerText(), { timeout: 10_000 }).toBe('90');
    expect(await lineCell(page, 0, 'openQty').innerText()).toBe('10');
    expect(await lineCell(page, 1, 'onWayQty').innerText()).toBe('12');
    expect(await lineCell(page, 1, 'openQty').innerText()).toBe('0');
    await screenshot(page, 'delivery-05-order-on-its-way');

    await showEditTab(page, '关联单据');
    const link = activePane(page).locator('.srm-document-links').getByRole('button', { name: noteNumber });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    const row = activePane(page).locator('.srm-document-links .arco-table-tr').filter({ hasText: noteNumber });
    expect(await row.innerText()).toContain('下游单据');
    expect(await row.innerText()).toContain('已发货');
    await screenshot(page, 'delivery-06-related-documents');
    await link.click();
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText()).toBe(noteNumber);
  });

  it('a second note asking more than is open is refused with the server’s message', async () => {
    await showTabTitled(sparePartsTab);
    await button('创建送货单').click();
    await expect.poll(() => message(/^已生成送货单 DN/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).not.toBe(noteNumber);
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    // Only the bearing is still open (10 of 200); ask for 20.
    await expect.poll(() => lineCell(page, 0, 'shipQty').innerText(), { timeout: 10_000 }).toBe('10');
    expect(await activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"]').count()).toBe(1);
    await typeInCell(lineCell(page, 0, 'shipQty'), '20');
    await button('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await button('发货').click();
    const refused = message(`采购订单 ${spareParts} 第1行的在途数量将超出可用数量：本次20，剩余可用10`);
    await expect.poll(() => refused.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await field('status').innerText()).toContain('草稿');
    await screenshot(page, 'delivery-07-refused');
    await signOut(page);
  });

  it('the buyer receives the first note and the order shows it received', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '送货单');
    const row = gridRows(page).filter({ hasText: noteNumber });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByText(noteNumber, { exact: true }).click();
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).toBe(noteNumber);
    await button('收货').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已收货');

    await showEditTab(page, '关联单据');
    const link = activePane(page).locator('.srm-document-links').getByRole('button', { name: spareParts });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await link.click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(spareParts);
    await showEditTab(page, '订单行');
    await scrollLinesToEnd(page);
    // 100 received before and 30 now; the demo note's 60 are still on the way.
    await expect.poll(() => lineCell(page, 0, 'receivedQty').innerText(), { timeout: 10_000 }).toBe('130');
    expect(await lineCell(page, 0, 'onWayQty').innerText()).toBe('60');
    expect(await lineCell(page, 0, 'openQty').innerText()).toBe('10');
    await screenshot(page, 'delivery-08-order-received');
  });

  it('the buyer plans the deliveries of a draft order’s line in the side panel and saves them', async () => {
    const number = await openOrderByText(page, '四季度易损件备货');
    await showEditTab(page, '订单行');
    const schedules = activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"][aria-rowindex="1"] .srm-child-lines-button');
    await expect.poll(() => schedules.innerText()).toBe('交货计划 (0)');
    await schedules.click();
    await expect.poll(() => drawer().locator('.arco-drawer-header-title').innerText()).toBe('交货计划：第 1 行');
    await drawer().getByRole('button', { name: '添加行' }).click();
    const cell = (column: string) => drawer().locator(`.srm-grid-body [role="row"][aria-rowindex="1"] [data-cell$=":${column}"]`);
    await typeDate(page, cell('planDate'), '2026-12-10');
    await cell('planQty').click();
    await cell('planQty').locator('input').fill('30');
    await cell('planQty').locator('input').press('Enter');
    await expect.poll(() => drawer().locator('.srm-grid-summary [data-summary="planQty"]').innerText()).toBe('30');
    await scrollLinesToEnd(page);
    await expect.poll(() => lineCell(page, 0, 'scheduledQty').innerText()).toBe('30');
    await screenshot(page, 'delivery-09-schedules-panel');
    await drawer().locator('.arco-drawer-close-icon').click();
    await button('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => schedules.innerText(), { timeout: 10_000 }).toBe('交货计划 (1)');
    expect(await field('poNumber').innerText()).toBe(number);
    await schedules.click();
    await expect.poll(() => cell('scheduleNumber').innerText()).toBe('1');
    expect(await cell('planDate').innerText()).toBe('2026-12-10');
    await screenshot(page, 'delivery-10-schedules-saved');
    expect(consoleErrors).toEqual([]);
  });
});

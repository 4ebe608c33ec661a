import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { documentScreen } from './support/document-screen';
import { activePane, chooseInCell, chooseOption, gridRows, lineCell, openMenu, scrollLinesToStart, showEditTab, signIn, signOut, typeDate } from './support/ui';

const run = chromiumAvailable();

/**
 * The purchasing journey of issue 21, from requisition to receipt: the buyer asks for bearings from 华东精密 and
 * connectors from 宏达电子, the approver approves, the buyer picks both lines on 申请转订单 and gets two orders,
 * one per supplier; he submits one and the approver approves it; the buyer sends it, supplier1 confirms it and
 * ships a delivery note made from its lines; the buyer receives the note with a receipt picked from its lines,
 * posts it, and the order shows the received quantity.
 */
describe.runIf(run)('requisition to receipt, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let prNumber = '';
  let orderNumbers: string[] = [];
  let noteNumber = '';
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const { button, field, message } = documentScreen(() => page);


  async function addLine(index: number, item: string, qty: string, date: string, supplier: string, price: string): Promise<void> {
    await activePane(page).getByRole('button', { name: '添加行' }).click();
    await scrollLinesToStart(page);
    await lineCell(page, index, 'itemName').locator('input').fill(item);
    await lineCell(page, index, 'quantity').locator('input').fill(qty);
    await typeDate(page, lineCell(page, index, 'needByDate'), date);
    await chooseInCell(page, index, 'supplierId', supplier);
    await lineCell(page, index, 'estimatedPrice').locator('input').fill(price);
  }

  /** Opens a document of a list by the link text in its first column. */
  async function openFromList(menu: string, code: string, route: RegExp): Promise<void> {
    await openMenu(page, menu);
    const link = activePane(page).locator('.srm-grid-link', { hasText: code });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await link.click();
    await page.waitForURL(route);
  }

  it('the buyer writes a requisition with lines of two suppliers and submits it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购申请');
    await expect.poll(() => gridRows(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/purRequisitionEdit/);
    await expect.poll(() => field('requesterId').innerText()).toContain('王采购');
    await field('prTitle').locator('input').fill('总装线12月轴承与连接器');
    await chooseOption(page, 'orgId', '上海制造有限公司', true);
    await typeDate(page, field('requestDate'), '2026-11-23');
    await addLine(0, '深沟球轴承 6205', '300', '2026-12-18', '华东精密', '11.30');
    await addLine(1, '线对板连接器 XH2.54', '5000', '2026-12-20', '宏达电子', '0.18');
    await expect.poll(() => page.locator('.arco-picker-container:visible').count()).toBe(0);
    await button('保存').click();
    await expect.poll(() => field('prNumber').innerText(), { timeout: 10_000 }).toMatch(/^PR\d{8}-\d{4}$/);
    prNumber = (await field('prNumber').innerText()).trim();
    // 300 x 11.30 + 5000 x 0.18 = 4,290.00
    await expect.poll(() => field('estimatedAmount').innerText()).toContain('4,290.00');
    await screenshot(page, 'requisition-01-saved');
    await button('提交').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已提交');
    await signOut(page);
  });

  it('the approver approves it', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openFromList('采购申请', prNumber, /purRequisitionEdit/);
    await expect.poll(() => field('prNumber').innerText(), { timeout: 10_000 }).toBe(prNumber);
    expect(await button('保存').count()).toBe(0);
    await button('审批通过').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已审批');
    await screenshot(page, 'requisition-02-approved');
    await signOut(page);
  });

  it('the buyer picks both lines and gets one order per supplier', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '申请转订单');
    const rows = gridRows(page).filter({ hasText: prNumber });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    for (const supplier of ['华东精密', '宏达电子']) await rows.filter({ hasText: supplier }).locator('[data-cell$=":__selection"] .arco-checkbox').click();
    await screenshot(page, 'requisition-03-lines-picked');
    await activePane(page).getByRole('button', { name: '生成采购订单' }).click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    const made = message(/^已生成采购订单 PO\d{8}-\d{4}、PO\d{8}-\d{4}$/);
    await expect.poll(() => made.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    orderNumbers = (await made.first().innerText()).replace('已生成采购订单 ', '').trim().split('、');
    expect(orderNumbers).toHaveLength(2);
    await screenshot(page, 'requisition-04-orders-made');

    await openFromList('采购订单', orderNumbers[0], /purchaseOrderEdit/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(orderNumbers[0]);
    expect(await field('supplierId').innerText()).toContain('华东精密');
    await expect.poll(() => lineCell(page, 0, 'itemName').innerText()).toBe('深沟球轴承 6205');
    expect(await lineCell(page, 0, 'demandQty').innerText()).toBe('300');
    expect(await activePane(page).locator('.srm-lines-grid .srm-grid-body [role="row"]').count()).toBe(1);
    await expect.poll(() => field('taxTotalAmount').innerText()).toContain('3,390.00');
    await screenshot(page, 'requisition-05-order-from-requisition');
    await button('提交').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已提交');
    await signOut(page);
  });

  it('the approver approves the order', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openFromList('采购订单', orderNumbers[0], /purchaseOrderEdit/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(orderNumbers[0]);
    await button('审批通过').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已审批');
    await screenshot(page, 'requisition-06-order-approved');
    await signOut(page);
  });

  it('the buyer sends the order; supplier1 confirms it, makes a delivery note from its lines and ships it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openFromList('采购订单', orderNumbers[0], /purchaseOrderEdit/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(orderNumbers[0]);
    await button('发布').click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已发布');
    await signOut(page);

    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openFromList('采购订单', orderNumbers[0], /purchaseOrderEdit/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(orderNumbers[0]);
    await button('供应商确认').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('供应商已确认');
    await button('创建送货单').click();
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).toMatch(/^DN\d{8}-\d{4}$/);
    noteNumber = (await field('deliveryNumber').innerText()).trim();
    await expect.poll(() => field('totalShipQty').innerText()).toBe('300');
    await button('发货').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已发货');
    await screenshot(page, 'requisition-07-note-shipped');
    await signOut(page);
  });

  it('the buyer receives the note with a receipt picked from its line, and the order shows 300 received', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '收货单');
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/receiveEdit/);
    await chooseOption(page, 'supplierId', '华东精密', true);
    await chooseOption(page, 'orgId', '上海制造有限公司');
    await typeDate(page, field('receiptDate'), '2026-11-27');
    await activePane(page).getByRole('button', { name: '从送货单添加' }).click();
    const dialog = page.locator('.srm-pick-dialog');
    const rows = dialog.locator('.srm-grid-body [role="row"]').filter({ hasText: noteNumber });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await rows.locator('[data-cell$=":__selection"] .arco-checkbox').click();
    await dialog.getByRole('button', { name: '添加所选（1）' }).click();
    await expect.poll(() => lineCell(page, 0, 'receiveQty').innerText()).toBe('300');
    await button('保存').click();
    await expect.poll(() => field('receiptNumber').innerText(), { timeout: 10_000 }).toMatch(/^RC\d{8}-\d{4}$/);
    await button('过账').click();
    await page.locator('.arco-modal:visible .arco-btn-primary').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已过账');
    await screenshot(page, 'requisition-08-receipt-posted');

    await openFromList('采购订单', orderNumbers[0], /purchaseOrderEdit/);
    await expect.poll(() => field('poNumber').innerText(), { timeout: 10_000 }).toBe(orderNumbers[0]);
    await showEditTab(page, '订单行');
    await activePane(page).locator('.srm-lines-grid .srm-grid-scroller').first().evaluate((scroller) => {
      scroller.scrollLeft = scroller.scrollWidth;
    });
    await expect.poll(() => lineCell(page, 0, 'receivedQty').innerText(), { timeout: 10_000 }).toBe('300');
    expect(await lineCell(page, 0, 'onWayQty').innerText()).toBe('0');
    expect(await lineCell(page, 0, 'openQty').innerText()).toBe('0');
    await screenshot(page, 'requisition-09-order-received');
    expect(consoleErrors).toEqual([]);
  });
});

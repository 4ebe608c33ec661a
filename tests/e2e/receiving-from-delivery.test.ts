import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { openOrderByText } from './support/purchase-order-form';
import { documentScreen, typeInCell } from './support/document-screen';
import { activePane, chooseOption, gridRows, lineCell, openMenu, scrollLinesToEnd, showEditTab, signIn, signOut, typeDate } from './support/ui';

const run = chromiumAvailable();

/**
 * From an approved order to its receipt (seed/demo/purchasing.json: supplier1's approved order 装配线夹具加工 of
 * 上海制造有限公司: 4 气动夹具, 500 定位销, 20 内六角螺栓): supplier1 confirms it and ships a delivery note made
 * from its lines; the buyer receives the note with a receipt picked from its lines, rejects 10 pins, posts it, and
 * the order shows what was received and rejected.
 */
describe.runIf(run)('receipts from delivery notes, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let orderNumber = '';
  let noteNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const { button, dialog, field } = documentScreen(() => page);


  it('supplier1 confirms the approved order, makes a delivery note from its lines and ships it', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    orderNumber = await openOrderByText(page, '装配线夹具加工');
    await button('供应商确认').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('供应商已确认');
    await button('创建送货单').click();
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).toMatch(/^DN\d{8}-\d{4}$/);
    noteNumber = (await field('deliveryNumber').innerText()).trim();
    await expect.poll(() => field('totalShipQty').innerText()).toBe('524');
    await button('发货').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已发货');
    await screenshot(page, 'receiving-01-note-shipped');
    await signOut(page);
  });

  it('the buyer makes a receipt from the note\'s lines, rejects 10 pins and posts it', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '收货单');
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/receiveEdit/);
    await chooseOption(page, 'supplierId', '华东精密', true);
    await chooseOption(page, 'orgId', '上海制造有限公司');
    await typeDate(page, field('receiptDate'), '2026-11-27');
    await activePane(page).getByRole('button', { name: '从送货单添加' }).click();
    const pickDialog = page.locator('.srm-pick-dialog');
    const rows = pickDialog.locator('.srm-grid-body [role="row"]');
    // This note's three lines and the demo note still on its way (bearings, shafts) of the same supplier and organisation.
    await expect.poll(() => rows.filter({ hasText: noteNumber }).count(), { timeout: 10_000 }).toBe(3);
    for (const item of ['气动夹具', '定位销', '内六角螺栓']) {
      await rows.filter({ hasText: noteNumber }).filter({ hasText: item }).locator('[data-cell$=":__selection"] .arco-checkbox').click();
    }
    await screenshot(page, 'receiving-02-pick-note-lines');
    await pickDialog.getByRole('button', { name: '添加所选（3）' }).click();
    await expect.poll(() => lineCell(page, 2, 'itemName').innerText()).not.toBe('');
    const pins = async () => {
      for (let line = 0; line < 3; line += 1) if ((await lineCell(page, line, 'itemName').innerText()) === '定位销') return line;
      throw new Error('no pin line');
    };
    const pinLine = await pins();
    expect(await lineCell(page, pinLine, 'receiveQty').innerText()).toBe('500');
    expect(await lineCell(page, pinLine, 'deliveryNumber').innerText()).toBe(noteNumber);
    await typeInCell(lineCell(page, pinLine, 'receiveQty'), '490');
    await typeInCell(lineCell(page, pinLine, 'rejectQty'), '10');
    await typeInCell(lineCell(page, pinLine, 'rejectReason'), '淬火硬度不足');
    await button('保存').click();
    await expect.poll(() => field('receiptNumber').innerText(), { timeout: 10_000 }).toMatch(/^RC\d{8}-\d{4}$/);
    await expect.poll(() => field('totalReceiveQty').innerText()).toBe('514');
    expect(await field('totalRejectQty').innerText()).toBe('10');
    await button('过账').click();
    await dialog().locator('.arco-btn-primary').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已过账');
    await screenshot(page, 'receiving-03-receipt-posted');
  });

  it('the order shows the received and rejected quantities, and the ledger lists the movements', async () => {
    await openOrderByText(page, '装配线夹具加工');
    expect(await field('poNumber').innerText()).toBe(orderNumber);
    await showEditTab(page, '订单行');
    await scrollLinesToEnd(page);
    // Lines 1 to 3: 气动夹具, 定位销, 内六角螺栓.
    await expect.poll(() => lineCell(page, 1, 'receivedQty').innerText(), { timeout: 10_000 }).toBe('490');
    expect(await lineCell(page, 1, 'rejectedQty').innerText()).toBe('10');
    expect(await lineCell(page, 1, 'onWayQty').innerText()).toBe('0');
    expect(await lineCell(page, 1, 'openQty').innerText()).toBe('10');
    expect(await lineCell(page, 0, 'receivedQty').innerText()).toBe('4');
    expect(await lineCell(page, 2, 'receivedQty').innerText()).toBe('20');
    await screenshot(page, 'receiving-04-order-received');

    await openMenu(page, '事务处理');
    const ledger = gridRows(page).filter({ hasText: orderNumber });
    await expect.poll(() => ledger.count(), { timeout: 10_000 }).toBe(4);
    expect(await ledger.filter({ hasText: '拒收' }).count()).toBe(1);
    await screenshot(page, 'receiving-05-transactions');
    expect(consoleErrors).toEqual([]);
  });
});

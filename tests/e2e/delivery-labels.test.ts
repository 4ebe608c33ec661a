import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { documentScreen, typeInCell } from './support/document-screen';
import { gridRows, lineCell, openMenu, scrollLinesToEnd, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

/**
 * The supplier's delivery note with its package labels, and the buyer confirming a delivery notice the
 * supplier answered (demo data: supplier1's confirmed order 数控车床备件年度补货 has 40 深沟球轴承 open;
 * src/server/seed/demo-delivery-flow.ts leaves one of his notices answered and waiting for the buyer).
 */
describe.runIf(run)('delivery notes, package labels and delivery notices, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let noteNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  const { button, field, message } = documentScreen(() => page);


  it('supplier1 makes a delivery note from his order lines and opens it among his delivery notes', async () => {
    await signIn(page, server.baseUrl, 'supplier1', 'Supplier@123');
    await openMenu(page, '采购订单');
    const order = gridRows(page).filter({ hasText: '数控车床备件年度补货' });
    await expect.poll(() => order.count(), { timeout: 10_000 }).toBe(1);
    const poNumber = (await order.locator('[data-cell$=":poNumber"]').innerText()).trim();
    await order.locator('[data-cell$=":poNumber"]').getByText(poNumber).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await button('创建送货单').click();
    await page.waitForURL(/deliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).toMatch(/^DN\d{8}-\d{4}$/);
    noteNumber = (await field('deliveryNumber').innerText()).trim();
    await expect.poll(() => lineCell(page, 0, 'shipQty').innerText()).toBe('40');

    await openMenu(page, '送货单（供应商）');
    const row = gridRows(page).filter({ hasText: noteNumber });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.getByText(noteNumber, { exact: true }).click();
    await page.waitForURL(/supplierDeliveryNoteEdit\?.*id=\d+/);
    await expect.poll(() => field('deliveryNumber').innerText(), { timeout: 10_000 }).toBe(noteNumber);
    await expect.poll(() => lineCell(page, 0, 'itemName').innerText()).toBe('深沟球轴承');
  });

  it('packs 40 at 15 a package into three barcodes and prints their labels with Code 128 and QR codes', async () => {
    await scrollLinesToEnd(page);
    await typeInCell(lineCell(page, 0, 'packageQty'), '15');
    await button('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await button('生成条码').click();
    await page.locator('.arco-modal:visible').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => message('已生成3个包装条码').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => field('packageCount').innerText(), { timeout: 10_000 }).toBe('3');

    await button('打印').click();
    const sheet = page.locator('.srm-print-overlay');
    const labels = sheet.locator('[data-print-label]');
    await expect.poll(() => labels.count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => sheet.locator('svg[data-code="code128"]').count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => sheet.locator('svg[data-code="qrcode"]').count(), { timeout: 10_000 }).toBe(3);
    const texts = await labels.allInnerTexts();
    const codes = texts.map((text) => /BC\d{6}-\d{6}/.exec(text)?.[0]);
    expect(new Set(codes).size).toBe(3);
    expect(texts[0]).toContain('深沟球轴承');
    expect(texts[0]).toContain(noteNumber);
    expect(texts.map((text) => /包装数量\s*([\d.,]+)/.exec(text)?.[1])).toEqual(['15.00', '15.00', '10.00']);
    expect(await sheet.locator('.srm-print-code-problem').count()).toBe(0);
    await screenshot(page, 'delivery-labels-01-print-preview');
    await sheet.getByRole('button', { name: '关闭' }).click();

    await openMenu(page, '包装条码');
    await expect.poll(() => gridRows(page).filter({ hasText: noteNumber }).count(), { timeout: 10_000 }).toBe(3);
    await screenshot(page, 'delivery-labels-02-barcode-list');
    await signOut(page);
  });

  it('the buyer confirms a delivery notice the supplier answered', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '送货通知');
    const answered = gridRows(page).filter({ hasText: '供应商已答复' });
    await expect.poll(() => answered.count(), { timeout: 10_000 }).toBe(1);
    const number = (await answered.locator('[data-cell$=":noticeNumber"]').innerText()).trim();
    await answered.getByText(number, { exact: true }).click();
    await page.waitForURL(/deliveryNoticeEdit\?.*id=\d+/);
    await expect.poll(() => field('noticeNumber').innerText(), { timeout: 10_000 }).toBe(number);
    expect(await field('supplierComment').innerText()).toContain('可按通知数量交付');
    await button('确认').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已确认');
    await screenshot(page, 'delivery-labels-03-notice-confirmed');
    expect(consoleErrors).toEqual([]);
  });
});

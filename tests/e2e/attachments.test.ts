import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF_BASE64, SAMPLE_PNG_BASE64 } from '../../storybook/support/sample-files';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { addOrderLine, fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, showEditTab, signIn } from './support/ui';

const run = chromiumAvailable();
const PDF = Buffer.from(SAMPLE_PDF_BASE64, 'base64');
const PNG = Buffer.from(SAMPLE_PNG_BASE64, 'base64');

describe.runIf(run)('attachments of a purchase order, in Chromium', () => {
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

  const widget = () => activePane(page).locator('[data-field="attachmentIds"] .srm-attachment');
  const fileRows = () => widget().locator('tbody tr.arco-table-tr');
  const message = (text: string) => page.locator('.arco-message').filter({ hasText: text });

  it('uploads with progress, previews a picture and a PDF, downloads and deletes', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, '华东精密机械有限公司');
    await addOrderLine(page, 0, { item: '数控车床主轴', qty: '3', price: '11.30', date: '2026-12-15' });
    // The attachments have a tab of their own, next to the lines.
    await showEditTab(page, '附件');

    // An extension the widget does not take is refused before anything is sent.
    await widget().locator('input[type=file]').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect.poll(() => message('当前文件扩展名不允许上传').count()).toBeGreaterThan(0);

    await widget().locator('input[type=file]').setInputFiles([
      { name: '来料检验报告.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: '现场照片.PNG', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect.poll(() => fileRows().count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => message('上传成功').count()).toBeGreaterThan(0);
    await screenshot(page, 'attachments-01-uploaded');

    await activePane(page).getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), { timeout: 10_000 }).toMatch(/^PO/);
    await expect.poll(() => fileRows().count()).toBe(2);

    // The picture opens in the image viewer.
    await fileRows().filter({ hasText: '现场照片.PNG' }).getByText('预览').click();
    const viewer = page.locator('.arco-modal').filter({ hasText: '图片浏览' });
    await expect.poll(() => viewer.locator('img').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await viewer.getByRole('button', { name: '放大' }).click();
    await viewer.getByRole('button', { name: '向右旋转' }).click();
    await expect.poll(() => viewer.locator('img').getAttribute('style')).toContain('scale(1.25) rotate(90deg)');
    // Let the modal's opening animation end before the picture is taken.
    await page.waitForTimeout(500);
    await screenshot(page, 'attachments-02-image-viewer');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);

    // The PDF opens in the overlay frame.
    await fileRows().filter({ hasText: '来料检验报告.pdf' }).getByText('预览').click();
    const frame = page.locator('iframe[src^="blob:"]');
    await expect.poll(() => frame.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1500);
    await screenshot(page, 'attachments-03-pdf-viewer');
    await page.locator('.srm-pdf-viewer').getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => frame.count()).toBe(0);

    // Download gives back the same bytes under the user's own name.
    const [download] = await Promise.all([page.waitForEvent('download'), fileRows().filter({ hasText: '来料检验报告.pdf' }).getByText('下载').click()]);
    expect(download.suggestedFilename()).toBe('来料检验报告.pdf');
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);

    // Delete asks first, then says to save the document.
    await fileRows().filter({ hasText: '现场照片.PNG' }).getByText('删除').click();
    await expect.poll(() => page.getByText('请确认是否继续删除附件信息').count()).toBe(1);
    await screenshot(page, 'attachments-04-delete-confirm');
    await page.locator('.arco-modal-footer').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => message('附件删除成功，由于附件ID已更新，请及时保存业务单据').count()).toBeGreaterThan(0);
    await expect.poll(() => fileRows().count()).toBe(1);
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.reload();
    await showEditTab(page, '附件');
    await expect.poll(() => fileRows().count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'attachments-05-after-delete');
    expect(consoleErrors).toEqual([]);
  });
});

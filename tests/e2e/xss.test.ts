import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { signIn as apiSignIn } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();

/**
 * HTML and script typed into any text field come back as text: saved through the API (a browser
 * would refuse nothing), then shown on the list and edit screens and in the operation log. Every
 * payload sets `window.__xss` or opens a dialog if it ever runs; none may, and each must show literally.
 */
const PAYLOADS = {
  description: '<img src=x onerror="window.__xss=\'img\';alert(1)">',
  internalRemark: '<script>window.__xss="script"</script>',
  prNumber: '"><svg onload=window.__xss=1>',
  contractCode: '<b>bold</b>&amp;',
  itemName: '<iframe srcdoc="<script>parent.__xss=1</script>">',
  itemSpec: 'javascript:alert(1)',
  lineDescription: '<a href="javascript:window.__xss=1">link</a>',
} as const;

describe.runIf(run)('script typed into fields stays inert in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let poNumber = '';
  const dialogs: string[] = [];

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const buyer = await apiSignIn(server.baseUrl, 'buyer');
    const menu = await buyer.menu('PO_LIST');
    const orgs = await buyer.adapter.request<{ orgId: number }[]>({ service: 'base', resource: 'baseOrganizationRestful', operation: 'listByPage', body: {}, menu });
    const suppliers = await buyer.adapter.request<{ supplierId: number }[]>({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: {}, menu });
    const saved = await buyer.adapter.request<{ poNumber: string }>({
      service: 'srm',
      resource: 'srmPoHeaderRestful',
      operation: 'saveOrUpdate',
      menu,
      body: {
        orgId: orgs.data[0].orgId,
        supplierId: suppliers.data[0].supplierId,
        buyerId: buyer.login.user.userId,
        startDate: '2026-12-01',
        description: PAYLOADS.description,
        internalRemark: PAYLOADS.internalRemark,
        prNumber: PAYLOADS.prNumber,
        contractCode: PAYLOADS.contractCode,
        lines: [{ itemName: PAYLOADS.itemName, itemSpec: PAYLOADS.itemSpec, lineDescription: PAYLOADS.lineDescription, demandQty: 1, taxPrice: 1, demandDate: '2026-12-10' }],
      },
    });
    if (saved.status !== 'S') throw new Error(`the order was not saved: ${saved.msg}`);
    poNumber = saved.data.poNumber;
  });

  afterAll(async () => {
    await session?.close();
  });

  /** Nothing ran: no flag, no dialog, no element a payload would have created. */
  async function expectInert(): Promise<void> {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"], svg[onload], iframe[srcdoc], a[href^="javascript:"], b:text-is("bold")').count()).toBe(0);
  }

  it('shows the payloads as text on the list screen', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await expect.poll(() => activePane(page).getByText(poNumber, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => activePane(page).getByText(PAYLOADS.description, { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'xss-01-list');
    await expectInert();
  });

  it('shows them as text on the edit screen, header and lines', async () => {
    await activePane(page).getByText(poNumber, { exact: true }).click();
    await page.waitForURL(/purchaseOrderEdit/);
    const pane = activePane(page);
    await expect.poll(() => pane.locator('[data-field="poNumber"]').innerText(), { timeout: 15_000 }).toBe(poNumber);
    // Editable fields hold the payload as their value; read-only ones as their text.
    const shown = async (text: string) =>
      pane.evaluate((root, wanted) => {
        const inputs = [...root.querySelectorAll('input, textarea')] as (HTMLInputElement | HTMLTextAreaElement)[];
        return inputs.some((input) => input.value === wanted) || (root.textContent ?? '').includes(wanted);
      }, text);
    const { lineDescription, ...inView } = PAYLOADS;
    for (const text of Object.values(inView)) await expect.poll(() => shown(text), { timeout: 10_000 }).toBe(true);
    // The line's description lies beyond the line grid's view, which draws only the columns near it: scrolled to.
    await pane.locator('.srm-grid-scroller').first().evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(() => shown(lineDescription), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'xss-02-edit');
    await expectInert();
    await signOut(page);
  });

  it('shows them as text in the operation log an administrator reads', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '用户操作日志');
    // Entities and operations show by their labels, their codes on hover (labelOf).
    await expect.poll(() => activePane(page).locator('[data-code="srmPoHeader"]').first().innerText(), { timeout: 15_000 }).toBe('采购订单');
    expect(await activePane(page).locator('[data-code="saveOrUpdate"]').first().innerText()).toBe('保存');
    expect(await activePane(page).locator('[data-code="saveOrUpdate"]').first().getAttribute('title')).toBe('saveOrUpdate');
    await expect.poll(() => activePane(page).getByText('onerror', { exact: false }).count()).toBeGreaterThan(0);
    await screenshot(page, 'xss-03-operation-log');
    await expectInert();
    await signOut(page);
  });
});

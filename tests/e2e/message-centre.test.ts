import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { addOrderLine, fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, gridRows, openMenu, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const POLL = { timeout: 15_000 };
const SUBJECT = '请审批订单 {{ record.poNumber }}（{{ record.supplierName }}，{{ record.taxTotalAmount }}）';

/**
 * The message centre's journey: the administrator edits the in-app template of 采购订单已提交 (its subject, and
 * enables it), previews it over the source's sample data; the buyer submits an order; the approver's bell shows
 * the message with the template's text, opening the order.
 */
describe.runIf(run)('a message template from the administrator to the approver\'s bell, in Chromium', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let poNumber = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the administrator edits and enables the in-app template of a submitted order, and previews it', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    // 平台管理 > 消息中心管理 > 消息模板: open the group when its items are not shown yet.
    if (!(await page.locator('.arco-menu').getByText('消息模板', { exact: true }).isVisible())) await openMenu(page, '消息中心管理');
    await openMenu(page, '消息模板');
    await page.waitForURL(/msgTempleCfg/);
    const row = gridRows(page).filter({ hasText: 'PO_SUBMITTED_INAPP' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    await row.locator('[data-cell$=":templateCode"]').getByText('PO_SUBMITTED_INAPP').click();
    await page.waitForURL(/msgTempleCfgEdit\?.*id=\d+/);
    const subject = activePane(page).locator('[data-field="subjectCn"] input');
    await expect.poll(() => subject.inputValue(), POLL).toContain('record.poNumber');
    await subject.fill(SUBJECT);
    await activePane(page).locator('[data-field="enabledFlag"] .arco-switch').click();
    await activePane(page).getByRole('button', { name: '保存', exact: true }).click();
    await page.locator('.arco-message', { hasText: /成功/ }).first().waitFor();
    await activePane(page).getByRole('button', { name: '预览', exact: true }).click();
    await page.locator('.arco-message', { hasText: '请审批订单 PO20261122-0001（华东精密机械有限公司，113000.00）' }).first().waitFor();
    await screenshot(page, 'message-centre-01-template-preview');
    await signOut(page);
  });

  it('the buyer submits an order', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, '华东精密机械有限公司');
    await addOrderLine(page, 0, { item: '消息中心测试件', qty: '2', price: '1500', date: '2026-12-20' });
    await activePane(page).getByRole('button', { name: '保存', exact: true }).click();
    const number = activePane(page).locator('[data-field="poNumber"]');
    await expect.poll(() => number.innerText(), POLL).toMatch(/^PO\d{8}-\d{4}$/);
    poNumber = (await number.innerText()).trim();
    await activePane(page).getByRole('button', { name: '提交', exact: true }).click();
    await expect.poll(() => activePane(page).locator('[data-field="status"]').innerText(), POLL).toContain('已提交');
    await signOut(page);
  });

  it('the approver\'s bell shows the message with the template\'s text, and it opens the order', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await page.getByTestId('message-bell').click();
    const item = page.locator('.srm-bell__item', { hasText: `请审批订单 ${poNumber}（` });
    await expect.poll(() => item.count(), POLL).toBe(1);
    expect(await item.locator('.srm-bell__title').innerText()).toMatch(new RegExp(`^请审批订单 ${poNumber}（华东精密机械有限公司，3,?000(\\.00)?）$`));
    expect(await item.locator('.srm-bell__content').innerText()).toContain(`提交了采购订单 ${poNumber}`);
    await screenshot(page, 'message-centre-02-approver-bell');
    await item.click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), POLL).toBe(poNumber);
  });
});

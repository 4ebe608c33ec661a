import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { addOrderLine, fillOrderHeader, openNewOrder } from './support/purchase-order-form';
import { activePane, lineCell, openMenu, showEditTab, showTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
/** What a poll waits for at most: the screens load over a loaded machine (2 cores shared by several runs). */
const POLL = { timeout: 15_000 };
/** poApprovalLarge with the director alone at the countersign: the administrator adds the finance manager. */
const MODEL_FILE = resolve(import.meta.dirname, 'fixtures/po-approval-large-one-signer.bpmn');

/**
 * Clicks `button`, types `comment` into the dialog it opens (an approval's optional 意见, a rejection's
 * required 原因) and confirms; waits for the success message.
 */
async function decideWithComment(page: Page, button: ReturnType<Page['locator']>, comment: string, message: string): Promise<void> {
  await button.click();
  const dialog = page.locator('.arco-modal:visible');
  await dialog.getByLabel(/^(意见|原因)$/).fill(comment);
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.locator('.arco-message', { hasText: message }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** The to-do card of the home page and its row of a document. */
function homeTodo(page: Page, poNumber: string) {
  const card = activePane(page).locator('.srm-pending-card', { hasText: '我的待办' });
  return { card, row: card.locator('.arco-table-tr', { hasText: poNumber }) };
}

/** The row of a document in 我的待办 (opened from the side menu). */
async function todoRow(page: Page, poNumber: string) {
  await openMenu(page, '我的待办');
  await page.waitForURL(/\/main\/myUpcoming\?/);
  const row = activePane(page).locator('.srm-grid-body [role="row"]', { hasText: poNumber });
  await row.waitFor();
  return row;
}

/** The status shown on the open order. */
function orderStatus(page: Page) {
  return activePane(page).locator('[data-field="status"]').innerText();
}

describe.runIf(run)('an order over 100,000 through its two approval levels in Chromium, and a rejected one sent again', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let largeOrder = '';
  let smallOrder = '';

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the administrator imports the large-order model, adds the finance manager to the countersign and deploys version 2', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '流程模型');
    await page.waitForURL(/\/main\/processList\?/);
    await activePane(page).locator('.srm-grid-body [role="row"]', { hasText: 'poApprovalLarge' }).waitFor();
    await activePane(page).getByRole('button', { name: '新建 / 导入模型' }).click();
    await page.waitForURL(/\/main\/processDesigner\?/);
    await activePane(page).locator('[data-element-id="approve"]').first().waitFor();
    await activePane(page)
      .locator('[data-testid="bpmn-file-input"]')
      .setInputFiles({ name: 'poApprovalLarge.bpmn', mimeType: 'application/xml', buffer: readFileSync(MODEL_FILE) });
    const countersign = activePane(page).locator('.djs-element.djs-shape[data-element-id="countersign"]');
    await countersign.waitFor();
    await countersign.click();
    await expect.poll(() => activePane(page).getByLabel('审批人：用户、编码或字段 1').inputValue(), POLL).toBe('director');
    await activePane(page).getByRole('button', { name: '添加审批人' }).click();
    await activePane(page).getByLabel('审批人：用户、编码或字段 2').fill('finance');
    await screenshot(page, 'journey-01-designer-countersign');

    await activePane(page).getByRole('button', { name: '部署' }).click();
    await page.locator('.arco-message', { hasText: '已部署 poApprovalLarge 第2版' }).waitFor();
    await page.waitForURL(/\/main\/processDesigner\?.*id=\d+/);

    await showTab(page, '流程模型');
    const versions = activePane(page).locator('.srm-grid-body [role="row"]', { hasText: 'poApprovalLarge' });
    await expect.poll(() => versions.count(), POLL).toBe(2);
    await screenshot(page, 'journey-02-model-list');
    await signOut(page);
  });

  it('the buyer submits an order of 113,000', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, '华东精密机械有限公司');
    await addOrderLine(page, 0, { item: '五轴加工中心刀库', qty: '10', price: '11300', date: '2026-12-20' });
    await activePane(page).getByRole('button', { name: '保存' }).click();
    const number = activePane(page).locator('[data-field="poNumber"]');
    await expect.poll(() => number.innerText(), POLL).toMatch(/^PO\d{8}-\d{4}$/);
    largeOrder = (await number.innerText()).trim();
    await expect.poll(() => activePane(page).locator('[data-field="taxTotalAmount"]').innerText(), POLL).toContain('113,000.00');
    await activePane(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => orderStatus(page), POLL).toContain('已提交');
    // The order is read-only in approval, and its approvals tab shows the process started on the new version.
    await expect.poll(() => activePane(page).getByRole('button', { name: '保存' }).count(), POLL).toBe(0);
    await showEditTab(page, '审批记录');
    const approvals = activePane(page).locator('.srm-document-approvals');
    await approvals.locator('.srm-approval-timeline', { hasText: '提交' }).waitFor();
    expect(await approvals.getByRole('button', { name: '同意' }).count()).toBe(0);
    await screenshot(page, 'journey-03-buyer-submitted');
    await signOut(page);
  });

  it('the first-level approver finds the task on his home page, opens it and approves it there', async () => {
    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    const { card, row } = homeTodo(page, largeOrder);
    await row.waitFor();
    await expect.poll(() => row.innerText(), POLL).toContain('采购审批');
    const count = Number(await card.locator('.arco-badge-number').first().innerText());
    expect(count).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'journey-04-approver-home');
    // The purchasing dashboard counts the same open tasks.
    await openMenu(page, '采购看板');
    const waiting = activePane(page).getByRole('region', { name: '待我审批' }).locator('.srm-widget-figure-value');
    await expect.poll(() => waiting.innerText(), POLL).toBe(String(count));
    await screenshot(page, 'journey-04b-approver-dashboard');
    await showTab(page, '首页');

    await row.click();
    await page.waitForURL(/\/main\/approvalTask\?.*id=\d+/);
    const panel = activePane(page).locator('.srm-approval-panel', { hasText: '待我审批：采购审批' });
    await panel.waitFor();
    await expect.poll(() => activePane(page).locator('.djs-element[data-element-id="buyerManager"]').getAttribute('class'), POLL).toContain('srm-current');
    await screenshot(page, 'journey-05-approver-task');
    await decideWithComment(page, panel.getByRole('button', { name: '同意' }), '比价三家，价格最低', '同意');
    await expect.poll(() => activePane(page).locator('.djs-element[data-element-id="countersign"]').getAttribute('class'), POLL).toContain('srm-current');
    expect(await activePane(page).locator('.djs-element[data-element-id="buyerManager"]').getAttribute('class')).toContain('srm-passed');
    expect(await activePane(page).locator('.srm-approval-panel', { hasText: '待我审批' }).count()).toBe(0);
    await screenshot(page, 'journey-06-approver-done');
    // On the order itself he no longer holds a task: no approve / reject there either.
    await activePane(page).locator('.arco-descriptions').getByText(largeOrder, { exact: true }).click();
    await page.waitForURL(/\/main\/purOrderManage\/purchaseOrderEdit\?.*id=\d+/);
    await showEditTab(page, '审批记录');
    await activePane(page).locator('.srm-document-approvals .srm-approval-timeline', { hasText: '比价三家，价格最低' }).waitFor();
    expect(await activePane(page).getByRole('button', { name: '审批通过' }).count()).toBe(0);
    expect(await activePane(page).getByRole('button', { name: '同意' }).count()).toBe(0);
    await signOut(page);
  });

  it('monitoring shows the first level passed and the countersign current', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '流程监控');
    await page.waitForURL(/\/main\/processMonitoring\?/);
    const row = activePane(page).locator('.srm-grid-body [role="row"]', { hasText: largeOrder });
    await row.getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/main\/processInstanceDetail\?.*id=\d+/);
    const node = (id: string) => activePane(page).locator(`.djs-element[data-element-id="${id}"]`);
    await expect.poll(() => node('countersign').getAttribute('class'), POLL).toContain('srm-current');
    for (const passed of ['submitted', 'toBuyerManager', 'buyerManager', 'toCountersign']) {
      expect(await node(passed).getAttribute('class'), passed).toContain('srm-passed');
    }
    expect(await node('approved').getAttribute('class')).not.toMatch(/srm-(passed|current)/);
    await activePane(page).locator('.srm-approval-timeline', { hasText: '比价三家，价格最低' }).waitFor();
    await screenshot(page, 'journey-07-monitoring-running');
    await signOut(page);
  });

  it('the director opens the order from his to-do list and approves it on its approvals tab', async () => {
    await signIn(page, server.baseUrl, 'director', 'Director@123');
    const row = await todoRow(page, largeOrder);
    expect(await row.innerText()).toContain('总监与财务会签');
    await row.getByRole('button', { name: '办理' }).click();
    await page.waitForURL(/\/main\/approvalTask\?.*id=\d+/);
    await activePane(page).locator('.srm-approval-panel', { hasText: '待我审批：总监与财务会签' }).waitFor();
    // The document number opens the order itself.
    await activePane(page).locator('.arco-descriptions').getByText(largeOrder, { exact: true }).click();
    await page.waitForURL(/\/main\/purOrderManage\/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => activePane(page).locator('[data-field="poNumber"]').innerText(), POLL).toBe(largeOrder);
    await showEditTab(page, '审批记录');
    const approvals = activePane(page).locator('.srm-document-approvals');
    await approvals.locator('.srm-approval-panel', { hasText: '待我审批：总监与财务会签' }).waitFor();
    await approvals.locator('.srm-approval-timeline', { hasText: '比价三家，价格最低' }).waitFor();
    // He holds the open task: the order's own approve / reject show too.
    await expect.poll(() => activePane(page).getByRole('button', { name: '审批通过' }).count(), POLL).toBe(1);
    await screenshot(page, 'journey-08-director-order-tab');
    await decideWithComment(page, approvals.getByRole('button', { name: '同意' }), '预算内，同意', '同意');
    await approvals.locator('.srm-approval-timeline', { hasText: '预算内，同意' }).waitFor();
    expect(await approvals.getByRole('button', { name: '同意' }).count()).toBe(0);
    await expect.poll(() => activePane(page).getByRole('button', { name: '审批通过' }).count(), POLL).toBe(0);
    // One of two countersigners: the order is still in approval.
    expect(await orderStatus(page)).toContain('已提交');
    await signOut(page);
  });

  it('the finance manager approves from the to-do list and the order ends approved', async () => {
    await signIn(page, server.baseUrl, 'finance', 'Finance@123');
    await expect.poll(() => homeTodo(page, largeOrder).row.count(), POLL).toBe(1);
    // The same card in English.
    await page.locator('.arco-radio-button', { hasText: 'English' }).click();
    const english = activePane(page).locator('.srm-pending-card', { hasText: 'My to-do' });
    await english.locator('.arco-table-tr', { hasText: largeOrder }).waitFor();
    expect(await english.locator('.arco-table-th').allInnerTexts()).toEqual(['Document', 'Step', 'Last updated']);
    await screenshot(page, 'journey-09a-finance-home-en');
    await page.locator('.arco-radio-button', { hasText: '中文' }).click();
    await homeTodo(page, largeOrder).row.waitFor();
    const row = await todoRow(page, largeOrder);
    await decideWithComment(page, row.getByRole('button', { name: '同意' }), '付款条件可接受', '同意');
    await expect.poll(() => row.count(), POLL).toBe(0);
    await screenshot(page, 'journey-09-finance-todo-empty');
    await openMenu(page, '我的已办');
    await activePane(page).locator('.srm-grid-body [role="row"]', { hasText: largeOrder }).waitFor();
    await signOut(page);

    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await activePane(page).locator('.srm-grid-link', { hasText: largeOrder }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => orderStatus(page), POLL).toContain('已审批');
    await expect.poll(() => activePane(page).locator('[data-field="approvalUserId"]').innerText(), POLL).toContain('钱财务');
    await signOut(page);
  });

  it('monitoring shows the whole path passed and the history of all three decisions', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '流程监控');
    const row = activePane(page).locator('.srm-grid-body [role="row"]', { hasText: largeOrder });
    await expect.poll(() => row.innerText(), POLL).toContain('已通过');
    await row.getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/main\/processInstanceDetail\?.*id=\d+/);
    const node = (id: string) => activePane(page).locator(`.djs-element[data-element-id="${id}"]`);
    await expect.poll(() => node('approved').getAttribute('class'), POLL).toContain('srm-passed');
    for (const passed of ['countersign', 'toApproved']) expect(await node(passed).getAttribute('class'), passed).toContain('srm-passed');
    const timeline = activePane(page).locator('.srm-approval-timeline');
    for (const comment of ['比价三家，价格最低', '预算内，同意', '付款条件可接受']) await timeline.getByText(comment).waitFor();
    await screenshot(page, 'journey-10-monitoring-approved');
    await signOut(page);
  });

  it('a rejected order goes back to the buyer, who edits it, submits it again and gets it approved', async () => {
    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openNewOrder(page);
    await fillOrderHeader(page, '深圳宏达电子科技有限公司');
    await addOrderLine(page, 0, { item: '工业交换机', qty: '4', price: '2500', date: '2026-12-18' });
    await activePane(page).getByRole('button', { name: '保存' }).click();
    const number = activePane(page).locator('[data-field="poNumber"]');
    await expect.poll(() => number.innerText(), POLL).toMatch(/^PO\d{8}-\d{4}$/);
    smallOrder = (await number.innerText()).trim();
    await activePane(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => orderStatus(page), POLL).toContain('已提交');
    await signOut(page);

    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    const row = await todoRow(page, smallOrder);
    await decideWithComment(page, row.getByRole('button', { name: '驳回' }), '单价高于框架协议，请按2200重新报价', '驳回');
    await expect.poll(() => row.count(), POLL).toBe(0);
    await signOut(page);

    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await activePane(page).locator('.srm-grid-link', { hasText: smallOrder }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => orderStatus(page), POLL).toContain('已驳回');
    await expect.poll(() => activePane(page).locator('[data-field="rejectReason"]').innerText(), POLL).toContain('请按2200重新报价');
    await showEditTab(page, '审批记录');
    const rejected = activePane(page).locator('.srm-document-approvals .srm-approval-timeline', { hasText: '请按2200重新报价' });
    // The actions by their meanings: submitted, rejected at 采购审批, the process rejected.
    await rejected.getByText('流程驳回').waitFor();
    expect(await rejected.innerText()).toMatch(/提交[\s\S]*驳回 · 采购审批 · 李审批[\s\S]*请按2200重新报价[\s\S]*流程驳回/);
    await screenshot(page, 'journey-11-buyer-rejected');
    await showEditTab(page, '订单行');
    const price = lineCell(page, 0, 'taxPrice');
    await price.click();
    await price.locator('input').fill('2200');
    await price.locator('input').press('Enter');
    await activePane(page).getByRole('button', { name: '保存' }).click();
    await expect.poll(() => activePane(page).locator('[data-field="taxTotalAmount"]').innerText(), POLL).toContain('8,800.00');
    await activePane(page).getByRole('button', { name: '提交' }).click();
    await expect.poll(() => orderStatus(page), POLL).toContain('已提交');
    await signOut(page);

    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    const again = await todoRow(page, smallOrder);
    await decideWithComment(page, again.getByRole('button', { name: '同意' }), '已按协议价调整', '同意');
    await expect.poll(() => again.count(), POLL).toBe(0);
    await signOut(page);

    await signIn(page, server.baseUrl, 'buyer', 'Buyer@123');
    await openMenu(page, '采购订单');
    await activePane(page).locator('.srm-grid-link', { hasText: smallOrder }).click();
    await page.waitForURL(/purchaseOrderEdit\?.*id=\d+/);
    await expect.poll(() => orderStatus(page), POLL).toContain('已审批');
    await showEditTab(page, '审批记录');
    // Two approvals of the order: the latest (approved) is shown, the rejected one can be chosen.
    const approvals = activePane(page).locator('.srm-document-approvals');
    await approvals.locator('.srm-approval-timeline', { hasText: '已按协议价调整' }).waitFor();
    await screenshot(page, 'journey-12-buyer-approved-again');
    expect(consoleErrors).toEqual([]);
  });
});

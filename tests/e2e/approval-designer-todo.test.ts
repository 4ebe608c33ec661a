import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/support/server-process';
import { signIn as signInApi, type SignedInClient } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { openAppSession, type AppSession } from './support/app-session';
import { screenshot } from './support/browser';
import { activePane, openMenu, showEditTab, signIn, signOut } from './support/ui';

const run = chromiumAvailable();
const MODEL_FILE = resolve(import.meta.dirname, 'fixtures/e2e-approval.bpmn');
const MODEL_KEY = 'e2eOrderApproval';

type Row = Record<string, unknown>;

describe.runIf(run)('approvals in Chromium: a model imported, an approver changed in the designer and deployed, the task approved from the to-do list', () => {
  let session: AppSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  let admin: SignedInClient;
  let buyer: SignedInClient;

  async function call<T = Row>(client: SignedInClient, menu: string, resource: string, operation: string, body: Row) {
    return client.adapter.request<T>({ service: resource.startsWith('srm') ? 'srm' : 'bpm', resource, operation, body, menu: await client.menu(menu) });
  }

  beforeAll(async () => {
    session = await openAppSession();
    ({ server, page, consoleErrors } = session);
    [admin, buyer] = await Promise.all([signInApi(server.baseUrl, 'admin'), signInApi(server.baseUrl, 'buyer')]);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the administrator imports a .bpmn file, gives the first node another approver and deploys it', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '流程模型');
    await page.waitForURL(/\/main\/processList\?/);
    await activePane(page).getByRole('button', { name: '新建 / 导入模型' }).click();
    await page.waitForURL(/\/main\/processDesigner\?/);
    // The new model's diagram is drawn first; the file then replaces it.
    await activePane(page).locator('[data-element-id="approve"]').first().waitFor();
    await activePane(page).locator('[data-testid="bpmn-file-input"]').setInputFiles({ name: 'e2e-approval.bpmn', mimeType: 'application/xml', buffer: readFileSync(MODEL_FILE) });
    const level1 = activePane(page).locator('.djs-element.djs-shape[data-element-id="level1"]');
    await level1.waitFor();
    await level1.click();
    const approver = activePane(page).getByLabel('审批人：用户、编码或字段 1');
    await expect.poll(() => approver.inputValue()).toBe('admin');
    await approver.fill('approver');
    await screenshot(page, 'approvals-01-designer-approver-changed');

    await activePane(page).getByLabel('分类', { exact: true }).fill('E2E');
    await activePane(page).getByRole('button', { name: '部署' }).click();
    await page.locator('.arco-message', { hasText: `已部署 ${MODEL_KEY} 第1版` }).waitFor();
    await page.waitForURL(/\/main\/processDesigner\?.*id=\d+/);

    const models = await call<Row[]>(admin, 'PROCESS_LIST', 'bpmProcessModelRestful', 'listByPage', { modelKey: MODEL_KEY });
    expect(models.data).toHaveLength(1);
    expect(models.data[0]).toMatchObject({ modelVersion: 1, category: 'E2E', deployedFlag: 'Y' });
    const xml = String((await call<Row>(admin, 'PROCESS_LIST', 'bpmProcessModelRestful', 'findById', { id: models.data[0].modelId })).data.bpmnXml);
    expect(xml).toMatch(/<srm:approver kind="user" value="approver"\s*\/>/);
    expect(xml).not.toMatch(/value="admin"[^>]*\/>\s*<\/srm:approval>\s*<\/bpmn:extensionElements>\s*<\/bpmn:userTask>\s*<bpmn:exclusiveGateway/);
  });

  it('a model that cannot run is refused with its element named and marked', async () => {
    await activePane(page).locator('.djs-element.djs-shape[data-element-id="level1"]').click();
    await activePane(page).getByLabel('审批人：用户、编码或字段 1').fill('nobody-such');
    await activePane(page).getByRole('button', { name: '部署' }).click();
    const problems = activePane(page).locator('.srm-model-problems li');
    await expect.poll(() => problems.allInnerTexts()).toEqual([expect.stringMatching(/^level1: .*nobody-such/)]);
    await expect.poll(() => activePane(page).locator('.djs-element[data-element-id="level1"]').getAttribute('class')).toContain('srm-error');
    await screenshot(page, 'approvals-02-designer-refused');
    await signOut(page);
  });

  it('the approver sees the task in his to-do list and approves it there with a comment', async () => {
    const orders = await call<Row[]>(buyer, 'PO_LIST', 'srmPoHeaderRestful', 'listByPage', { pageRows: 50 });
    const order = orders.data[orders.data.length - 1];
    const started = await call<Row>(buyer, 'PROCESS_INITIATE', 'bpmProcessInstanceRestful', 'doStartProcess', { modelKey: MODEL_KEY, entity: 'srmPoHeader', id: order.poHeaderId });
    expect(started.status, started.msg).toBe('S');
    const instanceId = started.data.instanceId;

    await signIn(page, server.baseUrl, 'approver', 'Approver@123');
    await openMenu(page, '我的待办');
    await page.waitForURL(/\/main\/myUpcoming\?/);
    const row = activePane(page).locator('.srm-grid-body [role="row"]', { hasText: String(order.poNumber) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Purchasing approval');

    // Opening the task shows the diagram with the waiting node and the history.
    await row.getByRole('button', { name: '办理' }).click();
    await page.waitForURL(/\/main\/approvalTask\?.*id=/);
    await expect.poll(() => activePane(page).locator('.djs-element[data-element-id="level1"]').getAttribute('class')).toContain('srm-current');
    expect(await activePane(page).locator('.djs-element[data-element-id="start"]').getAttribute('class')).toContain('srm-passed');
    await activePane(page).locator('.srm-approval-panel', { hasText: '待我审批：Purchasing approval' }).waitFor();
    await screenshot(page, 'approvals-03-task-diagram');

    await page.locator('.srm-tabs-bar .arco-tabs-header-title', { hasText: '我的待办' }).click();
    await row.getByRole('button', { name: '同意' }).click();
    const dialog = page.locator('.arco-modal:visible');
    await dialog.getByLabel('意见').fill('价格合理，同意');
    await screenshot(page, 'approvals-04-approve-comment');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.locator('.arco-message', { hasText: '同意' }).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);

    const instance = await call<Row>(admin, 'PROCESS_MONITORING', 'bpmProcessInstanceRestful', 'findById', { id: instanceId });
    expect(instance.data.status).toBe('APPROVED');
    expect((instance.data.history as Row[]).map((entry) => [entry.action, entry.actionComment ?? null])).toEqual([
      ['START', null],
      ['APPROVE', '价格合理，同意'],
      ['END_APPROVED', null],
    ]);
    await signOut(page);
  });

  it('monitoring shows the instance approved, its path coloured and its history', async () => {
    await signIn(page, server.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '流程监控');
    await page.waitForURL(/\/main\/processMonitoring\?/);
    const row = activePane(page).locator('.srm-grid-body [role="row"]', { hasText: 'E2E order approval' }).first();
    await row.getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/main\/processInstanceDetail\?.*id=/);
    await expect.poll(() => activePane(page).locator('.djs-element[data-element-id="end"]').getAttribute('class')).toContain('srm-passed');
    expect(await activePane(page).locator('.djs-element[data-element-id="small"]').getAttribute('class')).toContain('srm-passed');
    expect(await activePane(page).locator('.djs-element[data-element-id="level2"]').getAttribute('class')).not.toContain('srm-passed');
    await activePane(page).locator('.srm-approval-timeline', { hasText: '价格合理，同意' }).waitFor();
    await screenshot(page, 'approvals-05-monitoring');

    // The document number opens the order, whose approvals tab shows the same history.
    await activePane(page).locator('.arco-descriptions a, .arco-descriptions .arco-link').first().click();
    await page.waitForURL(/\/main\/purOrderManage\/purchaseOrderEdit\?.*id=/);
    await showEditTab(page, '审批记录');
    await activePane(page).locator('.srm-document-approvals .srm-approval-timeline', { hasText: '价格合理，同意' }).waitFor();
    await screenshot(page, 'approvals-06-order-approvals-tab');
    expect(consoleErrors).toEqual([]);
  });
});

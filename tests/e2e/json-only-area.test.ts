import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../renderer/data/data-adapter';
import { createDocumentLinksProject, type DocumentLinksProject } from '../unit/authoring/support/document-links-project';
import { signIn as signInApi, type SignedInClient } from '../api/support/signed-client';
import { chromiumAvailable } from '../support/real-tool';
import { launchBrowser, screenshot } from './support/browser';
import { dragCard } from './support/kanban-drag';
import { buildProjectWeb, startProjectApp, type ProjectApp } from './support/project-app';
import { activePane, chooseOption, gridRows, lineCell, openMenu, showEditTab, signIn, typeDate } from './support/ui';

const run = chromiumAvailable();

type Row = Record<string, unknown>;

/**
 * The JSON-only proof of the engine's second step, in Chromium: the nonconformance area of
 * tests/unit/authoring/proof-project/ (entities, screens, lookups and menus, no TypeScript) built into its own
 * web app and served by the unchanged server. The administrator walks its tree, fills corrective actions
 * (lines of lines), opens a report and generates a claim that consumes the defects, picks open defects into
 * another claim, closes a report on the board, and drills from the chart report to the supplier's reports.
 */
describe.runIf(run)('an area added as JSON only, in Chromium', () => {
  let project: DocumentLinksProject;
  let app: ProjectApp;
  let browser: Browser;
  let page: Page;
  let admin: SignedInClient;
  const consoleErrors: string[] = [];
  let draft: Row;
  let open: Row;

  async function call(menu: string, entity: string, operation: string, body: Row): Promise<Row> {
    const context: MenuContext = await admin.menu(menu);
    const answer = await admin.adapter.request<Row>({ service: 'srm', resource: `${entity}Restful`, operation, body, menu: context });
    expect(answer.status, `${entity}.${operation}: ${answer.msg}`).toBe('S');
    return answer.data;
  }

  beforeAll(async () => {
    project = createDocumentLinksProject();
    const webDir = await buildProjectWeb(project.root);
    app = await startProjectApp(project.root, webDir);
    admin = await signInApi(app.baseUrl, 'admin', 'CN');
    const [supplier] = (await admin.adapter.request<Row[]>({
      service: 'srm',
      resource: 'srmPosSupplierInfoRestful',
      operation: 'listByPage',
      body: { pageRows: 1, sortField: 'supplierId', sortOrder: 'asc' },
      menu: await admin.menu('NC_REPORT'),
    })).data;
    const defects = [
      { itemName: '深沟球轴承', defectQty: 12, unitCost: 11.3, actions: [{ actionText: '加严来料检验', dueDate: '2026-12-01' }] },
      { itemName: '定位销', defectQty: 5.5, unitCost: 2.4 },
    ];
    const root = await call('NC_CATEGORY', 'srmNcCategory', 'saveOrUpdate', { categoryCode: '01', categoryName: '外观不良', orderNo: 1 });
    await call('NC_CATEGORY', 'srmNcCategory', 'saveOrUpdate', { categoryCode: '0101', categoryName: '划伤', parentCategoryId: root.categoryId, orderNo: 1 });
    await call('NC_CATEGORY', 'srmNcCategory', 'saveOrUpdate', { categoryCode: '02', categoryName: '尺寸不良', orderNo: 2 });
    draft = await call('NC_REPORT', 'srmNcReport', 'saveOrUpdate', { reportTitle: '轴承外圈划伤', supplierId: supplier.supplierId, foundDate: '2026-11-20', defects });
    const second = await call('NC_REPORT', 'srmNcReport', 'saveOrUpdate', { reportTitle: '包装破损', supplierId: supplier.supplierId, foundDate: '2026-11-21', defects });
    open = await call('NC_REPORT', 'srmNcReport', 'doOpen', { id: second.reportId, versionNum: second.versionNum });

    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('element.ref was removed')) consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    project?.remove();
  });

  const field = (name: string) => activePane(page).locator(`[data-field="${name}"]`);
  const button = (name: string) => activePane(page).locator('.srm-edit-header').getByRole('button', { name, exact: true });
  const message = (text: string | RegExp) => page.locator('.arco-message').filter({ hasText: text });
  const treeTitles = () => activePane(page).locator('.srm-tree-panel [data-node-key]').allInnerTexts();

  async function openReport(number: string): Promise<void> {
    await openMenu(page, '不合格报告');
    const row = gridRows(page).filter({ hasText: number });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.locator('[data-cell$=":reportNumber"]').getByText(number).click();
    await page.waitForURL(/ncReportEdit\?.*id=\d+/);
    await expect.poll(() => field('reportNumber').innerText(), { timeout: 10_000 }).toBe(number);
  }

  it('the administrator finds a category in the tree of the new area', async () => {
    await signIn(page, app.baseUrl, 'admin', 'Admin@123');
    await openMenu(page, '不合格分类');
    await expect.poll(() => treeTitles(), { timeout: 10_000 }).toEqual(['01 外观不良', '02 尺寸不良']);
    const search = activePane(page).getByPlaceholder('输入编码或名称查找');
    await search.fill('划伤');
    await search.press('Enter');
    await expect.poll(() => activePane(page).locator('.srm-tree-hit mark').innerText()).toBe('划伤');
    expect(await treeTitles()).toEqual(['01 外观不良', '0101 划伤', '02 尺寸不良']);
    await screenshot(page, 'json-area-01-tree');
  });

  it('adds a corrective action to a defect in the side panel, saves and opens the report', async () => {
    await openReport(String(draft.reportNumber));
    await showEditTab(page, '不良明细');
    const actions = (line: number): Locator => lineCell(page, line, '__operate').locator('.srm-child-lines-button');
    await expect.poll(() => actions(1).innerText()).toBe('纠正措施 (0)');
    await actions(1).click();
    const drawer = page.locator('.srm-child-lines-drawer');
    await expect.poll(() => drawer.locator('.arco-drawer-header-title').innerText()).toBe('纠正措施：第 2 行');
    await drawer.getByRole('button', { name: '添加行' }).click();
    const cell = (column: string) => drawer.locator(`.srm-grid-body [role="row"][aria-rowindex="1"] [data-cell$=":${column}"]`);
    await typeDate(page, cell('dueDate'), '2026-12-15');
    await cell('actionText').click();
    await cell('actionText').locator('input').fill('首件全检');
    await cell('actionText').locator('input').press('Enter');
    await expect.poll(() => cell('dueDate').innerText()).toBe('2026-12-15');
    await screenshot(page, 'json-area-02-actions-panel');
    await drawer.locator('.arco-drawer-close-icon').click();
    await button('保存').click();
    await expect.poll(() => message('保存成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => actions(1).innerText(), { timeout: 10_000 }).toBe('纠正措施 (1)');
    await button('发布').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('处理中');
  });

  it('generates a claim from the open report, lands on it, and submitting it consumes the defects', async () => {
    const reportTab = page.locator('.srm-tabs-bar .arco-tabs-header-title').filter({ hasText: /^不合格报告维护/ });
    await button('生成索赔单').click();
    await page.waitForURL(/ncClaimEdit\?.*id=\d+/);
    await expect.poll(() => message(/^已生成不合格索赔单 \S+$/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => lineCell(page, 0, 'itemName').innerText(), { timeout: 10_000 }).toBe('深沟球轴承');
    expect(await lineCell(page, 1, 'claimQty').innerText()).toBe('5.50');
    expect(await field('totalAmount').innerText()).toContain('148.80');
    const claimNumber = (await field('claimNumber').innerText()).trim();
    await button('提交').click();
    await expect.poll(() => field('status').innerText(), { timeout: 10_000 }).toContain('已提交');
    await screenshot(page, 'json-area-03-claim-submitted');

    await reportTab.first().click();
    await showEditTab(page, '不良明细');
    await expect.poll(() => lineCell(page, 0, 'claimedQty').innerText(), { timeout: 10_000 }).toBe('12.00');
    expect(await lineCell(page, 0, 'openClaimQty').innerText()).toBe('0.00');
    await showEditTab(page, '关联单据');
    const link = activePane(page).locator('.srm-document-links').getByRole('button', { name: claimNumber });
    await expect.poll(() => link.count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'json-area-04-report-links');
  });

  it('a new claim picks the open defects of its supplier', async () => {
    await openMenu(page, '不合格索赔单');
    await activePane(page).getByRole('button', { name: '新增', exact: true }).click();
    await page.waitForURL(/ncClaimEdit/);
    await chooseOption(page, 'supplierId', '华东精密', true);
    await typeDate(page, field('claimDate'), '2026-11-25');
    await activePane(page).getByRole('button', { name: '从不良明细添加' }).click();
    const dialog = page.locator('.srm-pick-dialog');
    const rows = dialog.locator('.srm-grid-body [role="row"]');
    // The claimed report's defects have nothing open: only the second report's two are offered.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await rows.first().innerText()).toContain(String(open.reportNumber));
    await rows.filter({ hasText: '定位销' }).locator('[data-cell$=":__selection"] .arco-checkbox').click();
    await screenshot(page, 'json-area-05-pick-defects');
    await dialog.getByRole('button', { name: '添加所选（1）' }).click();
    await expect.poll(() => lineCell(page, 0, 'itemName').innerText()).toBe('定位销');
    expect(await lineCell(page, 0, 'defectItemName').innerText()).toBe('定位销');
    expect(await lineCell(page, 0, 'claimQty').innerText()).toBe('5.50');
    await button('保存').click();
    // Saved: the claim has its number, and the line still names the defect it claims, as the server answers it.
    await expect.poll(() => field('claimNumber').innerText(), { timeout: 10_000 }).toMatch(/^NCC\d{8}-\d{4}$/);
    expect(await lineCell(page, 0, 'defectItemName').innerText()).toBe('定位销');
    await screenshot(page, 'json-area-06-picked-claim-saved');
  });

  it('closes the first report by dragging its card on the board', async () => {
    await openMenu(page, '不合格看板');
    const column = (status: string) => activePane(page).locator(`.srm-kanban-column[data-status="${status}"]`);
    const card = column('OPEN').locator('.srm-kanban-card').filter({ hasText: String(draft.reportNumber) });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    await dragCard(page, card, column('CLOSED'));
    await expect.poll(() => column('CLOSED').locator('.srm-kanban-card').filter({ hasText: String(draft.reportNumber) }).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'json-area-07-board');
  });

  it('the defects report draws its chart and drills to the supplier’s reports', async () => {
    await openMenu(page, '供应商不良统计');
    const chartShapes = activePane(page).locator('.srm-report-chart svg path[fill^="#"]');
    await expect.poll(() => chartShapes.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const row = gridRows(page).first();
    await expect.poll(() => row.locator('[data-cell$=":defects"]').innerText(), { timeout: 10_000 }).toBe('35.00');
    expect(await row.locator('[data-cell$=":claimed"]').innerText()).toBe('17.50');
    await screenshot(page, 'json-area-08-report');
    await row.locator('[data-cell$=":supplierId"]').getByRole('button').click();
    await page.waitForURL(/ncReportList\?.*supplierId=\d+/);
    await expect.poll(() => gridRows(page).count(), { timeout: 10_000 }).toBe(2);
    expect(consoleErrors).toEqual([]);
  });
});

// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { validateProject } from '../../../tools/validate/validate-project';
import { signIn, type SignedInClient } from '../../api/support/signed-client';
import { createDocumentLinksProject, type DocumentLinksProject } from './support/document-links-project';

/*
 * The proof of the engine's second step, server half: a nonconformance area added as JSON only (entities,
 * screens, lookups, menus; tests/unit/authoring/proof-project/) gets a tree, a board, a report with a chart
 * and drill-down, lines of lines, generate actions from a record and from picked lines, and consumed
 * quantities from the unchanged server code. The calls are those its screens make.
 */
type Row = Record<string, unknown>;

let project: DocumentLinksProject;
let dataDir: string;
let app: FastifyInstance;
let admin: SignedInClient;
const menus = new Map<string, MenuContext>();
let supplierA: number;
let supplierB: number;

async function call<T = Row>(menu: string, entity: string, operation: string, body: Row): Promise<ApiEnvelope<T>> {
  return admin.adapter.request<T>({ service: 'srm', resource: `${entity}Restful`, operation, body, menu: menus.get(menu) });
}

async function ok<T = Row>(menu: string, entity: string, operation: string, body: Row): Promise<T> {
  const answer = await call<T>(menu, entity, operation, body);
  expect(answer.status, `${entity}.${operation}: ${answer.msg}`).toBe('S');
  return answer.data;
}

beforeAll(async () => {
  project = createDocumentLinksProject();
  dataDir = mkdtempSync(join(tmpdir(), 'srm-document-links-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web-build'), LOG_LEVEL: 'silent' });
  app = await buildApp(config, { repoRoot: project.root });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server has no address');
  admin = await signIn(`http://127.0.0.1:${address.port}`, 'admin', 'EN');
  for (const code of ['NC_CATEGORY', 'NC_REPORT', 'NC_BOARD', 'NC_DEFECTS', 'NC_CHART', 'NC_CLAIM']) menus.set(code, await admin.menu(code));
  const suppliers = await ok<Row[]>('NC_REPORT', 'srmPosSupplierInfo', 'listByPage', { pageRows: 2, sortField: 'supplierId', sortOrder: 'asc' });
  [supplierA, supplierB] = suppliers.map((row) => Number(row.supplierId));
}, 90_000);

afterAll(async () => {
  await app?.close();
  project?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A nonconformance report of a supplier with two defect lines, each with corrective actions, opened. */
async function openReport(supplierId: number, title: string): Promise<Row> {
  const saved = await ok('NC_REPORT', 'srmNcReport', 'saveOrUpdate', {
    reportTitle: title,
    supplierId,
    foundDate: '2026-11-20',
    defects: [
      { itemName: '深沟球轴承', defectQty: 12, unitCost: 11.3, actions: [{ actionText: '加严来料检验', dueDate: '2026-12-01' }, { actionText: '更换包装', dueDate: '2026-12-10' }] },
      { itemName: '定位销', defectQty: 5.5, unitCost: 2.4 },
    ],
  });
  return ok('NC_BOARD', 'srmNcReport', 'doOpen', { id: saved.reportId, versionNum: saved.versionNum });
}

describe('a nonconformance area added as JSON only', () => {
  it('passes the validator with its tree, board, report, documents and menus', () => {
    const report = validateProject(project.root);
    expect(report.problems.format()).toBe('');
    const committed = validateProject(join(import.meta.dirname, '../../..'));
    expect(report.entityCount).toBe(committed.entityCount + 6);
    expect(report.screenCount).toBe(committed.screenCount + 8);
  });

  it('keeps a tree of categories: levels, a move, and a search', async () => {
    const root = await ok('NC_CATEGORY', 'srmNcCategory', 'saveOrUpdate', { categoryCode: '01', categoryName: '外观不良', orderNo: 1 });
    const other = await ok('NC_CATEGORY', 'srmNcCategory', 'saveOrUpdate', { categoryCode: '02', categoryName: '尺寸不良', orderNo: 2 });
    const child = await ok('NC_CATEGORY', 'srmNcCategory', 'saveOrUpdate', { categoryCode: '0101', categoryName: '划伤', parentCategoryId: root.categoryId, orderNo: 1 });
    const roots = await ok<Row[]>('NC_CATEGORY', 'srmNcCategory', 'findTreeNodes', {});
    expect(roots.map((node) => [node.categoryCode, node.hasChildren])).toEqual([['01', true], ['02', false]]);
    await ok('NC_CATEGORY', 'srmNcCategory', 'doMove', { id: child.categoryId, versionNum: child.versionNum, parentId: other.categoryId, index: 0 });
    const moved = await ok<Row[]>('NC_CATEGORY', 'srmNcCategory', 'findTreeNodes', { parentId: other.categoryId });
    expect(moved.map((node) => node.categoryCode)).toEqual(['0101']);
    const found = await ok<{ hits: number[] }>('NC_CATEGORY', 'srmNcCategory', 'findTreePath', { keyword: '划' });
    expect(found.hits).toEqual([child.categoryId]);
  });

  it('saves defects with their corrective actions (lines of lines) and moves the report on the board', async () => {
    const report = await openReport(supplierA, '轴承外圈划伤');
    expect(report).toMatchObject({ status: 'OPEN', totalDefectQty: 17.5 });
    const [bearing] = report.defects as Row[];
    expect((bearing.actions as Row[]).map((action) => [action.actionNumber, action.actionText])).toEqual([[1, '加严来料检验'], [2, '更换包装']]);
    const closed = await ok('NC_BOARD', 'srmNcReport', 'doClose', { id: report.reportId });
    expect(closed.status).toBe('CLOSED');
    const refused = await call('NC_BOARD', 'srmNcReport', 'doOpen', { id: report.reportId });
    expect(refused.status).toBe('E');
  });

  it('reports defects by supplier for the chart, exactly', async () => {
    await openReport(supplierB, '外壳变形');
    const rows = await ok<Row[]>('NC_CHART', 'srmNcDefect', 'aggregate', {
      groupBy: [{ field: 'supplierId', parent: true }],
      measures: [{ fn: 'sum', field: 'defectQty', as: 'defects' }, { fn: 'countDistinct', field: 'reportId', as: 'reports' }],
      'parent.supplierId': supplierB,
    });
    expect(rows).toEqual([expect.objectContaining({ supplierId: supplierB, defects: 17.5, reports: 1, supplierName: expect.any(String) })]);
  });

  it('generates a claim from a report, linked both ways, and consumes the defects when it is submitted', async () => {
    const report = await openReport(supplierA, '定位销尺寸超差');
    const claim = await ok('NC_REPORT', 'srmNcReport', 'doCreateClaim', { id: report.reportId });
    expect(claim).toMatchObject({ supplierId: supplierA, status: 'DRAFT', remark: '定位销尺寸超差', totalAmount: 148.8 });
    expect((claim.lines as Row[]).map((line) => [line.itemName, line.claimQty, line.claimAmount])).toEqual([['深沟球轴承', 12, 135.6], ['定位销', 5.5, 13.2]]);
    const links = await ok<Row[]>('NC_CLAIM', 'srmNcClaim', 'findDocumentLinks', { id: claim.claimId });
    expect(links).toEqual([expect.objectContaining({ direction: 'source', entity: 'srmNcReport', id: report.reportId, code: report.reportNumber })]);
    await ok('NC_CLAIM', 'srmNcClaim', 'doSubmit', { id: claim.claimId });
    const defects = await ok<Row[]>('NC_REPORT', 'srmNcDefect', 'listByPage', { 'parent.reportNumber': report.reportNumber, sortField: 'defectId', sortOrder: 'asc' });
    expect(defects.map((defect) => [defect.claimedQty, defect.openClaimQty])).toEqual([[12, 0], [5.5, 0]]);
    const again = await call('NC_REPORT', 'srmNcReport', 'doCreateClaim', { id: report.reportId });
    expect(again).toMatchObject({ status: 'E', msg: 'No line qualifies for Create claim' });
  });

  it('claims picked defects of several reports of one supplier, refuses mixed suppliers and more than is open, and gives back on cancel', async () => {
    const first = await openReport(supplierA, '批次一');
    const second = await openReport(supplierA, '批次二');
    const other = await openReport(supplierB, '另一家');
    // What the defects list and the claim's pick dialog show: open defects of the supplier.
    const open = await ok<Row[]>('NC_DEFECTS', 'srmNcDefect', 'listByPage', { 'parent.supplierId': supplierA, openClaimQty_gt: 0, pageRows: 100 });
    const pick = (report: Row) => (report.defects as Row[])[0].defectId;
    expect(open.map((defect) => defect.defectId)).toEqual(expect.arrayContaining([pick(first), pick(second)]));
    const mixed = await call('NC_DEFECTS', 'srmNcDefect', 'doClaimDefects', { ids: [pick(first), pick(other)] });
    expect(mixed).toMatchObject({ status: 'E', msg: 'The picked lines differ in Supplier, so they cannot go into one Nonconformance claim' });
    const together = await ok('NC_DEFECTS', 'srmNcDefect', 'doClaimDefects', { ids: [pick(first), pick(second)] });
    expect((together.lines as Row[]).map((line) => line.claimQty)).toEqual([12, 12]);
    const fromReport = await ok('NC_REPORT', 'srmNcReport', 'doCreateClaim', { id: first.reportId });
    await ok('NC_CLAIM', 'srmNcClaim', 'doSubmit', { id: together.claimId });
    const beyond = await call('NC_CLAIM', 'srmNcClaim', 'doSubmit', { id: fromReport.claimId });
    expect(beyond.status).toBe('E');
    expect(beyond.msg).toContain('claimed quantity would exceed what is open: 12 asked, 0 open');
    await ok('NC_CLAIM', 'srmNcClaim', 'doCancel', { id: together.claimId, comment: '与供应商协商改为返工' });
    await ok('NC_CLAIM', 'srmNcClaim', 'doSubmit', { id: fromReport.claimId });
    const fromFirst = await ok<Row[]>('NC_REPORT', 'srmNcDefect', 'listByPage', { 'parent.reportNumber': first.reportNumber, sortField: 'defectId', sortOrder: 'asc' });
    expect(fromFirst.map((defect) => defect.claimedQty)).toEqual([12, 5.5]);
    const linked = await ok<Row[]>('NC_REPORT', 'srmNcReport', 'findDocumentLinks', { id: first.reportId });
    expect(linked.map((link) => link.id).sort()).toEqual([together.claimId, fromReport.claimId].sort());
  });
});

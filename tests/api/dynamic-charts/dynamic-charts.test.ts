import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Dynamic charts and collections (docs/authoring.md "Dynamic charts and collections"): a chart's data is the
 * aggregate of its dataset run as the caller's own (his scope), a bad definition is refused naming its
 * field, a dashboard shows only to its audience, and each user's collection is his own.
 */
type Row = Record<string, unknown>;
interface ChartAnswer {
  chartType: string;
  rows: Row[];
}

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
let supplier: SignedInClient;
const menus: Record<string, MenuContext> = {};

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer, supplier] = await Promise.all([signIn(server.baseUrl, 'admin', 'EN'), signIn(server.baseUrl, 'buyer', 'EN'), signIn(server.baseUrl, 'supplier1', 'EN')]);
  const wanted: [string, SignedInClient, string][] = [
    ['adminCharts', admin, 'DYN_CHART_INFO'],
    ['adminGroups', admin, 'DYN_GROUP'],
    ['adminView', admin, 'DYN_VIEW_REPORT'],
    ['adminOrders', admin, 'PO_LIST'],
    ['adminCollect', admin, 'COLLECT'],
    ['buyerView', buyer, 'DYN_VIEW_REPORT'],
    ['buyerCollect', buyer, 'COLLECT'],
    ['supplierView', supplier, 'DYN_VIEW_REPORT'],
    ['supplierOrders', supplier, 'PO_LIST'],
    ['supplierCollect', supplier, 'COLLECT'],
  ];
  await Promise.all(wanted.map(async ([key, client, code]) => (menus[key] = await client.menu(code))));
});
afterAll(async () => {
  await server?.stop();
});

async function call<T>(client: SignedInClient, menu: MenuContext, entity: string, operation: string, body: Row) {
  return client.adapter.request<T>({ service: 'base', resource: `${entity}Restful`, operation, body, menu });
}

async function ok<T>(client: SignedInClient, menu: MenuContext, entity: string, operation: string, body: Row): Promise<T> {
  const answer = await call<T>(client, menu, entity, operation, body);
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

async function idByCode(entity: string, codeField: string, code: string, menu: MenuContext, idField: string): Promise<number> {
  const rows = await ok<Row[]>(admin, menu, entity, 'listByPage', { [codeField]: code, pageIndex: 1, pageRows: 20 });
  const row = rows.find((candidate) => candidate[codeField] === code);
  expect(row, `${entity} ${code}`).toBeDefined();
  return Number(row?.[idField]);
}

async function orders(client: SignedInClient, menu: MenuContext): Promise<Row[]> {
  const answer = await client.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 500 }, menu });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

const BY_MONTH = { chartName: 'by month', chartType: 'BAR', datasetType: 'ENTITY', entityName: 'srmPoHeader', dimensionField: 'startDate', dimensionBucket: 'month', measureFn: 'sum', measureField: 'taxTotalAmount' };

describe('chart data', () => {
  it('sums a stored chart’s measure per month exactly as the rows add up', async () => {
    const chartId = await idByCode('baseDynChart', 'chartCode', 'PO_AMOUNT_BY_MONTH', menus.adminCharts, 'chartId');
    const data = await ok<ChartAnswer>(admin, menus.adminCharts, 'baseDynChart', 'chartData', { chartId });
    const expected = new Map<string, Decimal>();
    for (const order of await orders(admin, menus.adminOrders)) {
      if (!order.startDate) continue;
      const month = String(order.startDate).slice(0, 7);
      expected.set(month, (expected.get(month) ?? new Decimal(0)).plus(String(order.taxTotalAmount ?? 0)));
    }
    const got = new Map(data.rows.filter((row) => row.dim !== null).map((row) => [String(row.dim), new Decimal(String(row.value))]));
    expect(data.chartType).toBe('BAR');
    expect(got.size).toBeGreaterThan(0);
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [month, sum] of expected) expect(got.get(month)?.toFixed(2), month).toBe(sum.toFixed(2));
    // Sorted by the dimension, as the definition says.
    const months = data.rows.map((row) => String(row.dim));
    expect(months).toEqual([...months].sort());
  });

  it('previews an unsaved definition, a report dataset with its filters, and a top N by measure', async () => {
    const top = await ok<ChartAnswer>(admin, menus.adminCharts, 'baseDynChart', 'chartData', {
      chart: { ...BY_MONTH, dimensionField: 'supplierId', dimensionBucket: null, sortBy: 'MEASURE', sortOrder: 'desc', limitCount: 2 },
    });
    expect(top.rows.length).toBeLessThanOrEqual(2);
    expect(top.rows[0].supplierName).toBeTruthy();
    if (top.rows.length === 2) expect(Number(top.rows[0].value)).toBeGreaterThanOrEqual(Number(top.rows[1].value));
    const reportId = await idByCode('baseDynReport', 'reportCode', 'PO_IN_FORCE', menus.adminCharts, 'reportId');
    const kpi = await ok<ChartAnswer>(admin, menus.adminCharts, 'baseDynChart', 'chartData', { chart: { chartType: 'KPI', datasetType: 'REPORT', reportId, measureFn: 'count' } });
    const inForce = (await orders(admin, menus.adminOrders)).filter((order) => ['APPROVED', 'SENT', 'FEEDBACK', 'CONFIRMED', 'CLOSED'].includes(String(order.status)));
    expect(kpi.rows).toHaveLength(1);
    expect(kpi.rows[0].value).toBe(inForce.length);
  });

  it('refuses a bad definition with status E naming the field', async () => {
    const cases: [Row, string, RegExp][] = [
      [{ ...BY_MONTH, dimensionField: 'noSuchField' }, 'dimensionField', /noSuchField/],
      [{ ...BY_MONTH, measureFn: 'sum', measureField: 'poNumber' }, 'measure', /poNumber/],
      [{ ...BY_MONTH, measureFn: 'median' }, 'measureFn', /median/],
      [{ ...BY_MONTH, measureFn: 'count' }, 'measureField', /Count/],
      [{ ...BY_MONTH, dimensionBucket: 'week' }, 'dimensionBucket', /week/],
      [{ ...BY_MONTH, entityName: 'noSuchEntity' }, 'entityName', /noSuchEntity/],
      [{ ...BY_MONTH, filterParams: '{status: APPROVED' }, 'filterParams', /JSON/],
      [{ ...BY_MONTH, filterParams: '{"noSuchField": "X"}' }, 'filterParams', /noSuchField/],
      [{ ...BY_MONTH, chartType: 'RADAR' }, 'chartType', /RADAR/],
    ];
    for (const [chart, field, message] of cases) {
      const answer = await call(admin, menus.adminCharts, 'baseDynChart', 'chartData', { chart });
      expect(answer.status, JSON.stringify(chart)).toBe("E");
      expect(answer.msg).toMatch(message);
      expect(answer.errors?.[0]?.field).toContain(field);
    }
  });
});

describe('access', () => {
  it('counts only the supplier’s own orders, and refuses a field a supplier may not read', async () => {
    const groups = await ok<Row[]>(supplier, menus.supplierView, 'baseDynChartGroup', 'viewableGroups', {});
    expect(groups.map((group) => group.groupCode)).toEqual(['SUPPLIER_ORDERS']);
    const group = groups[0] as { groupId: number; items: { chartId: number }[] };
    const pieId = await idByCode('baseDynChart', 'chartCode', 'PO_STATUS_PIE', menus.adminCharts, 'chartId');
    const own = await ok<ChartAnswer>(supplier, menus.supplierView, 'baseDynChart', 'chartData', { chartId: pieId, groupId: group.groupId });
    const total = (rows: Row[]) => rows.reduce((sum, row) => sum + Number(row.value), 0);
    const visible = await orders(supplier, menus.supplierOrders);
    expect(visible.length).toBeGreaterThan(0);
    expect(total(own.rows)).toBe(visible.length);
    const all = await ok<ChartAnswer>(admin, menus.adminView, 'baseDynChart', 'chartData', { chartId: pieId, groupId: group.groupId });
    expect(total(all.rows)).toBeGreaterThan(total(own.rows));
    // A chart over an internal field: the administrator draws it, the supplier is told the field is not his to use.
    const saved = await ok<Row>(admin, menus.adminCharts, 'baseDynChart', 'saveOrUpdate', { ...BY_MONTH, chartCode: 'T_INTERNAL', chartName: 'internal', chartType: 'TABLE', dimensionField: 'internalRemark', dimensionBucket: null, measureFn: 'count', measureField: null });
    const storedGroup = await ok<Row>(admin, menus.adminGroups, 'baseDynChartGroup', 'findById', { id: group.groupId });
    await ok(admin, menus.adminGroups, 'baseDynChartGroup', 'saveOrUpdate', { ...storedGroup, items: [...(storedGroup.items as Row[]), { orderNo: 9, chartId: saved.chartId, spanCols: 2 }] });
    expect((await call(admin, menus.adminView, 'baseDynChart', 'chartData', { chartId: saved.chartId, groupId: group.groupId })).status).toBe('S');
    const refused = await call(supplier, menus.supplierView, 'baseDynChart', 'chartData', { chartId: saved.chartId, groupId: group.groupId });
    expect(refused.status).toBe('E');
    expect(refused.msg).toContain('internalRemark');
    expect(refused.errors?.[0]?.field).toBe('dimensionField');
  });

  it('shows a dashboard to its audience only, and runs charts alone or unsaved for their authors only', async () => {
    const buyerGroups = await ok<Row[]>(buyer, menus.buyerView, 'baseDynChartGroup', 'viewableGroups', {});
    expect(buyerGroups.map((group) => group.groupCode)).toContain('PURCHASE_OVERVIEW');
    expect(buyerGroups.map((group) => group.groupCode)).not.toContain('SUPPLIER_ORDERS');
    const supplierGroup = await idByCode('baseDynChartGroup', 'groupCode', 'SUPPLIER_ORDERS', menus.adminGroups, 'groupId');
    const pieId = await idByCode('baseDynChart', 'chartCode', 'PO_STATUS_PIE', menus.adminCharts, 'chartId');
    const notAudience = await call(buyer, menus.buyerView, 'baseDynChart', 'chartData', { chartId: pieId, groupId: supplierGroup });
    expect(notAudience.status).toBe('E');
    expect(notAudience.errors?.[0]?.field).toBe('groupId');
    const alone = await call(supplier, menus.supplierView, 'baseDynChart', 'chartData', { chartId: pieId });
    expect(alone.status).toBe('E');
    const unsaved = await call(supplier, menus.supplierView, 'baseDynChart', 'chartData', { chart: BY_MONTH });
    expect(unsaved.status).toBe('E');
    const topId = await idByCode('baseDynChart', 'chartCode', 'PO_AMOUNT_TOP10_SUPPLIER', menus.adminCharts, 'chartId');
    const notInGroup = await call(supplier, menus.supplierView, 'baseDynChart', 'chartData', { chartId: topId, groupId: supplierGroup });
    expect(notInGroup.status).toBe('E');
    expect(notInGroup.errors?.[0]?.field).toBe('chartId');
  });
});

describe('collections', () => {
  it('keeps each user’s collection to himself', async () => {
    const mine = await ok<Row>(buyer, menus.buyerCollect, 'baseUserCollection', 'saveOrUpdate', { collectType: 'SCREEN', title: 'Buyer orders', route: 'purchaseOrderList' });
    await ok(supplier, menus.supplierCollect, 'baseUserCollection', 'saveOrUpdate', { collectType: 'GROUP', title: 'My dashboard', route: 'dynamicCharts/viewReport', targetId: 1 });
    const list = async (client: SignedInClient, menu: MenuContext) => ok<Row[]>(client, menu, 'baseUserCollection', 'listByPage', { pageIndex: 1, pageRows: 100 });
    const [buyerList, supplierList, adminList] = await Promise.all([list(buyer, menus.buyerCollect), list(supplier, menus.supplierCollect), list(admin, menus.adminCollect)]);
    expect(buyerList.map((row) => row.title)).toEqual(['Buyer orders']);
    expect(supplierList.map((row) => row.title)).toEqual(['My dashboard']);
    expect(adminList.map((row) => row.title)).not.toContain('Buyer orders');
    expect(adminList.length).toBeGreaterThan(0);
    expect(new Set([...buyerList, ...supplierList].map((row) => row.userId)).size).toBe(2);
    // Another user's record is not there for him: not read, not deleted.
    expect((await call(admin, menus.adminCollect, 'baseUserCollection', 'findById', { id: mine.collectionId })).status).not.toBe('S');
    expect((await call(admin, menus.adminCollect, 'baseUserCollection', 'delete', { id: mine.collectionId })).status).not.toBe('S');
    expect(await list(buyer, menus.buyerCollect)).toHaveLength(1);
  });
});

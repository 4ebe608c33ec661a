import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { MAX_AGGREGATE_GROUPS } from '../../../src/shared/entity/entity-limits';
import type { Database } from '../../../src/server/db';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The `aggregate` operation (docs/api.md "Aggregates") over the demo orders and lines the test adds:
 * decimal sums exact to the cent, date buckets, header fields of lines, display keys, the record scope of
 * buyers and suppliers, internal fields, the group limit and bad input, on the database of the project.
 */
type Row = Record<string, unknown>;

let server: TestServer;
let database: Database;
let admin: SignedInClient;
let buyer: SignedInClient;
let supplier: SignedInClient;
let adminMenu: MenuContext;
let buyerMenu: MenuContext;
let supplierMenu: MenuContext;
/** An order of the test's own, with lines 0.1 and 0.2 and many more added behind the API. */
let testOrderId: number;
const BULK_LINES = 3000;
/** Amounts of the bulk lines in turn: a float sum of them drifts, a decimal one does not. */
const BULK_AMOUNTS = ['0.1', '0.2', '0.7', '1234567.89', '0.05', '3.33'];

async function aggregate(client: SignedInClient, menu: MenuContext, entity: string, body: Row): Promise<ApiEnvelope<Row[]>> {
  return client.adapter.request<Row[]>({ service: 'srm', resource: `${entity}Restful`, operation: 'aggregate', body, menu });
}

async function rowsOf(client: SignedInClient, menu: MenuContext, entity: string, body: Row): Promise<Row[]> {
  const answer = await aggregate(client, menu, entity, body);
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

async function listAll(client: SignedInClient, menu: MenuContext, entity: string, filters: Row = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const answer = await client.adapter.request<Row[]>({ service: 'srm', resource: `${entity}Restful`, operation: 'listByPage', body: { pageIndex, pageRows: 500, ...filters }, menu });
    expect(answer.status, answer.msg).toBe('S');
    rows.push(...answer.data);
    if (answer.data.length < 500) return rows;
  }
}

function decimalSum(values: unknown[]): number {
  return values.reduce<Decimal>((total, value) => total.plus(new Decimal(String(value ?? 0))), new Decimal(0)).toNumber();
}

/** Sums a field of rows by a key of theirs, in decimal arithmetic: the expected answer. */
function sumsBy(rows: Row[], key: (row: Row) => string, field: string): Map<string, number> {
  const groups = new Map<string, unknown[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row[field]]);
  return new Map([...groups].map(([name, values]) => [name, decimalSum(values)]));
}

beforeAll(async () => {
  server = await startTestServer();
  database = await server.database.open();
  [admin, buyer, supplier] = await Promise.all([signIn(server.baseUrl, 'admin'), signIn(server.baseUrl, 'buyer'), signIn(server.baseUrl, 'supplier1')]);
  [adminMenu, buyerMenu, supplierMenu] = await Promise.all([admin.menu('PO_LIST'), buyer.menu('PO_LIST'), supplier.menu('PO_LIST')]);
  const org = await database.db.selectFrom('base_organizations').select('orgId').where('orgCode', '=', 'SH01').executeTakeFirstOrThrow();
  const other = await database.db.selectFrom('srm_pos_supplier_info').select('supplierId').where('supplierNumber', '=', 'S000004').executeTakeFirstOrThrow();
  const saved = await buyer.adapter.request<Row>({
    service: 'srm',
    resource: 'srmPoHeaderRestful',
    operation: 'saveOrUpdate',
    menu: buyerMenu,
    body: {
      orgId: Number(org.orgId),
      supplierId: Number(other.supplierId),
      buyerId: buyer.login.user.userId,
      startDate: '2019-03-15',
      description: 'aggregate test',
      lines: [
        { itemName: 'a', demandQty: 1, taxPrice: 0.1, demandDate: '2019-04-01' },
        { itemName: 'b', demandQty: 1, taxPrice: 0.2, demandDate: '2019-04-01' },
      ],
    },
  });
  expect(saved.status, saved.msg).toBe('S');
  testOrderId = Number(saved.data.poHeaderId);
  const stamp = '2019-03-15 10:00:00';
  const lines = Array.from({ length: BULK_LINES }, (_, i) => ({
    poHeaderId: testOrderId, lineNumber: i + 3, itemName: `bulk ${i}`, uomCode: 'PCS', demandQty: 1, taxPrice: Number(BULK_AMOUNTS[i % BULK_AMOUNTS.length]),
    taxRateCode: 'VAT13', taxTotalPrice: Number(BULK_AMOUNTS[i % BULK_AMOUNTS.length]), demandDate: '2019-04-01', status: 'OPEN', versionNum: 1,
    creationDate: stamp, createdBy: 1, lastUpdatedBy: 1, lastUpdateDate: stamp,
  }));
  for (let start = 0; start < lines.length; start += 500) await database.db.insertInto('srm_po_lines').values(lines.slice(start, start + 500)).execute();
});
afterAll(async () => {
  await database?.close();
  await server?.stop();
});

describe('aggregate: decimal measures', () => {
  it('sums 0.1 + 0.2 to exactly 0.3', async () => {
    const [row] = await rowsOf(admin, adminMenu, 'srmPoLine', { poHeaderId: testOrderId, lineNumber_lte: 2, measures: [{ fn: 'sum', field: 'taxTotalPrice' }, { fn: 'count' }] });
    expect(row).toEqual({ taxTotalPrice: 0.3, count: 2 });
  });

  it('sums thousands of lines exactly to the cent, and averages, counts and extremes them in decimal arithmetic', async () => {
    const amounts = ['0.1', '0.2', ...Array.from({ length: BULK_LINES }, (_, i) => BULK_AMOUNTS[i % BULK_AMOUNTS.length])];
    const exact = amounts.reduce((total, value) => total.plus(value), new Decimal(0));
    const floating = amounts.reduce((total, value) => total + Number(value), 0);
    // The case is worth testing: adding the doubles one by one drifts away from the decimal sum.
    expect(floating).not.toBe(exact.toNumber());
    const [row] = await rowsOf(admin, adminMenu, 'srmPoLine', {
      poHeaderId: testOrderId,
      measures: [
        { fn: 'sum', field: 'taxTotalPrice', as: 'total' },
        { fn: 'avg', field: 'taxTotalPrice', as: 'mean' },
        { fn: 'min', field: 'taxTotalPrice', as: 'least' },
        { fn: 'max', field: 'taxTotalPrice', as: 'most' },
        { fn: 'count' },
        { fn: 'countDistinct', field: 'taxTotalPrice', as: 'amounts' },
      ],
    });
    expect(row.total).toBe(exact.toNumber());
    expect(row.mean).toBe(exact.dividedBy(amounts.length).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
    expect(row).toMatchObject({ least: 0.05, most: 1234567.89, count: amounts.length, amounts: BULK_AMOUNTS.length });
  });

  it('answers one row over no records: count 0, sum 0, no average', async () => {
    const rows = await rowsOf(admin, adminMenu, 'srmPoLine', { poHeaderId: -1, measures: [{ fn: 'count' }, { fn: 'sum', field: 'taxTotalPrice' }, { fn: 'avg', field: 'taxPrice' }] });
    expect(rows).toEqual([{ count: 0, taxTotalPrice: 0, taxPrice: null }]);
  });
});

describe('aggregate: groups', () => {
  it('groups lines by their order’s supplier (header field) with its display keys, like the order totals', async () => {
    // The test's own order is left out: its lines added behind the API are not in its total.
    const headers = await listAll(admin, adminMenu, 'srmPoHeader', { startDate_gte: '2020-01-01' });
    const expected = sumsBy(headers, (row) => String(row.supplierId), 'taxTotalAmount');
    const rows = await rowsOf(admin, adminMenu, 'srmPoLine', {
      'parent.startDate_gte': '2020-01-01',
      groupBy: [{ field: 'supplierId', parent: true }],
      measures: [{ fn: 'sum', field: 'taxTotalPrice' }, { fn: 'countDistinct', field: 'poHeaderId', as: 'orders' }],
    });
    expect(rows.map((row) => String(row.supplierId)).sort()).toEqual([...expected.keys()].sort());
    for (const row of rows) {
      const header = headers.find((candidate) => candidate.supplierId === row.supplierId);
      expect(row.taxTotalPrice).toBe(expected.get(String(row.supplierId)));
      expect(row.orders).toBe(headers.filter((candidate) => candidate.supplierId === row.supplierId).length);
      expect(row).toMatchObject({ supplierName: header?.supplierName, supplierNumber: header?.supplierNumber });
    }
    // Sorted by the group key, ascending.
    expect(rows.map((row) => row.supplierId)).toEqual([...rows.map((row) => row.supplierId)].sort((a, b) => Number(a) - Number(b)));
  });

  it('buckets dates by month and by year, header dates included, and keeps lookup codes as codes', async () => {
    const headers = await listAll(admin, adminMenu, 'srmPoHeader');
    const byMonth = await rowsOf(admin, adminMenu, 'srmPoHeader', {
      groupBy: [{ field: 'startDate', bucket: 'month', as: 'month' }, { field: 'status' }],
      measures: [{ fn: 'sum', field: 'taxTotalAmount' }, { fn: 'count' }],
    });
    const expected = sumsBy(headers, (row) => `${String(row.startDate).slice(0, 7)}|${String(row.status)}`, 'taxTotalAmount');
    expect(byMonth).toHaveLength(expected.size);
    for (const row of byMonth) {
      expect(row.month).toMatch(/^\d{4}-\d{2}$/);
      expect(['DRAFT', 'SUBMITTED', 'APPROVED', 'SENT', 'FEEDBACK', 'CONFIRMED', 'HOLD', 'CHANGING', 'REJECTED', 'CANCELLED', 'CLOSED']).toContain(row.status);
      expect(row.taxTotalAmount).toBe(expected.get(`${String(row.month)}|${String(row.status)}`));
    }
    const byYear = await rowsOf(admin, adminMenu, 'srmPoLine', { groupBy: [{ field: 'startDate', parent: true, bucket: 'year' }], measures: [{ fn: 'count' }] });
    expect(byYear.find((row) => row.startDate === '2019')?.count).toBe(BULK_LINES + 2);
    expect(byYear.every((row) => /^\d{4}$/.test(String(row.startDate)))).toBe(true);
  });

  it('filters lines by their header (`parent.` filters) and sorts by a measure with a limit', async () => {
    const rows = await rowsOf(admin, adminMenu, 'srmPoLine', {
      'parent.startDate_lte': '2019-12-31',
      groupBy: [{ field: 'taxTotalPrice' }],
      measures: [{ fn: 'count' }],
      sortField: 'count',
      sortOrder: 'desc',
      limit: 2,
    });
    expect(rows).toHaveLength(2);
    expect(rows[0].count).toBeGreaterThanOrEqual(Number(rows[1].count));
    expect(rows[0].count).toBe(BULK_LINES / BULK_AMOUNTS.length + 1);
  });

  it('refuses more groups than it answers unless a limit asks for the first ones', async () => {
    const answer = await aggregate(admin, adminMenu, 'srmPoLine', { groupBy: [{ field: 'poLineId' }], measures: [{ fn: 'count' }] });
    expect(answer.status).toBe('E');
    expect(answer.msg).toContain(String(MAX_AGGREGATE_GROUPS));
    expect(answer.errors?.[0].field).toBe('groupBy');
    const limited = await rowsOf(admin, adminMenu, 'srmPoLine', { groupBy: [{ field: 'poLineId' }], measures: [{ fn: 'count' }], sortField: 'poLineId', sortOrder: 'desc', limit: 5 });
    expect(limited).toHaveLength(5);
  });
});

describe('aggregate: scope and internal fields', () => {
  it('sums only the buyer’s organisations, the administrator all of them', async () => {
    const body = { groupBy: [{ field: 'orgId' }], measures: [{ fn: 'sum', field: 'taxTotalAmount' }, { fn: 'count' }] };
    const all = await rowsOf(admin, adminMenu, 'srmPoHeader', body);
    const mine = await rowsOf(buyer, buyerMenu, 'srmPoHeader', body);
    const own = await listAll(buyer, buyerMenu, 'srmPoHeader');
    expect(mine.map((row) => row.orgId).sort()).toEqual([...new Set(own.map((row) => row.orgId))].sort());
    expect(all.length).toBeGreaterThan(mine.length);
    expect(mine.map((row) => row.orgName)).toEqual(expect.arrayContaining(['集团总部', '上海制造有限公司']));
    for (const row of mine) expect(row.taxTotalAmount).toBe(sumsBy(own, (order) => String(order.orgId), 'taxTotalAmount').get(String(row.orgId)));
    // Lines follow their header.
    const lines = await rowsOf(buyer, buyerMenu, 'srmPoLine', { groupBy: [{ field: 'orgId', parent: true }], measures: [{ fn: 'count' }] });
    expect(lines.map((row) => row.orgId).sort()).toEqual(mine.map((row) => row.orgId).sort());
  });

  it('gives a supplier user only its own supplier’s visible orders', async () => {
    const rows = await rowsOf(supplier, supplierMenu, 'srmPoLine', {
      groupBy: [{ field: 'supplierId', parent: true }, { field: 'status', parent: true }],
      measures: [{ fn: 'sum', field: 'taxTotalPrice' }],
    });
    const own = await listAll(supplier, supplierMenu, 'srmPoHeader');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.supplierId))).toEqual(new Set([supplier.login.user.supplierId]));
    expect(rows.every((row) => ['SENT', 'FEEDBACK', 'CONFIRMED', 'HOLD', 'CLOSED'].includes(String(row.status)))).toBe(true);
    const expected = sumsBy(own, (row) => String(row.status), 'taxTotalAmount');
    for (const row of rows) expect(row.taxTotalPrice).toBe(expected.get(String(row.status)));
  });

  it.each([
    ['a measure', { measures: [{ fn: 'sum', field: 'targetPrice' }] }, 'measures[0].field', 'targetPrice'],
    ['a header group', { groupBy: [{ field: 'internalRemark', parent: true }], measures: [{ fn: 'count' }] }, 'groupBy[0].field', 'internalRemark'],
    ['a filter', { targetPrice_gte: 0, measures: [{ fn: 'count' }] }, 'targetPrice_gte', 'targetPrice'],
    ['a header filter', { 'parent.internalRemark_like': '年度', measures: [{ fn: 'count' }] }, 'parent.internalRemark_like', 'internalRemark'],
  ])('refuses a supplier an internal field in %s like a field that does not exist', async (_what, body, field, name) => {
    const answer = await aggregate(supplier, supplierMenu, 'srmPoLine', body);
    expect(answer.status).toBe('E');
    expect(answer.errors?.[0].field).toBe(field);
    expect(answer.msg).toContain(name);
    const buyerAnswer = await aggregate(buyer, buyerMenu, 'srmPoLine', body);
    expect(buyerAnswer.status, buyerAnswer.msg).toBe('S');
  });
});

describe('aggregate: bad input names the parameter', () => {
  it.each([
    [{ groupBy: [{ field: 'supplierNme', parent: true }], measures: [{ fn: 'count' }] }, 'groupBy[0].field', 'supplierNme'],
    [{ measures: [{ fn: 'median', field: 'taxPrice' }] }, 'measures[0].fn', 'median'],
    [{ groupBy: [{ field: 'startDate', parent: true, bucket: 'week' }], measures: [{ fn: 'count' }] }, 'groupBy[0].bucket', 'week'],
    [{ groupBy: [{ field: 'itemName', bucket: 'month' }], measures: [{ fn: 'count' }] }, 'groupBy[0].bucket', 'itemName'],
    [{ measures: [{ fn: 'sum', field: 'itemName' }] }, 'measures[0].field', 'itemName'],
    [{ measures: [{ fn: 'count', field: 'itemName' }] }, 'measures[0].field', 'countDistinct'],
    [{ measures: [{ fn: 'avg' }] }, 'measures[0].field', 'avg'],
    [{ measures: [] }, 'measures', 'measures'],
    [{ measures: [{ fn: 'count' }, { fn: 'count' }] }, 'measures[1].as', 'count'],
    [{ measures: [{ fn: 'count' }], sortField: 'total' }, 'sortField', 'total'],
    [{ measures: [{ fn: 'count' }], limit: 0 }, 'limit', String(MAX_AGGREGATE_GROUPS)],
    [{ measures: [{ fn: 'count' }], itemNme: 'x' }, undefined, 'itemNme'],
  ])('%j', async (body, field, named) => {
    const answer = await aggregate(buyer, buyerMenu, 'srmPoLine', body);
    expect(answer.status).toBe('E');
    expect(answer.msg).toContain(named);
    if (field) expect(answer.errors?.[0].field).toBe(field);
  });

  it('refuses header fields on an entity that is no line entity', async () => {
    const answer = await aggregate(buyer, buyerMenu, 'srmPoHeader', { groupBy: [{ field: 'orgId', parent: true }], measures: [{ fn: 'count' }] });
    expect(answer.status).toBe('E');
    expect(answer.errors?.[0].field).toBe('groupBy[0].parent');
  });

  it('answers in English for an English caller', async () => {
    const english = await signIn(server.baseUrl, 'buyer', 'EN');
    const answer = await aggregate(english, await english.menu('PO_LIST'), 'srmPoLine', { measures: [{ fn: 'sum', field: 'itemName' }] });
    expect(answer.msg).toBe('sum needs a number field; "itemName" is not one');
  });
});

describe('aggregate: the report and dashboard menus', () => {
  it('reads a report’s line entity, its header and the header’s references under the report’s menu', async () => {
    const reportMenu = await buyer.menu('SUPPLIER_PURCHASE_AMOUNT_REPORT');
    const rows = await rowsOf(buyer, reportMenu, 'srmPoLine', { groupBy: [{ field: 'supplierId', parent: true }], measures: [{ fn: 'count' }] });
    expect(rows.length).toBeGreaterThan(0);
    // The search form's reference selects list the header's references.
    const suppliers = await buyer.adapter.request<Row[]>({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: {}, menu: reportMenu });
    expect(suppliers.status, suppliers.msg).toBe('S');
    const organisations = await buyer.adapter.request<Row[]>({ service: 'base', resource: 'baseOrganizationRestful', operation: 'listByPage', body: {}, menu: reportMenu });
    expect(organisations.status, organisations.msg).toBe('S');
  });

  it('gives a dashboard’s own menu nothing: its widgets call under their own routes’ menus', async () => {
    const dashboardMenu = await buyer.menu('PURCHASE_DASHBOARD');
    const refused = await aggregate(buyer, dashboardMenu, 'srmPoHeader', { measures: [{ fn: 'count' }] });
    expect(refused.status).not.toBe('S');
    expect((await aggregate(buyer, buyerMenu, 'srmPoHeader', { measures: [{ fn: 'count' }] })).status).toBe('S');
  });

  it('lists with each menu the codes of every responsibility of the user that grants it', async () => {
    const menus = await admin.adapter.request<Row[]>({ service: 'base', resource: 'baseMenuRestful', operation: 'findUserMenus', body: {} });
    const dashboard = menus.data.find((row) => row.menuCode === 'PURCHASE_DASHBOARD');
    expect(dashboard?.respCodes).toEqual(['SYS_ADMIN']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { ExportClient, rowValues, sheetsOf } from '../export/support/export-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The export of an aggregate (docs/api.md "Export"): exportExcel takes the aggregate's URL, its body as
 * requestParams and the report's columns over its result keys, through the report's menu (its export button);
 * the workbook holds the groups the aggregate answers, titled and formatted as shown.
 */
type Row = Record<string, unknown>;

const AGGREGATE = '/api/srm/v1/srmPoLineRestful/aggregate';
const QUERY = {
  groupBy: [{ field: 'supplierId', parent: true }, { field: 'startDate', parent: true, bucket: 'month', as: 'month' }],
  measures: [{ fn: 'sum', field: 'taxTotalPrice', as: 'amount' }, { fn: 'countDistinct', field: 'poHeaderId', as: 'orders' }],
  sortField: 'amount',
  sortOrder: 'desc',
};
const COLUMNS = [
  { key: 'supplierId', displayKey: 'supplierName', title: { cn: '供应商', en: 'Supplier' } },
  { key: 'month', title: { cn: '月份', en: 'Month' } },
  { key: 'amount', title: { cn: '采购金额', en: 'Amount' }, precision: 2, showThousandSeparator: true },
  { key: 'orders', title: { cn: '订单数', en: 'Orders' } },
];

let server: TestServer;
let admin: SignedInClient;
let supplier: SignedInClient;
let adminMenu: MenuContext;
let supplierMenu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  [admin, supplier] = await Promise.all([signIn(server.baseUrl, 'admin', 'EN'), signIn(server.baseUrl, 'supplier1', 'EN')]);
  // The report exports the groups (its export button); the order list exports orders only.
  [adminMenu, supplierMenu] = await Promise.all([admin.menu('SUPPLIER_PURCHASE_AMOUNT_REPORT'), supplier.menu('PO_LIST')]);
});
afterAll(async () => {
  await server?.stop();
});

async function aggregateRows(client: SignedInClient, menu: MenuContext, body: Row): Promise<Row[]> {
  const answer = await client.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoLineRestful', operation: 'aggregate', body, menu });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data;
}

describe('export of an aggregate', () => {
  it('writes the groups the aggregate answers, with the report’s titles and number formats', async () => {
    const rows = await aggregateRows(admin, adminMenu, QUERY);
    expect(rows.length).toBeGreaterThan(1);
    const answer = await new ExportClient(server.baseUrl, admin.login, 'EN').exportExcel({ requestUrl: AGGREGATE, requestParams: QUERY, columns: COLUMNS, fileName: 'Purchase amount' }, adminMenu);
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    expect(answer.disposition).toContain('filename="Purchase amount.xlsx"');
    const [sheet] = await sheetsOf(answer.bytes);
    expect(rowValues(sheet, 1)).toEqual(['Supplier', 'Month', 'Amount', 'Orders']);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, i) => expect(rowValues(sheet, i + 2)).toEqual([row.supplierName, row.month, row.amount, row.orders]));
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##0.00');
  });

  it('titles result keys from their fields when the columns give none', async () => {
    const answer = await new ExportClient(server.baseUrl, admin.login, 'CN').exportExcel(
      { requestUrl: AGGREGATE, requestParams: { groupBy: [{ field: 'status', parent: true }], measures: [{ fn: 'sum', field: 'taxTotalPrice' }, { fn: 'count' }] }, columns: [{ key: 'status' }, { key: 'taxTotalPrice' }, { key: 'count' }] },
      adminMenu,
    );
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(rowValues(sheet, 1)).toEqual(['状态', '含税金额', '数量']);
    // Lookup codes become their meanings, as the grid shows them.
    expect(rowValues(sheet, 2)[0]).not.toMatch(/^[A-Z]+$/);
  });

  it('answers a bad aggregate as an envelope naming the parameter, before any byte', async () => {
    const answer = await new ExportClient(server.baseUrl, admin.login, 'EN').exportExcel(
      { requestUrl: AGGREGATE, requestParams: { ...QUERY, measures: [{ fn: 'median', field: 'taxTotalPrice' }] }, columns: COLUMNS },
      adminMenu,
    );
    expect(answer.envelope).toMatchObject({ status: 'E', errors: [{ field: 'measures[0].fn' }] });
  });

  it('refuses a supplier user the export of groups: no screen of his menus has a button exporting them', async () => {
    const answer = await new ExportClient(server.baseUrl, supplier.login, 'EN').exportExcel({ requestUrl: AGGREGATE, requestParams: QUERY, columns: COLUMNS }, supplierMenu);
    expect(answer.httpStatus).toBe(403);
    expect(answer.envelope?.msg).toBe('you have no permission for this action');
  });

  it('refuses a background export of groups: no report has a background export button', async () => {
    const answer = await admin.adapter.request<Row>({
      service: 'base',
      resource: 'baseReportBackExportRestful',
      operation: 'doBackExport',
      body: { paramsValue: JSON.stringify({ requestUrl: AGGREGATE, requestParams: QUERY, columns: COLUMNS }), fileName: 'Amounts' },
      menu: adminMenu,
    });
    expect(answer).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });
});

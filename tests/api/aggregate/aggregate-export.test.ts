import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { eventually } from '../jobs/support/eventually';
import { ExportClient, rowValues, sheetsOf } from '../export/support/export-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The export of an aggregate (docs/api.md "Export"): exportExcel and doBackExport take the aggregate's
 * URL, its body as requestParams and the report's columns over its result keys; the workbook holds the
 * groups the aggregate answers, titled and formatted as shown.
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
  [adminMenu, supplierMenu] = await Promise.all([admin.menu('PO_LIST'), supplier.menu('PO_LIST')]);
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

  it('exports a supplier user only its own groups, never an internal field', async () => {
    const own = await aggregateRows(supplier, supplierMenu, QUERY);
    const client = new ExportClient(server.baseUrl, supplier.login, 'EN');
    const answer = await client.exportExcel({ requestUrl: AGGREGATE, requestParams: QUERY, columns: COLUMNS }, supplierMenu);
    expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(sheet.rowCount).toBe(own.length + 1);
    expect(new Set(own.map((row) => row.supplierId))).toEqual(new Set([supplier.login.user.supplierId]));
    const internal = await client.exportExcel({ requestUrl: AGGREGATE, requestParams: { measures: [{ fn: 'sum', field: 'targetPrice' }] }, columns: [{ key: 'targetPrice' }] }, supplierMenu);
    expect(internal.envelope).toMatchObject({ status: 'E', errors: [{ field: 'measures[0].field' }] });
  });

  it('runs in the background too: doBackExport checks the query when submitted, the job writes the groups', async () => {
    const submit = (requestParams: Row) =>
      admin.adapter.request<Row>({
        service: 'base',
        resource: 'baseReportBackExportRestful',
        operation: 'doBackExport',
        body: { paramsValue: JSON.stringify({ requestUrl: AGGREGATE, requestParams, columns: COLUMNS }), fileName: 'Amounts' },
        menu: adminMenu,
      });
    const refused = await submit({ ...QUERY, groupBy: [{ field: 'supplierNme', parent: true }] });
    expect(refused).toMatchObject({ status: 'E', errors: [{ field: 'groupBy[0].field' }] });
    const answer = await submit(QUERY);
    expect(answer.status, answer.msg).toBe('S');
    const exportsMenu = await admin.menu('REPORT_BACK_EXPORT');
    const done = await eventually(
      'the background export to finish',
      async () =>
        (await admin.adapter.request<Row[]>({ service: 'base', resource: 'baseReportBackExportRestful', operation: 'listByPage', body: { pageRows: 100 }, menu: exportsMenu })).data.find(
          (row) => row.backExportId === answer.data.backExportId,
        ),
      (row) => row?.status === 'DONE' || row?.status === 'ERROR',
    );
    const rows = await aggregateRows(admin, adminMenu, QUERY);
    expect(done).toMatchObject({ status: 'DONE', rowCount: rows.length });
    const file = await new ExportClient(server.baseUrl, admin.login, 'EN').post('/api/base/v1/baseReportBackExportRestful/downloadFile', { id: answer.data.backExportId }, exportsMenu);
    const [sheet] = await sheetsOf(file.bytes);
    expect(rowValues(sheet, 2)).toEqual([rows[0].supplierName, rows[0].month, rows[0].amount, rows[0].orders]);
  });
});

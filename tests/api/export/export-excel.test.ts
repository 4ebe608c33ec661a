import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ExportClient, rowValues, sheetsOf, type ExportAnswer } from './support/export-client';

type Row = Record<string, unknown>;

const PO_LIST = '/api/srm/v1/srmPoHeaderRestful/listByPage';
/** The purchase order list's own columns, as its toolbar sends them. */
const PO_COLUMNS = [
  { key: 'poNumber', width: 170 },
  { key: 'status', lookup: { typeCode: 'PO_STATUS' } },
  { key: 'supplierId', displayKey: 'supplierName' },
  { key: 'taxTotalAmount', showThousandSeparator: true, precision: 2 },
  { key: 'startDate', format: 'yyyy-MM-dd' },
  { key: 'creationDate', format: 'yyyy-MM-dd HH:mm:ss' },
  { key: 'internalRemark' },
];

let server: TestServer;
let admin: SignedInClient;
let supplier: SignedInClient;
let adminMenu: MenuContext;
let supplierMenu: MenuContext;
let adminExport: ExportClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  supplier = await signIn(server.baseUrl, 'supplier1', 'CN');
  adminMenu = await admin.menu('PO_LIST');
  supplierMenu = await supplier.menu('PO_LIST');
  adminExport = new ExportClient(server.baseUrl, admin.login, 'EN');
});
afterAll(async () => {
  await server?.stop();
});

async function listed(client: SignedInClient, menu: MenuContext, filters: Row = {}): Promise<{ rows: Row[]; count: number }> {
  const answer = await client.adapter.request<Row[]>({ service: 'srm', resource: 'srmPoHeaderRestful', operation: 'listByPage', body: { pageRows: 500, sortField: 'poHeaderId', sortOrder: 'asc', ...filters }, menu });
  expect(answer.status, answer.msg).toBe('S');
  return { rows: answer.data, count: answer.page?.count ?? 0 };
}

function expectWorkbook(answer: ExportAnswer): void {
  expect(answer.httpStatus, answer.envelope?.msg).toBe(200);
  expect(answer.contentType).toContain('spreadsheetml');
}

describe('exportExcel', () => {
  it('writes the rows the list answers: meanings, display names, numbers and dates as Excel values, English headers', async () => {
    const { rows, count } = await listed(admin, adminMenu);
    const answer = await adminExport.exportExcel(
      { requestUrl: PO_LIST, requestParams: { sortField: 'poHeaderId', sortOrder: 'asc' }, columns: PO_COLUMNS, fileName: 'Orders' },
      adminMenu,
    );
    expectWorkbook(answer);
    expect(answer.disposition).toContain('filename="Orders.xlsx"');
    const [sheet, more] = await sheetsOf(answer.bytes);
    expect(more).toBeUndefined();
    expect(sheet.name).toBe('Purchase order');
    expect(rowValues(sheet, 1)).toEqual(['PO number', 'Status', 'Supplier', 'Total incl. tax', 'Start date', 'Created at', 'Internal notes']);
    expect(sheet.rowCount).toBe(count + 1);
    const first = rows[0];
    const cells = rowValues(sheet, 2);
    expect(cells[0]).toBe(first.poNumber);
    expect(cells[1]).toBe((await meaning('PO_STATUS', String(first.status))).meaningEn);
    expect(cells[2]).toBe(first.supplierName);
    expect(cells[3]).toBe(first.taxTotalAmount);
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
    const [year, month, day] = String(first.startDate).split('-').map(Number);
    expect(cells[4]).toEqual(new Date(Date.UTC(year, month - 1, day)));
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('yyyy-mm-dd');
    expect((cells[5] as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(String(first.creationDate).slice(0, 19));
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('sizes each column as the grid plans it (in Excel characters, about 7 px each), or as the width sent', async () => {
    const answer = await adminExport.exportExcel({ requestUrl: PO_LIST, requestParams: { pageRows: 1 }, columns: PO_COLUMNS }, adminMenu);
    expectWorkbook(answer);
    const [sheet] = await sheetsOf(answer.bytes);
    const widths = PO_COLUMNS.map((_, index) => sheet.getColumn(index + 1).width);
    // poNumber's 170 px sent; then a lookup (110), a supplier name (180), an amount (130), a date (110),
    // a date-time (165) and a long text (220): src/shared/column-width/planned-column-width.ts.
    expect(widths).toEqual([24, 16, 26, 19, 16, 24, 31]);
  });

  it('applies the list filters and writes Chinese headers and meanings for a Chinese user', async () => {
    const chinese = await signIn(server.baseUrl, 'admin', 'CN');
    const menu = await chinese.menu('PO_LIST');
    const approved = await listed(chinese, menu, { status: 'APPROVED' });
    expect(approved.count).toBeGreaterThan(0);
    const answer = await new ExportClient(server.baseUrl, chinese.login, 'CN').exportExcel(
      { requestUrl: PO_LIST, requestParams: { status: 'APPROVED', pageIndex: 3, pageRows: 1 }, columns: PO_COLUMNS.slice(0, 2) },
      menu,
    );
    expectWorkbook(answer);
    expect(answer.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('采购订单.xlsx')}`);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(rowValues(sheet, 1)).toEqual(['订单号', '状态']);
    expect(sheet.rowCount).toBe(approved.count + 1);
    const statuses = new Set(Array.from({ length: approved.count }, (_, i) => rowValues(sheet, i + 2)[1]));
    expect([...statuses]).toEqual([(await meaning('PO_STATUS', 'APPROVED')).meaning]);
  });

  it('begins a new sheet after sheetMaxRow rows, each with the header row', async () => {
    const { rows, count } = await listed(admin, adminMenu);
    const answer = await adminExport.exportExcel(
      { requestUrl: PO_LIST, requestParams: { sortField: 'poHeaderId', sortOrder: 'asc' }, columns: [{ key: 'poNumber' }], sheetMaxRow: 3 },
      adminMenu,
    );
    expectWorkbook(answer);
    const sheets = await sheetsOf(answer.bytes);
    expect(sheets).toHaveLength(Math.ceil(count / 2));
    expect(sheets[1].name).toBe('Purchase order (2)');
    const exported = sheets.flatMap((sheet) => {
      expect(rowValues(sheet, 1)).toEqual(['PO number']);
      return [2, 3].filter((row) => row <= sheet.rowCount).map((row) => rowValues(sheet, row)[0]);
    });
    expect(exported).toEqual(rows.map((row) => row.poNumber));
  });

  it('gives a supplier only its own orders, without internal fields', async () => {
    const own = await listed(supplier, supplierMenu);
    const all = await listed(admin, adminMenu);
    expect(own.count).toBeGreaterThan(0);
    expect(own.count).toBeLessThan(all.count);
    const answer = await new ExportClient(server.baseUrl, supplier.login, 'CN').exportExcel(
      { requestUrl: PO_LIST, requestParams: { sortField: 'poHeaderId', sortOrder: 'asc' }, columns: [{ key: 'poNumber' }, { key: 'supplierId', displayKey: 'supplierName' }, { key: 'internalRemark' }] },
      supplierMenu,
    );
    expectWorkbook(answer);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(sheet.rowCount).toBe(own.count + 1);
    for (let row = 2; row <= sheet.rowCount; row += 1) {
      const [poNumber, supplierName, internal] = rowValues(sheet, row);
      expect(own.rows.map((order) => order.poNumber)).toContain(poNumber);
      expect(supplierName).toBe(own.rows[0].supplierName);
      expect(internal).toBeUndefined();
    }
  });

  it('customExportExcel puts a title row above the headers and names the sheet', async () => {
    const { count } = await listed(admin, adminMenu);
    // Form-style clients send the lists and objects as JSON text.
    const answer = await adminExport.customExportExcel(
      {
        requestUrl: PO_LIST,
        columns: JSON.stringify([{ key: 'poNumber', title: 'Order' }, { key: 'status', lookup: { typeCode: 'PO_STATUS' } }]),
        customParams: JSON.stringify({ title: 'Open orders, week 48', sheetName: 'Week 48' }),
      },
      adminMenu,
    );
    expectWorkbook(answer);
    const [sheet] = await sheetsOf(answer.bytes);
    expect(sheet.name).toBe('Week 48');
    expect(rowValues(sheet, 1)[0]).toBe('Open orders, week 48');
    expect(rowValues(sheet, 2)).toEqual(['Order', 'Status']);
    expect(sheet.rowCount).toBe(count + 2);
  });
});

describe('exportExcel refusals: JSON with status E and a message', () => {
  const refusal = async (body: Row, field: string, msg: string, client = adminExport, menu?: MenuContext) => {
    const answer = await client.exportExcel(body, menu ?? adminMenu);
    expect(answer.envelope).toMatchObject({ status: 'E', msg, errors: [{ field, message: msg }] });
  };

  it('says the export link is empty', async () => {
    await refusal({ columns: PO_COLUMNS }, 'requestUrl', 'The export link is empty: name the list to export (parameter requestUrl)');
    const chinese = await signIn(server.baseUrl, 'admin', 'CN');
    const answer = await new ExportClient(server.baseUrl, chinese.login, 'CN').exportExcel({ requestUrl: ' ', columns: PO_COLUMNS }, await chinese.menu('PO_LIST'));
    expect(answer.envelope).toMatchObject({ status: 'E', msg: '导出链接为空，请指定要导出的列表（参数requestUrl）' });
  });

  it('says the field list is empty', async () => {
    const msg = 'The field list is empty: choose at least one column to export (parameter columns)';
    await refusal({ requestUrl: PO_LIST }, 'columns', msg);
    await refusal({ requestUrl: PO_LIST, columns: [] }, 'columns', msg);
    await refusal({ requestUrl: PO_LIST, columns: [{ key: 'poNumber', columnsDisplay: 'N' }] }, 'columns', msg);
    await refusal({ requestUrl: PO_LIST, columns: [{ title: 'no key' }] }, 'columns', 'Column 1 of the field list is not valid: each column needs a field name (key)');
  });

  it('refuses a link that is not a known list', async () => {
    for (const url of ['/api/srm/v1/srmPoHeaderRestful/doBatchDelete', '/api/srm/v1/noSuchThingRestful/listByPage', '/api/base/v1/srmPoHeaderRestful/listByPage', 'https://elsewhere.example/steal']) {
      await refusal({ requestUrl: url, columns: PO_COLUMNS }, 'requestUrl', expect.stringContaining('This link cannot be exported') as unknown as string);
    }
  });

  it('refuses a bad rows-per-sheet and bad query conditions', async () => {
    await refusal({ requestUrl: PO_LIST, columns: PO_COLUMNS, sheetMaxRow: 1 }, 'sheetMaxRow', 'The rows per sheet (parameter sheetMaxRow) must be a whole number from 2 to 1048576');
    await refusal({ requestUrl: PO_LIST, columns: PO_COLUMNS, requestParams: 'status=APPROVED' }, 'requestParams', 'The query conditions (parameter requestParams) must be an object');
    const answer = await adminExport.exportExcel({ requestUrl: PO_LIST, columns: PO_COLUMNS, requestParams: { noSuchField: 1 } }, adminMenu);
    expect(answer.envelope?.status).toBe('E');
    expect(answer.envelope?.msg).toContain('noSuchField');
  });

  it('answers 403 for a list the menu does not give the caller', async () => {
    const logs = '/api/base/v1/baseUserOperateLogRestful/listByPage';
    const users = await adminExport.exportExcel({ requestUrl: logs, columns: [{ key: 'userName' }] }, adminMenu);
    expect(users.httpStatus).toBe(403);
    expect(users.envelope).toMatchObject({ status: 'E' });
    const supplierUsers = await new ExportClient(server.baseUrl, supplier.login, 'CN').exportExcel(
      { requestUrl: '/api/schedule/v1/scheduleRequestRestful/listByPage', columns: [{ key: 'requestNumber' }] },
      supplierMenu,
    );
    expect(supplierUsers.httpStatus).toBe(403);
  });
});

async function meaning(lookupType: string, code: string): Promise<Row> {
  const answer = await admin.adapter.request<Row[]>({ service: 'base', resource: 'baseLookupValuesRestful', operation: 'findDic', body: { lookupType } });
  const found = answer.data.find((value) => value.lookupCode === code);
  if (!found) throw new Error(`no ${lookupType} value ${code}`);
  return found;
}

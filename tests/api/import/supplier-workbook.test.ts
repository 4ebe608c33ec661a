import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import type { ImportDone, ImportRejected } from '../../../src/shared/api/import-answer';
import { creditCodeCheckCharacter } from '../../../src/shared/validation/credit-code';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from './support/import-client';
import { readWorkbook } from './support/workbooks';

type Row = Record<string, unknown>;
type Sheets = Record<string, ExcelJS.CellValue[][]>;

let server: TestServer;
let buyer: SignedInClient;
let menu: MenuContext;
let client: ImportClient;

/** A valid unified social credit code ending in these digits. */
function creditCode(serial: number): string {
  const first17 = `91310000MA${String(serial).padStart(7, '0')}`;
  return first17 + creditCodeCheckCharacter(first17);
}

/** A workbook with these sheets in this order, each a header row and data rows. */
async function workbookWith(sheets: Sheets): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const SUPPLIER_HEADER = ['*Supplier name', 'Unified social credit code', 'Supplier type', 'Supplier status'];
const CONTACT_HEADER = ['*Supplier name', '*Name', 'Position', 'Mobile', 'E-mail'];
const BANK_HEADER = ['*Supplier name', '*Bank name', '*Branch code', '*Account name', '*Account number', 'Currency'];
const ADDRESS_HEADER = ['*Supplier name', 'Address type', '*Street address', 'City'];
const SITE_HEADER = ['*Supplier name', '*Site code', '*Site name', '*Organisation code'];

/** Two suppliers, the first with lines on every sheet, the second with a contact. */
function goodSheets(prefix: string, serial: number): Sheets {
  const first = `${prefix}甲公司`;
  const second = `${prefix}乙公司`;
  return {
    Supplier: [SUPPLIER_HEADER, [first, creditCode(serial), 'Manufacturer', 'Qualified'], [second, creditCode(serial + 1), 'Trader', 'Potential']],
    Contacts: [CONTACT_HEADER, [first, '张三', '销售经理', '13800138000', 'zhang@example.com'], [first, '李四', null, null, null], [second, '王五', null, null, null]],
    'Bank accounts': [BANK_HEADER, [first, '中国工商银行', '102290001310', first, '6222020000000001', 'CNY']],
    Addresses: [ADDRESS_HEADER, [first, 'Office', '张江路1号', '上海市']],
    Sites: [SITE_HEADER, [first, `${prefix}-SH`, '上海工厂', 'SH01']],
  };
}

function importWorkbook(file: Buffer, as: ImportClient = client, asMenu: MenuContext = menu) {
  return as.importExcel<ImportDone & ImportRejected>({ entity: 'srmPosSupplierInfo' }, file, asMenu);
}

async function call<T = Row[]>(resource: string, operation: string, body: Row): Promise<T> {
  const answer = await buyer.adapter.request<T>({ service: 'srm', resource, operation, body, menu });
  if (answer.status !== 'S') throw new Error(answer.msg);
  return answer.data;
}

async function suppliersNamed(like: string): Promise<Row[]> {
  return call('srmPosSupplierInfoRestful', 'listByPage', { supplierName_like: like, pageRows: 100 });
}

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  menu = await buyer.menu('SUPPLIER_IMPORT');
  client = new ImportClient(server.baseUrl, buyer.login, 'EN');
});
afterAll(async () => {
  await server?.stop();
});

describe('the supplier workbook template', () => {
  it('has a sheet per part, each line sheet starting with the supplier name that links it', async () => {
    const answer = await client.template('srmPosSupplierInfo', menu);
    expect(answer.httpStatus).toBe(200);
    const workbook = await readWorkbook(answer.bytes);
    const visible = workbook.worksheets.filter((sheet) => sheet.state === 'visible');
    expect(visible.map((sheet) => sheet.name)).toEqual(['Supplier', 'Contacts', 'Bank accounts', 'Addresses', 'Sites']);
    const titles = (name: string) => (workbook.getWorksheet(name)?.getRow(1).values as unknown[]).slice(1).map(String);
    expect(titles('Contacts')).toEqual(['*Supplier name', '*Name', 'Position', 'Mobile', 'E-mail', 'Phone', 'Primary']);
    expect(titles('Bank accounts')).toEqual(['*Supplier name', '*Bank name', '*Branch code', '*Account name', '*Account number', 'Currency', 'Primary', 'Enabled']);
    expect(titles('Sites')[0]).toBe('*Supplier name');
    expect(String(workbook.getWorksheet('Contacts')?.getCell('A1').note ? 'noted' : '')).toBe('noted');
  });
});

describe('importing suppliers with their lines', () => {
  it('saves every supplier with the lines that name it, lookups and references resolved', async () => {
    const answer = await importWorkbook(await workbookWith(goodSheets('整册导入', 101)));
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.data).toEqual({ rows: 2, created: 2, updated: 0 });
    const [first] = await suppliersNamed('整册导入甲');
    const record = await call<Row>('srmPosSupplierInfoRestful', 'findById', { id: first.supplierId });
    expect(record).toMatchObject({ creditCode: creditCode(101), supplierType: 'MANUFACTURER', supplierStatus: 'QUALIFIED' });
    expect((record.contacts as Row[]).map((line) => line.contactName).sort()).toEqual(['张三', '李四']);
    expect(record.bankAccounts).toEqual([expect.objectContaining({ accountNumber: '6222020000000001', currencyCode: 'CNY', bankId: expect.any(Number), branchId: expect.any(Number) })]);
    expect(record.addresses).toEqual([expect.objectContaining({ addressType: 'OFFICE', detailAddress: '张江路1号' })]);
    expect(record.sites).toEqual([expect.objectContaining({ siteCode: '整册导入-SH', orgId: expect.any(Number) })]);
    const [second] = await suppliersNamed('整册导入乙');
    const other = await call<Row>('srmPosSupplierInfoRestful', 'findById', { id: second.supplierId });
    expect((other.contacts as Row[]).map((line) => line.contactName)).toEqual(['王五']);
  });
});

describe('the demo workbook (seed/demo/import, pointed at by docs/authoring.md)', () => {
  it('imports its two suppliers with their lines', async () => {
    const answer = await importWorkbook(await readFile(new URL('../../../seed/demo/import/供应商导入示例.xlsx', import.meta.url)));
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.data).toEqual({ rows: 2, created: 2, updated: 0 });
    const [cast] = await suppliersNamed('常州示例精密铸造');
    const record = await call<Row>('srmPosSupplierInfoRestful', 'findById', { id: cast.supplierId });
    expect([(record.contacts as Row[]).length, (record.bankAccounts as Row[]).length, (record.addresses as Row[]).length, (record.sites as Row[]).length]).toEqual([2, 1, 1, 1]);
  });
});

describe('a workbook with a problem saves nothing', () => {
  it('names the sheet, row and column of one bad cell on a line sheet', async () => {
    const sheets = goodSheets('坏单元格', 201);
    sheets.Contacts[2][4] = 'not-an-email';
    sheets['Bank accounts'][1][2] = '999999999999';
    const answer = await importWorkbook(await workbookWith(sheets));
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors).toEqual([
      expect.objectContaining({ sheet: 'Contacts', row: 3, column: 'E-mail', field: 'email' }),
      expect.objectContaining({ sheet: 'Bank accounts', row: 2, column: 'Branch code', field: 'branchId', message: 'Branch: "999999999999" does not exist' }),
    ]);
    expect(answer.envelope.msg).toMatch(/^Import failed: 2 rows have errors, nothing was imported\. Sheet "Contacts", row 3: /);
    expect(await suppliersNamed('坏单元格')).toEqual([]);
  });

  it('refuses a line whose supplier name matches no supplier row', async () => {
    const sheets = goodSheets('孤行', 301);
    sheets.Addresses.push(['没有这家公司', 'Office', '某路2号', null]);
    const answer = await importWorkbook(await workbookWith(sheets));
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors).toEqual([
      { sheet: 'Addresses', row: 3, column: 'Supplier name', field: 'supplierName', message: 'No row of the sheet "Supplier" has the Supplier name "没有这家公司"' },
    ]);
    expect(await suppliersNamed('孤行')).toEqual([]);
  });

  it('refuses a name or credit code given twice in the file, without naming a number the rollback never committed', async () => {
    const sheets = goodSheets('重复', 401);
    sheets.Supplier.push(['重复甲公司', creditCode(402), 'Trader', 'Potential']);
    const answer = await importWorkbook(await workbookWith(sheets));
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors).toEqual([
      { sheet: 'Supplier', row: 4, column: 'Supplier name', field: 'supplierName', message: 'Supplier name "重复甲公司" appears more than once in the import' },
      { sheet: 'Supplier', row: 4, column: 'Unified social credit code', field: 'creditCode', message: `Unified social credit code "${creditCode(402)}" appears more than once in the import` },
    ]);
    expect(await suppliersNamed('重复')).toEqual([]);
  });

  it('refuses a name or credit code a stored supplier holds', async () => {
    const [stored] = await suppliersNamed('整册导入甲');
    const sheets: Sheets = { Supplier: [SUPPLIER_HEADER, [String(stored.supplierName), creditCode(501), null, 'Qualified'], ['库中重复新公司', creditCode(101), null, 'Qualified']] };
    sheets.Contacts = [CONTACT_HEADER, ['库中重复新公司', '赵六', null, null, null]];
    const answer = await importWorkbook(await workbookWith(sheets));
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors).toEqual([
      expect.objectContaining({ sheet: 'Supplier', row: 2, field: 'supplierName', message: expect.stringMatching(/^Supplier name ".+" already exists: Supplier number S\d{6}$/) }),
      expect.objectContaining({ sheet: 'Supplier', row: 3, field: 'creditCode', message: expect.stringContaining('already exists') }),
    ]);
    expect(await suppliersNamed('库中重复新公司')).toEqual([]);
  });

  it('refuses lines for a row that updates a stored supplier (lines come with new suppliers only)', async () => {
    const [stored] = await suppliersNamed('整册导入甲');
    const sheets: Sheets = {
      Supplier: [['Supplier number', '*Supplier name'], [String(stored.supplierNumber), String(stored.supplierName)]],
      Contacts: [CONTACT_HEADER, [String(stored.supplierName), '新联系人', null, null, null]],
    };
    const answer = await importWorkbook(await workbookWith(sheets));
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors).toEqual([
      { sheet: 'Supplier', row: 2, column: 'Supplier name', field: 'supplierName', message: `Supplier name "${String(stored.supplierName)}" exists already; lines (Contacts) are imported with new records only` },
    ]);
  });

  it('refuses a sheet it does not know, naming the sheets it expects', async () => {
    const sheets = goodSheets('未知表', 601);
    const answer = await importWorkbook(await workbookWith({ ...sheets, Notes: [['anything']] }));
    expect(answer.envelope).toMatchObject({ status: 'E', msg: 'Sheet "Notes" is not known to this import; the sheets are: Supplier, Contacts, Bank accounts, Addresses, Sites. Use the import template' });
  });
});

describe('who may import', () => {
  it('refuses supplier users', async () => {
    const supplier = await signIn(server.baseUrl, 'supplier1', 'EN');
    const supplierMenu = await supplier.menu('SUPPLIER_INFO');
    const answer = await importWorkbook(await workbookWith(goodSheets('供应商用户', 701)), new ImportClient(server.baseUrl, supplier.login, 'EN'), supplierMenu);
    expect(answer.httpStatus).toBe(403);
    expect(await suppliersNamed('供应商用户')).toEqual([]);
  });
});

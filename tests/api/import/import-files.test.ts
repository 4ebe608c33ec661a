// Dialect-neutral: refusing files that are not workbooks, before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from './support/import-client';
import { workbookOf, zipOf } from './support/workbooks';

/** Small limits, so "too large" and "too many rows" take small files. */
const MAX_BYTES = 64 * 1024;
const MAX_ROWS = 50;

let server: TestServer;
let admin: SignedInClient;
let menu: MenuContext;
let client: ImportClient;

beforeAll(async () => {
  server = await startTestServer({ IMPORT_MAX_BYTES: String(MAX_BYTES), IMPORT_MAX_ROWS: String(MAX_ROWS) });
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  menu = await admin.menu('SUPPLIER_INFO');
  client = new ImportClient(server.baseUrl, admin.login, 'EN');
});
afterAll(async () => {
  await server?.stop();
});

async function refusal(file: Buffer | null, fileName = 'suppliers.xlsx') {
  const answer = await client.importExcel({ entity: 'srmPosSupplierInfo' }, file, menu, fileName);
  expect(answer.httpStatus).toBe(200);
  expect(answer.envelope.status).toBe('E');
  return answer.envelope;
}

async function supplierCount(): Promise<number> {
  const answer = await admin.adapter.request({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: {}, menu });
  return answer.page?.count ?? -1;
}

const DAMAGED = 'The Excel file is damaged or cannot be read: save it again in Excel and import that';
const NOT_XLSX = 'The file is not an Excel workbook (.xlsx): download the import template, fill it in and import that';

describe('importExcel refuses files it cannot import, whatever their name', () => {
  it('refuses a text file, a picture, a Word document and a plain zip named .xlsx', async () => {
    expect((await refusal(Buffer.from('supplierName\n某公司\n'))).msg).toBe(NOT_XLSX);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect((await refusal(png)).msg).toBe(NOT_XLSX);
    const docx = await zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/document.xml': '<w:document/>',
    });
    expect((await refusal(docx)).msg).toBe(NOT_XLSX);
    expect((await refusal(await zipOf({ 'notes.txt': 'hello' }))).msg).toBe(NOT_XLSX);
  });

  it('tells an old .xls apart and says how to convert it', async () => {
    const compoundFile = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    expect((await refusal(compoundFile, 'suppliers.xls')).msg).toBe('Old .xls files are not supported: save the file as .xlsx in Excel and import that');
  });

  it('refuses an empty file, a damaged workbook and a workbook without data rows', async () => {
    expect((await refusal(Buffer.alloc(0))).msg).toBe('The file is empty: choose the filled-in import template');
    const damaged = await zipOf({
      '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets>',
      'xl/_rels/workbook.xml.rels': '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Supplier name',
    });
    expect((await refusal(damaged)).msg).toBe(DAMAGED);
    const whole = await workbookOf(['Supplier name'], Array.from({ length: 40 }, (_, i) => [`损坏文件公司${i}`]));
    expect((await refusal(whole.subarray(0, Math.floor(whole.length * 0.7)))).msg).toBe(DAMAGED);
    expect((await refusal(await workbookOf(['Supplier name'], []))).msg).toBe('The file has no data rows: fill in the rows to import below the header row');
    expect((await refusal(await workbookOf(['Supplier name'], [[null], ['  ']]))).msg).toBe('The file has no data rows: fill in the rows to import below the header row');
  });

  it('refuses a file over the size limit without reading it as a workbook', async () => {
    const large = Buffer.alloc(MAX_BYTES + 1024, 'x');
    expect((await refusal(large)).msg).toBe('The file is larger than 64 KB: split it and import the parts one by one');
  });

  it('refuses more rows than the row limit, and saves none of them', async () => {
    const before = await supplierCount();
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => [`行数上限公司${i}`]);
    expect((await refusal(await workbookOf(['Supplier name'], rows))).msg).toBe(`The file has more than ${MAX_ROWS} rows: split it and import the parts one by one`);
    expect(await supplierCount()).toBe(before);
    const allowed = await client.importExcel({ entity: 'srmPosSupplierInfo' }, await workbookOf(['Supplier name'], rows.slice(1)), menu);
    expect(allowed.envelope.status, allowed.envelope.msg).toBe('S');
    expect(await supplierCount()).toBe(before + MAX_ROWS);
  });

  it('refuses an upload without a file and a call that is not an upload', async () => {
    expect((await refusal(null)).msg).toBe('Choose the Excel file (.xlsx) to import');
    const json = await admin.adapter.request({ service: 'export', resource: 'importExcelRestful', operation: 'importExcel', body: {}, menu });
    expect(json).toMatchObject({ status: 'E', msg: 'Name the entity to import (parameter entity)' });
  });

  it('records refused imports in the operation log', async () => {
    const database = await server.database.open();
    try {
      const refused = await database.db
        .selectFrom('base_user_operate_logs')
        .select(['message'])
        .where('entityName', '=', 'srmPosSupplierInfo')
        .where('operation', '=', 'doImport')
        .where('result', '=', 'REFUSED')
        .execute();
      expect(refused.map((entry) => entry.message)).toContain(NOT_XLSX);
    } finally {
      await database.close();
    }
  });
});

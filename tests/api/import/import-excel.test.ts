import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { downloadFileName } from '../../../renderer/data/download-file-name';
import type { ImportDone, ImportRejected } from '../../../src/shared/api/import-answer';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from './support/import-client';
import { readWorkbook, workbookOf } from './support/workbooks';

type Row = Record<string, unknown>;

let server: TestServer;
let admin: SignedInClient;
let menu: MenuContext;
let client: ImportClient;
let existing: Row;

const HEADER = ['Supplier number', '*Supplier name', 'Supplier type', 'Supplier status', 'Blacklisted', 'Registered capital (10k)', 'Parent supplier number', 'Short name'];

async function suppliers(filters: Row): Promise<Row[]> {
  const answer = await admin.adapter.request<Row[]>({ service: 'srm', resource: 'srmPosSupplierInfoRestful', operation: 'listByPage', body: { ...filters, pageRows: 100 }, menu });
  if (answer.status !== 'S') throw new Error(answer.msg);
  return answer.data;
}

function importSuppliers(file: Buffer) {
  return client.importExcel<ImportDone & ImportRejected>({ entity: 'srmPosSupplierInfo' }, file, menu);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  menu = await admin.menu('SUPPLIER_INFO');
  client = new ImportClient(server.baseUrl, admin.login, 'EN');
  [existing] = await suppliers({ supplierName_like: '' });
});
afterAll(async () => {
  await server?.stop();
});

describe('importExcel: a good file', () => {
  it('imports every row: meanings to codes, Y/N, numbers, parents by number, updates by supplier number', async () => {
    const file = await workbookOf(HEADER, [
      [null, '导入测试甲公司', '生产商', 'Qualified', '否', '1,234.5', existing.supplierNumber as string, '甲'],
      [null, '导入测试乙公司', 'TRADER', '潜在', 'Yes', 88, null, null],
      [existing.supplierNumber as string, null, null, null, null, null, null, '改过的简称'],
    ]);
    const answer = await importSuppliers(file);
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.data).toEqual({ rows: 3, created: 2, updated: 1 });
    expect(answer.envelope.msg).toBe('Imported 3 rows: 2 created, 1 updated');
    const [first] = await suppliers({ supplierName: '导入测试甲公司' });
    expect(first).toMatchObject({ supplierType: 'MANUFACTURER', supplierStatus: 'QUALIFIED', blacklistFlag: 'N', registeredCapital: 1234.5, parentSupplierId: existing.supplierId, supplierShortName: '甲' });
    expect(String(first.supplierNumber)).toMatch(/^S\d{6}$/);
    const [second] = await suppliers({ supplierName: '导入测试乙公司' });
    expect(second).toMatchObject({ supplierType: 'TRADER', supplierStatus: 'POTENTIAL', blacklistFlag: 'Y', registeredCapital: 88, parentSupplierId: null });
    const [updated] = await suppliers({ supplierId: existing.supplierId });
    // Empty cells of an updated row leave the stored values alone.
    expect(updated).toMatchObject({ supplierShortName: '改过的简称', supplierName: existing.supplierName, supplierType: existing.supplierType });
    expect(updated.versionNum).toBe(Number(existing.versionNum) + 1);
  });

  it('records each imported record in the operation log as doImport', async () => {
    const database = await server.database.open();
    try {
      const entries = await database.db
        .selectFrom('base_user_operate_logs')
        .select(['operation', 'result', 'recordId'])
        .where('entityName', '=', 'srmPosSupplierInfo')
        .where('operation', '=', 'doImport')
        .execute();
      expect(entries.filter((entry) => entry.result === 'SUCCESS')).toHaveLength(3);
    } finally {
      await database.close();
    }
  });
});

describe('importExcel: a file with a bad row', () => {
  let rejected: ImportRejected;

  it('saves nothing and lists each problem by row, column and message', async () => {
    const file = await workbookOf(HEADER, [
      [null, '整批回滚甲公司', 'Manufacturer', 'Qualified', 'N', 10, null, null],
      [null, null, 'Wholesaler', 'Qualified', 'N', 'ten', null, null],
      [null, '整批回滚乙公司', 'Trader', 'Qualified', 'maybe', 10, 'S999999', null],
    ]);
    const answer = await importSuppliers(file);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.msg).toBe('Import failed: 2 rows have errors, nothing was imported. Row 3: Supplier name is required');
    rejected = answer.envelope.data;
    expect(rejected.rows).toBe(3);
    expect(rejected.errorRows).toBe(2);
    expect(rejected.errors).toEqual([
      { row: 3, column: 'Supplier name', field: 'supplierName', message: 'Supplier name is required' },
      { row: 3, column: 'Supplier type', field: 'supplierType', message: 'Supplier type: "Wholesaler" is not one of the allowed values' },
      { row: 3, column: 'Registered capital (10k)', field: 'registeredCapital', message: 'Registered capital (10k) must be a number' },
      { row: 4, column: 'Parent supplier number', field: 'parentSupplierId', message: 'Parent supplier: "S999999" does not exist' },
      { row: 4, column: 'Blacklisted', field: 'blacklistFlag', message: 'Blacklisted must be Y or N' },
    ]);
    expect(await suppliers({ supplierName_like: '整批回滚' })).toEqual([]);
  });

  it('gives the workbook back with the problem cells marked and an error column, to its importer only', async () => {
    expect(rejected.resultId).toMatch(/^[0-9a-f]{48}$/);
    const file = await client.result(rejected.resultId as string, menu);
    expect(file.httpStatus).toBe(200);
    expect(downloadFileName(file.disposition, '')).toBe('Supplier import errors.xlsx');
    const sheet = (await readWorkbook(file.bytes)).worksheets[0];
    expect(sheet.getCell('I1').value).toBe('Errors');
    expect(sheet.getCell('B3').fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFC7CE' } });
    expect(String(sheet.getCell('B3').note)).toBe('Supplier name is required');
    expect(String(sheet.getCell('C3').note)).toContain('Wholesaler');
    expect(sheet.getCell('I3').value).toBe(
      'Supplier name is required; Supplier type: "Wholesaler" is not one of the allowed values; Registered capital (10k) must be a number',
    );
    expect(sheet.getCell('I2').value).toBeNull();
    expect(sheet.getCell('C2').value).toBe('Manufacturer');
    expect(sheet.getCell('B2').fill).toBeUndefined();

    const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    const stolen = await new ImportClient(server.baseUrl, buyer.login, 'EN').result(rejected.resultId as string, await buyer.menu('PO_LIST'));
    expect(stolen.envelope).toMatchObject({ status: 'E', msg: 'The error file does not exist or has expired: import again' });
  });

  it('imports the marked workbook once fixed, its error column ignored', async () => {
    const marked = await readWorkbook((await client.result(rejected.resultId as string, menu)).bytes);
    const sheet = marked.worksheets[0];
    sheet.getCell('B3').value = '整批回滚丙公司';
    sheet.getCell('C3').value = 'Service provider';
    sheet.getCell('F3').value = 5;
    sheet.getCell('E4').value = 'N';
    sheet.getCell('G4').value = null;
    const answer = await importSuppliers(Buffer.from(await marked.xlsx.writeBuffer()));
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect((await suppliers({ supplierName_like: '整批回滚' })).map((row) => row.supplierName).sort()).toEqual(['整批回滚丙公司', '整批回滚乙公司', '整批回滚甲公司'].sort());
  });

  it('names rows that repeat a key or a unique value of an earlier row', async () => {
    const file = await workbookOf(HEADER, [
      [existing.supplierNumber as string, null, null, null, null, null, null, '一'],
      [existing.supplierNumber as string, null, null, null, null, null, null, '二'],
      [null, '同名公司', 'Trader', 'Qualified', 'N', 1, null, null],
      [null, '同名公司', 'Trader', 'Qualified', 'N', 1, null, null],
      ['S777777', null, null, null, null, null, null, '三'],
    ]);
    const answer = await importSuppliers(file);
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.data.errors.map(({ row, field, message }) => ({ row, field, message }))).toEqual([
      { row: 3, field: 'supplierNumber', message: `Supplier number "${String(existing.supplierNumber)}" appears more than once in the import` },
      // Row 4 was saved first in the import's transaction, rolled back with it: its number, never committed, is not named.
      { row: 5, field: 'supplierName', message: 'Supplier name "同名公司" appears more than once in the import' },
      { row: 6, field: 'supplierNumber', message: 'Supplier number "S777777" does not exist; leave it empty to create a new record' },
    ]);
  });
});

describe('importExcel: the header row', () => {
  it('refuses a file without a required column or with a column the import does not know', async () => {
    const missing = await importSuppliers(await workbookOf(['Supplier type'], [['Trader']]));
    expect(missing.envelope).toMatchObject({ status: 'E', msg: 'Required columns are missing: Supplier name; use the import template' });
    const unknown = await importSuppliers(await workbookOf(['Supplier name', 'Favourite colour'], [['某公司', 'blue']]));
    expect(unknown.envelope).toMatchObject({ status: 'E', msg: 'Columns not known to this import: Favourite colour; use the import template' });
    const twice = await importSuppliers(await workbookOf(['Supplier name', '供应商名称'], [['某公司', '某公司']]));
    expect(twice.envelope).toMatchObject({ status: 'E', msg: 'The column "供应商名称" appears twice' });
  });

  it('matches titles in either language and field names, with or without the required star', async () => {
    const file = await workbookOf(['*供应商名称', 'supplierType', ' Supplier status '], [['标题混用公司', 'Trader', '合格']]);
    const answer = await importSuppliers(file);
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(await suppliers({ supplierName: '标题混用公司' })).toHaveLength(1);
  });
});

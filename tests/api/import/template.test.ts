import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { downloadFileName } from '../../../renderer/data/download-file-name';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { ImportClient } from './support/import-client';
import { listValidations, readWorkbook, zipEntries } from './support/workbooks';

let server: TestServer;
let admin: SignedInClient;
let supplierMenu: MenuContext;
let lookupMenu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  supplierMenu = await admin.menu('SUPPLIER_INFO');
  lookupMenu = await admin.menu('LOOKUP_VALUE');
});
afterAll(async () => {
  await server?.stop();
});

function headerTexts(sheet: import('exceljs').Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value));
}

describe('downloadImportTemplate', () => {
  it('answers an xlsx with the import columns in the caller language, required ones starred in red', async () => {
    const answer = await new ImportClient(server.baseUrl, admin.login, 'EN').template('srmPosSupplierInfo', supplierMenu);
    expect(answer.httpStatus).toBe(200);
    expect(answer.contentType).toContain('spreadsheetml');
    expect(downloadFileName(answer.disposition, '')).toBe('Supplier import template.xlsx');
    const workbook = await readWorkbook(answer.bytes);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Supplier');
    expect(headerTexts(sheet)).toEqual([
      'Supplier number', '*Supplier name', 'Short name', 'Supplier type', 'Industry', 'Supplier status', 'Company phone',
      'Parent supplier number', 'Blacklisted', 'Registered capital (10k)', 'Registered address', 'Unified social credit code',
      'Legal representative', 'Established on', 'Taxpayer type', 'Website', 'Company e-mail', 'One-off supplier',
    ]);
    const name = sheet.getCell('B1');
    expect(name.font?.color?.argb).toBe('FFFF0000');
    expect(sheet.getCell('A1').font?.color?.argb).toBeUndefined();
    expect(String(name.note)).toContain('Required');
    expect(String(sheet.getCell('A1').note)).toContain('leave empty to create');
    expect(String(sheet.getCell('H1').note)).toContain('Supplier number');
  });

  it('titles the columns in Chinese for a Chinese caller', async () => {
    const answer = await new ImportClient(server.baseUrl, admin.login, 'CN').template('srmPosSupplierInfo', supplierMenu);
    expect(downloadFileName(answer.disposition, '')).toBe('供应商导入模板.xlsx');
    const sheet = (await readWorkbook(answer.bytes)).worksheets[0];
    expect(headerTexts(sheet).slice(0, 4)).toEqual(['供应商编码', '*供应商名称', '供应商简称', '供应商类型']);
  });

  it('offers lookup and Y/N columns as drop-downs of their meanings for every importable row', async () => {
    const answer = await new ImportClient(server.baseUrl, admin.login, 'CN').template('srmPosSupplierInfo', supplierMenu);
    const sheetXml = (await zipEntries(answer.bytes)).get('xl/worksheets/sheet1.xml') ?? '';
    const validations = listValidations(sheetXml);
    expect(validations).toContainEqual({ sqref: 'D2:D100001', formula: '"生产商,贸易商,服务商"' });
    expect(validations).toContainEqual({ sqref: 'F2:F100001', formula: '"潜在,合格,冻结,退出"' });
    expect(validations).toContainEqual({ sqref: 'I2:I100001', formula: '"是,否"' });
    expect(validations).toContainEqual({ sqref: 'O2:O100001', formula: '"一般纳税人,小规模纳税人,境外企业"' });
    expect(validations).toContainEqual({ sqref: 'R2:R100001', formula: '"是,否"' });
    expect(validations).toHaveLength(5);
  });

  it('keeps a long list on a hidden sheet and points the drop-down at its range', async () => {
    // Enough supplier types that their meanings no longer fit in a validation formula (255 characters).
    const data = Array.from({ length: 30 }, (_, i) => ({
      lookupTypeId: 'SUPPLIER_TYPE',
      lookupCode: `LONG_${i}`,
      meaning: `很长的供应商类型名称第${i}号`,
      meaningEn: `A rather long supplier type number ${i}`,
      orderNo: 1000 + i,
    }));
    const imported = await new ImportClient(server.baseUrl, admin.login, 'EN').doImport('base', 'baseLookupValues', { data }, lookupMenu);
    expect(imported.envelope.status, imported.envelope.msg).toBe('S');
    const answer = await new ImportClient(server.baseUrl, admin.login, 'EN').template('srmPosSupplierInfo', supplierMenu);
    const entries = await zipEntries(answer.bytes);
    const typeList = listValidations(entries.get('xl/worksheets/sheet1.xml') ?? '').find((item) => item.sqref.startsWith('D2'));
    expect(typeList?.formula).toBe('lists!$D$1:$D$33');
    const workbook = await readWorkbook(answer.bytes);
    const lists = workbook.getWorksheet('lists');
    expect(lists?.state).toBe('veryHidden');
    expect(lists?.getCell('D1').value).toBe('Manufacturer');
    expect(lists?.getCell('D33').value).toBe('A rather long supplier type number 29');
    expect(entries.get('xl/workbook.xml')).toContain('state="veryHidden"');
  });

  it('refuses a call without an entity, an unknown one and one that does not import', async () => {
    const client = new ImportClient(server.baseUrl, admin.login, 'EN');
    const missing = await client.template('', supplierMenu);
    expect(missing.envelope).toMatchObject({ status: 'E', msg: 'Name the entity to import (parameter entity)' });
    const unknown = await client.template('srmNothing', supplierMenu);
    expect(unknown.envelope).toMatchObject({ status: 'E', msg: 'Unknown entity: srmNothing' });
    const notImportable = await client.template('srmPoHeader', await admin.menu('PO_LIST'));
    expect(notImportable.envelope).toMatchObject({ status: 'E', msg: 'Purchase order records cannot be imported' });
  });

  it('refuses a menu that does not grant the import (403)', async () => {
    const answer = await new ImportClient(server.baseUrl, admin.login, 'EN').template('srmPosSupplierInfo', lookupMenu);
    expect(answer.httpStatus).toBe(403);
    expect(answer.envelope).toMatchObject({ status: 'E', msg: 'you have no permission for this action' });
  });
});

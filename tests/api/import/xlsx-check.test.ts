// Dialect-neutral: recognising xlsx files by their bytes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { assertXlsx } from '../../../src/server/excel-import/xlsx-upload';
import { zipOf } from './support/workbooks';

const dir = mkdtempSync(join(tmpdir(), 'srm-xlsx-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function saved(name: string, bytes: Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

async function refusalOf(path: string): Promise<string> {
  try {
    await assertXlsx(path, 'EN');
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('what counts as an xlsx workbook', () => {
  it('accepts a streamed workbook whose large sheet comes before its content types (sizes in data descriptors)', async () => {
    const path = join(dir, 'streamed.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('供应商');
    // Random codes compress badly: the sheet alone is over a megabyte, more than a front-to-back probe reads.
    for (let i = 0; i < 30_000; i++) sheet.addRow([`基准导入供应商-${i}`, randomBytes(24).toString('hex'), i * 1.5]).commit();
    await sheet.commit();
    await workbook.commit();
    expect(readFileSync(path).length).toBeGreaterThan(1024 * 1024);
    expect(await refusalOf(path)).toBe('accepted');
  });

  it('refuses a zip without the spreadsheet parts, and a workbook cut short', async () => {
    const docx = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    expect(await refusalOf(saved('letter.xlsx', docx))).toMatch(/^The file is not an Excel workbook/);
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRow(['Supplier name']);
    const whole = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await refusalOf(saved('cut.xlsx', whole.subarray(0, whole.length - 200)))).toMatch(/^The Excel file is damaged/);
    expect(await refusalOf(saved('whole.xlsx', whole))).toBe('accepted');
  });
});

// Dialect-neutral: reading the first visible worksheet of a workbook.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { firstSheetRows } from '../../../src/server/excel-import/xlsx-sheet-rows';
import { workbookOf, zipEntries } from './support/workbooks';

const dir = mkdtempSync(join(tmpdir(), 'srm-xlsx-reading-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file descriptors this process holds open. */
function openDescriptors(): number {
  return readdirSync(process.platform === 'linux' ? '/proc/self/fd' : '/dev/fd').length;
}

async function rowsOf(path: string): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const row of firstSheetRows(path, 'EN')) rows.push(row.values.slice(1));
  return rows;
}

describe('reading the first visible worksheet', () => {
  it('reads the first sheet not hidden, in tab order, from a workbook whose workbook part comes last', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Lists', { state: 'hidden' }).addRow(['hidden value']);
    const data = workbook.addWorksheet('Data');
    data.addRow(['Supplier name']);
    data.addRow(['可见公司']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const names = [...(await zipEntries(bytes)).keys()];
    // As exceljs writes them: worksheets before the shared strings, the workbook part at the end.
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/sharedStrings.xml'));
    expect(names.at(-1)).toBe('xl/workbook.xml');
    const path = join(dir, 'hidden-first.xlsx');
    writeFileSync(path, bytes);
    expect(await rowsOf(path)).toEqual([['Supplier name'], ['可见公司']]);
  });

  it('leaves no file open, whether the rows are read to the end or the reading stops after the header', async () => {
    const path = join(dir, 'small.xlsx');
    writeFileSync(path, await workbookOf(['Supplier name', 'Short name'], [['甲公司', '甲'], ['乙公司', '乙']]));
    await rowsOf(path);
    const before = openDescriptors();
    for (let i = 0; i < 20; i++) {
      expect(await rowsOf(path)).toHaveLength(3);
      const header = firstSheetRows(path, 'EN')[Symbol.asyncIterator]();
      expect((await header.next()).value?.values.slice(1)).toEqual(['Supplier name', 'Short name']);
      await header.return(undefined);
    }
    expect(openDescriptors()).toBe(before);
  });
});

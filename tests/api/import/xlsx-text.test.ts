// Dialect-neutral: reading workbook text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { firstSheetRows } from '../../../src/server/excel-import/xlsx-sheet-rows';

const dir = mkdtempSync(join(tmpdir(), 'srm-xlsx-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Thousands of Chinese cells: some character is bound to straddle two of the reader's 16 KB chunks. */
const texts = Array.from({ length: 4000 }, (_, i) => `上海华东精密机械制造有限公司第${i}号仓库（浦东新区张江高科技园区）`);

async function fileOf(useSharedStrings: boolean): Promise<string> {
  const path = join(dir, `text-${useSharedStrings}.xlsx`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings, useStyles: false });
  const sheet = workbook.addWorksheet('供应商');
  for (const text of texts) sheet.addRow([text, text.length]).commit();
  await sheet.commit();
  await workbook.commit();
  return path;
}

describe('reading Chinese text from large workbooks', () => {
  it.each([
    ['inline strings', false],
    ['shared strings', true],
  ])('reads every character intact from %s', async (_kind, shared) => {
    const read: unknown[] = [];
    for await (const row of firstSheetRows(await fileOf(shared), 'CN')) read.push(row.values[1]);
    expect(read).toHaveLength(texts.length);
    expect(read.filter((value, i) => value !== texts[i])).toEqual([]);
  });
});

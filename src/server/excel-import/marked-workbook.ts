import { PassThrough } from 'node:stream';
import type * as ExcelJS from 'exceljs';
import type { ImportProblem } from '../../shared/api/import-answer';
import type { Language } from '../../shared/formats/common';
import type { HeaderMapping } from './import-header';
import { importText } from './import-messages';
import { loadExcelJs } from './load-exceljs';
import { sheetNameOf } from './sheet-names';
import { firstSheetRows } from './xlsx-sheet-rows';

const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const ERROR_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF9C0006' } };

async function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The uploaded workbook given back with its problems marked, so the user fixes it where it is and
 * imports it again: every cell with a problem filled red with the message as a note, and an error column
 * with all of the row's messages (row problems included). Read and written streaming, like the import.
 * Values are copied; the template's drop-downs and the other sheets are not.
 */
export async function markedWorkbook(
  path: string,
  mapping: HeaderMapping,
  problems: readonly ImportProblem[],
  sheetName: string,
  language: Language,
): Promise<Buffer> {
  const byRow = new Map<number, ImportProblem[]>();
  for (const problem of problems) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  const columnOfField = new Map([...mapping.columns].map(([index, column]) => [column.field.name, index]));
  const errorColumn = mapping.errorColumn ?? mapping.lastColumn + 1;
  const output = new PassThrough();
  const bytes = collect(output);
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = Array.from({ length: Math.max(errorColumn, mapping.lastColumn) }, (_, i) => ({ width: i + 1 === errorColumn ? 60 : 18 }));
  let header = true;
  for await (const source of firstSheetRows(path, language)) {
    const row = sheet.getRow(source.number);
    source.values.forEach((value, index) => {
      if (index > 0 && index !== errorColumn && value !== undefined && value !== null) row.getCell(index).value = value as ExcelJS.CellValue;
    });
    if (header) {
      header = false;
      row.font = { bold: true };
      row.getCell(errorColumn).value = importText(language, 'errorColumn');
      row.getCell(errorColumn).font = { bold: true, color: { argb: 'FFFF0000' } };
    } else {
      const found = byRow.get(source.number) ?? [];
      for (const problem of found) {
        const index = columnOfField.get(problem.field);
        if (index === undefined) continue;
        const cell = row.getCell(index);
        cell.fill = ERROR_FILL;
        cell.font = ERROR_FONT;
        cell.note = found.filter((other) => other.field === problem.field).map((other) => other.message).join('\n');
      }
      if (found.length > 0) {
        // Field messages name their field already ("供应商名称不能为空").
        row.getCell(errorColumn).value = found.map((problem) => problem.message).join(language === 'CN' ? '；' : '; ');
        row.getCell(errorColumn).font = ERROR_FONT;
      }
    }
    row.commit();
  }
  await sheet.commit();
  await workbook.commit();
  return bytes;
}

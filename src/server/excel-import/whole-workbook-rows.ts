import type { Language } from '../../shared/formats/common';
import { INPUT_LIMITS } from '../http/input-limits';
import { importBadInput, importRefusal } from './import-messages';
import { loadExcelJs } from './load-exceljs';
import { textLength, type NamedSheetRow } from './xlsx-sheet-rows';
import { zipEntryNames } from './zip-entry-names';

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** Whether the uploaded workbook has more than one worksheet (hidden ones included), from its zip directory. */
export async function hasSeveralWorksheets(path: string): Promise<boolean> {
  const probe = await zipEntryNames(path);
  return probe.kind === 'zip' && [...probe.names].filter((name) => WORKSHEET.test(name)).length > 1;
}

/**
 * The rows of every visible worksheet of a workbook read whole, sheet after sheet, each with its sheet's
 * name. exceljs's streaming reader loses the sheet names of a workbook whose xl/workbook.xml comes after
 * several worksheets (as exceljs itself writes them) at random, so a workbook of several sheets is read
 * whole: only when its zip directory says it unpacks to at most INPUT_LIMITS.importWorkbookUnpackedBytes,
 * and a cell longer than Excel allows is refused as in the streaming reader.
 */
export async function* wholeWorkbookRows(path: string, language: Language): AsyncGenerator<NamedSheetRow> {
  const probe = await zipEntryNames(path);
  if (probe.kind !== 'zip' || probe.unpackedBytes > INPUT_LIMITS.importWorkbookUnpackedBytes) {
    throw importBadInput(language, 'textTooLarge', 'file', { max: INPUT_LIMITS.importWorkbookUnpackedBytes });
  }
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch {
    throw importRefusal(language, 'unreadable', 'file');
  }
  for (const sheet of workbook.worksheets) {
    if (sheet.state !== 'visible') continue;
    const rows: NamedSheetRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const values = row.values as unknown[];
      values.forEach((value, column) => {
        if (textLength(value) > INPUT_LIMITS.importCellChars) {
          throw importBadInput(language, 'cellTooLong', 'file', { cell: row.getCell(column).address, row: number, max: INPUT_LIMITS.importCellChars });
        }
      });
      rows.push({ sheet: sheet.name, number, values });
    });
    yield* rows;
  }
}

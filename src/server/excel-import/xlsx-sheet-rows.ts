import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { INPUT_LIMITS } from '../http/input-limits';
import { importBadInput, importRefusal } from './import-messages';
import { openFirstVisibleWorksheet, type OpenWorkbook } from './first-visible-worksheet';
import { limitedXmlText, type TextLimitBreach } from './xml-text-limits';

/** One row of a worksheet as exceljs reads it: `values[column]` from column 1 (index 0 unused). */
export interface SheetRow {
  number: number;
  values: readonly unknown[];
}

/** A row of a named worksheet. */
export interface NamedSheetRow extends SheetRow {
  sheet: string;
}

/**
 * The rows of the first visible worksheet of an xlsx file, streamed (exceljs's WorksheetReader, its parts
 * read in order and its text decoding fixed: first-visible-worksheet.ts): memory stays flat whatever the
 * row count, and a cell or the shared strings beyond INPUT_LIMITS are refused naming the cell while
 * streaming (xml-text-limits.ts), before they are held. Styles are read so that date cells come back as
 * dates. A file exceljs cannot read is refused as damaged; the file is closed however the reading ends.
 */
const MAX_CELL = INPUT_LIMITS.importCellChars;

/** The refusal of a text limit breached while streaming, naming the cell or shared text. */
function breachRefusal(breach: TextLimitBreach, language: Language): Error {
  if (breach.kind === 'part') return importBadInput(language, 'textTooLarge', 'file', { max: INPUT_LIMITS.importSharedStringChars });
  if ('cell' in breach.place) {
    const cell = breach.place.cell;
    return importBadInput(language, 'cellTooLong', 'file', { cell, row: cell.replace(/^[A-Z]+/, ''), max: MAX_CELL });
  }
  return importBadInput(language, 'sharedStringTooLong', 'file', { index: breach.place.sharedString, max: MAX_CELL });
}

/** The characters of a cell value as exceljs reads it: text, or rich text's runs. */
export function textLength(value: unknown): number {
  if (typeof value === 'string') return value.length;
  const runs = (value as { richText?: unknown } | null)?.richText;
  return Array.isArray(runs) ? runs.reduce((sum: number, run: { text?: unknown }) => sum + (typeof run.text === 'string' ? run.text.length : 0), 0) : 0;
}

/** Column 1 -> A, 28 -> AB. */
function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** Refuses a row holding a cell longer than Excel allows (a rich-text cell may pass the stream check in small runs). */
function assertCellLengths(row: SheetRow, language: Language): void {
  row.values.forEach((value, column) => {
    if (textLength(value) > MAX_CELL) {
      throw importBadInput(language, 'cellTooLong', 'file', { cell: `${columnLetters(column)}${row.number}`, row: row.number, max: MAX_CELL });
    }
  });
}

export async function* firstSheetRows(path: string, language: Language): AsyncGenerator<SheetRow> {
  let workbook: OpenWorkbook | undefined;
  try {
    workbook = await openFirstVisibleWorksheet(path, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' }, (text, part) => {
      // Shared strings are all held while the rows are read; a worksheet streams, so only its cells are capped.
      const maxChars = part === 'sharedStrings' ? INPUT_LIMITS.importSharedStringChars : Number.POSITIVE_INFINITY;
      return limitedXmlText(text, part, maxChars, (breach) => breachRefusal(breach, language));
    });
    if (!workbook.worksheet) return;
    for await (const row of workbook.worksheet) {
      const sheetRow = { number: row.number, values: row.values as unknown[] };
      assertCellLengths(sheetRow, language);
      yield sheetRow;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // What exceljs could not read goes to the log with the refusal (error-replies.ts).
    throw Object.assign(importRefusal(language, 'unreadable', 'file'), { cause: error });
  } finally {
    workbook?.close();
  }
}

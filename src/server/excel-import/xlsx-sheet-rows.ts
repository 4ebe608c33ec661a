import { createReadStream } from 'node:fs';
import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { importRefusal } from './import-messages';
import { createUtf8WorkbookReader } from './utf8-workbook-reader';

/** One row of a worksheet as exceljs reads it: `values[column]` from column 1 (index 0 unused). */
export interface SheetRow {
  number: number;
  values: readonly unknown[];
}

interface WorksheetInfo {
  state?: string;
}

/**
 * The rows of the first visible worksheet of an xlsx file, streamed (exceljs's WorkbookReader, with its
 * text decoding fixed: utf8-workbook-reader.ts): memory
 * stays flat whatever the row count. Styles are read so that date cells come back as dates. A file
 * exceljs cannot read is refused as damaged; the file is closed however the reading ends.
 */
export async function* firstSheetRows(path: string, language: Language): AsyncGenerator<SheetRow> {
  const stream = createReadStream(path);
  const reader = createUtf8WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      const state = (worksheet as unknown as WorksheetInfo).state;
      if (state === 'hidden' || state === 'veryHidden') continue;
      for await (const row of worksheet) {
        yield { number: row.number, values: row.values as unknown[] };
      }
      return;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw importRefusal(language, 'unreadable', 'file');
  } finally {
    stream.destroy();
  }
}

import type { Language } from '../../shared/formats/common';
import type { ImportModel } from './import-columns';
import { mapHeader, mappedCells, type HeaderMapping } from './import-header';
import { importRefusal } from './import-messages';
import type { SourceRow } from './import-runner';
import { firstSheetRows, type SheetRow } from './xlsx-sheet-rows';

/** An uploaded workbook opened for import: its header already checked, its data rows still to stream. */
export interface ImportSheet {
  mapping: HeaderMapping;
  rows: AsyncIterable<SourceRow>;
  /** Closes the file, whether or not the rows were read to the end. */
  close(): Promise<void>;
}

/**
 * Opens the first visible worksheet and reads its header row (the first row), so a wrong file is refused
 * before the import starts. Data rows follow; rows with nothing in the import's columns are skipped, and
 * more than `maxRows` data rows refuse the file.
 */
export async function openImportSheet(path: string, model: ImportModel, language: Language, maxRows: number): Promise<ImportSheet> {
  const iterator = firstSheetRows(path, language)[Symbol.asyncIterator]();
  const close = async () => {
    await iterator.return?.(undefined);
  };
  let mapping: HeaderMapping;
  try {
    const first = await iterator.next();
    if (first.done) throw importRefusal(language, 'noRows', 'file');
    mapping = mapHeader(first.value.values, model, language);
  } catch (error) {
    await close();
    throw error;
  }
  async function* dataRows(): AsyncGenerator<SourceRow> {
    let count = 0;
    try {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        const row: SheetRow = next.value;
        const cells = mappedCells(mapping, row.values);
        if (cells.size === 0) continue;
        count += 1;
        if (count > maxRows) throw importRefusal(language, 'tooManyRows', 'file', { max: maxRows });
        yield { row: row.number, cells };
      }
    } finally {
      await close();
    }
  }
  return { mapping, rows: dataRows(), close };
}

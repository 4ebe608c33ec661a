import type { Language, LocalizedText } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import { entityLabel } from '../entities/entity-fields';
import type { ImportModel, SheetColumns } from './import-columns';
import { mapHeader, mappedCells, type HeaderMapping } from './import-header';
import { importRefusal, importText } from './import-messages';
import type { SourceRow } from './import-runner';
import { sheetNameOf } from './sheet-names';
import { wholeWorkbookRows } from './whole-workbook-rows';

/** One sheet of an uploaded header-and-lines workbook, its rows read. */
export interface WorkbookSheet {
  /** The sheet's name as the file has it. */
  name: string;
  mapping: HeaderMapping;
  rows: SourceRow[];
}

/** A header-and-lines workbook (import.lines): the header sheet and each line sheet present, by collection. */
export interface ImportWorkbook {
  header: WorkbookSheet;
  lines: Map<string, WorkbookSheet>;
}

/** A sheet title as compared: the name Excel allows for the title, any case. */
function sheetKey(text: string): string {
  return sheetNameOf(text).trim().toLowerCase();
}

function titled(text: LocalizedText): string[] {
  return [sheetKey(text.cn), sheetKey(text.en)];
}

/** A refusal of one sheet's header row, naming the sheet. */
function inSheet(error: unknown, sheet: string, language: Language): unknown {
  if (!(error instanceof ApiError) || error.status !== 'E') return error;
  const message = importText(language, 'inSheet', { sheet, message: error.message });
  return new ApiError(message, [{ field: 'file', message }]);
}

/**
 * Reads a workbook of a header import with line sheets: the first visible sheet is the header sheet, the
 * others are named like a line sheet of the template (in either language); each sheet's first row the column titles (checked
 * as in a one-sheet import), the rest its data rows; rows with nothing in the import's columns are
 * skipped. Line sheets may be left out; the header sheet may not. More than `maxRows` data rows in all
 * refuse the file. The rows are held: lines are matched to their header rows once all are read.
 */
export async function readImportWorkbook(path: string, model: ImportModel, language: Language, maxRows: number): Promise<ImportWorkbook> {
  const parts = new Map<string, { collection?: string; columns: SheetColumns }>();
  for (const key of titled(model.entity.label)) parts.set(key, { columns: model });
  for (const line of model.lines) for (const key of titled(line.title)) parts.set(key, { collection: line.collection, columns: line });
  const sheets = new Map<string, WorkbookSheet & { collection?: string; columns: SheetColumns }>();
  let count = 0;
  for await (const row of wholeWorkbookRows(path, language)) {
    let sheet = sheets.get(row.sheet);
    if (!sheet) {
      // The first sheet is the header sheet whatever its name, as in a one-sheet import, unless it is named like a line sheet.
      const part = parts.get(sheetKey(row.sheet)) ?? (sheets.size === 0 ? { columns: model } : undefined);
      if (!part) {
        const names = [entityLabel(model.entity, language), ...model.lines.map((line) => (language === 'EN' ? line.title.en : line.title.cn))];
        throw importRefusal(language, 'unknownSheet', 'file', { sheet: row.sheet, sheets: names.join(language === 'CN' ? '、' : ', ') });
      }
      if ([...sheets.values()].some((other) => other.collection === part.collection)) throw importRefusal(language, 'duplicateSheet', 'file', { sheet: row.sheet });
      let mapping: HeaderMapping;
      try {
        mapping = mapHeader(row.values, part.columns, language);
      } catch (error) {
        throw inSheet(error, row.sheet, language);
      }
      sheet = { name: row.sheet, mapping, rows: [], collection: part.collection, columns: part.columns };
      sheets.set(row.sheet, sheet);
      continue;
    }
    const cells = mappedCells(sheet.mapping, row.values);
    if (cells.size === 0) continue;
    count += 1;
    if (count > maxRows) throw importRefusal(language, 'tooManyRows', 'file', { max: maxRows });
    sheet.rows.push({ row: row.number, cells });
  }
  const header = [...sheets.values()].find((sheet) => sheet.collection === undefined);
  if (!header) throw importRefusal(language, 'headerSheetMissing', 'file', { sheet: entityLabel(model.entity, language) });
  if (header.rows.length === 0) throw importRefusal(language, 'noRows', 'file');
  const lines = new Map<string, WorkbookSheet>();
  for (const sheet of sheets.values()) if (sheet.collection !== undefined) lines.set(sheet.collection, sheet);
  return { header, lines };
}


import type { Language } from '../../shared/formats/common';
import { plainCellValue } from './cell-values';
import { columnTitle, type ImportColumnModel, type SheetColumns } from './import-columns';
import { importRefusal, importText } from './import-messages';

/** Which sheet column holds which import column; the error column of a marked workbook is skipped. */
export interface HeaderMapping {
  /** Sheet column number (from 1) -> import column. */
  columns: ReadonlyMap<number, ImportColumnModel>;
  /** The error column of a marked workbook uploaded again; a new mark reuses it. */
  errorColumn?: number;
  /** The last sheet column of the header: without an error column, marking adds one after it. */
  lastColumn: number;
}

/** A title as compared: no spaces around, no required mark ("*"), any case. */
function normalizeTitle(text: string): string {
  return text.trim().replace(/^[*＊]\s*/, '').replace(/\s*[*＊]$/, '').trim().toLowerCase();
}

/**
 * Reads the header row: each title is matched to an import column by its title in either language or
 * its field name, so a template downloaded in English imports for a Chinese user too. Unknown titles,
 * a column given twice and missing required columns refuse the file before any row is read.
 */
export function mapHeader(values: readonly unknown[], model: SheetColumns, language: Language): HeaderMapping {
  const byTitle = new Map<string, ImportColumnModel>();
  for (const column of model.columns) {
    for (const title of [column.title.cn, column.title.en, column.field.name]) byTitle.set(normalizeTitle(title), column);
  }
  const errorTitles = new Set((['CN', 'EN'] as const).map((lang) => normalizeTitle(importText(lang, 'errorColumn'))));
  const columns = new Map<number, ImportColumnModel>();
  const seen = new Set<string>();
  const unknown: string[] = [];
  let lastColumn = 0;
  let errorColumn: number | undefined;
  values.forEach((raw, index) => {
    const value = plainCellValue(raw);
    const text = value === null ? '' : String(value);
    if (index === 0 || text.trim() === '') return;
    lastColumn = index;
    const title = normalizeTitle(text);
    if (errorTitles.has(title)) {
      errorColumn = index;
      return;
    }
    const column = byTitle.get(title);
    if (!column) {
      unknown.push(text.trim());
      return;
    }
    if (seen.has(column.field.name)) throw importRefusal(language, 'duplicateColumn', 'file', { column: text.trim() });
    seen.add(column.field.name);
    columns.set(index, column);
  });
  const separator = language === 'CN' ? '、' : ', ';
  if (unknown.length > 0) throw importRefusal(language, 'unknownColumns', 'file', { columns: unknown.join(separator) });
  const missing = model.columns.filter((column) => column.required && !seen.has(column.field.name));
  if (missing.length > 0) {
    throw importRefusal(language, 'missingColumns', 'file', { columns: missing.map((column) => columnTitle(column, language)).join(separator) });
  }
  return { columns, errorColumn, lastColumn };
}

function isBlank(value: unknown): boolean {
  const plain = plainCellValue(value);
  return plain === null || (typeof plain === 'string' && plain.trim() === '');
}

/** A data row's values in the mapped columns, by field, blank cells left out: empty when the row gives none. */
export function mappedCells(mapping: HeaderMapping, values: readonly unknown[]): Map<string, unknown> {
  const cells = new Map<string, unknown>();
  for (const [index, column] of mapping.columns) {
    const value = values[index];
    if (!isBlank(value)) cells.set(column.field.name, value);
  }
  return cells;
}

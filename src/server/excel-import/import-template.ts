import type * as ExcelJS from 'exceljs';
import type { Language } from '../../shared/formats/common';
import { entityLabel } from '../entities/entity-fields';
import { columnLetters } from '../excel-export/xlsx-parts';
import { columnTitle, type ImportColumnModel, type ImportModel, type SheetColumns } from './import-columns';
import { importText } from './import-messages';
import { loadExcelJs } from './load-exceljs';
import type { LookupMeanings } from './lookup-meanings';
import { sheetNameOf } from './sheet-names';

/** The hidden sheet holding drop-down lists too long for a data validation's own formula. */
const LISTS_SHEET = 'lists';
/** Excel refuses a list formula over 255 characters; stay below with the quotes. */
const INLINE_LIST_LIMIT = 250;
const RED = 'FFFF0000';

/** exceljs 4.4 validates a range at once (one sqref) through this, which its type definitions leave out. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}
const HEADER_FILL = 'FFF2F3F5';

function isDropDown(column: ImportColumnModel): boolean {
  return column.lookupType !== undefined || column.field.type === 'flag';
}

function dropDownValues(column: ImportColumnModel, meanings: LookupMeanings, language: Language): string[] {
  if (column.lookupType) return meanings.meanings(column.lookupType, language);
  if (column.field.type === 'flag') return language === 'EN' ? ['Yes', 'No'] : ['是', '否'];
  return [];
}

function headerNote(column: ImportColumnModel, model: SheetColumns, language: Language): string {
  const notes: string[] = [];
  if (column.required) notes.push(importText(language, 'requiredNote'));
  if ('link' in model && model.link === column) notes.push(importText(language, 'linkNote', { label: columnTitle(column, language) }));
  if (column.refBy) {
    const target = entityLabel(column.refBy.entity, language);
    const field = language === 'EN' ? column.refBy.field.label.en : column.refBy.field.label.cn;
    notes.push(importText(language, 'refByNote', { target, field }));
  }
  if (column.matchKey) {
    const keys = model.columns.filter((candidate) => candidate.matchKey);
    const serverSet = column.field.readOnly || (column.field.autoNumber && !column.field.autoNumber.keepGiven);
    notes.push(
      serverSet && keys.length === 1
        ? importText(language, 'matchByNote')
        : importText(language, 'matchByUpdates', { columns: keys.map((key) => columnTitle(key, language)).join(language === 'EN' ? ', ' : '、') }),
    );
  }
  if (isDropDown(column)) notes.push(importText(language, 'pickFromList'));
  return notes.join('\n');
}

/** The hidden lists sheet: a long list of a column goes in the same column, after the columns of the sheets before. */
interface ListsSheet {
  sheet?: ExcelJS.Worksheet;
  offset: number;
}

/** One sheet of the template: the header row of these columns, their formats and drop-downs. */
function addColumnsSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  part: SheetColumns,
  meanings: LookupMeanings,
  language: Language,
  maxRows: number,
  lists: ListsSheet,
): void {
  const sheet = workbook.addWorksheet(sheetNameOf(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  const lastRow = maxRows + 1;
  part.columns.forEach((column, position) => {
    const index = position + 1;
    const title = columnTitle(column, language);
    const cell = sheet.getCell(1, index);
    cell.value = column.required ? `*${title}` : title;
    cell.font = { bold: true, color: column.required ? { argb: RED } : undefined };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    const note = headerNote(column, part, language);
    if (note) cell.note = note;
    const sheetColumn = sheet.getColumn(index);
    sheetColumn.width = Math.max(14, title.length * 2 + 6);
    if (column.field.type === 'date') sheetColumn.numFmt = 'yyyy-mm-dd';
    else if (column.field.type === 'datetime') sheetColumn.numFmt = 'yyyy-mm-dd hh:mm:ss';
    else if (column.field.type === 'string' || column.field.type === 'text' || column.refBy) sheetColumn.numFmt = '@';
    const values = dropDownValues(column, meanings, language);
    if (values.length === 0) return;
    const inline = values.join(',');
    let formula: string;
    if (inline.length <= INLINE_LIST_LIMIT && !values.some((value) => /[,"]/.test(value))) {
      formula = `"${inline}"`;
    } else {
      lists.sheet ??= workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
      const listColumn = lists.offset + index;
      values.forEach((value, row) => {
        (lists.sheet as ExcelJS.Worksheet).getCell(row + 1, listColumn).value = value;
      });
      formula = `${LISTS_SHEET}!$${columnLetters(listColumn)}$1:$${columnLetters(listColumn)}$${values.length}`;
    }
    const letter = columnLetters(index);
    (sheet as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
      errorStyle: 'stop',
      error: importText(language, 'pickFromList'),
    });
  });
  lists.offset += part.columns.length;
}

/**
 * The import template of an entity (spec 000 §7 downloadImportTemplate): one header row with the import
 * columns in the caller's language, required ones red and starred, notes on how to fill each; lookup and
 * Y/N columns as drop-downs of their meanings (long lists kept on a hidden sheet) for the rows an import
 * may hold; text columns formatted as text so codes keep their leading zeros. An import with line sheets
 * (import.lines) adds one sheet per line collection, its first column the link column.
 */
export async function buildImportTemplate(model: ImportModel, meanings: LookupMeanings, language: Language, maxRows: number): Promise<Buffer> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const lists: ListsSheet = { offset: 0 };
  addColumnsSheet(workbook, entityLabel(model.entity, language), model, meanings, language, maxRows, lists);
  for (const line of model.lines) {
    addColumnsSheet(workbook, language === 'EN' ? line.title.en : line.title.cn, line, meanings, language, maxRows, lists);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

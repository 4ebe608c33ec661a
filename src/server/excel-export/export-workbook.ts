import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { EntityRecord } from '../entities/entity-engine.types';
import type { LookupMeanings } from '../excel-import/lookup-meanings';
import { sheetNameOf } from '../excel-import/sheet-names';
import type { CellValue, ExportColumn } from './export-columns';
import {
  columnLetters,
  contentTypesXml,
  packageRelsXml,
  sheetHeadXml,
  sheetTailXml,
  STYLE,
  stylesXml,
  workbookRelsXml,
  workbookXml,
  xmlText,
} from './xlsx-parts';

export interface ExportLayout {
  columns: ExportColumn[];
  /** Rows per sheet, the title and header rows included; then a new sheet begins. */
  sheetMaxRow: number;
  sheetName: string;
  /** A title row above the headers, across every column (customExportExcel). */
  title?: string;
}

export interface ExportWritten {
  rows: number;
  sheets: number;
}

/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_TEXT = 32_767;
/** Rows turned into XML before the text is handed on: large enough to be cheap, small enough to stay in the buffers. */
const ROWS_PER_CHUNK = 200;
/** 1970-01-01 as an Excel serial day (the 1900 date system). */
const UNIX_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

/** The rows of the pages one at a time, knowing whether another follows (a new sheet begins only for one). */
class RowCursor {
  private page: EntityRecord[] = [];
  private index = 0;
  private readonly pages: AsyncIterator<EntityRecord[]>;

  constructor(pages: AsyncIterable<EntityRecord[]>) {
    this.pages = pages[Symbol.asyncIterator]();
  }

  async hasMore(): Promise<boolean> {
    while (this.index >= this.page.length) {
      const next = await this.pages.next();
      if (next.done) return false;
      this.page = next.value;
      this.index = 0;
    }
    return true;
  }

  async next(): Promise<EntityRecord | undefined> {
    return (await this.hasMore()) ? this.page[this.index++] : undefined;
  }
}

function cellXml(ref: string, value: CellValue, style: number): string {
  if (value === null || value === '') return '';
  const styled = style === STYLE.plain ? '' : ` s="${style}"`;
  if (value instanceof Date) return `<c r="${ref}"${styled}><v>${value.getTime() / DAY_MS + UNIX_EPOCH_DAYS}</v></c>`;
  if (typeof value === 'number') return `<c r="${ref}"${styled}><v>${value}</v></c>`;
  return `<c r="${ref}"${styled} t="inlineStr"><is><t xml:space="preserve">${xmlText(value.slice(0, MAX_CELL_TEXT))}</t></is></c>`;
}

function nameOfSheet(base: string, index: number): string {
  if (index === 1) return sheetNameOf(base);
  const suffix = ` (${index})`;
  return `${sheetNameOf(base).slice(0, 31 - suffix.length)}${suffix}`;
}

/**
 * Streams an xlsx of the rows to `output` (spec 000 §7): a header row on every sheet, at most `sheetMaxRow`
 * rows a sheet. Each sheet is XML generated row by row and pulled by the zip as fast as it compresses and
 * the output takes it, so memory holds one page of records whatever the row count; strings are inline
 * (no shared-string table growing with the rows), codes are already meanings, dates are serial numbers in
 * the column's date format, numbers are numbers.
 */
export async function writeExportWorkbook(
  output: Writable,
  layout: ExportLayout,
  pages: AsyncIterable<EntityRecord[]>,
  meanings: LookupMeanings,
): Promise<ExportWritten> {
  const { columns, title } = layout;
  const formats = [...new Set(columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))];
  const styles = columns.map((column) => (column.numFmt ? STYLE.firstNumberFormat + formats.indexOf(column.numFmt) : STYLE.plain));
  const letters = columns.map((_, index) => columnLetters(index + 1));
  const headerRows = title ? 2 : 1;
  // A sheet always has room for a row under its headers.
  const sheetMaxRow = Math.max(layout.sheetMaxRow, headerRows + 1);
  const cursor = new RowCursor(pages);
  let rows = 0;

  const rowXml = (rowNumber: number, cells: string[]) => `<row r="${rowNumber}">${cells.join('')}</row>`;
  async function* sheetXml(): AsyncGenerator<Buffer> {
    let xml = sheetHeadXml(
      columns.map((column) => column.width),
      headerRows,
    );
    if (title) xml += rowXml(1, [cellXml('A1', title, STYLE.title)]);
    xml += rowXml(headerRows, columns.map((column, i) => cellXml(`${letters[i]}${headerRows}`, column.header, STYLE.header)));
    let rowNumber = headerRows;
    while (rowNumber < sheetMaxRow) {
      const record = await cursor.next();
      if (!record) break;
      rowNumber += 1;
      rows += 1;
      xml += rowXml(rowNumber, columns.map((column, i) => cellXml(`${letters[i]}${rowNumber}`, column.cell(record, meanings), styles[i])));
      if (rows % ROWS_PER_CHUNK === 0) {
        yield Buffer.from(xml);
        xml = '';
      }
    }
    const merge = title && columns.length > 1 ? `A1:${letters[letters.length - 1]}1` : undefined;
    yield Buffer.from(xml + sheetTailXml(merge));
  }

  const archive = new ZipArchive({ zlib: { level: 6 } });
  const piping = pipeline(archive, output);
  // Only reached when the zip or the output fails: then the sheet in progress never finishes.
  const failed = piping.then(() => new Promise<never>(() => undefined));
  failed.catch(() => undefined);
  const sheetNames: string[] = [];
  do {
    sheetNames.push(nameOfSheet(layout.sheetName, sheetNames.length + 1));
    const sheet = Readable.from(sheetXml(), { objectMode: false });
    archive.append(sheet, { name: `xl/worksheets/sheet${sheetNames.length}.xml` });
    await Promise.race([finished(sheet), failed]);
  } while (await cursor.hasMore());
  archive.append(workbookXml(sheetNames), { name: 'xl/workbook.xml' });
  archive.append(workbookRelsXml(sheetNames.length), { name: 'xl/_rels/workbook.xml.rels' });
  archive.append(stylesXml(formats), { name: 'xl/styles.xml' });
  archive.append(packageRelsXml(), { name: '_rels/.rels' });
  archive.append(contentTypesXml(sheetNames.length), { name: '[Content_Types].xml' });
  await archive.finalize();
  await piping;
  return { rows, sheets: sheetNames.length };
}

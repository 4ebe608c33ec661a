import type { Writable } from 'node:stream';
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
import { ZipWriter, type ZipEntrySink } from './zip-writer';

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
/** XML characters gathered before they are handed to the deflate stream: large enough to be cheap, small enough to stay in the buffers. */
const CHUNK_CHARACTERS = 64 * 1024;
/**
 * zlib's level for the sheets: 3 deflates sheet XML about twice as fast as the default 6 for files about a
 * tenth larger, and the deflate is what an export waits for on a busy machine.
 */
const DEFLATE_LEVEL = 3;

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
 * rows a sheet. Each sheet's XML is generated row by row straight into its zip entry's deflate stream,
 * waiting whenever the zip or the output is behind, so memory holds one page of records whatever the row
 * count; strings are inline (no shared-string table growing with the rows), codes are already meanings,
 * dates are serial numbers in the column's date format, numbers are numbers.
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

  const rowXml = (rowNumber: number, cells: (index: number) => string) => {
    let xml = `<row r="${rowNumber}">`;
    for (let i = 0; i < columns.length; i += 1) xml += cells(i);
    return `${xml}</row>`;
  };
  const sheetXml = async (sheet: ZipEntrySink) => {
    let xml = sheetHeadXml(
      columns.map((column) => column.width),
      headerRows,
    );
    if (title) xml += `<row r="1">${cellXml('A1', title, STYLE.title)}</row>`;
    xml += rowXml(headerRows, (i) => cellXml(`${letters[i]}${headerRows}`, columns[i].header, STYLE.header));
    let rowNumber = headerRows;
    while (rowNumber < sheetMaxRow) {
      const record = await cursor.next();
      if (!record) break;
      rowNumber += 1;
      rows += 1;
      const number = rowNumber;
      xml += rowXml(number, (i) => cellXml(`${letters[i]}${number}`, columns[i].cell(record, meanings), styles[i]));
      if (xml.length >= CHUNK_CHARACTERS) {
        await sheet.write(xml);
        xml = '';
      }
    }
    const merge = title && columns.length > 1 ? `A1:${letters[letters.length - 1]}1` : undefined;
    await sheet.write(xml + sheetTailXml(merge));
  };

  const zip = new ZipWriter(output, DEFLATE_LEVEL);
  const sheetNames: string[] = [];
  do {
    sheetNames.push(nameOfSheet(layout.sheetName, sheetNames.length + 1));
    await zip.entry(`xl/worksheets/sheet${sheetNames.length}.xml`, sheetXml);
  } while (await cursor.hasMore());
  const parts: [string, string][] = [
    ['xl/workbook.xml', workbookXml(sheetNames)],
    ['xl/_rels/workbook.xml.rels', workbookRelsXml(sheetNames.length)],
    ['xl/styles.xml', stylesXml(formats)],
    ['_rels/.rels', packageRelsXml()],
    ['[Content_Types].xml', contentTypesXml(sheetNames.length)],
  ];
  for (const [name, xml] of parts) await zip.entry(name, (sink) => sink.write(xml));
  await zip.finish();
  return { rows, sheets: sheetNames.length };
}

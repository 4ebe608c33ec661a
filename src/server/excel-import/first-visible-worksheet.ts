import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type * as ExcelJS from 'exceljs';
import { loadExcelJs } from './load-exceljs';
import { openZipParts } from './zip-parts';

/** The parts of exceljs's WorkbookReader that read one part each (JavaScript internals, not in its types). */
interface ReaderInternals {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string; state?: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** Chunks of bytes as text, a character split between two chunks joined again. */
async function* utf8Text(chunks: AsyncIterable<unknown>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/** A check of the text of a worksheet or of the shared strings, passing it on chunk by chunk (xml-text-limits.ts). */
export type XmlTextCheck = (text: AsyncIterable<string>, part: 'worksheet' | 'sharedStrings') => AsyncIterable<string>;

/** A workbook opened for reading its first visible worksheet; `close` ends the reading wherever it is. */
export interface OpenWorkbook {
  /** The first worksheet the workbook does not hide, streaming its rows; undefined when every one is hidden. */
  worksheet: ExcelJS.stream.xlsx.WorksheetReader | undefined;
  close(): void;
}

/** The zip path of a worksheet from its relationship target (relative to xl/, or absolute). */
function worksheetPart(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * Opens an xlsx with exceljs's streaming WorkbookReader, its parts read from the zip's directory in the
 * order it needs them: relationships, workbook, shared strings, styles, then the worksheet. exceljs's own
 * reader takes the parts in file order instead, parking a worksheet that comes before the shared strings
 * (as exceljs writes them) in a temporary file it only removes once every worksheet was read, and losing
 * sheet names at random when the workbook part comes last.
 *
 * Text is decoded across chunks (exceljs 4.4 decodes each compressed chunk on its own, so a Chinese
 * character straddling two chunks turned into "��": exceljs issues #2063, #2084, #2316), and the shared
 * strings and the worksheet pass `check` on the way, so a cell too large is refused before the XML parser
 * holds it. A workbook exceljs cannot read throws.
 */
export async function openFirstVisibleWorksheet(
  path: string,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  check: XmlTextCheck,
): Promise<OpenWorkbook> {
  const { stream } = await loadExcelJs();
  const parts = await openZipParts(path);
  try {
    const reader = new stream.xlsx.WorkbookReader(path, options) as unknown as ReaderInternals;
    await reader._parseRels(await parts.open('xl/_rels/workbook.xml.rels'));
    await reader._parseWorkbook(await parts.open('xl/workbook.xml'));
    if (parts.has('xl/sharedStrings.xml')) {
      const text = await parts.open('xl/sharedStrings.xml');
      text.setEncoding('utf8');
      for await (const _event of reader._parseSharedStrings(Readable.from(check(text as AsyncIterable<string>, 'sharedStrings')))) {
        // Cached on the reader: nothing is emitted.
      }
    }
    if (parts.has('xl/styles.xml')) await reader._parseStyles(await parts.open('xl/styles.xml'));
    const sheets = reader.model?.sheets ?? [];
    // Every workbook lists at least one sheet: a workbook part that lists none was cut short.
    if (sheets.length === 0) throw new Error('The workbook part lists no worksheet');
    const sheet = sheets.find((each) => each.state !== 'hidden' && each.state !== 'veryHidden');
    if (!sheet) return { worksheet: undefined, close: parts.close };
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    const sheetNo = target && /sheet(\d+)\.xml$/.exec(target)?.[1];
    if (!target || !sheetNo) throw new Error(`The worksheet ${sheet.rId} has no part exceljs can read`);
    const text = check(utf8Text(await parts.open(worksheetPart(target))), 'worksheet');
    const [opened] = reader._parseWorksheet(text, sheetNo);
    return { worksheet: opened.value, close: parts.close };
  } catch (error) {
    parts.close();
    throw error;
  }
}

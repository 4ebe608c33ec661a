import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type * as ExcelJS from 'exceljs';
import { loadExcelJs } from './load-exceljs';

/** The two parts of exceljs's WorkbookReader that read XML text (JavaScript internals, not in its types). */
interface ReaderInternals {
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<unknown>;
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

/**
 * exceljs 4.4's streaming reader decodes each compressed chunk to text on its own, so a Chinese character
 * that straddles two chunks turns into "��" (exceljs issues #2063, #2084, #2316; about one cell in a few
 * thousand). This reader hands its XML parser text decoded across chunks instead: shared strings through
 * the entry's own decoder, worksheets through utf8Text. Both pass `check` on the way, so a cell too large
 * is refused before the XML parser holds it. Everything else is exceljs's.
 */
export async function createUtf8WorkbookReader(
  input: Readable,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  check: XmlTextCheck,
): Promise<ExcelJS.stream.xlsx.WorkbookReader> {
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(input, options);
  const internals = reader as unknown as ReaderInternals;
  const parseSharedStrings = internals._parseSharedStrings.bind(reader);
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  internals._parseSharedStrings = (entry) => {
    entry.setEncoding('utf8');
    return parseSharedStrings(Readable.from(check(entry as AsyncIterable<string>, 'sharedStrings')));
  };
  internals._parseWorksheet = (iterator, sheetNo) => parseWorksheet(check(utf8Text(iterator), 'worksheet'), sheetNo);
  return reader;
}

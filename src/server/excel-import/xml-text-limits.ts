import { INPUT_LIMITS } from '../http/input-limits';

/**
 * The longest run of XML text without markup a cell may be written as: every character of its
 * INPUT_LIMITS.importCellChars escaped (`&quot;` is six), plus the cell's own tag.
 */
export const MAX_MARKUP_FREE_RUN = 6 * INPUT_LIMITS.importCellChars + 256;

/** The two parts of a workbook whose text becomes cell values. */
export type TextPart = 'worksheet' | 'sharedStrings';

/** Where in the part the text is: the worksheet's last cell opened (`B12`), or the shared string's number (from 1). */
export type TextPlace = { cell: string } | { sharedString: number };

/** A run of text past the limit, or a part larger than it may be: the place it was found. */
export type TextLimitBreach = { kind: 'cell'; place: TextPlace } | { kind: 'part' };

const CELL_REF = /<c\b[^>]*?\br="([A-Z]{1,3}\d{1,7})"/g;
const SHARED_STRING = /<si[\s>]/g;
/** Characters kept from the end of a chunk, so a tag split between two chunks is still seen. */
const CARRY = 64;

/**
 * Passes the XML text of a worksheet or of the shared strings on, chunk by chunk, and throws what
 * `refuse` makes of the first breach before the XML parser holds it: a run of text without markup
 * longer than a cell can be (MAX_MARKUP_FREE_RUN), or more than `maxPartChars` in all. Memory stays a
 * chunk, however large the cell the file claims.
 */
export async function* limitedXmlText(
  chunks: AsyncIterable<string>,
  part: TextPart,
  maxPartChars: number,
  refuse: (breach: TextLimitBreach) => Error,
): AsyncGenerator<string> {
  let run = 0;
  let total = 0;
  let carry = '';
  let cell = '';
  let sharedStrings = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > maxPartChars) throw refuse({ kind: 'part' });
    const seen = carry + chunk;
    for (const match of seen.matchAll(CELL_REF)) if (match.index + match[0].length > carry.length) cell = match[1];
    for (const match of seen.matchAll(SHARED_STRING)) if (match.index + match[0].length > carry.length) sharedStrings += 1;
    carry = seen.slice(-CARRY);
    for (let from = 0; from < chunk.length; ) {
      const markup = chunk.indexOf('<', from);
      run += (markup === -1 ? chunk.length : markup) - from;
      if (run > MAX_MARKUP_FREE_RUN) throw refuse({ kind: 'cell', place: part === 'worksheet' ? { cell } : { sharedString: sharedStrings } });
      if (markup === -1) break;
      run = 0;
      from = markup + 1;
    }
    yield chunk;
  }
}

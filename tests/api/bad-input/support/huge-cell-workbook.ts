import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

const CHUNK = 'x'.repeat(64 * 1024);

/** `count` characters of text, streamed in chunks: never a string of that size in memory. */
function repeatedText(before: string, count: number, after: string): Readable {
  async function* pieces(): AsyncGenerator<string> {
    yield before;
    for (let left = count; left > 0; left -= CHUNK.length) yield left >= CHUNK.length ? CHUNK : CHUNK.slice(0, left);
    yield after;
  }
  return Readable.from(pieces());
}

function inlineCell(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
}

function columnLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

const PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
};

const SHEET_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';
const STRINGS_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2" uniqueCount="2"><si><t>ok</t></si>';

/**
 * An xlsx whose second row holds, in column B, one cell of `chars` characters: written inline in the
 * worksheet (`where: 'worksheet'`) or as the second shared string. The header row is `header`. The
 * workbook is built while it is compressed, so the test never holds the large text.
 */
export async function hugeCellWorkbook(header: readonly string[], chars: number, where: 'worksheet' | 'sharedStrings'): Promise<Buffer> {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const [name, text] of Object.entries(PARTS)) archive.append(text, { name });
  const headerRow = `<row r="1">${header.map((title, index) => inlineCell(`${columnLetter(index)}1`, title)).join('')}</row>`;
  if (where === 'sharedStrings') {
    archive.append(repeatedText(STRINGS_OPEN + '<si><t>', chars, '</t></si></sst>'), { name: 'xl/sharedStrings.xml' });
    archive.append(`${SHEET_OPEN}${headerRow}<row r="2"><c r="B2" t="s"><v>1</v></c></row>${SHEET_CLOSE}`, { name: 'xl/worksheets/sheet1.xml' });
  } else {
    archive.append(`${STRINGS_OPEN}</sst>`, { name: 'xl/sharedStrings.xml' });
    archive.append(repeatedText(`${SHEET_OPEN}${headerRow}<row r="2"><c r="B2" t="inlineStr"><is><t>`, chars, `</t></is></c></row>${SHEET_CLOSE}`), {
      name: 'xl/worksheets/sheet1.xml',
    });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** An xlsx file with one sheet: the header row, then the rows (cell values as exceljs takes them). */
export async function workbookOf(header: string[], rows: ExcelJS.CellValue[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A workbook read back whole (small files of the tests only). */
export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The text of every entry of a zip (an xlsx), by path: what Excel itself would read. */
export function zipEntries(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export interface ListValidation {
  sqref: string;
  formula: string;
}

/** The list validations (drop-downs) of a sheet's XML. */
export function listValidations(sheetXml: string): ListValidation[] {
  const found: ListValidation[] = [];
  for (const match of sheetXml.matchAll(/<dataValidation\b([^>]*)>([\s\S]*?)<\/dataValidation>/g)) {
    const attributes = match[1];
    if (!/type="list"/.test(attributes)) continue;
    const sqref = /sqref="([^"]+)"/.exec(attributes)?.[1] ?? '';
    const formula = /<formula1>([\s\S]*?)<\/formula1>/.exec(match[2])?.[1] ?? '';
    found.push({ sqref, formula: formula.replace(/&quot;/g, '"').replace(/&amp;/g, '&') });
  }
  return found;
}

/** A zip of the given entries: a docx, or any zip, dressed up as a workbook. */
export async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const archive = new ZipArchive();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const [name, text] of Object.entries(entries)) archive.append(text, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

// @vitest-environment node
import { createWriteStream } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfficeConverter, PreviewError } from '../../../../src/server/files/preview/office-converter';
import { libreOfficeAvailable } from '../../../support/real-tool';

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'srm-office-test-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** A stand-in for `soffice`: a shell script in the test directory. */
async function fakeCommand(name: string, body: string): Promise<string> {
  const path = join(directory, name);
  await writeFile(path, `#!/bin/sh\n${body}\n`);
  await chmod(path, 0o755);
  return path;
}

/** Lines that find the --outdir, the input (last argument) and the profile given to soffice. */
const READ_ARGS = `
outdir=""; profile=""; previous=""
for argument in "$@"; do
  [ "$previous" = "--outdir" ] && outdir="$argument"
  case "$argument" in -env:UserInstallation=file://*) profile="\${argument#-env:UserInstallation=file://}";; esac
  previous="$argument"; input="$argument"
done
mkdir -p "$outdir"; name=$(basename "$input"); pdf="$outdir/\${name%.*}.pdf"`;

async function converted(converter: OfficeConverter, source: string, suffix: string): Promise<string> {
  const pdf = await converter.convertToPdf(source, suffix);
  try {
    return (await readFile(pdf)).toString('latin1');
  } finally {
    await rm(pdf, { force: true });
  }
}

async function rejection(promise: Promise<unknown>): Promise<PreviewError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(PreviewError);
  return error as PreviewError;
}

/** Whether a process still runs (a zombie waiting for its parent to reap it counts as ended). */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat !== null && !/^\d+ \(.*\) Z/.test(stat);
}

describe('OfficeConverter with a stand-in for soffice', () => {
  it('runs soffice headless on a copy with a safe name and a private profile, then clears them away', async () => {
    const log = join(directory, 'arguments.log');
    const command = await fakeCommand(
      'record-soffice',
      `${READ_ARGS}
printf '%s\\n' "$@" > "${log}"
[ -f "$profile/user/registrymodifications.xcu" ] && echo "profile seeded" >> "${log}"
echo "$profile" >> "${log}"
printf '%%PDF-1.7 made from %s' "$(cat "$input")" > "$pdf"`,
    );
    const source = join(directory, '供应商 报价 $(touch pwned) "; rm -rf.docx');
    await writeFile(source, 'document bytes');
    const workRoot = await mkdtemp(join(directory, 'work-'));
    const converter = new OfficeConverter({ command, workRoot });

    expect(await converted(converter, source, 'DOCX')).toBe('%PDF-1.7 made from document bytes');

    const lines = (await readFile(log, 'utf8')).trim().split('\n');
    const profile = lines.pop() ?? '';
    expect(lines.pop()).toBe('profile seeded');
    expect(lines.slice(0, 3)).toEqual(['--headless', '--norestore', '--nolockcheck']);
    expect(lines).toContain(`-env:UserInstallation=file://${profile}`);
    expect(lines.slice(4, 7)).toEqual(['--convert-to', 'pdf', '--outdir']);
    expect(lines.at(-1)).toMatch(/\/srm-office-[^/]+\/document\.docx$/);
    expect(lines.join('\n')).not.toContain('供应商');
    expect(await readdir(workRoot)).toEqual([]);
  });

  it('answers "failed" when soffice exits with an error or makes no PDF', async () => {
    const source = join(directory, 'plain.txt');
    await writeFile(source, 'text');
    const crashing = new OfficeConverter({ command: await fakeCommand('crashing-soffice', 'echo "Error: source file could not be loaded" >&2; exit 3') });
    const failure = await rejection(crashing.convertToPdf(source, 'txt'));
    expect(failure.kind).toBe('failed');
    expect(failure.message).toContain('source file could not be loaded');
    const silent = new OfficeConverter({ command: await fakeCommand('silent-soffice', 'exit 0') });
    expect((await rejection(silent.convertToPdf(source, 'txt'))).kind).toBe('failed');
  });

  it('refuses an extension that is not plain letters and digits without running anything', async () => {
    const converter = new OfficeConverter({ command: join(directory, 'never-run') });
    expect((await rejection(converter.convertToPdf(join(directory, 'plain.txt'), 'doc x'))).kind).toBe('failed');
    expect((await rejection(converter.convertToPdf(join(directory, 'plain.txt'), '../pdf'))).kind).toBe('failed');
  });

  it('answers "unavailable" when the command is not installed', async () => {
    const source = join(directory, 'plain.txt');
    await writeFile(source, 'text');
    const converter = new OfficeConverter({ command: join(directory, 'no-such-soffice') });
    expect((await rejection(converter.convertToPdf(source, 'txt'))).kind).toBe('unavailable');
  });

  it('kills the whole process group when the conversion runs out of time', async () => {
    const pidFile = join(directory, 'sleeper.pid');
    const command = await fakeCommand('hanging-soffice', `sleep 30 &\necho $! > "${pidFile}"\nwait`);
    const source = join(directory, 'slow.docx');
    await writeFile(source, 'slow');
    const started = Date.now();
    // The time out must come after the script has started its sleeper and written its pid: on a loaded machine
    // starting a shell takes more than the 400 ms this once allowed. Well below the sleeper's 30 s all the same.
    const converter = new OfficeConverter({ command, timeoutMs: 2000 });

    expect((await rejection(converter.convertToPdf(source, 'docx'))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
    const sleeper = Number(await readFile(pidFile, 'utf8'));
    let running = await isRunning(sleeper);
    for (let wait = 0; running && wait < 100; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      running = await isRunning(sleeper);
    }
    expect(running).toBe(false);
  });

  it('queues conversions beyond the limit', async () => {
    const log = join(directory, 'runs.log');
    const command = await fakeCommand(
      'slow-soffice',
      `${READ_ARGS}
echo "start $(date +%s%N)" >> "${log}"
sleep 0.2
echo "end $(date +%s%N)" >> "${log}"
printf '%%PDF-1.7' > "$pdf"`,
    );
    const source = join(directory, 'queued.xlsx');
    await writeFile(source, 'sheet');
    const converter = new OfficeConverter({ command, maxConcurrent: 1 });

    const pdfs = await Promise.all([1, 2, 3].map(() => converter.convertToPdf(source, 'xlsx')));

    expect(new Set(pdfs).size).toBe(3);
    await Promise.all(pdfs.map((pdf) => rm(pdf, { force: true })));
    const events = (await readFile(log, 'utf8')).trim().split('\n').map((line) => line.split(' ')[0]);
    expect(events).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
  });
});

/** A minimal Word document: the three parts Word and LibreOffice need. */
async function writeDocx(path: string, text: string): Promise<void> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const written = pipeline(archive, createWriteStream(path));
  archive.append(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    { name: '[Content_Types].xml' },
  );
  archive.append(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    { name: '_rels/.rels' },
  );
  archive.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    { name: 'word/document.xml' },
  );
  await archive.finalize();
  await written;
}

async function writeXlsx(path: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('报价');
  sheet.addRow(['物料', '单价']);
  sheet.addRow(['螺栓 M8', 1.25]);
  await workbook.xlsx.writeFile(path);
}

describe.skipIf(!libreOfficeAvailable())('OfficeConverter with LibreOffice', () => {
  it('turns a docx, an xlsx and a text file into PDFs, two at a time', async () => {
    const docx = join(directory, 'quote.docx');
    const xlsx = join(directory, 'prices.xlsx');
    const txt = join(directory, 'notes.txt');
    await writeDocx(docx, 'Supplier quotation 供应商报价');
    await writeXlsx(xlsx);
    await writeFile(txt, '供应商名单\nACME Ltd.\n');
    const converter = new OfficeConverter();

    const pdfs = await Promise.all([
      converted(converter, docx, 'docx'),
      converted(converter, xlsx, 'xlsx'),
      converted(converter, txt, 'txt'),
    ]);

    for (const pdf of pdfs) {
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.length).toBeGreaterThan(1000);
    }
    expect(await converter.available()).toBe(true);
    expect(await new OfficeConverter({ command: 'soffice-not-installed' }).available()).toBe(false);
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConcurrencyLimit } from './concurrency-limit';
import { writeLockedDownProfile } from './locked-down-profile';
import { PreviewError } from './preview-error';
import { runProcessGroup } from './process-group';
import { isOnPath } from './program-on-path';

export { PreviewError, type PreviewErrorKind } from './preview-error';

export interface OfficeConverterOptions {
  /** The LibreOffice launcher; tests put a stand-in here. */
  command?: string;
  /** How long one conversion may run before its processes are killed. */
  timeoutMs?: number;
  /** Conversions running at once (each LibreOffice takes a core and some hundred MB); the rest queue. */
  maxConcurrent?: number;
  /** Where the working directories and the finished PDFs go. */
  workRoot?: string;
}

/** Extensions LibreOffice picks its import filter by; nothing else reaches the command line. */
const SAFE_SUFFIX = /^[a-z0-9]{1,10}$/;

const DEFAULT_COMMAND = 'soffice';

/**
 * Turns office documents and text into PDF with LibreOffice in headless mode (Debian `soffice`), one
 * process per document. Each run gets a private working directory with a copy of the input under a
 * fixed ASCII name (never the user's file name) and a private profile, so runs at once do not share
 * LibreOffice's profile lock; the directory is removed afterwards.
 */
export class OfficeConverter {
  private readonly command: string;
  private readonly timeoutMs: number;
  private readonly workRoot: string;
  private readonly limit: ConcurrencyLimit;
  private installed: Promise<boolean> | undefined;

  constructor(options: OfficeConverterOptions = {}) {
    this.command = options.command ?? DEFAULT_COMMAND;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.workRoot = options.workRoot ?? tmpdir();
    this.limit = new ConcurrencyLimit(options.maxConcurrent ?? 2);
  }

  /** Whether the command is on PATH (looked up once). */
  available(): Promise<boolean> {
    this.installed ??= isOnPath(this.command);
    return this.installed;
  }

  /**
   * The path of a new PDF made from the file at `sourcePath`, read as a file with extension `suffix`.
   * The caller owns that file (moves or removes it). Rejects with a PreviewError: 'unavailable' without
   * LibreOffice, 'timeout' when it ran too long, 'failed' when it made no PDF.
   */
  convertToPdf(sourcePath: string, suffix: string): Promise<string> {
    const extension = suffix.toLowerCase();
    if (!SAFE_SUFFIX.test(extension)) return Promise.reject(new PreviewError('failed', `no conversion for the extension "${suffix}"`));
    return this.limit.run(() => this.convert(sourcePath, extension));
  }

  private async convert(sourcePath: string, extension: string): Promise<string> {
    const work = await mkdtemp(join(this.workRoot, 'srm-office-'));
    try {
      const input = join(work, `document.${extension}`);
      const profile = join(work, 'profile');
      const output = join(work, 'out');
      await copyFile(sourcePath, input);
      await writeLockedDownProfile(profile);
      const args = ['--headless', '--norestore', '--nolockcheck', `-env:UserInstallation=${pathToFileURL(profile).href}`, '--convert-to', 'pdf', '--outdir', output, input];
      const outcome = await runProcessGroup(this.command, args, { timeoutMs: this.timeoutMs, cwd: work });
      if (outcome.kind === 'notFound') throw new PreviewError('unavailable', `${this.command} is not installed`);
      if (outcome.kind === 'timedOut') throw new PreviewError('timeout', `${this.command} did not finish within ${this.timeoutMs} ms`);
      const pdf = join(output, 'document.pdf');
      // LibreOffice answers 0 even when it could not load the document: the PDF must be there.
      const made = await stat(pdf).then((info) => info.isFile() && info.size > 0, () => false);
      if (outcome.code !== 0 || !made) throw new PreviewError('failed', `${this.command} made no PDF (exit ${outcome.code}): ${outcome.output.trim()}`);
      const result = join(this.workRoot, `srm-preview-${randomBytes(8).toString('hex')}.pdf`);
      await rename(pdf, result);
      return result;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

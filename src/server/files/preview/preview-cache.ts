import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** What the cache needs of a converter (OfficeConverter, or a stand-in in tests). */
export interface PdfConverter {
  /** A new PDF file made from the source; the cache takes it over. */
  convertToPdf(sourcePath: string, suffix: string): Promise<string>;
}

/**
 * The original bytes on the local disk for the conversion: a path, or a path with the clean-up to run
 * once the conversion is over (the source was copied out of the store into a temporary place).
 */
export type MaterializedSource = string | { path: string; dispose(): Promise<void> };

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * PDF previews of documents, kept on disk by the SHA-256 of the original (root/ab/abcd….pdf), so the same
 * content converts once however many attachments share it. Requests for a document being converted wait
 * for that conversion instead of starting another. A failed conversion is not remembered: the next
 * request tries again.
 */
export class PreviewCache {
  private readonly root: string;
  private readonly converting = new Map<string, Promise<string>>();

  constructor(
    root: string,
    private readonly converter: PdfConverter,
  ) {
    this.root = resolve(root);
  }

  /** The path of the cached PDF of the content `sha256`, converting it from `materialize()` the first time. */
  async pdfFor(sha256: string, suffix: string, materialize: () => Promise<MaterializedSource>): Promise<string> {
    const key = sha256.toLowerCase();
    if (!SHA256_HEX.test(key)) throw new Error(`not a SHA-256: ${sha256}`);
    const target = join(this.root, key.slice(0, 2), `${key}.pdf`);
    const running = this.converting.get(key);
    if (running) return running;
    // Registered before the first await, so a request arriving meanwhile joins this one.
    const lookup = this.cachedOrConverted(target, suffix, materialize).finally(() => this.converting.delete(key));
    this.converting.set(key, lookup);
    return lookup;
  }

  private async cachedOrConverted(target: string, suffix: string, materialize: () => Promise<MaterializedSource>): Promise<string> {
    if (await isFilledFile(target)) return target;
    const source = await materialize();
    const sourcePath = typeof source === 'string' ? source : source.path;
    try {
      const made = await this.converter.convertToPdf(sourcePath, suffix);
      await moveInto(made, target);
      return target;
    } finally {
      if (typeof source !== 'string') await source.dispose();
    }
  }
}

async function isFilledFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && info.isFile() && info.size > 0;
}

/** Moves a finished file to `target` so that it appears whole at once, also from another disk. */
async function moveInto(made: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await rename(made, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const part = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await copyFile(made, part);
      await rename(part, target);
    } finally {
      await rm(part, { force: true });
    }
  } finally {
    await rm(made, { force: true });
  }
}

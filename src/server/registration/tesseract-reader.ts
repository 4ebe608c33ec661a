import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Recognises the text of an image, or answers null when no recognition engine is installed. */
export interface TextRecognizer {
  available(): Promise<boolean>;
  /** The recognised text; rejects when the engine fails or runs out of time. */
  read(image: Buffer, extension: 'png' | 'jpg'): Promise<string>;
}

const TIMEOUT_MS = 20_000;

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('tesseract', args, { timeout: TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout);
    });
  });
}

/** Debian's `tesseract-ocr` with the simplified-Chinese data (`tesseract-ocr-chi-sim`), run once per image. */
export function createTesseractReader(): TextRecognizer {
  let installed: Promise<boolean> | undefined;
  return {
    available() {
      installed ??= run(['--list-langs']).then(
        (langs) => /\bchi_sim\b/.test(langs),
        () => false,
      );
      return installed;
    },
    async read(image, extension) {
      // A private directory per image: the bytes never meet another request's, and are gone afterwards.
      const directory = await mkdtemp(join(tmpdir(), 'srm-ocr-'));
      try {
        const path = join(directory, `licence.${extension}`);
        await writeFile(path, image, { mode: 0o600 });
        return await run([path, '-', '-l', 'chi_sim+eng', '--psm', '6']);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}

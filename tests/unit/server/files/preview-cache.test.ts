// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreviewError } from '../../../../src/server/files/preview/preview-error';
import { PreviewCache, type PdfConverter } from '../../../../src/server/files/preview/preview-cache';

const SHA = 'ab'.padEnd(64, '0');

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'srm-preview-cache-test-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

interface FakeConverter extends PdfConverter {
  calls: Array<{ source: string; suffix: string }>;
  /** Resolves once the cache has called the converter `count` times (after its own file work, however long). */
  started(count: number): Promise<void>;
  finish(): void;
  fail(error: Error): void;
}

/** A converter that counts its calls and finishes when the test lets it. */
function fakeConverter(): FakeConverter {
  const calls: Array<{ source: string; suffix: string }> = [];
  let release: (error?: Error) => void = () => undefined;
  let made = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  return {
    calls,
    started: (count) =>
      new Promise<void>((resolve) => {
        if (calls.length >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    finish: () => release(),
    fail: (error) => release(error),
    async convertToPdf(source, suffix) {
      const converting = new Promise<void>((resolve, reject) => {
        release = (error) => (error ? reject(error) : resolve());
      });
      calls.push({ source, suffix });
      for (const waiter of waiting.filter((entry) => calls.length >= entry.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      await converting;
      made += 1;
      const pdf = join(directory, `made-${made}.pdf`);
      await writeFile(pdf, `%PDF-1.7 from ${await readFile(source, 'utf8')}`);
      return pdf;
    },
  };
}

async function source(text: string): Promise<string> {
  const path = join(directory, `source-${text}.docx`);
  await writeFile(path, text);
  return path;
}

describe('PreviewCache', () => {
  it('converts a document once for two requests at the same time, and answers later ones from the disk', async () => {
    const converter = fakeConverter();
    const cache = new PreviewCache(join(directory, 'previews'), converter);
    let materialized = 0;
    const materialize = async (): Promise<string> => {
      materialized += 1;
      return source('quote');
    };

    const first = cache.pdfFor(SHA, 'docx', materialize);
    const second = cache.pdfFor(SHA, 'docx', materialize);
    await converter.started(1);
    converter.finish();
    const [firstPath, secondPath] = await Promise.all([first, second]);

    expect(firstPath).toBe(join(directory, 'previews', 'ab', `${SHA}.pdf`));
    expect(secondPath).toBe(firstPath);
    expect(await readFile(firstPath, 'utf8')).toBe('%PDF-1.7 from quote');
    expect(converter.calls).toEqual([{ source: join(directory, 'source-quote.docx'), suffix: 'docx' }]);
    expect(materialized).toBe(1);

    expect(await cache.pdfFor(SHA.toUpperCase(), 'docx', materialize)).toBe(firstPath);
    expect(converter.calls).toHaveLength(1);
    expect(materialized).toBe(1);
    expect(await readdir(directory)).not.toContain('made-1.pdf');
    expect(await readdir(join(directory, 'previews', 'ab'))).toEqual([`${SHA}.pdf`]);
  });

  it('disposes of a materialized source once the conversion is over', async () => {
    const converter = fakeConverter();
    const cache = new PreviewCache(join(directory, 'previews'), converter);
    let disposed = 0;
    const path = await source('sheet');
    const pending = cache.pdfFor(SHA, 'xlsx', async () => ({ path, dispose: async () => void (disposed += 1) }));
    await converter.started(1);
    expect(disposed).toBe(0);
    converter.finish();
    await pending;
    expect(disposed).toBe(1);
  });

  it('gives every waiting request the failure, disposes of the source, and tries again on the next request', async () => {
    const converter = fakeConverter();
    const cache = new PreviewCache(join(directory, 'previews'), converter);
    let disposed = 0;
    const path = await source('broken');
    const materialize = async () => ({ path, dispose: async () => void (disposed += 1) });

    const first = cache.pdfFor(SHA, 'doc', materialize);
    const second = cache.pdfFor(SHA, 'doc', materialize);
    await converter.started(1);
    converter.fail(new PreviewError('failed', 'no PDF'));
    await expect(first).rejects.toMatchObject({ kind: 'failed' });
    await expect(second).rejects.toMatchObject({ kind: 'failed' });
    expect(disposed).toBe(1);

    const retry = cache.pdfFor(SHA, 'doc', materialize);
    await converter.started(2);
    converter.finish();
    await retry;
    expect(converter.calls).toHaveLength(2);
  });

  it('keeps different contents apart', async () => {
    const converter = fakeConverter();
    const cache = new PreviewCache(join(directory, 'previews'), converter);
    const other = 'cd'.padEnd(64, '1');
    const first = cache.pdfFor(SHA, 'docx', () => source('one'));
    await converter.started(1);
    converter.finish();
    const second = cache.pdfFor(other, 'docx', () => source('two'));
    await first;
    await converter.started(2);
    converter.finish();
    expect(await readFile(await second, 'utf8')).toBe('%PDF-1.7 from two');
    expect(converter.calls).toHaveLength(2);
  });

  it('refuses a key that is not a SHA-256, so no path can be made of it', async () => {
    const cache = new PreviewCache(join(directory, 'previews'), fakeConverter());
    await expect(cache.pdfFor('../../etc/passwd', 'docx', () => source('x'))).rejects.toThrow('not a SHA-256');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

/** Keys are relative paths of safe characters: never absolute, never climbing out with "..". */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** FileStore on the local disk under one root directory (DATA_DIR/files by default). */
export class LocalDiskFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async write(key: string, content: Readable): Promise<{ size: number; sha256: string }> {
    const target = this.pathOf(key);
    // The content may fail while the directory is made (a refused upload): keep that error for the pipeline
    // below, which sees the stream already failed, instead of letting it escape as an unhandled event.
    const holdError = () => undefined;
    content.on('error', holdError);
    await mkdir(dirname(target), { recursive: true }).finally(() => content.off('error', holdError));
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const output = createWriteStream(temporary);
    try {
      await pipeline(content, measure, output);
      await rename(temporary, target);
    } catch (error) {
      // A stream failed at once may still be opening its file: remove the file once it is closed.
      if (!output.closed) await once(output, 'close').catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async adopt(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await this.write(key, createReadStream(sourcePath));
      await rm(sourcePath, { force: true });
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.split('/').includes('..')) throw new Error(`invalid file key ${key}`);
    const path = join(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid file key ${key}`);
    return path;
  }
}

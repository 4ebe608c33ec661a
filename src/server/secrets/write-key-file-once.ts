import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a new key file readable by its owner only and answers the key the file holds. link() never replaces
 * an existing file: of two processes starting at once, one key wins and both read it.
 */
export async function writeKeyFileOnce(path: string, contents: string): Promise<string> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, contents, { mode: 0o600 });
  try {
    await link(temporary, path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(temporary);
  }
  return readFile(path, 'utf8');
}

import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** The parts (entries) of a zip file on disk, opened in any order through its central directory. */
export interface ZipParts {
  has(name: string): boolean;
  /** The unpacked bytes of one part; throws when the zip has no such part. */
  open(name: string): Promise<Readable>;
  /** Stops every part still being read and closes the file. */
  close(): void;
}

function openZipFile(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => (error || !zip ? reject(error ?? new Error('not a zip')) : resolve(zip)));
  });
}

function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * Opens a zip file by its central directory (yauzl): a part is read when asked for, whatever its place in
 * the file, with its declared size checked as it unpacks. `close` destroys the parts still open, so the
 * file is closed however early its reader stops.
 */
export async function openZipParts(path: string): Promise<ZipParts> {
  const zip = await openZipFile(path);
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await entriesOf(zip);
  } catch (error) {
    zip.close();
    throw error;
  }
  const opened = new Set<Readable>();
  return {
    has: (name) => entries.has(name),
    open: (name) =>
      new Promise((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new Error(`The zip has no part ${name}`));
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error ?? new Error(`The part ${name} cannot be read`));
          opened.add(stream);
          stream.once('close', () => opened.delete(stream));
          resolve(stream);
        });
      }),
    close: () => {
      for (const stream of opened) stream.destroy();
      opened.clear();
      zip.close();
    },
  };
}

import type { Readable } from 'node:stream';

/** Where the bytes of stored files live (DESIGN §4.6): local disk by default; another store implements this. */
export interface FileStore {
  /**
   * Streams `content` to `key` in constant memory, then makes it visible at once (write to a temporary name,
   * then rename), so a reader never sees half a file. Answers the size written and its SHA-256 (hex).
   */
  write(key: string, content: Readable): Promise<{ size: number; sha256: string }>;
  /**
   * Takes over a finished file from a local path (a completed large upload, hashed as it arrived): moved
   * when the store is on the same disk, copied otherwise; the source is gone afterwards.
   */
  adopt(key: string, sourcePath: string): Promise<void>;
  /** A stream of the whole file or of the inclusive byte range [start, end]. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

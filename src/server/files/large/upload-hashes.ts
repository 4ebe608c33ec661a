import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * The SHA-256 of each unfinished large upload's bytes so far, kept in memory as its chunks arrive, so that
 * finishing an upload never reads its file again. Node's hash state cannot be saved, so a process that has
 * not seen an upload's earlier chunks (the upload resumed after a restart, or on another server process)
 * hashes the bytes already on disk once, at that upload's first chunk there, and keeps going from then on.
 */
export class UploadHashes {
  private readonly kept = new Map<string, { offset: number; hash: Hash }>();

  constructor(private readonly pathOf: (uploadId: string) => string) {}

  /**
   * A hash of the upload's first `offset` bytes to go on with: a copy of the kept one (so a refused chunk
   * leaves the kept one as it was), or, when this process holds none at that offset, hashed from the file.
   */
  async upTo(uploadId: string, offset: number): Promise<Hash> {
    const kept = this.kept.get(uploadId);
    if (kept?.offset === offset) return kept.hash.copy();
    const hash = createHash('sha256');
    let read = 0;
    if (offset > 0) {
      for await (const part of createReadStream(this.pathOf(uploadId), { start: 0, end: offset - 1 })) {
        hash.update(part as Buffer);
        read += (part as Buffer).length;
      }
    }
    if (read !== offset) throw new Error(`large upload ${uploadId} holds ${read} bytes, not ${offset}`);
    return hash;
  }

  /** Keeps the hash of the upload's first `offset` bytes (a chunk ending there has been checked and written). */
  keep(uploadId: string, offset: number, hash: Hash): void {
    this.kept.set(uploadId, { offset, hash });
  }

  /** The SHA-256 (hex) of the whole upload of `size` bytes, for the file's record. */
  async sha256Of(uploadId: string, size: number): Promise<string> {
    return (await this.upTo(uploadId, size)).digest('hex');
  }

  forget(uploadId: string): void {
    this.kept.delete(uploadId);
  }
}

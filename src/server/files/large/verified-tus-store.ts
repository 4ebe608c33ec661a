import { createHash } from 'node:crypto';
import { truncate } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { FileStore as TusFileStore } from '@tus/file-store';
import { UploadHashes } from './upload-hashes';

/** What one PATCH must satisfy: the SHA-256 of its chunk, and for the first chunk a look at the file's head. */
export interface ChunkExpectation {
  /** Base64 SHA-256 of the chunk (the tus checksum extension's `Upload-Checksum: sha256 <base64>`). */
  sha256: string;
  /** Judges the first bytes of the file (the content check); called only for a chunk at offset 0. */
  head?: (head: Buffer) => Error | null;
}

/** The tus protocol's answer to a chunk that arrived damaged: the client sends it again. */
export const CHECKSUM_MISMATCH = { status_code: 460, body: 'Checksum Mismatch\n' };

/** A file whose first bytes do not fit its name, as tus answers errors (the message goes to the client). */
function refusedContent(problem: Error): { status_code: number; body: string } {
  return { status_code: 415, body: problem.message };
}

/**
 * tus's file store, with every chunk checked before it counts: its SHA-256 must match the one the client
 * computed, or the bytes written are cut off again and the client resends the chunk from the last good
 * offset. A chunk cut short by a broken connection fails the same way, which is what makes a resumed
 * upload continue from the last whole chunk. The expectation of a PATCH is set by the route before tus
 * handles it (one PATCH per upload at a time: tus locks the upload). The same pass over a chunk's bytes
 * carries on the SHA-256 of the whole file (upload-hashes.ts), which the finished upload's record takes.
 */
export class VerifiedTusStore extends TusFileStore {
  private readonly expectations = new Map<string, ChunkExpectation>();
  private readonly hashes = new UploadHashes((uploadId) => this.pathOf(uploadId));

  expect(uploadId: string, expectation: ChunkExpectation): void {
    this.expectations.set(uploadId, expectation);
  }

  /** Drops what this process holds of an upload (it was cancelled, has expired or has finished). */
  forget(uploadId: string): void {
    this.expectations.delete(uploadId);
    this.hashes.forget(uploadId);
  }

  /** The SHA-256 (hex) of a finished upload of `size` bytes, from the hash carried on as its chunks came. */
  sha256Of(uploadId: string, size: number): Promise<string> {
    return this.hashes.sha256Of(uploadId, size);
  }

  override async remove(uploadId: string): Promise<void> {
    this.forget(uploadId);
    await super.remove(uploadId);
  }

  /** Where tus keeps an upload's bytes while it is in progress. */
  pathOf(uploadId: string): string {
    return join(this.directory, uploadId);
  }

  override async write(readable: Readable, uploadId: string, offset: number): Promise<number> {
    const expectation = this.expectations.get(uploadId);
    this.expectations.delete(uploadId);
    if (!expectation) throw CHECKSUM_MISMATCH;
    const hash = createHash('sha256');
    // The request may fail while the bytes before it are hashed: keep that error from escaping as an unhandled
    // event, and count the chunk as not arrived.
    const holdError = () => undefined;
    readable.on('error', holdError);
    const fileHash = await this.hashes.upTo(uploadId, offset).finally(() => readable.off('error', holdError));
    if (readable.destroyed) throw CHECKSUM_MISMATCH;
    let head: Buffer[] | null = offset === 0 && expectation.head ? [] : null;
    let headBytes = 0;
    let headProblem: Error | null = null;
    const measured = readable.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          fileHash.update(chunk);
          if (head && expectation.head) {
            head.push(chunk);
            headBytes += chunk.length;
            if (headBytes >= 8192) {
              headProblem = expectation.head(Buffer.concat(head).subarray(0, 8192));
              head = null;
              if (headProblem) {
                done(headProblem);
                return;
              }
            }
          }
          done(null, chunk);
        },
      }),
    );
    readable.on('error', (error) => measured.destroy(error));
    let reached: number;
    try {
      reached = await super.write(measured, uploadId, offset);
    } catch (error) {
      await truncate(this.pathOf(uploadId), offset).catch(() => undefined);
      throw headProblem ? refusedContent(headProblem) : error;
    }
    if (head && expectation.head && headBytes > 0) headProblem = expectation.head(Buffer.concat(head));
    if (headProblem || hash.digest('base64') !== expectation.sha256) {
      await truncate(this.pathOf(uploadId), offset);
      throw headProblem ? refusedContent(headProblem) : CHECKSUM_MISMATCH;
    }
    this.hashes.keep(uploadId, reached, fileHash);
    return reached;
  }
}

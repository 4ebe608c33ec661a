import { Transform, type TransformCallback } from 'node:stream';

/** How many first bytes the content check reads (enough for every signature it knows). */
export const CONTENT_HEAD_BYTES = 8192;

/**
 * A pass-through that holds back the first bytes of a stream until `check` approved them, and counts
 * the bytes against `maxBytes`: a file whose content does not match its name, or that is too large,
 * fails the stream before anything past the head is written (the writer removes the partial file).
 */
export class ContentGate extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private passed = false;
  bytes = 0;

  constructor(
    private readonly check: (head: Buffer) => Error | null,
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(this.tooLarge());
      return;
    }
    if (this.passed) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < CONTENT_HEAD_BYTES) {
      done();
      return;
    }
    done(this.release());
  }

  override _flush(done: TransformCallback): void {
    done(this.passed ? null : this.release());
  }

  private release(): Error | null {
    const held = Buffer.concat(this.head);
    this.head = [];
    const problem = this.check(held.subarray(0, CONTENT_HEAD_BYTES));
    if (problem) return problem;
    this.passed = true;
    this.push(held);
    return null;
  }
}

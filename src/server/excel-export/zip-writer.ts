import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip package (PKWARE APPNOTE 6.3) written as a stream: each entry is deflated by zlib as it is written
 * and its CRC-32 taken by zlib.crc32 (native, no checksum computed in JavaScript), its sizes and checksum
 * following its data (a data descriptor), then the central directory. ZIP64 records appear only when a size
 * or an offset does not fit 32 bits. Writes wait for the output to take what it was given (backpressure),
 * so memory holds a few buffers whatever the entries' sizes.
 */

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATED = 8;
const VERSION = 20;
const VERSION_ZIP64 = 45;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const ZIP64_EXTRA = 0x0001;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** What an entry's content is written through. */
export interface ZipEntrySink {
  /** Deflates the bytes; resolves once the output can take more. */
  write(bytes: Buffer | string): Promise<void>;
}

/** MS-DOS time and date of a moment (local time, two-second steps), as zip headers carry them. */
function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.max(moment.getFullYear(), 1980);
  return {
    time: (moment.getHours() << 11) | (moment.getMinutes() << 5) | Math.floor(moment.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((moment.getMonth() + 1) << 5) | moment.getDate(),
  };
}

function localHeader(entry: WrittenEntry): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATED, 8);
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  // CRC and sizes (14..25) stay zero: the data descriptor carries them.
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

/** CRC and sizes after the data: 64-bit sizes only for an entry too large for 32 (as readers then expect). */
function dataDescriptor(entry: WrittenEntry): Buffer {
  const large = entry.size >= MAX_32 || entry.compressedSize >= MAX_32;
  const descriptor = Buffer.alloc(large ? 24 : 16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  if (large) {
    descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
}

function centralHeader(entry: WrittenEntry): Buffer {
  const wide = [entry.size, entry.compressedSize, entry.offset].filter((value) => value >= MAX_32);
  const extra = Buffer.alloc(wide.length > 0 ? 4 + 8 * wide.length : 0);
  if (wide.length > 0) {
    extra.writeUInt16LE(ZIP64_EXTRA, 0);
    extra.writeUInt16LE(8 * wide.length, 2);
    wide.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(wide.length > 0 ? VERSION_ZIP64 : VERSION, 4);
  header.writeUInt16LE(wide.length > 0 ? VERSION_ZIP64 : VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATED, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(Math.min(entry.compressedSize, MAX_32), 20);
  header.writeUInt32LE(Math.min(entry.size, MAX_32), 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(Math.min(entry.offset, MAX_32), 42);
  return Buffer.concat([header, entry.name, extra]);
}

/** The end of the central directory, preceded by its ZIP64 record and locator when a count or offset needs them. */
function endRecords(entries: number, directoryOffset: number, directorySize: number): Buffer {
  const parts: Buffer[] = [];
  if (entries >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32) {
    const zip64End = Buffer.alloc(56);
    zip64End.writeUInt32LE(ZIP64_END, 0);
    zip64End.writeBigUInt64LE(44n, 4);
    zip64End.writeUInt16LE(VERSION_ZIP64, 12);
    zip64End.writeUInt16LE(VERSION_ZIP64, 14);
    zip64End.writeBigUInt64LE(BigInt(entries), 24);
    zip64End.writeBigUInt64LE(BigInt(entries), 32);
    zip64End.writeBigUInt64LE(BigInt(directorySize), 40);
    zip64End.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(ZIP64_LOCATOR, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(zip64End, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(Math.min(entries, MAX_16), 8);
  end.writeUInt16LE(Math.min(entries, MAX_16), 10);
  end.writeUInt32LE(Math.min(directorySize, MAX_32), 12);
  end.writeUInt32LE(Math.min(directoryOffset, MAX_32), 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/** Writes a zip to `output`, one entry after the other; `finish` ends the output. */
export class ZipWriter {
  private readonly entries: WrittenEntry[] = [];
  private offset = 0;
  /** Rejects once the output fails or closes before the zip is finished, so no write waits on it forever. */
  private readonly broken: Promise<never>;

  constructor(
    private readonly output: Writable,
    private readonly level: number,
    private readonly moment = new Date(),
  ) {
    this.broken = new Promise<never>((_, reject) => {
      output.once('error', reject);
      output.once('close', () => {
        if (!output.writableFinished) reject(new Error('the output closed before the zip was finished'));
      });
    });
    this.broken.catch(() => undefined);
  }

  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await Promise.race([once(this.output, 'drain'), this.broken]);
  }

  /** One entry, deflated: `content` writes it through the sink, and the entry ends when it resolves. */
  async entry(name: string, content: (sink: ZipEntrySink) => Promise<void>): Promise<void> {
    const entry: WrittenEntry = { name: Buffer.from(name), crc: 0, compressedSize: 0, size: 0, offset: this.offset, ...dosDateTime(this.moment) };
    await this.put(localHeader(entry));
    const deflate = createDeflateRaw({ level: this.level, chunkSize: 64 * 1024, strategy: constants.Z_DEFAULT_STRATEGY });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressedSize += chunk.length;
      if (!this.output.write(chunk)) {
        deflate.pause();
        this.output.once('drain', () => deflate.resume());
      }
    });
    const ended = Promise.race([once(deflate, 'end'), this.broken]);
    ended.catch(() => undefined);
    const sink: ZipEntrySink = {
      write: async (bytes) => {
        const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
        entry.crc = crc32(buffer, entry.crc);
        entry.size += buffer.length;
        if (!deflate.write(buffer)) await Promise.race([once(deflate, 'drain'), this.broken]);
      },
    };
    try {
      await content(sink);
      deflate.end();
      await ended;
    } finally {
      deflate.destroy();
    }
    this.offset += entry.compressedSize;
    this.entries.push(entry);
    await this.put(dataDescriptor(entry));
  }

  /** The central directory and its end; then the output ends. */
  async finish(): Promise<void> {
    const directoryOffset = this.offset;
    for (const entry of this.entries) await this.put(centralHeader(entry));
    await this.put(endRecords(this.entries.length, directoryOffset, this.offset - directoryOffset));
    const finished = Promise.race([once(this.output, 'finish'), this.broken]);
    this.output.end();
    await finished;
  }
}

import { open } from 'node:fs/promises';

const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record (22 bytes) plus the longest comment a zip may carry. */
const END_SEARCH_BYTES = 22 + 0xffff;

export type ZipProbe = { kind: 'zip'; names: Set<string>; /** What the entries take unpacked, as the directory declares. */ unpackedBytes: number } | { kind: 'not-zip'; firstBytes: Buffer };

/** Where the central directory is, from the end record (ZIP64 when the 32-bit fields overflow). */
function directoryOf(tail: Buffer, tailStart: number): { offset: number; size: number } | undefined {
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (size !== 0xffffffff && offset !== 0xffffffff) return { offset, size };
    const locator = at - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) return undefined;
    const record = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
    if (record < 0 || tail.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) return undefined;
    return { size: Number(tail.readBigUInt64LE(record + 40)), offset: Number(tail.readBigUInt64LE(record + 48)) };
  }
  return undefined;
}

/**
 * The names of a zip file's entries, read from its central directory at the end of the file (the
 * local headers at the front may leave sizes to data descriptors, so walking them from the start can
 * stall on a large entry). Anything else answers its first bytes, to tell what it is instead.
 */
export async function zipEntryNames(path: string): Promise<ZipProbe> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const first = Buffer.alloc(Math.min(8, size));
    await file.read(first, 0, first.length, 0);
    if (first.length < 4 || first.readUInt32LE(0) !== LOCAL_HEADER) return { kind: 'not-zip', firstBytes: first };
    const tailStart = Math.max(0, size - END_SEARCH_BYTES);
    const tail = Buffer.alloc(size - tailStart);
    await file.read(tail, 0, tail.length, tailStart);
    const directory = directoryOf(tail, tailStart);
    if (!directory || directory.offset + directory.size > size) return { kind: 'zip', names: new Set(), unpackedBytes: 0 };
    const entries = Buffer.alloc(directory.size);
    await file.read(entries, 0, entries.length, directory.offset);
    const names = new Set<string>();
    let unpackedBytes = 0;
    for (let at = 0; at + 46 <= entries.length && entries.readUInt32LE(at) === DIRECTORY_ENTRY; ) {
      const nameLength = entries.readUInt16LE(at + 28);
      const extraLength = entries.readUInt16LE(at + 30);
      const commentLength = entries.readUInt16LE(at + 32);
      names.add(entries.toString('utf8', at + 46, at + 46 + nameLength));
      const unpacked = entries.readUInt32LE(at + 24);
      // A ZIP64 entry keeps its size in the extra field: counted as the most a 32-bit size says.
      unpackedBytes += unpacked;
      at += 46 + nameLength + extraLength + commentLength;
    }
    return { kind: 'zip', names, unpackedBytes };
  } finally {
    await file.close();
  }
}

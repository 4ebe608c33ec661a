import { hasBytesAt } from './byte-start';

/** Whether the bytes start with a UTF-16 byte-order mark (little- or big-endian). */
export function hasUtf16Mark(head: Buffer): boolean {
  return hasBytesAt(head, [0xff, 0xfe]) || hasBytesAt(head, [0xfe, 0xff]);
}

/** Whether a UTF-16 text (after its byte-order mark) holds no NUL character. */
function hasNoNulUnit(head: Buffer, littleEndian: boolean): boolean {
  for (let offset = 2; offset + 1 < head.length; offset += 2) {
    const unit = littleEndian ? head.readUInt16LE(offset) : head.readUInt16BE(offset);
    if (unit === 0) return false;
  }
  return true;
}

/**
 * Whether the bytes read as text: no NUL character, which every binary format has in its first bytes.
 * UTF-16 with a byte-order mark (Windows "Unicode" text and spreadsheet exports) counts as text.
 */
export function isPlainText(head: Buffer): boolean {
  if (hasBytesAt(head, [0xff, 0xfe])) return hasNoNulUnit(head, true);
  if (hasBytesAt(head, [0xfe, 0xff])) return hasNoNulUnit(head, false);
  return !head.includes(0);
}

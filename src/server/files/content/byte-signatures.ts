import { hasBytesAt } from './byte-start';

/** The file formats the content check recognises by their first bytes. */
export type ContentKind =
  | 'pdf' | 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'tiff'
  | 'zip' | 'cfb' | 'rtf' | 'rar' | '7z' | 'gzip'
  | 'isoMedia' | 'quickTime' | 'avi' | 'wav' | 'mp3' | 'dwg';

/** A BMP file header: "BM", reserved bytes zero, and a known DIB header size (text never starts so). */
function isBitmap(head: Buffer): boolean {
  if (head.length < 18 || !hasBytesAt(head, 'BM') || head.readUInt32LE(6) !== 0) return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(head.readUInt32LE(14));
}

/** An MPEG audio frame header: 11 sync bits, then a version and a layer that are not reserved. */
function isMpegAudioFrame(head: Buffer): boolean {
  if (head.length < 2 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  return ((head[1] >> 3) & 3) !== 1 && ((head[1] >> 1) & 3) !== 0;
}

/**
 * An ISO media box (MP4) or QuickTime atom: its 4-byte big-endian size, then its type. The size must be
 * plausible so that text such as "Tax-free ..." (type "free" at offset 4) is not taken for a video.
 */
function isMediaBox(head: Buffer, types: readonly string[], maxSize: number): boolean {
  if (head.length < 8 || !types.some((type) => hasBytesAt(head, type, 4))) return false;
  const size = head.readUInt32BE(0);
  return size <= 1 || (size >= 8 && size <= maxSize);
}

const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** An ID3 tag (MP3): "ID3" and a major version 2 to 4, a control byte no text starts with. */
function isId3Tag(head: Buffer): boolean {
  return hasBytesAt(head, 'ID3') && head.length > 3 && head[3] >= 2 && head[3] <= 4;
}

/** A DWG header: "AC10" and the version digits, then zero bytes (text such as "AC1001,..." has none). */
function isDrawing(head: Buffer): boolean {
  return hasBytesAt(head, 'AC10') && head.subarray(6, 12).includes(0);
}

const SIGNATURES: ReadonlyArray<readonly [ContentKind, (head: Buffer) => boolean]> = [
  ['pdf', (head) => hasBytesAt(head, '%PDF-')],
  ['png', (head) => hasBytesAt(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (head) => hasBytesAt(head, [0xff, 0xd8, 0xff])],
  ['gif', (head) => hasBytesAt(head, 'GIF87a') || hasBytesAt(head, 'GIF89a')],
  ['bmp', isBitmap],
  ['webp', (head) => hasBytesAt(head, 'RIFF') && hasBytesAt(head, 'WEBP', 8)],
  ['avi', (head) => hasBytesAt(head, 'RIFF') && hasBytesAt(head, 'AVI ', 8)],
  ['wav', (head) => hasBytesAt(head, 'RIFF') && hasBytesAt(head, 'WAVE', 8)],
  ['tiff', (head) => ['II*\0', 'MM\0*', 'II+\0', 'MM\0+'].some((mark) => hasBytesAt(head, mark))],
  ['zip', (head) => ['PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08'].some((mark) => hasBytesAt(head, mark))],
  ['cfb', (head) => hasBytesAt(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ['rtf', (head) => hasBytesAt(head, '{\\rtf')],
  ['rar', (head) => hasBytesAt(head, 'Rar!\x1a\x07')],
  ['7z', (head) => hasBytesAt(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  ['gzip', (head) => hasBytesAt(head, [0x1f, 0x8b])],
  ['isoMedia', (head) => isMediaBox(head, ['ftyp'], 4096)],
  ['quickTime', (head) => isMediaBox(head, QUICKTIME_ATOMS, 0x1fffffff)],
  ['mp3', (head) => isId3Tag(head) || isMpegAudioFrame(head)],
  ['dwg', isDrawing],
];

/** The format whose signature the file starts with, or null when none is known. */
export function kindAtStart(head: Buffer): ContentKind | null {
  return SIGNATURES.find(([, matches]) => matches(head))?.[0] ?? null;
}

/** PDF readers accept "%PDF-" anywhere in the first 1024 bytes (some writers put a line before it). */
const PDF_MARK_WINDOW = 1024;

/** The file's format by its bytes: a signature at the start, or a PDF header a little later. */
export function kindOf(head: Buffer): ContentKind | null {
  const atStart = kindAtStart(head);
  if (atStart) return atStart;
  return head.subarray(0, PDF_MARK_WINDOW).includes('%PDF-', 0, 'latin1') ? 'pdf' : null;
}

import { kindOf, type ContentKind } from './byte-signatures';
import { BLOCKED_SUFFIXES } from './file-suffix';
import { hasUtf16Mark, isPlainText } from './plain-text';
import { isRunnable } from './runnable-content';

export type ContentVerdict = { ok: true } | { ok: false; reason: 'blocked' | 'mismatch' | 'empty' };

/** The most of a file the check reads: every signature it knows lies in its first bytes. */
const HEAD_LIMIT = 8192;

/** What the bytes of a file with this extension must start as. */
const EXPECTED_KINDS: ReadonlyMap<string, readonly ContentKind[]> = new Map<string, readonly ContentKind[]>([
  ['pdf', ['pdf']],
  ['png', ['png']],
  ['jpg', ['jpeg']],
  ['jpeg', ['jpeg']],
  ['jpe', ['jpeg']],
  ['jfif', ['jpeg']],
  ['gif', ['gif']],
  ['bmp', ['bmp']],
  ['webp', ['webp']],
  ['tif', ['tiff']],
  ['tiff', ['tiff']],
  // Office Open XML, OpenDocument and OFD (Chinese e-invoices) are zip archives
  ...['zip', 'docx', 'xlsx', 'pptx', 'dotx', 'xltx', 'potx', 'ppsx', 'odt', 'ods', 'odp', 'ofd'].map((suffix) => [suffix, ['zip']] as const),
  // Word writes some .doc files as RTF
  ['doc', ['cfb', 'rtf']],
  ['dot', ['cfb']],
  ['xls', ['cfb']],
  ['ppt', ['cfb']],
  ['pps', ['cfb']],
  ['msg', ['cfb']],
  ['rtf', ['rtf']],
  ['rar', ['rar']],
  ['7z', ['7z']],
  ['gz', ['gzip']],
  ['tgz', ['gzip']],
  ['mp4', ['isoMedia']],
  ['m4a', ['isoMedia']],
  ['m4v', ['isoMedia']],
  ['mov', ['isoMedia', 'quickTime']],
  ['avi', ['avi']],
  ['wav', ['wav']],
  ['mp3', ['mp3']],
  ['dwg', ['dwg']],
]);

/** Extensions of plain text: any text without NUL characters that is no binary format. */
const TEXT_SUFFIXES: ReadonlySet<string> = new Set(['txt', 'csv', 'tsv', 'log', 'md', 'markdown', 'json', 'xml', 'yaml', 'yml']);

const ACCEPTED: ContentVerdict = { ok: true };

/**
 * Whether a file's first bytes (up to 8192; more are ignored) fit its extension, so a program or a page
 * cannot pass as a document. Refused: an empty file; a blocked extension; bytes that run (a program, a
 * script, a page or SVG image) whatever the extension; an extension with a known format whose signature
 * is missing; a text extension whose bytes are binary. Other extensions are accepted unless they run.
 */
export function checkContent(head: Buffer, suffix: string): ContentVerdict {
  const bytes = head.subarray(0, HEAD_LIMIT);
  const extension = suffix.toLowerCase();
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (BLOCKED_SUFFIXES.has(extension)) return { ok: false, reason: 'blocked' };
  if (isRunnable(bytes)) return { ok: false, reason: 'mismatch' };
  const expected = EXPECTED_KINDS.get(extension);
  if (expected) {
    const kind = kindOf(bytes);
    return kind !== null && expected.includes(kind) ? ACCEPTED : { ok: false, reason: 'mismatch' };
  }
  if (TEXT_SUFFIXES.has(extension)) return isText(bytes) ? ACCEPTED : { ok: false, reason: 'mismatch' };
  return ACCEPTED;
}

/** Text, and no binary format (a UTF-16 mark reads as an MP3 frame header, so marked text is text). */
function isText(bytes: Buffer): boolean {
  return isPlainText(bytes) && (hasUtf16Mark(bytes) || kindOf(bytes) === null);
}

import { hasBytesAt } from './byte-start';
import { kindAtStart } from './byte-signatures';
import { hasUtf16Mark } from './plain-text';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Programs by their headers: Windows PE (MZ, with the binary header after it), ELF, Mach-O, Windows shortcut. */
function isProgram(head: Buffer): boolean {
  if (hasBytesAt(head, 'MZ') && head.includes(0)) return true;
  if (hasBytesAt(head, [0x7f, 0x45, 0x4c, 0x46])) return true;
  const machO = [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]];
  if (machO.some((mark) => hasBytesAt(head, mark))) return true;
  return hasBytesAt(head, [0x4c, 0x00, 0x00, 0x00, 0x01, 0x14, 0x02, 0x00]);
}

/** A script a Unix shell runs directly ("#!"), with or without a byte-order mark before it. */
function isShebangScript(head: Buffer): boolean {
  return hasBytesAt(head, '#!') || (hasBytesAt(head, UTF8_BOM) && hasBytesAt(head, '#!', UTF8_BOM.length));
}

/** How far browsers look for markup when they guess a type (Chromium reads 1024 bytes, old IE 256). */
const MARKUP_WINDOW = 1024;

/** Tags a browser's type sniffing takes for a page when the text starts with them (WHATWG MIME Sniffing). */
const PAGE_START = /^<(?:!doctype\s+html|html|head|body|script|iframe|style|title|table|font|div|h1|br|p|a|b)[\s/>]/;

/** Tags that run script or make a page wherever they appear, also with an XML prefix ("<x:script"). */
const ACTIVE_TAG = /<(?:[\w.-]+:)?(?:script|html|svg|iframe|frameset|object|embed|body)[\s/>]|<!doctype\s+html|<\?xml-stylesheet/;

/**
 * Markup that a browser would render as a page or an SVG image (so run its script) near the start.
 * NUL bytes are dropped so UTF-16 markup is seen as well.
 */
function isMarkup(head: Buffer): boolean {
  const text = head.subarray(0, MARKUP_WINDOW).toString('latin1').replace(/\0/g, '').toLowerCase();
  const start = text.replace(/^(?:\xef\xbb\xbf|\xff\xfe|\xfe\xff)?\s*/, '');
  return PAGE_START.test(start) || ACTIVE_TAG.test(text);
}

/**
 * Whether the bytes are something a computer runs: a program, a script, or a page or SVG image.
 * Files that start with the signature of a known binary format are not read as markup: no browser
 * takes them for a page, and their compressed bytes could otherwise look like a tag by chance.
 */
export function isRunnable(head: Buffer): boolean {
  if (isProgram(head) || isShebangScript(head)) return true;
  // A UTF-16 mark (FF FE) also reads as an MP3 frame header: text with a mark is always sniffed.
  return (hasUtf16Mark(head) || kindAtStart(head) === null) && isMarkup(head);
}

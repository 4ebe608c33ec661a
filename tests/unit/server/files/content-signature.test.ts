// @vitest-environment node
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../../src/server/files/content/content-signature';

/** Bytes from numbers and latin1 strings, in order. */
function bytes(...parts: Array<number[] | string>): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
}

const zeros = (count: number): number[] => new Array<number>(count).fill(0);

/** A Windows program: "MZ", the DOS header pointing at 0x80, and "PE\0\0" there. */
const windowsProgram = (() => {
  const program = Buffer.alloc(512);
  program.write('MZ', 0, 'latin1');
  program.writeUInt32LE(0x80, 0x3c);
  program.write('This program cannot be run in DOS mode.', 0x40, 'latin1');
  program.write('PE\0\0', 0x80, 'latin1');
  return program;
})();

const samples = {
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]),
  bmp: bytes('BM', [0x3a, 0, 0, 0], zeros(4), [0x36, 0, 0, 0], [40, 0, 0, 0], [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0x18, 0, 0, 0]),
  tiff: bytes('II*', [0, 8, 0, 0, 0], zeros(8)),
  zip: bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0], zeros(18), '[Content_Types].xml', [0x8d, 0x52, 0xcb]),
  emptyZip: bytes('PK', [5, 6], zeros(18)),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(16), [0x3e, 0, 3, 0, 0xfe, 0xff]),
  rtf: bytes('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hello}'),
  rar: bytes('Rar!', [0x1a, 0x07, 0x01, 0x00], [0x33, 0x92, 0xb5, 0xe5]),
  sevenZip: bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4], zeros(8)),
  gzip: gzipSync(Buffer.from('compressed text')),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41'),
  mov: bytes([0, 0, 0, 8], 'wide', [0, 0x10, 0, 0], 'mdat'),
  mp3: bytes('ID3', [3, 0, 0, 0, 0, 0x0f, 0x76], 'TIT2'),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64], zeros(16)),
  wav: bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt ', [16, 0, 0, 0, 1, 0]),
  avi: bytes('RIFF', [0x24, 0x08, 0, 0], 'AVI LIST'),
  dwg: bytes('AC1032', zeros(5), [0x1f, 0x01]),
  chineseText: Buffer.from('供应商名单\n名称,联系人\n上海某某有限公司,张三\n', 'utf8'),
  utf16Text: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('名称,联系人\r\n', 'utf16le')]),
  json: Buffer.from('{"supplier": "ACME", "items": [1, 2, 3]}'),
  eInvoiceXml: Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<!-- generated -->\n<Invoice xmlns="urn:oasis:names"><ID>1</ID></Invoice>'),
  html: Buffer.from('<!DOCTYPE html>\n<html><body><script>alert(1)</script></body></html>'),
  svg: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
};

const accepted = { ok: true };
const mismatch = { ok: false, reason: 'mismatch' };

describe('checkContent accepts files whose bytes fit their extension', () => {
  it.each([
    ['pdf', samples.pdf],
    ['png', samples.png],
    ['jpg', samples.jpeg],
    ['jpeg', samples.jpeg],
    ['gif', samples.gif],
    ['bmp', samples.bmp],
    ['webp', samples.webp],
    ['tif', samples.tiff],
    ['tiff', samples.tiff],
    ['docx', samples.zip],
    ['xlsx', samples.zip],
    ['pptx', samples.zip],
    ['zip', samples.zip],
    ['zip', samples.emptyZip],
    ['ofd', samples.zip],
    ['doc', samples.ole],
    ['doc', samples.rtf],
    ['xls', samples.ole],
    ['ppt', samples.ole],
    ['msg', samples.ole],
    ['rar', samples.rar],
    ['7z', samples.sevenZip],
    ['gz', samples.gzip],
    ['mp4', samples.mp4],
    ['mov', samples.mov],
    ['mov', samples.mp4],
    ['mp3', samples.mp3],
    ['mp3', samples.mp3Frame],
    ['wav', samples.wav],
    ['avi', samples.avi],
    ['dwg', samples.dwg],
    ['txt', samples.chineseText],
    ['csv', samples.chineseText],
    ['csv', samples.utf16Text],
    ['json', samples.json],
    ['xml', samples.eInvoiceXml],
    ['log', Buffer.from('2024-01-01 12:00:00 INFO started\n')],
    ['md', Buffer.from('# Notes\n\nSee <https://example.com> and `a < b`.\n')],
  ])('.%s', (suffix, head) => {
    expect(checkContent(head, suffix)).toEqual(accepted);
  });

  it('accepts a PDF with a line before its header, as PDF readers do', () => {
    expect(checkContent(Buffer.concat([Buffer.from('garbage line\n'), samples.pdf]), 'pdf')).toEqual(accepted);
  });

  it('accepts any content for an extension without a known format, unless it runs', () => {
    expect(checkContent(Buffer.from([0x00, 0x01, 0x02, 0xfe, 0x80]), 'dat')).toEqual(accepted);
    expect(checkContent(Buffer.from('ISO-10303-21;\nHEADER;\n'), 'step')).toEqual(accepted);
    expect(checkContent(samples.zip, '')).toEqual(accepted);
  });

  it('handles the extension in any case', () => {
    expect(checkContent(samples.pdf, 'PDF')).toEqual(accepted);
    expect(checkContent(samples.jpeg, 'JpG')).toEqual(accepted);
    expect(checkContent(samples.html, 'TXT')).toEqual(mismatch);
    expect(checkContent(samples.png, 'EXE')).toEqual({ ok: false, reason: 'blocked' });
  });

  it('does not take ordinary text for a binary format by its first letters', () => {
    for (const text of ['Tax-free invoice total 100', 'AC1001,Widget,12', 'ID3,Name,Qty', 'BMW parts list', 'MZ Logistics Co.', 'RIFF raff', 'GIF is a format']) {
      expect(checkContent(Buffer.from(text), 'txt'), text).toEqual(accepted);
      expect(checkContent(Buffer.from(text), 'csv'), text).toEqual(accepted);
    }
  });

  it('accepts a workbook as exceljs writes it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('报价').addRow(['物料', 1.25]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(checkContent(xlsx.subarray(0, 8192), 'xlsx')).toEqual(accepted);
    expect(checkContent(xlsx.subarray(0, 8192), 'xls')).toEqual(mismatch);
  });

  it('reads only the first 8192 bytes', () => {
    const longText = Buffer.concat([Buffer.alloc(8192, 'a'), windowsProgram]);
    expect(checkContent(longText, 'txt')).toEqual(accepted);
  });
});

describe('checkContent refuses', () => {
  it('an empty file', () => {
    expect(checkContent(Buffer.alloc(0), 'pdf')).toEqual({ ok: false, reason: 'empty' });
    expect(checkContent(Buffer.alloc(0), 'exe')).toEqual({ ok: false, reason: 'empty' });
  });

  it.each(['exe', 'dll', 'bat', 'cmd', 'msi', 'scr', 'ps1', 'vbs', 'js', 'jar', 'sh', 'php', 'jsp', 'aspx', 'html', 'htm', 'svg', 'hta', 'lnk'])(
    'the blocked extension .%s whatever its bytes',
    (suffix) => {
      expect(checkContent(samples.chineseText, suffix)).toEqual({ ok: false, reason: 'blocked' });
    },
  );

  it.each(['pdf', 'txt', 'docx', 'doc', 'png', 'dat', ''])('a Windows program renamed .%s', (suffix) => {
    expect(checkContent(windowsProgram, suffix)).toEqual(mismatch);
  });

  it('other programs and scripts whatever their extension', () => {
    expect(checkContent(bytes([0x7f], 'ELF', [2, 1, 1, 0], zeros(8)), 'pdf')).toEqual(mismatch);
    expect(checkContent(bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), 'dat')).toEqual(mismatch);
    expect(checkContent(bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 0x34]), 'zip')).toEqual(mismatch);
    expect(checkContent(bytes([0x4c, 0, 0, 0, 1, 0x14, 2, 0], zeros(8)), 'txt')).toEqual(mismatch);
    expect(checkContent(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'txt')).toEqual(mismatch);
    expect(checkContent(bytes([0xef, 0xbb, 0xbf], '#!/usr/bin/env python\n'), 'csv')).toEqual(mismatch);
  });

  it('pages and SVG images whatever their extension', () => {
    expect(checkContent(samples.html, 'txt')).toEqual(mismatch);
    expect(checkContent(samples.html, 'xls')).toEqual(mismatch);
    expect(checkContent(samples.html, 'dat')).toEqual(mismatch);
    expect(checkContent(Buffer.from('\n\n  <HTML>\n<p>hi</p>'), 'txt')).toEqual(mismatch);
    expect(checkContent(Buffer.from('<p>offer</p>'), 'log')).toEqual(mismatch);
    expect(checkContent(Buffer.from('name,note\nA,"<script src=//x.example/a.js></script>"\n'), 'csv')).toEqual(mismatch);
    expect(checkContent(samples.svg, 'xml')).toEqual(mismatch);
    expect(checkContent(samples.svg, 'png')).toEqual(mismatch);
    expect(checkContent(Buffer.from('<?xml version="1.0"?><?xml-stylesheet href="a.xsl"?><a/>'), 'xml')).toEqual(mismatch);
    expect(checkContent(Buffer.from('<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'), 'xml')).toEqual(mismatch);
    const utf16Page = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><script>alert(1)</script>', 'utf16le')]);
    expect(checkContent(utf16Page, 'txt')).toEqual(mismatch);
  });

  it('a picture renamed as a document and the other way round', () => {
    expect(checkContent(samples.png, 'pdf')).toEqual(mismatch);
    expect(checkContent(samples.pdf, 'png')).toEqual(mismatch);
    expect(checkContent(samples.gif, 'jpg')).toEqual(mismatch);
    expect(checkContent(samples.jpeg, 'gif')).toEqual(mismatch);
  });

  it('an office file whose bytes are not of its format', () => {
    expect(checkContent(samples.chineseText, 'docx')).toEqual(mismatch);
    expect(checkContent(samples.ole, 'xlsx')).toEqual(mismatch);
    expect(checkContent(samples.zip, 'doc')).toEqual(mismatch);
    expect(checkContent(samples.pdf, 'dwg')).toEqual(mismatch);
  });

  it('binary content named as text', () => {
    expect(checkContent(samples.zip, 'txt')).toEqual(mismatch);
    expect(checkContent(samples.jpeg, 'csv')).toEqual(mismatch);
    expect(checkContent(samples.pdf, 'txt')).toEqual(mismatch);
    expect(checkContent(Buffer.from('text\0with a NUL'), 'txt')).toEqual(mismatch);
    expect(checkContent(bytes([0xff, 0xfe], 'a', [0, 0, 0]), 'txt')).toEqual(mismatch);
  });
});

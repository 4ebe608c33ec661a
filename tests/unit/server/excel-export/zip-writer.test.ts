// @vitest-environment node
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from '../../../../src/server/excel-export/zip-writer';

async function zipOf(entries: [string, string[]][]): Promise<Buffer> {
  const output = new PassThrough();
  const bytes = text(output.setEncoding('latin1')).then((written) => Buffer.from(written, 'latin1'));
  const zip = new ZipWriter(output, 3);
  for (const [name, chunks] of entries) {
    await zip.entry(name, async (sink) => {
      for (const chunk of chunks) await sink.write(chunk);
    });
  }
  await zip.finish();
  return bytes;
}

describe('the streaming zip writer', () => {
  it('writes entries that a zip reader opens with their names, contents and checksums', async () => {
    const large = Array.from({ length: 200 }, (_, i) => `<row r="${i}">${'单元格'.repeat(i % 50)}${Math.random()}</row>`);
    const bytes = await zipOf([
      ['xl/worksheets/sheet1.xml', large],
      ['[Content_Types].xml', ['<Types/>']],
      ['empty.txt', []],
    ]);
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['xl/worksheets/sheet1.xml', '[Content_Types].xml', 'empty.txt']);
    expect(await zip.file('xl/worksheets/sheet1.xml')?.async('string')).toBe(large.join(''));
    expect(await zip.file('[Content_Types].xml')?.async('string')).toBe('<Types/>');
    expect(await zip.file('empty.txt')?.async('string')).toBe('');
  });

  it('fails instead of waiting forever when the output closes before the zip is finished', async () => {
    const output = new PassThrough({ highWaterMark: 16 });
    const zip = new ZipWriter(output, 3);
    const writing = zip.entry('sheet.xml', async (sink) => {
      for (let i = 0; i < 1000; i += 1) await sink.write(`<row>${Math.random()}${i}</row>`.repeat(100));
    });
    output.destroy();
    await expect(writing).rejects.toThrow();
  });
});

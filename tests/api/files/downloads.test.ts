// Dialect-neutral: the bytes, ranges, names and previews of stored files.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { libreOfficeAvailable } from '../../support/real-tool';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, SAMPLES } from './support/file-client';

let server: TestServer;
let files: FileClient;
let menu: MenuContext;
let pdf: AttachmentFile;
let png: AttachmentFile;
let text: AttachmentFile;

beforeAll(async () => {
  server = await startTestServer();
  const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  files = new FileClient(server.baseUrl, buyer.login, 'EN');
  menu = await buyer.menu('PO_LIST');
  pdf = await files.uploadOne('质量报告 终版; v2.pdf', SAMPLES.pdf, menu);
  png = await files.uploadOne('photo.png', SAMPLES.png, menu);
  text = await files.uploadOne('交货说明.txt', SAMPLES.text, menu);
});
afterAll(async () => {
  await server?.stop();
});

/** The names and bytes of a zip's entries. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe('downloads', () => {
  it('answer the bytes as an attachment under a safe name for any file name, Chinese included', async () => {
    for (const answer of [
      await files.post(`/api/file/v2/file/download?id=${pdf.fileId}`, {}, menu),
      await files.post(FILE_PATHS.download, { fileId: pdf.fileId }, menu),
      await files.post('/api/largeFile/v1/largeFile/downloadBody', { fileId: pdf.fileId }, menu),
      await files.get(`/api/largeFile/v1/largeFile/download?id=${pdf.fileId}`, menu),
    ]) {
      expect(answer.httpStatus).toBe(200);
      expect(answer.contentType).toBe('application/octet-stream');
      expect(answer.bytes.equals(SAMPLES.pdf)).toBe(true);
      expect(answer.disposition).toBe(`attachment; filename="____ ___ v2.pdf"; filename*=UTF-8''${encodeURIComponent('质量报告 终版; v2.pdf')}`);
    }
  });

  it('serve byte ranges, so a large download can resume', async () => {
    const path = `/api/largeFile/v1/largeFile/download?id=${pdf.fileId}`;
    const part = await files.get(path, menu, { Range: 'bytes=5-9' });
    expect(part.httpStatus).toBe(206);
    expect(part.bytes.toString()).toBe(SAMPLES.pdf.subarray(5, 10).toString());
    const tail = await files.get(path, menu, { Range: 'bytes=-5' });
    expect(tail.bytes.equals(SAMPLES.pdf.subarray(-5))).toBe(true);
    const beyond = await files.get(path, menu, { Range: `bytes=${SAMPLES.pdf.length}-` });
    expect(beyond.httpStatus).toBe(416);
  });

  it('zip several files into one streamed download, names kept and never a path', async () => {
    const twin = await files.uploadOne('photo.png', SAMPLES.png, menu);
    const answer = await files.post(FILE_PATHS.batchDownload, { fileIds: `${pdf.fileId},${png.fileId},${twin.fileId}` }, menu);
    expect(answer.contentType).toBe('application/zip');
    const entries = await unzip(answer.bytes);
    expect([...entries.keys()]).toEqual(['质量报告 终版; v2.pdf', 'photo.png', 'photo (2).png']);
    expect(entries.get('photo.png')?.equals(SAMPLES.png)).toBe(true);
  });

  it('refuse ids that are not numbers, and answer a missing file like one out of reach', async () => {
    expect((await files.post(FILE_PATHS.download, { fileId: '../etc/passwd' }, menu)).envelope).toMatchObject({ status: 'E', msg: 'Attachment ids are numbers separated by commas' });
    expect((await files.post(FILE_PATHS.download, { fileId: 999999 }, menu)).envelope).toMatchObject({ status: 'E', msg: 'This attachment does not exist or was removed' });
  });

  it('give a short-lived link that opens without signed headers, and refuse an altered one', async () => {
    const answer = await files.call<{ url: string }>(FILE_PATHS.fileUrl, { fileId: png.fileId, disposition: 'inline' }, menu);
    expect(answer.status).toBe('S');
    const opened = await fetch(`${server.baseUrl}${answer.data.url}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await opened.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
    const altered = answer.data.url.replace(`/${png.fileId}.`, `/${pdf.fileId}.`);
    expect((await fetch(`${server.baseUrl}${altered}`)).status).toBe(404);
  });

  it('answer a small picture as base64, and refuse it for anything else', async () => {
    const image = await files.call<{ base64: string; contentType: string }>('/api/file/v2/file/getBase64', { fileId: png.fileId }, menu);
    expect(image.data).toMatchObject({ contentType: 'image/png', base64: SAMPLES.png.toString('base64') });
    expect(await files.call('/api/file/v2/file/getBase64', { fileId: pdf.fileId }, menu)).toMatchObject({ status: 'E', msg: 'This attachment is not an image' });
  });
});

describe('doFilePdfView', () => {
  it('answers pictures and PDFs as they are, inline', async () => {
    const picture = await files.post(FILE_PATHS.pdfView, { id: png.fileId }, menu);
    expect(picture.contentType).toBe('image/png');
    expect(picture.disposition).toMatch(/^inline;/);
    const document = await files.post(FILE_PATHS.pdfView, { id: pdf.fileId }, menu);
    expect(document.contentType).toBe('application/pdf');
    expect(document.bytes.equals(SAMPLES.pdf)).toBe(true);
  });

  it('says to download a type that has no online preview', async () => {
    const zip = await files.uploadOne('bundle.zip', Buffer.from('504b0506000000000000000000000000000000000000', 'hex'), menu);
    expect((await files.post(FILE_PATHS.pdfView, { id: zip.fileId }, menu)).envelope).toMatchObject({
      status: 'E',
      msg: 'Online preview is not supported for this file type; download it instead',
    });
  });

  it.runIf(libreOfficeAvailable())('converts text and office documents to PDF with LibreOffice, once per content', async () => {
    const first = await files.post(FILE_PATHS.pdfView, { id: text.fileId }, menu);
    expect(first.httpStatus, first.envelope?.msg).toBe(200);
    expect(first.contentType).toBe('application/pdf');
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.disposition).toContain(encodeURIComponent('交货说明.pdf'));
    const twin = await files.uploadOne('交货说明副本.txt', SAMPLES.text, menu);
    const again = await files.post(FILE_PATHS.pdfView, { id: twin.fileId }, menu);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const cached = await readdir(join(server.config.dataDir, 'previews'), { recursive: true });
    expect(cached.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
  }, 60_000);

  it('says to download a document when the server has no LibreOffice', async () => {
    const bare = await startTestServer({ OFFICE_COMMAND: 'soffice-not-installed' });
    try {
      const buyer = await signIn(bare.baseUrl, 'buyer', 'EN');
      const bareFiles = new FileClient(bare.baseUrl, buyer.login, 'EN');
      const bareMenu = await buyer.menu('PO_LIST');
      const notes = await bareFiles.uploadOne('notes.txt', SAMPLES.text, bareMenu);
      expect((await bareFiles.post(FILE_PATHS.pdfView, { id: notes.fileId }, bareMenu)).envelope).toMatchObject({
        status: 'E',
        msg: 'Previewing documents needs LibreOffice on the server, which is not installed; download the file instead',
      });
      const picture = await bareFiles.uploadOne('photo.png', SAMPLES.png, bareMenu);
      expect((await bareFiles.post(FILE_PATHS.pdfView, { id: picture.fileId }, bareMenu)).contentType).toBe('image/png');
    } finally {
      await bare.stop();
    }
    // A second server migrates and seeds a database of its own first.
  }, 120_000);
});

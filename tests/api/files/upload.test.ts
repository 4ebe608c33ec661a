// Dialect-neutral: multipart uploads into the file store.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, PO_ATTACHMENTS, PO_DRAWINGS, SAMPLES } from './support/file-client';

let server: TestServer;
let buyer: SignedInClient;
let buyerFiles: FileClient;
let buyerMenu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  buyerFiles = new FileClient(server.baseUrl, buyer.login, 'EN');
  buyerMenu = await buyer.menu('PO_LIST');
});
afterAll(async () => {
  await server?.stop();
});

async function storedFiles(): Promise<string[]> {
  const root = join(server.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('POST /api/file/v2/file/upload', () => {
  it('stores each file and answers its record: ids, original name, stored name, size, extension', async () => {
    const answer = await buyerFiles.upload(
      [
        { name: '合同扫描件.PDF', bytes: SAMPLES.pdf },
        { name: 'photo.png', bytes: SAMPLES.png },
      ],
      { ...PO_ATTACHMENTS, fileDesc: 'signed copy' },
      buyerMenu,
    );
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.msg).toBe('Uploaded (2 files)');
    const [pdf, png] = answer.envelope.data;
    expect(pdf).toMatchObject({ originalFileName: '合同扫描件.PDF', suffixName: 'pdf', fileSize: SAMPLES.pdf.length, contentType: 'application/pdf', fileDesc: 'signed copy', largeFlag: 'N' });
    expect(pdf.id).toBe(pdf.fileId);
    expect(pdf.fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(png).toMatchObject({ suffixName: 'png', contentType: 'image/png' });
  });

  it('keeps the name a user gave, never as a path: traversal names store under a random name', async () => {
    const before = await storedFiles();
    const answer = await buyerFiles.upload(
      [
        { name: '../../../../etc/passwd.pdf', bytes: SAMPLES.pdf },
        { name: '..\\..\\boot.ini.pdf', bytes: SAMPLES.pdf },
      ],
      PO_ATTACHMENTS,
      buyerMenu,
    );
    expect(answer.envelope.status, answer.envelope.msg).toBe('S');
    expect(answer.envelope.data.map((file) => file.originalFileName)).toEqual(['passwd.pdf', 'boot.ini.pdf']);
    const added = (await storedFiles()).filter((path) => !before.includes(path));
    expect(added).toHaveLength(2);
    for (const path of added) expect(path.startsWith(join(server.config.dataDir, 'files', 'attachments'))).toBe(true);
  });

  it.each([
    ['an extension the widget does not allow', 'notes.csv', SAMPLES.text, 'The current file extension cannot be attached. Allowed: pdf, doc, docx, xls, xlsx, ppt, pptx, txt, jpg, jpeg, png, gif, bmp, zip, rar, 7z, dwg'],
    ['an executable whatever the widget allows', 'setup.exe', SAMPLES.exe, 'The current file extension cannot be attached. Allowed: pdf, doc, docx, xls, xlsx, ppt, pptx, txt, jpg, jpeg, png, gif, bmp, zip, rar, 7z, dwg'],
    ['an executable renamed .pdf', 'invoice.pdf', SAMPLES.exe, 'The content of invoice.pdf does not match its extension .pdf; check that the file was not renamed'],
    ['a web page renamed .txt', 'readme.txt', SAMPLES.html, 'The content of readme.txt does not match its extension .txt; check that the file was not renamed'],
    ['a picture renamed .pdf', 'scan.pdf', SAMPLES.png, 'The content of scan.pdf does not match its extension .pdf; check that the file was not renamed'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 'The file empty.pdf is empty and cannot be attached'],
  ])('refuses %s, stores nothing', async (_case, name, bytes, message) => {
    const before = await storedFiles();
    const answer = await buyerFiles.upload([{ name, bytes }], PO_ATTACHMENTS, buyerMenu);
    expect(answer.envelope).toMatchObject({ status: 'E', msg: message });
    expect(answer.envelope.errors?.[0]?.field).toBe('files');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a whole upload when one of its files is refused: none of them is kept', async () => {
    const before = await storedFiles();
    const answer = await buyerFiles.upload(
      [
        { name: 'ok.pdf', bytes: SAMPLES.pdf },
        { name: 'bad.pdf', bytes: SAMPLES.exe },
      ],
      PO_ATTACHMENTS,
      buyerMenu,
    );
    expect(answer.envelope.status).toBe('E');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file above the widget limit with the limit in the message', async () => {
    const big = Buffer.concat([SAMPLES.pdf, Buffer.alloc(50 * 1024 * 1024)]);
    const answer = await buyerFiles.upload([{ name: 'drawing.pdf', bytes: big }], PO_DRAWINGS, buyerMenu);
    expect(answer.envelope).toMatchObject({ status: 'E', msg: 'The file drawing.pdf is larger than the limit of 50 MB' });
  });

  it('asks which field the file is for, and refuses a field no screen of the menu shows (403)', async () => {
    const missing = await buyerFiles.upload([{ name: 'a.pdf', bytes: SAMPLES.pdf }], { entity: 'srmPoHeader' }, buyerMenu);
    expect(missing.envelope).toMatchObject({ status: 'E', msg: 'Name the entity and field the attachment belongs to (entity, field)' });
    const unknown = await buyerFiles.upload([{ name: 'a.pdf', bytes: SAMPLES.pdf }], { entity: 'srmPoHeader', field: 'description' }, buyerMenu);
    expect(unknown.httpStatus).toBe(403);
    const otherEntity = await buyerFiles.upload([{ name: 'a.pdf', bytes: SAMPLES.pdf }], { entity: 'baseUsers', field: 'attachmentIds' }, buyerMenu);
    expect(otherEntity.httpStatus).toBe(403);
  });

  it('needs btnUploadAttachment on the menu: the approver, who may only look, is refused (403)', async () => {
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const files = new FileClient(server.baseUrl, approver.login, 'EN');
    const answer = await files.upload([{ name: 'a.pdf', bytes: SAMPLES.pdf }], PO_ATTACHMENTS, await approver.menu('PO_LIST'));
    expect(answer.httpStatus).toBe(403);
  });

  it('lets no supplier upload to a document its users may not write (403)', async () => {
    const supplier = await signIn(server.baseUrl, 'supplier1', 'EN');
    const files = new FileClient(server.baseUrl, supplier.login, 'EN');
    const answer = await files.upload([{ name: 'a.pdf', bytes: SAMPLES.pdf }], PO_ATTACHMENTS, await supplier.menu('PO_LIST'));
    expect(answer.httpStatus).toBe(403);
  });

  it('refuses a businessId of a document the caller cannot see, like a missing one', async () => {
    const answer = await buyerFiles.upload([{ name: 'a.pdf', bytes: SAMPLES.pdf }], { ...PO_ATTACHMENTS, businessId: '99999999' }, buyerMenu);
    expect(answer.envelope.status).toBe('E');
    expect(answer.envelope.msg).toBe('Purchase order: record not found');
  });
});

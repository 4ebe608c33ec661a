// Dialect-neutral: the tus protocol over the file store.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, PO_ATTACHMENTS, SAMPLES, sha256 } from './support/file-client';

let server: TestServer;
let files: FileClient;
let menu: MenuContext;

beforeAll(async () => {
  server = await startTestServer();
  const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  files = new FileClient(server.baseUrl, buyer.login, 'EN');
  menu = await buyer.menu('PO_LIST');
});
afterAll(async () => {
  await server?.stop();
});

const MB = 1024 * 1024;
/** A PDF-looking file of `size` bytes (the content check reads its head). */
function document(size: number): Buffer {
  return Buffer.concat([SAMPLES.pdf, randomBytes(size - SAMPLES.pdf.length)]);
}

async function created(size: number, name = '总装图纸.pdf'): Promise<string> {
  const answer = await files.tusCreate({ ...PO_ATTACHMENTS, filename: name }, size, menu);
  expect(answer.status, await answer.clone().text()).toBe(201);
  const location = answer.headers.get('location');
  expect(location).toMatch(/^\/api\/largeFile\/v1\/largeFile\/upload\/[0-9a-f]{32}$/);
  return String(location);
}

describe('resumable large upload (tus)', () => {
  it('continues a broken upload from the last whole chunk, checks every chunk, and ends as an attachment', async () => {
    const bytes = document(6 * MB);
    const location = await created(bytes.length);
    expect(await files.tusOffset(location, menu)).toBe(0);
    const first = await files.tusPatch(location, 0, bytes.subarray(0, 2 * MB), menu);
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(2 * MB));

    // The connection breaks in the middle of the second chunk: what arrived of it does not count.
    const broken = new AbortController();
    const chunk = bytes.subarray(2 * MB, 4 * MB);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(chunk.subarray(0, MB)));
        setTimeout(() => broken.abort(), 200);
      },
    });
    const headers = { ...files.headers('PATCH', location, menu), 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(2 * MB), 'Content-Type': 'application/offset+octet-stream', 'Upload-Checksum': `sha256 ${sha256(chunk)}` };
    await fetch(`${server.baseUrl}${location}`, { method: 'PATCH', headers, body: stream, signal: broken.signal, duplex: 'half' } as RequestInit).catch(() => null);
    await expect.poll(() => files.tusOffset(location, menu)).toBe(2 * MB);

    // A chunk damaged on the way is refused, and the offset stays.
    const damaged = await files.tusPatch(location, 2 * MB, chunk, menu, sha256(Buffer.from('something else')));
    expect(damaged.status).toBe(460);
    expect(await files.tusOffset(location, menu)).toBe(2 * MB);

    expect((await files.tusPatch(location, 2 * MB, chunk, menu)).status).toBe(204);
    const last = await files.tusPatch(location, 4 * MB, bytes.subarray(4 * MB), menu);
    expect(last.status).toBe(200);
    const answer = (await last.json()) as ApiEnvelope<AttachmentFile[]>;
    expect(answer.status).toBe('S');
    expect(answer.data[0]).toMatchObject({ originalFileName: '总装图纸.pdf', fileSize: bytes.length, largeFlag: 'Y', suffixName: 'pdf' });

    const downloaded = await files.get(`/api/largeFile/v1/largeFile/download?id=${answer.data[0].fileId}`, menu);
    expect(downloaded.bytes.equals(bytes)).toBe(true);
    expect(await files.tusOffset(location, menu)).toBeNull();
  });

  it('needs the checksum of every chunk', async () => {
    const location = await created(MB);
    const answer = await files.tusPatch(location, 0, document(MB), menu, null);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as ApiEnvelope<unknown>).msg).toBe('Every chunk needs its SHA-256 (Upload-Checksum: sha256 <base64>)');
  });

  it('refuses a first chunk whose content does not match the name, and keeps nothing of it', async () => {
    const location = await created(MB, 'manual.pdf');
    const disguised = Buffer.concat([SAMPLES.exe, Buffer.alloc(MB - SAMPLES.exe.length)]);
    const answer = await files.tusPatch(location, 0, disguised, menu);
    expect(answer.status).toBe(415);
    expect(await answer.text()).toBe('The content of manual.pdf does not match its extension .pdf; check that the file was not renamed');
    expect(await files.tusOffset(location, menu)).toBe(0);
  });

  it('checks the widget rules and the size before any byte: extension, 2 GB, the menu\'s upload right', async () => {
    const exe = await files.tusCreate({ ...PO_ATTACHMENTS, filename: 'tool.exe' }, MB, menu);
    expect(exe.status).toBe(400);
    expect(((await exe.json()) as ApiEnvelope<unknown>).msg).toMatch(/^The current file extension cannot be attached/);
    const huge = await files.tusCreate({ ...PO_ATTACHMENTS, filename: 'huge.pdf' }, 2147483648 + 1, menu);
    expect(((await huge.json()) as ApiEnvelope<unknown>).msg).toBe('The file huge.pdf is larger than the limit of 2 GB');
    const approver = await signIn(server.baseUrl, 'approver', 'EN');
    const approverFiles = new FileClient(server.baseUrl, approver.login, 'EN');
    expect((await approverFiles.tusCreate({ ...PO_ATTACHMENTS, filename: 'a.pdf' }, MB, await approver.menu('PO_LIST'))).status).toBe(403);
  });

  it('lets no one else continue, look at or cancel someone\'s upload', async () => {
    const location = await created(MB);
    const admin = await signIn(server.baseUrl, 'admin', 'EN');
    const adminFiles = new FileClient(server.baseUrl, admin.login, 'EN');
    const adminMenu = await admin.menu('PO_LIST');
    expect(await adminFiles.tusOffset(location, adminMenu)).toBeNull();
    expect((await adminFiles.tusPatch(location, 0, document(MB), adminMenu)).status).toBe(404);
    expect(await files.tusOffset(location, menu)).toBe(0);
    const unsigned = await fetch(`${server.baseUrl}${location}`, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(unsigned.status).toBe(401);
  });

  it('answers the record of a finished upload through the file list, like any attachment', async () => {
    const bytes = document(MB);
    const location = await created(bytes.length, 'small-large.pdf');
    const done = (await (await files.tusPatch(location, 0, bytes, menu)).json()) as ApiEnvelope<AttachmentFile[]>;
    const listed = await files.call<AttachmentFile[]>(FILE_PATHS.findByIds, { ids: String(done.data[0].fileId) }, menu);
    expect(listed.data[0]).toMatchObject({ originalFileName: 'small-large.pdf', largeFlag: 'Y' });
  });
});

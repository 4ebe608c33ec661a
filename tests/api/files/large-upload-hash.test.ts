// Dialect-neutral: hashing the chunks of an upload.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { signIn } from '../support/signed-client';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, PO_ATTACHMENTS, SAMPLES } from './support/file-client';

let shared: ServerDatabase;
let server: TestServer;
let files: FileClient;
let menu: MenuContext;

async function signInBuyer(): Promise<void> {
  const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
  files = new FileClient(server.baseUrl, buyer.login, 'EN');
  menu = await buyer.menu('PO_LIST');
}

beforeAll(async () => {
  shared = await createServerDatabase('large_hash');
  server = await startTestServer({}, shared);
  await signInBuyer();
});
afterAll(async () => {
  await server?.stop();
  await shared?.drop();
});

const MB = 1024 * 1024;
const LAST_CHUNK = 64 * 1024;

/** Bytes this process (test and in-process server) has read so far, from files and sockets alike (Linux). */
function bytesReadSoFar(): number {
  return Number(/^rchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
}

function document(size: number): Buffer {
  return Buffer.concat([SAMPLES.pdf, randomBytes(size - SAMPLES.pdf.length)]);
}

async function created(size: number): Promise<string> {
  const answer = await files.tusCreate({ ...PO_ATTACHMENTS, filename: 'hashed.pdf' }, size, menu);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return String(answer.headers.get('location'));
}

/** Sends the small last chunk, counting what the process reads meanwhile; answers the new file and that count. */
async function finish(location: string, bytes: Buffer): Promise<{ file: AttachmentFile; read: number }> {
  const before = bytesReadSoFar();
  const last = await files.tusPatch(location, bytes.length - LAST_CHUNK, bytes.subarray(bytes.length - LAST_CHUNK), menu);
  const read = bytesReadSoFar() - before;
  expect(last.status).toBe(200);
  const answer = (await last.json()) as ApiEnvelope<AttachmentFile[]>;
  expect(answer.status).toBe('S');
  return { file: answer.data[0], read };
}

async function storedSha256(fileId: number): Promise<string> {
  const database = await shared.open();
  const row = await database.db.selectFrom('base_attachments').select(['sha256']).where('fileId', '=', fileId).executeTakeFirstOrThrow().finally(() => database.close());
  return String(row.sha256);
}

const hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the SHA-256 of a large upload, taken as its chunks arrive', () => {
  it('is the content\'s hash, and finishing the upload reads no byte of the file back', async () => {
    const bytes = document(8 * MB);
    const location = await created(bytes.length);
    expect((await files.tusPatch(location, 0, bytes.subarray(0, bytes.length - LAST_CHUNK), menu)).status).toBe(204);
    const { file, read } = await finish(location, bytes);
    // Reading the 8 MB file again to hash it (as finishing once did) would count here; the last chunk, the
    // database and the answer are far below a megabyte.
    expect(read).toBeLessThan(MB);
    expect(await storedSha256(file.fileId)).toBe(hex(bytes));
  });

  it('stays right when the upload resumes on a restarted server, which hashes the bytes it already has once', async () => {
    const bytes = document(6 * MB);
    const location = await created(bytes.length);
    expect((await files.tusPatch(location, 0, bytes.subarray(0, 2 * MB), menu)).status).toBe(204);
    await server.stop();
    server = await startTestServer({}, shared);
    await signInBuyer();
    expect(await files.tusOffset(location, menu)).toBe(2 * MB);
    expect((await files.tusPatch(location, 2 * MB, bytes.subarray(2 * MB, bytes.length - LAST_CHUNK), menu)).status).toBe(204);
    const { file, read } = await finish(location, bytes);
    expect(read).toBeLessThan(MB);
    expect(await storedSha256(file.fileId)).toBe(hex(bytes));
  });
});

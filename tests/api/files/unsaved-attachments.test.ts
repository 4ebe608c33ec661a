import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachmentFile } from '../../../src/shared/api/attachment-file';
import { FILE_PATHS } from '../../../renderer/data/file-paths';
import { purgeUnsavedAttachments } from '../../../src/server/files/purge-unsaved-attachments';
import { LocalDiskFileStore } from '../../../src/server/files/storage/local-disk-file-store';
import { signIn } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { FileClient, SAMPLES } from './support/file-client';
import { Orders } from './support/order-fixture';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('purgeUnsavedAttachments (daily program)', () => {
  it('removes uploads no document was saved with once they are old enough, and keeps every saved one', async () => {
    const buyer = await signIn(server.baseUrl, 'buyer', 'EN');
    const menu = await buyer.menu('PO_LIST');
    const files = new FileClient(server.baseUrl, buyer.login, 'EN');
    const orders = new Orders(buyer, menu);
    const kept = await files.uploadOne('kept.pdf', SAMPLES.pdf, menu);
    const forgotten = await files.uploadOne('forgotten.pdf', SAMPLES.pdf, menu);
    const recent = await files.uploadOne('recent.pdf', SAMPLES.pdf, menu);
    await orders.save(await orders.draft({ attachmentIds: String(kept.fileId) }));

    const database = await server.database.open();
    const store = new LocalDiskFileStore(join(server.config.dataDir, 'files'));
    try {
      await database.db.updateTable('base_attachments').set({ creationDate: '2026-01-01 08:00:00' }).where('fileId', 'in', [kept.fileId, forgotten.fileId]).execute();
      const keys = await database.db.selectFrom('base_attachments').select(['fileId', 'storageKey']).execute();
      const keyOf = (file: AttachmentFile) => String(keys.find((row) => Number(row.fileId) === file.fileId)?.storageKey);
      expect(await purgeUnsavedAttachments(database, store, new Date(), 7)).toBe(1);
      expect(await store.size(keyOf(forgotten))).toBeNull();
      expect(await store.size(keyOf(kept))).toBe(SAMPLES.pdf.length);
      expect(await store.size(keyOf(recent))).toBe(SAMPLES.pdf.length);
    } finally {
      await database.close();
    }
    const listed = await files.call<AttachmentFile[]>(FILE_PATHS.findByIds, { ids: `${kept.fileId},${forgotten.fileId},${recent.fileId}` }, menu);
    expect(listed.data.map((file) => file.fileId)).toEqual([kept.fileId, recent.fileId]);
  });
});

import type { Upload } from '@tus/server';
import { Language } from '../../../shared/formats/common';
import { success } from '../../http/envelope-schema';
import { attachmentAnswer, type AttachmentRow, type NewAttachment } from '../attachment-files';
import { fileMessage } from '../file-messages';
import type { FileService } from '../file-service';
import { contentTypeFor } from '../content/content-type';
import { newStorageKey } from '../upload/attachment-intake';
import type { VerifiedTusStore } from './verified-tus-store';

/** What the creating request put in a large upload's tus metadata (values as text, '' for none). */
export interface LargeUploadMetadata {
  entity: string;
  field: string;
  businessEntity: string | null;
  businessId: number | null;
  fileDesc: string | null;
  functionId: string | null;
  originalFileName: string;
  suffix: string;
  owner: string;
  session: string;
  language: Language;
}

function text(metadata: Record<string, string | null>, key: string): string | null {
  const value = metadata[key];
  return value === undefined || value === null || value === '' ? null : value;
}

/**
 * The end of a large upload: its bytes move into the file store and it becomes an attachment of its
 * uploader, as a normal upload does. The answer is the normal upload's envelope, in the body of tus's
 * last response (the client reads it from there).
 */
export async function finishLargeUpload(service: FileService, store: VerifiedTusStore, upload: Upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
  const metadata = upload.metadata ?? {};
  const language = Language.safeParse(metadata.language).data ?? 'CN';
  const uploader = { userId: Number(metadata.owner), sessionId: Number(metadata.session) };
  const suffixName = text(metadata, 'suffix') ?? '';
  const { storageKey, fileName } = newStorageKey(suffixName);
  const size = upload.offset;
  const sha256 = await store.sha256Of(upload.id, size);
  await service.store.adopt(storageKey, store.pathOf(upload.id));
  await store.configstore.delete(upload.id);
  store.forget(upload.id);
  const businessId = text(metadata, 'businessId');
  const attachment: NewAttachment = {
    originalFileName: text(metadata, 'originalFileName') ?? fileName,
    fileName,
    suffixName,
    fileSize: size,
    contentType: contentTypeFor(suffixName),
    sha256,
    fileDesc: text(metadata, 'fileDesc'),
    functionId: text(metadata, 'functionId'),
    entityName: String(metadata.entity),
    fieldName: String(metadata.field),
    businessEntity: text(metadata, 'businessEntity'),
    businessId: businessId === null ? null : Number(businessId),
    largeFlag: 'Y',
    storageKey,
  };
  let row: AttachmentRow;
  try {
    [row] = await service.attachments.insertAll([attachment], uploader);
  } catch (error) {
    // Without its row the moved file would be unreachable bytes: remove them, and tus answers the error.
    await service.store.delete(storageKey);
    throw error;
  }
  const body = JSON.stringify(success([attachmentAnswer(row)], fileMessage('uploaded', language, { count: 1 })));
  return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body };
}

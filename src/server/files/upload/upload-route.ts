import multipart from '@fastify/multipart';
import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LARGE_FILE_THRESHOLD, MAX_UPLOAD_BYTES } from '../../../../renderer/descriptors/attachment-limits';
import { envelopeResponses, success } from '../../http/envelope-schema';
import { INPUT_LIMITS } from '../../http/input-limits';
import { requestLanguage } from '../../http/request-language';
import { attachmentAnswer, type NewAttachment } from '../attachment-files';
import { formatFileSize } from '../../../shared/numbers/file-size';
import { fileMessage, fileRefusal } from '../file-messages';
import { callerOf, type FileService } from '../file-service';
import { contentTypeFor } from '../content/content-type';
import { acceptedSuffix, cleanFileName, contentRefusal, newStorageKey, tooLargeRefusal } from './attachment-intake';
import { ContentGate } from './content-gate';
import { documentOfUpload, uploadQuery } from './upload-query';

/** Most files one normal upload call carries. */
const MAX_FILES_PER_UPLOAD = 20;

/** Multipart errors of the caller's making, as a person reads them; anything else stays unexpected. */
function multipartRefusal(error: unknown, request: FastifyRequest): Error {
  const code = (error as { code?: unknown }).code;
  const language = requestLanguage(request);
  if (code === 'FST_FILES_LIMIT') return fileRefusal('tooManyFiles', language, 'files', { max: MAX_FILES_PER_UPLOAD });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileRefusal('chooseFile', language, 'files');
  return error as Error;
}

/**
 * `POST /api/file/v2/file/upload` (spec 000 §7): the multipart `files` of one widget, each streamed to the
 * store through the content gate (never whole in memory), then recorded together. Its parameters ride in
 * the signed query: entity and field (the widget's field), businessId (a saved document), fileDesc,
 * functionId. Files above the large-file threshold go the resumable way (large-upload-routes.ts).
 */
export async function uploadRoute(app: FastifyInstance, service: FileService): Promise<void> {
  // Sizes are enforced by the content gate, with the widget's own limit in the message.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.post('/file/v2/file/upload', { config: { access: 'login' }, schema: { response: envelopeResponses('list') } }, async (request) => {
    const actor = callerOf(request);
    const query = uploadQuery(request);
    const rules = await service.access.widgetRules(request, query.entity, query.field, 'upload');
    const document = await documentOfUpload(service, query, actor);
    if (!request.isMultipart()) throw fileRefusal('chooseFile', actor.language, 'files');
    const widgetMax = rules.maxSize ?? MAX_UPLOAD_BYTES;
    const maxBytes = Math.min(widgetMax, LARGE_FILE_THRESHOLD);
    const received: NewAttachment[] = [];
    try {
      const parts = request.parts({ limits: { files: MAX_FILES_PER_UPLOAD, fields: 10, parts: INPUT_LIMITS.multipartParts, fileSize: maxBytes + 1 } });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        const originalFileName = cleanFileName(part.filename);
        const suffixName = acceptedSuffix(originalFileName, rules, actor.language);
        const tooLarge = () =>
          maxBytes < widgetMax
            ? fileRefusal('useLargeUpload', actor.language, 'files', { max: formatFileSize(LARGE_FILE_THRESHOLD) })
            : tooLargeRefusal(originalFileName, maxBytes, actor.language);
        const gate = new ContentGate((head) => contentRefusal(head, suffixName, originalFileName, actor.language), maxBytes, tooLarge);
        // pipeline, not pipe: a body cut before its closing boundary can fail the part before this line runs
        // (the whole body was already read while the route waited for the database), and pipe() never passes
        // on a failure that came before it: the gate then waited for an end that never came and the call hung.
        // pipeline sees the part already failed and fails the gate with the part's error.
        pipeline(part.file, gate, () => undefined);
        const { storageKey, fileName } = newStorageKey(suffixName);
        // A failed write leaves nothing behind (the store writes to a temporary name first).
        const written = await service.store.write(storageKey, gate);
        received.push({
          ...document,
          originalFileName,
          fileName,
          suffixName,
          fileSize: written.size,
          contentType: contentTypeFor(suffixName),
          sha256: written.sha256,
          fileDesc: query.fileDesc,
          functionId: query.functionId,
          entityName: query.entity,
          fieldName: query.field,
          largeFlag: 'N',
          storageKey,
        });
      }
      if (received.length === 0) throw fileRefusal('chooseFile', actor.language, 'files');
      const rows = await service.attachments.insertAll(received, actor);
      return success(rows.map(attachmentAnswer), fileMessage('uploaded', actor.language, { count: rows.length }));
    } catch (error) {
      await discard(service, received);
      throw multipartRefusal(error, request);
    }
  });
}

async function discard(service: FileService, files: readonly NewAttachment[]): Promise<void> {
  await Promise.all(files.map((file) => service.store.delete(file.storageKey)));
}

import { once } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import { envelopeResponses, success } from '../../http/envelope-schema';
import { requestLanguage } from '../../http/request-language';
import { attachmentAnswer, type AttachmentRow } from '../attachment-files';
import { fileMessage, fileRefusal } from '../file-messages';
import { callerOf, parseFileIds, reachableFiles, type FileService } from '../file-service';
import type { FileLinks } from './file-links';
import { sendStoredFile } from './send-file';
import { zipEntryName } from './zip-entry-name';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return (request.body ?? {}) as Record<string, unknown>;
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** The one file an id names, when the caller may `operation` it. */
async function oneFile(service: FileService, request: FastifyRequest, value: unknown, field: string, operation: 'download' | 'preview'): Promise<AttachmentRow> {
  const ids = parseFileIds(value, request, field);
  if (ids.length !== 1) throw fileRefusal('idsInvalid', requestLanguage(request), field);
  const [file] = await reachableFiles(service, request, ids, operation, field);
  return file;
}

/**
 * Downloads (spec 000 §7, docs/api.md "Files"): by id in the query or fileId in the body, the large-file
 * variants (the same files, with byte ranges), a streamed zip of several, the list of files by ids, a
 * short-lived link (getFileUrl) and small images as base64.
 */
export async function downloadRoutes(app: FastifyInstance, options: { service: FileService; links: FileLinks }): Promise<void> {
  const { service, links } = options;
  const fileRoute = { config: { access: 'login' as const } };

  app.post('/file/v2/file/download', fileRoute, async (request, reply) =>
    sendStoredFile(request, reply, service.store, await oneFile(service, request, queryOf(request).id, 'id', 'download'), 'attachment'),
  );
  app.post('/file/v2/file/downloadBody', fileRoute, async (request, reply) =>
    sendStoredFile(request, reply, service.store, await oneFile(service, request, bodyOf(request).fileId, 'fileId', 'download'), 'attachment'),
  );
  app.get('/largeFile/v1/largeFile/download', fileRoute, async (request, reply) =>
    sendStoredFile(request, reply, service.store, await oneFile(service, request, queryOf(request).id, 'id', 'download'), 'attachment'),
  );
  app.post('/largeFile/v1/largeFile/downloadBody', fileRoute, async (request, reply) =>
    sendStoredFile(request, reply, service.store, await oneFile(service, request, bodyOf(request).fileId, 'fileId', 'download'), 'attachment'),
  );

  app.post('/file/v2/file/batchDownload', fileRoute, async (request, reply) => {
    const files = await reachableFiles(service, request, parseFileIds(bodyOf(request).fileIds, request, 'fileIds'), 'download');
    // archiver (with its crc32 and compression packages) is loaded at the first zip, not at every start.
    const { ZipArchive } = await import('archiver');
    const zip = new ZipArchive({ zlib: { level: 1 } });
    const used = new Set<string>();
    // One file open at a time: the next is added once the zip has taken the previous one.
    void (async () => {
      for (const file of files) {
        zip.append(await service.store.read(file.storageKey), { name: zipEntryName(file.originalFileName, used) });
        await once(zip, 'entry');
      }
      await zip.finalize();
    })().catch((error: unknown) => zip.destroy(error as Error));
    const name = fileMessage('batchZipName', requestLanguage(request));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', name))
      .header('cache-control', 'private, no-store')
      .send(zip);
  });

  app.post('/file/v2/file/findByIds', { ...fileRoute, schema: { response: envelopeResponses('list') } }, async (request) => {
    const actor = callerOf(request);
    const ids = parseFileIds(bodyOf(request).ids, request, 'ids');
    // A widget lists what its field names: files removed meanwhile, or out of reach, are left out.
    const rows = await service.attachments.byIds(ids);
    const reachable = await service.access.reachable(rows, actor, 'read');
    const listed = rows.filter((_, index) => reachable[index]);
    await service.access.assertWidgets(request, listed, 'list');
    return success(listed.map(attachmentAnswer), '');
  });

  app.post('/file/v2/file/getFileUrl', { ...fileRoute, schema: { response: envelopeResponses('record') } }, async (request) => {
    const body = bodyOf(request);
    const inline = body.disposition === 'inline';
    const file = await oneFile(service, request, body.fileId, 'fileId', inline ? 'preview' : 'download');
    const { token, expiresAt } = links.create({ fileId: file.fileId, userId: callerOf(request).userId, disposition: inline ? 'inline' : 'attachment' });
    return success({ url: `/api/file/v2/file/link/${token}`, expiresAt: new Date(expiresAt).toISOString() }, '');
  });

  app.get('/file/v2/file/link/:token', { config: { access: 'public' } }, async (request, reply) => {
    const link = links.read(String((request.params as { token?: unknown }).token ?? ''));
    const file = link ? await service.attachments.byId(link.fileId) : null;
    if (!link || !file) {
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send(fileMessage('linkExpired', requestLanguage(request)));
    }
    return sendStoredFile(request, reply, service.store, file, link.disposition);
  });

  app.post('/file/v2/file/getBase64', { ...fileRoute, schema: { response: envelopeResponses('record') } }, async (request) => {
    const language = requestLanguage(request);
    const file = await oneFile(service, request, bodyOf(request).fileId, 'fileId', 'preview');
    if (!file.contentType.startsWith('image/')) throw fileRefusal('notImage', language, 'fileId');
    if (file.fileSize > BASE64_MAX_BYTES) throw fileRefusal('imageTooLarge', language, 'fileId', { max: '10 MB' });
    const chunks: Buffer[] = [];
    for await (const chunk of await service.store.read(file.storageKey)) chunks.push(chunk as Buffer);
    return success({ fileId: file.fileId, contentType: file.contentType, base64: Buffer.concat(chunks).toString('base64') }, '');
  });
}

/** Base64 answers sit in memory whole: only pictures small enough for that. */
const BASE64_MAX_BYTES = 10 * 1024 * 1024;

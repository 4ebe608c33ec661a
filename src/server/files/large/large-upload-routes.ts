import type { IncomingMessage } from 'node:http';
import type { Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../../renderer/descriptors/attachment-limits';
import type { Actor } from '../../entities';
import { ApiError } from '../../http/api-error';
import { httpStatusOf } from '../../http/http-refusal';
import { requestLanguage } from '../../http/request-language';
import { fileRefusal } from '../file-messages';
import { callerOf, type FileService } from '../file-service';
import { acceptedSuffix, cleanFileName, contentRefusal, tooLargeRefusal } from '../upload/attachment-intake';
import { documentOfUpload, uploadParameters } from '../upload/upload-query';
import type { LargeUploadMetadata } from './finish-large-upload';
import type { LargeUploadServer } from './large-upload-server';

/** A refusal as a tus client reads it: a 4xx code (so the library reports an error) with our envelope as the body. */
function refuse(reply: FastifyReply, error: ApiError): FastifyReply {
  const status = httpStatusOf(error);
  return reply.code(status === 200 ? 400 : status).header('content-type', 'application/json; charset=utf-8').send({ status: error.status, msg: error.message, data: null, errors: error.errors });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `/api/largeFile/v1/largeFile/upload` (spec 000 §7): files above the large-file threshold, up to 2 GB,
 * over the tus resumable-upload protocol (tus.io, server @tus/server). Our checks wrap tus's handling:
 * creating an upload runs the widget's rules on its metadata (entity, field, filename...) and its length;
 * every later request must come from the user who created it; every chunk carries its SHA-256
 * (`Upload-Checksum: sha256 <base64>`) and the first one passes the content check (verified-tus-store.ts).
 * The finished file moves into the file store and becomes an attachment (finish-large-upload.ts).
 */
export async function largeUploadRoutes(app: FastifyInstance, options: { service: FileService; dataDir: string }): Promise<void> {
  const { service } = options;
  /** The metadata the creating request's checks made, by that request, for tus's creation hook below. */
  const checkedCreations = new WeakMap<IncomingMessage, Record<string, string>>();
  /** tus's server, made at the first large-upload request (large-upload-server.ts). */
  let server: Promise<LargeUploadServer> | undefined;
  const tusServer = () => (server ??= import('./large-upload-server').then(({ largeUploadServer }) => largeUploadServer({ ...options, checkedCreations })));
  const sweep = setInterval(() => void tusServer().then(({ tus }) => tus.cleanUpExpiredUploads()).catch((error: unknown) => app.log.warn({ err: error }, 'expired large uploads not swept')), 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // tus reads PATCH bodies itself: Fastify must leave the stream alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    const { tus } = await tusServer();
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  /** The upload an id names, when the caller created it; another user's upload answers like a missing one. */
  const ownUpload = async (request: FastifyRequest, actor: Actor): Promise<Upload | null> => {
    const id = String((request.params as { id?: unknown }).id ?? '');
    if (!/^[a-f0-9]{32}$/.test(id)) return null;
    const { store } = await tusServer();
    const upload = await store.getUpload(id).catch(() => null);
    return upload?.metadata?.owner === String(actor.userId) ? upload : null;
  };

  app.post('/largeFile/v1/largeFile/upload', { config: { access: 'login' } }, async (request, reply) => {
    const actor = callerOf(request);
    try {
      const { parseMetadata } = await tusServer();
      let metadata: Record<string, string | null>;
      try {
        metadata = parseMetadata(header(request, 'upload-metadata'));
      } catch {
        throw fileRefusal('chooseFile', actor.language, 'files');
      }
      const query = uploadParameters(metadata, request);
      const rules = await service.access.widgetRules(request, query.entity, query.field, 'upload');
      const document = await documentOfUpload(service, query, actor);
      const originalFileName = cleanFileName(metadata.filename ?? '');
      const suffix = acceptedSuffix(originalFileName, rules, actor.language);
      const length = Number(header(request, 'upload-length'));
      const maxBytes = rules.maxSize ?? MAX_UPLOAD_BYTES;
      if (!Number.isSafeInteger(length)) throw fileRefusal('lengthRequired', actor.language, 'Upload-Length');
      if (length < 1) throw fileRefusal('emptyFile', actor.language, 'files', { name: originalFileName });
      if (length > maxBytes) throw tooLargeRefusal(originalFileName, maxBytes, actor.language);
      const stored: LargeUploadMetadata = {
        ...query,
        ...document,
        originalFileName,
        suffix,
        owner: String(actor.userId),
        session: String(actor.sessionId),
        language: actor.language,
      };
      checkedCreations.set(request.raw, Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, value === null ? '' : String(value)])));
    } catch (error) {
      if (error instanceof ApiError) return refuse(reply, error);
      throw error;
    }
    return handOver(request, reply);
  });

  app.head('/largeFile/v1/largeFile/upload/:id', { config: { access: 'login' } }, async (request, reply) => {
    if (!(await ownUpload(request, callerOf(request)))) return reply.code(404).send();
    return handOver(request, reply);
  });

  app.delete('/largeFile/v1/largeFile/upload/:id', { config: { access: 'login' } }, async (request, reply) => {
    const upload = await ownUpload(request, callerOf(request));
    if (!upload) return reply.code(404).send();
    (await tusServer()).store.forget(upload.id);
    return handOver(request, reply);
  });

  app.patch('/largeFile/v1/largeFile/upload/:id', { config: { access: 'login' } }, async (request, reply) => {
    const actor = callerOf(request);
    const upload = await ownUpload(request, actor);
    if (!upload) return reply.code(404).send();
    const metadata = upload.metadata ?? {};
    try {
      await service.access.widgetRules(request, String(metadata.entity), String(metadata.field), 'upload');
      const checksum = /^sha256 ([A-Za-z0-9+/]{43}=)$/.exec(header(request, 'upload-checksum') ?? '');
      if (!checksum) throw fileRefusal('checksumRequired', requestLanguage(request), 'Upload-Checksum');
      const suffix = String(metadata.suffix ?? '');
      const name = String(metadata.originalFileName ?? '');
      (await tusServer()).store.expect(upload.id, { sha256: checksum[1], head: (head) => contentRefusal(head, suffix, name, actor.language) });
    } catch (error) {
      if (error instanceof ApiError) return refuse(reply, error);
      throw error;
    }
    return handOver(request, reply);
  });
}

import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Metadata, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../../renderer/descriptors/attachment-config.schema';
import type { Actor } from '../../entities';
import { ApiError } from '../../http/api-error';
import { httpStatusOf } from '../../http/http-refusal';
import { requestLanguage } from '../../http/request-language';
import { fileRefusal } from '../file-messages';
import { callerOf, type FileService } from '../file-service';
import { acceptedSuffix, cleanFileName, contentRefusal, tooLargeRefusal } from '../upload/attachment-intake';
import { documentOfUpload, uploadParameters } from '../upload/upload-query';
import { finishLargeUpload, type LargeUploadMetadata } from './finish-large-upload';
import { VerifiedTusStore } from './verified-tus-store';

export const LARGE_UPLOAD_PATH = '/api/largeFile/v1/largeFile/upload';
/** An unfinished large upload can be resumed for a day; then tus forgets it and its bytes. */
const RESUMABLE_FOR_MS = 24 * 60 * 60 * 1000;

/** The Node request under tus's web request (srvx keeps it for its Node adapter). */
function nodeRequestOf(request: unknown): unknown {
  return (request as { runtime?: { node?: { req?: unknown } } }).runtime?.node?.req;
}

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
  const store = new VerifiedTusStore({ directory: join(options.dataDir, 'large-uploads'), expirationPeriodInMilliseconds: RESUMABLE_FOR_MS });
  const tus = new Server({
    path: LARGE_UPLOAD_PATH,
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // The metadata an upload keeps is what the creating request's checks made of it, never the client's own.
    onUploadCreate: async (request) => {
      const checked = checkedCreations.get(nodeRequestOf(request) as IncomingMessage);
      if (!checked) throw { status_code: 403, body: 'Forbidden\n' };
      return { metadata: checked };
    },
    onUploadFinish: async (_request, upload) => finishLargeUpload(service, store, upload),
  });
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.warn({ err: error }, 'expired large uploads not swept')), 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // tus reads PATCH bodies itself: Fastify must leave the stream alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  /** The upload an id names, when the caller created it; another user's upload answers like a missing one. */
  const ownUpload = async (request: FastifyRequest, actor: Actor): Promise<Upload | null> => {
    const id = String((request.params as { id?: unknown }).id ?? '');
    if (!/^[a-f0-9]{32}$/.test(id)) return null;
    const upload = await store.getUpload(id).catch(() => null);
    return upload?.metadata?.owner === String(actor.userId) ? upload : null;
  };

  app.post('/largeFile/v1/largeFile/upload', { config: { access: 'login' } }, async (request, reply) => {
    const actor = callerOf(request);
    try {
      let metadata: Record<string, string | null>;
      try {
        metadata = Metadata.parse(header(request, 'upload-metadata'));
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
    store.forget(upload.id);
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
      store.expect(upload.id, { sha256: checksum[1], head: (head) => contentRefusal(head, suffix, name, actor.language) });
    } catch (error) {
      if (error instanceof ApiError) return refuse(reply, error);
      throw error;
    }
    return handOver(request, reply);
  });
}

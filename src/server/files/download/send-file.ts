import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import type { AttachmentRow } from '../attachment-files';
import type { FileStore } from '../storage/file-store';
import { byteRange } from './byte-range';

/**
 * Answers a stored file: as a download (application/octet-stream, attachment) or inline for a preview
 * (its safe content type: images, PDF, plain text, never markup). Range requests get 206 with the part
 * asked for, so a large download can resume. The sandbox policy keeps a file opened directly from
 * running anything in the page's origin.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: AttachmentRow,
  disposition: 'attachment' | 'inline',
): Promise<FastifyReply> {
  const size = (await store.size(file.storageKey)) ?? 0;
  const range = byteRange(request.headers.range, size);
  reply
    .header('content-type', disposition === 'inline' ? file.contentType : 'application/octet-stream')
    .header('content-disposition', contentDisposition(disposition, file.originalFileName))
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', `"${file.sha256}"`)
    .header('cache-control', 'private, no-store');
  if (range.kind === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (range.kind === 'partial') {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', range.end - range.start + 1);
    return reply.send(await store.read(file.storageKey, range));
  }
  reply.header('content-length', size);
  return reply.send(await store.read(file.storageKey));
}

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import { requestLanguage } from '../../http/request-language';
import { fileRefusal } from '../file-messages';
import { parseFileIds, reachableFiles, type FileService } from '../file-service';
import { sendStoredFile } from '../download/send-file';
import type { PreviewCache } from './preview-cache';
import { PreviewError, type OfficeConverter } from './office-converter';
import { previewKindOf } from './preview-kinds';

/**
 * `POST /api/file/v2/pageoffice/doFilePdfView` (spec 000 §7): the preview of one file. Pictures and PDFs
 * as they are; text and office documents as a PDF made by LibreOffice (cached by content, so each
 * document converts once); anything else, or a server without LibreOffice, answers status E saying to
 * download instead.
 */
export async function pdfViewRoute(app: FastifyInstance, options: { service: FileService; previews: PreviewCache; converter: OfficeConverter }): Promise<void> {
  const { service, previews, converter } = options;
  app.post('/file/v2/pageoffice/doFilePdfView', { config: { access: 'login' } }, async (request, reply) => {
    const language = requestLanguage(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const ids = parseFileIds(body.id ?? body.fileId, request, 'id');
    if (ids.length !== 1) throw fileRefusal('idsInvalid', language, 'id');
    const [file] = await reachableFiles(service, request, ids, 'preview', 'id');
    const kind = previewKindOf(file.suffixName);
    if (kind === 'image' || kind === 'pdf') return sendStoredFile(request, reply, service.store, file, 'inline');
    if (kind === 'unsupported') throw fileRefusal('previewUnsupported', language, 'id');
    if (!(await converter.available())) throw fileRefusal('previewUnavailable', language, 'id');
    let pdfPath: string;
    try {
      pdfPath = await previews.pdfFor(file.sha256, file.suffixName, async () => {
        const directory = await mkdtemp(join(tmpdir(), 'srm-preview-source-'));
        const path = join(directory, `source.${file.suffixName}`);
        await pipeline(await service.store.read(file.storageKey), createWriteStream(path));
        return { path, dispose: () => rm(directory, { recursive: true, force: true }) };
      });
    } catch (error) {
      if (!(error instanceof PreviewError)) throw error;
      request.log.warn({ err: error, fileId: file.fileId }, 'document preview not made');
      throw fileRefusal(error.kind === 'timeout' ? 'previewTooSlow' : error.kind === 'unavailable' ? 'previewUnavailable' : 'previewFailed', language, 'id');
    }
    const pdfName = `${file.originalFileName.replace(/\.[^.]*$/, '')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('inline', pdfName))
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(createReadStream(pdfPath));
  });
}

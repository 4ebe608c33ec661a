import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { NonceStore } from '../signing/nonce-store';
import { deleteRoutes } from './delete/delete-routes';
import { downloadRoutes } from './download/download-routes';
import { FileLinks } from './download/file-links';
import type { FileService } from './file-service';
import type { FileKeys } from './keys/file-keys';
import { largeUploadRoutes } from './large/large-upload-routes';
import { pdfViewRoute } from './preview/pdf-view-route';
import { OfficeConverter } from './preview/office-converter';
import { PreviewCache } from './preview/preview-cache';
import { uploadRoute } from './upload/upload-route';

export interface FileRouteOptions {
  service: FileService;
  keys: FileKeys;
  nonces: NonceStore;
  dataDir: string;
  /** The LibreOffice program that makes document previews (OFFICE_COMMAND). */
  officeCommand: string;
}

/**
 * The file service under /api (spec 000 §7, docs/api.md "Files"): `/file/v2/file/*` and the PDF view,
 * `/largeFile/v1/largeFile/*` for resumable uploads and ranged downloads. Each group is its own plugin
 * (multipart and the tus body parser stay inside theirs).
 */
export async function fileRoutes(app: FastifyInstance, options: FileRouteOptions): Promise<void> {
  const { service } = options;
  await app.register(async (scope) => uploadRoute(scope, service));
  await app.register(largeUploadRoutes, { service, dataDir: options.dataDir });
  await app.register(downloadRoutes, { service, links: new FileLinks(options.keys.linkKey()) });
  await app.register(deleteRoutes, { service, keys: options.keys, nonces: options.nonces });
  const converter = new OfficeConverter({ command: options.officeCommand });
  const previews = new PreviewCache(join(options.dataDir, 'previews'), converter);
  await app.register(pdfViewRoute, { service, previews, converter });
}

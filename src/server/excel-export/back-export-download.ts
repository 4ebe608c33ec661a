import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireIdentity } from '../auth/request-identity';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { engineError } from '../entities/engine-messages';
import { entityLabel } from '../entities/entity-fields';
import { XLSX_TYPE } from '../excel-import/import-answers';
import { LookupMeanings } from '../excel-import/lookup-meanings';
import type { FileStore } from '../files/storage/file-store';
import { requestLanguage } from '../http/request-language';
import type { LookupCache } from '../lookups/lookup-cache';
import { EntityRequestBody } from '../services/entity-request-body';
import { BACK_EXPORT_ENTITY, BACK_EXPORT_STATUS, type BackExports } from './back-exports';
import { exportRefusal } from './export-messages';
import { contentDisposition } from '../http/content-disposition';

const BACK_EXPORT_STATUS_LOOKUP = 'BACK_EXPORT_STATUS';

/** The downloadFile command of baseReportBackExport: the caller's own finished export file. */
export function backExportDownloadHandler(exports: BackExports, files: FileStore, lookups: LookupCache, catalog: EntityCatalog) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const language = requestLanguage(request);
    const id = new EntityRequestBody(request.body, language).id();
    const found = await exports.fileOf(id, requireIdentity(request).user.userId);
    if (!found) throw engineError(language, 'notFound', { label: entityLabel(catalog.get(BACK_EXPORT_ENTITY), language) });
    if (found.status !== BACK_EXPORT_STATUS.done || !found.storageKey) {
      const meanings = await LookupMeanings.load(lookups, [BACK_EXPORT_STATUS_LOOKUP]);
      throw exportRefusal(language, 'exportNotReady', 'id', { status: meanings.meaningOf(BACK_EXPORT_STATUS_LOOKUP, found.status, language) });
    }
    if ((await files.size(found.storageKey)) === null) throw exportRefusal(language, 'exportFileGone', 'id');
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', found.fileName))
      .header('content-security-policy', 'sandbox')
      .send(await files.read(found.storageKey));
  };
}

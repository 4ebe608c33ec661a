import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine } from '../entities/entity-engine.types';
import { entityLabel } from '../entities/entity-fields';
import { paramsOf } from '../excel-import/import-answers';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { SCHEDULE_REQUEST_ENTITY } from '../jobs/schedule-request';
import type { EntityWrite } from '../services/entity-write';
import { asNumber } from '../sql-database';
import { BACK_EXPORT_PROGRAM } from './back-export-program';
import { BACK_EXPORT_ENTITY, type BackExports } from './back-exports';
import { aggregatePlanOf, answeringInputErrors } from '../aggregate/aggregate-operation';
import { assertExportAllowed, type ExportAccessOptions } from './export-access';
import { exportFailureText, exportRefusal, exportText } from './export-messages';
import { readExportRequest } from './export-request';
import { exportFileName } from './prepared-export';
import { assertJsonDepth } from '../http/input-limits';

export interface BackExportRouteOptions extends ExportAccessOptions {
  engine: EntityEngine;
  exports: BackExports;
  /** Awaited after the request record is written: it enqueues the job (app.ts onWrite). */
  onWrite: (write: EntityWrite) => Promise<void>;
}

/** The export call a background export will make, from `paramsValue` (its JSON, or the object itself). */
function exportParams(value: unknown, request: FastifyRequest): Record<string, unknown> {
  const language = requestLanguage(request);
  if (value === undefined || value === null || value === '') throw exportRefusal(language, 'paramsValueRequired', 'paramsValue');
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw exportRefusal(language, 'badParamsValue', 'paramsValue');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw exportRefusal(language, 'badParamsValue', 'paramsValue');
  assertJsonDepth(parsed, 'paramsValue', language);
  return parsed as Record<string, unknown>;
}

/**
 * doBackExport (spec 001, baseReportBackExport): checks the export as exportExcel would (parameters,
 * permission to read the list), records it for the caller, and submits the backExportExcel job that
 * writes the file; the caller downloads it later from the background-export list.
 */
export async function backExportRoutes(app: FastifyInstance, options: BackExportRouteOptions): Promise<void> {
  const route = { config: { access: 'login' as const }, schema: { response: envelopeResponses('record') } };
  app.post(`/base/v1/${BACK_EXPORT_ENTITY}Restful/doBackExport`, route, async (request) => {
    const language = requestLanguage(request);
    const body = paramsOf(request.body);
    const params = exportParams(body.paramsValue, request);
    const exportRequest = readExportRequest(params, options.catalog, language, params.customParams !== undefined);
    await assertExportAllowed(request, exportRequest, options, 'backExport');
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    // An aggregate's query is checked now, as the list's filters are when its first page is read.
    if (exportRequest.operation === 'aggregate') {
      await answeringInputErrors(language, async () => aggregatePlanOf(options.engine.kit, exportRequest.entity, exportRequest.requestParams, actor));
    }
    const requested = typeof body.fileName === 'string' ? body.fileName : exportRequest.fileName;
    const fileName = exportFileName(requested, entityLabel(exportRequest.entity, language));
    const record = await options.engine.saveOrUpdate(
      BACK_EXPORT_ENTITY,
      { fileName, requestUrl: exportRequest.requestUrl, paramsValue: JSON.stringify({ ...params, lan: language }) },
      actor,
    );
    const backExportId = asNumber(record.backExportId);
    try {
      const job = await options.engine.saveOrUpdate(
        SCHEDULE_REQUEST_ENTITY,
        { programCode: BACK_EXPORT_PROGRAM.code, parameters: JSON.stringify({ exportId: backExportId }) },
        actor,
      );
      await options.exports.attachRequest(backExportId, asNumber(job.requestId));
      await options.onWrite({ entity: SCHEDULE_REQUEST_ENTITY, created: [job] });
      return success({ ...record, requestId: job.requestId }, exportText(language, 'backExportSubmitted', { fileName }));
    } catch (error) {
      await options.exports.finishError(backExportId, exportFailureText(error, language));
      throw error;
    }
  });
}

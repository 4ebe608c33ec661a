import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { AccessDirectory } from '../access/access-directory';
import type { ScreenCoverage } from '../access/screen-coverage';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine } from '../entities';
import { entityLabel } from '../entities/entity-fields';
import { ApiError } from '../http/api-error';
import { envelopeResponses } from '../http/envelope-schema';
import { HttpRefusal } from '../http/http-refusal';
import { requestLanguage } from '../http/request-language';
import type { EntityWrite } from '../services/entity-write';
import type { LookupCache } from '../lookups/lookup-cache';
import type { SqlDatabase } from '../sql-database';
import { allowedImport, logRefusedImport } from './import-access';
import { headerIdOf, importedAnswer, paramsOf, rejectedAnswer, XLSX_TYPE } from './import-answers';
import { importModelOf, type ImportModel } from './import-columns';
import { importRefusal, importText } from './import-messages';
import { ImportResults } from './import-results';
import { runImport, type SourceRow } from './import-runner';
import { openImportSheet } from './import-sheet';
import { buildImportTemplate } from './import-template';
import { LookupMeanings } from './lookup-meanings';
import { markedWorkbook } from './marked-workbook';
import { readImportWorkbook } from './import-workbook';
import { hasSeveralWorksheets } from './whole-workbook-rows';
import { runWorkbookImport } from './import-workbook-runner';
import { receiveUpload } from './xlsx-upload';
import { contentDisposition } from '../http/content-disposition';

export interface ImportLimits {
  /** Largest upload accepted, in bytes (IMPORT_MAX_BYTES). */
  maxBytes: number;
  /** Most data rows one import may hold (IMPORT_MAX_ROWS). */
  maxRows: number;
}

export interface ImportRouteOptions {
  catalog: EntityCatalog;
  engine: EntityEngine;
  directory: AccessDirectory;
  coverage: ScreenCoverage;
  lookups: LookupCache;
  database: SqlDatabase;
  limits: ImportLimits;
  /** Awaited after a successful import, as after any entity write (caches of the entity are cleared). */
  onWrite: (write: EntityWrite) => Promise<void>;
}

const EXCEL = '/export/v1/importExcelRestful';

function meaningsFor(model: ImportModel, lookups: LookupCache): Promise<LookupMeanings> {
  const columns = [...model.columns, ...model.lines.flatMap((line) => line.columns)];
  return LookupMeanings.load(lookups, columns.flatMap((column) => (column.lookupType ? [column.lookupType] : [])));
}

/** The entity a successful import wrote: the header for lines added to one. */
function writtenEntity(model: ImportModel, catalog: EntityCatalog): string {
  return model.definition.intoHeader ? catalog.parentOf(model.entity.name)?.header.name ?? model.entity.name : model.entity.name;
}

function sendFile(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('content-security-policy', 'sandbox')
    .send(content);
}

/**
 * The import calls (spec 000 §7, docs/api.md "Import"), under /api: the Excel ones of the export service
 * (template, upload, marked workbook) for any entity with an `import` definition, named in the call; and
 * `doImport` of each such entity, its rows as JSON. Both run the same import (import-runner.ts). Only this
 * plugin reads multipart bodies; their signature covers the query string, where the parameters go.
 */
export async function importRoutes(app: FastifyInstance, options: ImportRouteOptions): Promise<void> {
  await app.register(multipart);
  const { catalog, engine, database, limits } = options;
  const results = new ImportResults(database);
  const fileRoute = { config: { access: 'login' as const }, schema: { response: envelopeResponses('any') } };
  const jsonRoute = { config: { access: 'login' as const }, schema: { response: envelopeResponses('record') } };

  /** An Excel call refused for the caller's input: recorded like a refused write, then answered. */
  const refusing = async <T>(request: FastifyRequest, entity: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && error.status === 'E' && !(error instanceof HttpRefusal)) {
        await logRefusedImport(request, database, entity, error.message);
      }
      throw error;
    }
  };

  app.post(`${EXCEL}/downloadImportTemplate`, fileRoute, async (request, reply) => {
    const language = requestLanguage(request);
    const params = { ...paramsOf(request.query), ...paramsOf(request.body) };
    const model = await allowedImport(request, params.entity, options);
    const template = await buildImportTemplate(model, await meaningsFor(model, options.lookups), language, limits.maxRows);
    return sendFile(reply, importText(language, 'templateFile', { label: entityLabel(model.entity, language) }), template);
  });

  app.post(`${EXCEL}/importExcel`, jsonRoute, async (request) => {
    const language = requestLanguage(request);
    const query = paramsOf(request.query);
    const model = await allowedImport(request, query.entity, options);
    return refusing(request, model.entity.name, async () => {
      const headerId = headerIdOf(model, query, catalog, language);
      const upload = await receiveUpload(request, limits.maxBytes, language);
      try {
        if (model.lines.length > 0 && (await hasSeveralWorksheets(upload.path))) return await importWorkbook(request, model, upload.path);
        const sheet = await openImportSheet(upload.path, model, language, limits.maxRows);
        try {
          const actor = actorOf(requireIdentity(request), language, String(request.id));
          const meanings = await meaningsFor(model, options.lookups);
          const run = await runImport(engine, { model, rows: sheet.rows, actor, meanings, headerId, rowsField: 'file' });
          if (run.ok) {
            await options.onWrite({ entity: writtenEntity(model, catalog), created: [] });
            return importedAnswer(run.done, language);
          }
          const label = entityLabel(model.entity, language);
          const marked = await markedWorkbook(upload.path, sheet.mapping, run.problems, label, language);
          const stored = await results.store(actor.userId, importText(language, 'resultFile', { label }), marked);
          const answer = rejectedAnswer(run, language, stored);
          await logRefusedImport(request, database, model.entity.name, answer.msg);
          return answer;
        } finally {
          await sheet.close();
        }
      } finally {
        await upload.dispose();
      }
    });
  });

  /** A header-and-lines workbook (import.lines): read whole, imported as one; its problems listed by sheet (no marked workbook). */
  const importWorkbook = async (request: FastifyRequest, model: ImportModel, path: string) => {
    const language = requestLanguage(request);
    const workbook = await readImportWorkbook(path, model, language, limits.maxRows);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const meanings = await meaningsFor(model, options.lookups);
    const run = await runWorkbookImport(engine, { model, workbook, actor, meanings });
    if (run.ok) {
      await options.onWrite({ entity: model.entity.name, created: [] });
      return importedAnswer(run.done, language);
    }
    const answer = rejectedAnswer(run, language);
    await logRefusedImport(request, database, model.entity.name, answer.msg);
    return answer;
  };

  app.post(`${EXCEL}/downloadImportResult`, fileRoute, async (request, reply) => {
    const language = requestLanguage(request);
    const resultId = paramsOf(request.body).resultId;
    if (typeof resultId !== 'string' || resultId.trim() === '') throw importRefusal(language, 'resultIdRequired', 'resultId');
    const found = await results.find(requireIdentity(request).user.userId, resultId.trim());
    if (!found) throw importRefusal(language, 'resultGone', 'resultId');
    return sendFile(reply, found.fileName, found.content);
  });

  for (const entity of catalog.all()) {
    const model = importModelOf(entity, catalog);
    if (!model) continue;
    const access = { entity: entity.name, operation: 'doImport' };
    const route = { config: { access }, schema: { response: envelopeResponses('record') } };
    app.post(`/${entity.service}/v1/${entity.name}Restful/doImport`, route, async (request) => {
      const language = requestLanguage(request);
      const body = paramsOf(request.body);
      const data = body.data;
      if (!Array.isArray(data) || data.length === 0 || !data.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
        throw importRefusal(language, 'recordsRequired', 'data');
      }
      if (data.length > limits.maxRows) throw importRefusal(language, 'tooManyRows', 'data', { max: limits.maxRows });
      const headerId = headerIdOf(model, body, catalog, language);
      const rows: SourceRow[] = data.map((row: Record<string, unknown>, index) => ({ row: index + 1, cells: new Map(Object.entries(row)) }));
      const actor = actorOf(requireIdentity(request), language, String(request.id));
      const meanings = await meaningsFor(model, options.lookups);
      const run = await runImport(engine, { model, rows, actor, meanings, headerId, rowsField: 'data' });
      if (run.ok) {
        await options.onWrite({ entity: writtenEntity(model, catalog), created: [] });
        return importedAnswer(run.done, language);
      }
      const answer = rejectedAnswer(run, language);
      await logRefusedImport(request, database, entity.name, answer.msg);
      return answer;
    });
  }
}

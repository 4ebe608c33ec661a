import type { FastifyRequest } from 'fastify';
import { refuseField } from '../http/api-error';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { creationAudit } from '../audit/creation-audit';
import { formatDateTime } from '../entities/engine-clock';
import type { EntityEngine } from '../entities/entity-engine.types';
import type { AttachmentFiles } from '../files/attachment-files';
import type { FileStore } from '../files/storage/file-store';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import { apiDefinitions, documentProblem } from './api-definitions';
import { writeApiCatalogue } from './api-catalogue';
import { openApiMessage } from './openapi-messages';
import { PLATFORM_PROJECT } from './platform-apis';

const PROJECT_ENTITY = 'baseApiProject';
const FILE_FIELD = 'specFile';

interface ImportDependencies {
  engine: EntityEngine;
  database: SqlDatabase;
  attachments: AttachmentFiles;
  store: FileStore;
}

async function fileText(store: FileStore, storageKey: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(storageKey)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * baseApiProject.doImportSwagger {id}: the APIs of the Swagger 2 / OpenAPI 3 file (JSON) attached to the
 * project become its external APIs (source EXTERNAL) with their parameters, one module per tag; an API of the
 * same code is updated, others stay. A file that is missing, not JSON or no such document is refused naming
 * the file field.
 */
export function swaggerImportHandlers({ engine, database, attachments, store }: ImportDependencies) {
  const importSwagger = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const project = await engine.findById(PROJECT_ENTITY, new EntityRequestBody(request.body, language).id(), actor);
    const projectId = Number(project.projectId);
    if (project.projectCode === PLATFORM_PROJECT) refuseField(openApiMessage('platformProject', language), 'projectCode');
    const fileId = Number(String(project[FILE_FIELD] ?? '').split(',').find((id) => id.trim() !== ''));
    const file = Number.isInteger(fileId) && fileId > 0 ? await attachments.byId(fileId) : null;
    if (!file || file.entityName !== PROJECT_ENTITY || (file.businessId !== null && Number(file.businessId) !== projectId)) refuseField(openApiMessage('noFile', language), FILE_FIELD);
    const name = file.originalFileName;
    const text = await fileText(store, file.storageKey).catch(() => refuseField(openApiMessage('fileGone', language, { file: name }), FILE_FIELD));
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      refuseField(openApiMessage('notJson', language, { file: name, reason: (error as Error).message }), FILE_FIELD);
    }
    const problem = documentProblem(document);
    if (problem) refuseField(openApiMessage(problem, language, { file: name }), FILE_FIELD);
    const definitions = apiDefinitions(document as Record<string, unknown>);
    const result = await writeApiCatalogue(database, {
      projectId,
      source: 'EXTERNAL',
      definitions,
      moduleOf: (definition) => (definition.tag ? definition.tag.slice(0, 60) : null),
      removeMissing: false,
      audit: creationAudit(formatDateTime(new Date()), actor),
    });
    const count = new Set(definitions.map((definition) => definition.apiCode)).size;
    return success(result, openApiMessage('imported', language, { count, created: result.created, updated: result.updated }));
  };
  return new Map([[`${PROJECT_ENTITY}.doImportSwagger`, importSwagger]]);
}

import type { FastifyBaseLogger } from 'fastify';
import { systemAudit } from '../seed/seed-writes';
import type { SqlDatabase } from '../sql-database';
import { apiDefinitions, type ApiDefinition } from './api-definitions';
import { projectId, writeApiCatalogue } from './api-catalogue';
import type { OpenApiDocument } from './openapi-document';

/** The project the platform's own APIs belong to in the API manager. */
export const PLATFORM_PROJECT = 'SRM_PLATFORM';

/** A platform API's module: its service, the second segment of /api/<service>/v1/... */
const serviceOf = (definition: ApiDefinition) => definition.apiPath.split('/')[2] ?? null;

/**
 * Brings the API manager's platform APIs (source PLATFORM, read-only there) in line with the generated
 * document on every start: new operations added, changed ones rewritten, removed ones deleted (with the
 * client scopes that named them). Another process starting at the same moment may write the same rows: a
 * failure is logged, not fatal, since the next start synchronises again.
 */
export async function synchronisePlatformApis(database: SqlDatabase, document: OpenApiDocument, log: FastifyBaseLogger): Promise<void> {
  try {
    const audit = systemAudit(new Date());
    const project = await projectId(database, PLATFORM_PROJECT, { projectName: 'SRM平台接口', baseUrl: '/', description: 'Generated from the entity schemas (GET /api/base/v1/openapi.json)', enabledFlag: 'Y' }, audit);
    const result = await writeApiCatalogue(database, {
      projectId: project,
      source: 'PLATFORM',
      definitions: apiDefinitions(document as unknown as Record<string, unknown>),
      moduleOf: serviceOf,
      removeMissing: true,
      audit,
    });
    if (result.created + result.updated + result.removed > 0) log.info(result, 'platform APIs synchronised into the API manager');
  } catch (error) {
    log.warn({ err: error }, 'platform APIs not synchronised into the API manager; the next start tries again');
  }
}

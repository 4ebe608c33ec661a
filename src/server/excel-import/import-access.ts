import type { FastifyRequest } from 'fastify';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { AccessDirectory } from '../access/access-directory';
import { isEntityOperationAllowed } from '../access/entity-access-guard';
import type { ScreenCoverage } from '../access/screen-coverage';
import { writeOperationLog } from '../audit/operation-log';
import { entityLabel } from '../entities/entity-fields';
import { actorOf, requireIdentity } from '../auth/request-identity';
import { HttpRefusal } from '../http/http-refusal';
import { platformMessage } from '../http/platform-messages';
import { requestLanguage } from '../http/request-language';
import type { SqlDatabase } from '../sql-database';
import { importModelOf, type ImportModel } from './import-columns';
import { importRefusal } from './import-messages';

export interface ImportAccessOptions {
  catalog: EntityCatalog;
  directory: AccessDirectory;
  coverage: ScreenCoverage;
  database: SqlDatabase;
}

/**
 * An import call that failed for a reason of the caller's (no permission, a bad file, rows with errors)
 * in the operation log, as the access guard and the engine record refused writes (docs/api.md
 * "Operation log"). Failing to write it never changes the answer.
 */
export async function logRefusedImport(request: FastifyRequest, database: SqlDatabase, entity: string, message: string): Promise<void> {
  try {
    const actor = actorOf(requireIdentity(request), requestLanguage(request), String(request.id));
    await writeOperationLog(database.db, { actor, entity, recordId: null, operation: 'doImport', result: 'REFUSED', message, at: new Date() });
  } catch (logError) {
    request.log.error({ err: logError }, 'operation log entry of a refused import not written');
  }
}

/**
 * The entity an Excel import call names (the routes are the same for every entity, so the name comes in
 * the call), when the caller may import it: the same rule as its doImport route, through the menu and
 * responsibility the call names (permissions.import, supplier users only where the schema lets them).
 * Otherwise 403, as the access guard answers.
 */
export async function allowedImport(request: FastifyRequest, entityName: unknown, options: ImportAccessOptions): Promise<ImportModel> {
  const language = requestLanguage(request);
  if (typeof entityName !== 'string' || entityName.trim() === '') throw importRefusal(language, 'entityRequired', 'entity');
  const name = entityName.trim();
  if (!options.catalog.has(name)) throw importRefusal(language, 'unknownEntity', 'entity', { entity: name });
  const entity = options.catalog.get(name);
  const model = importModelOf(entity, options.catalog);
  if (!model) throw importRefusal(language, 'notImportable', 'entity', { label: entityLabel(entity, language) });
  const access = { entity: name, operation: 'doImport' };
  if (!(await isEntityOperationAllowed(request, access, options.directory, options.coverage, options.catalog))) {
    const message = platformMessage('noPermission', language);
    await logRefusedImport(request, options.database, name, message);
    throw new HttpRefusal(message, 403);
  }
  return model;
}

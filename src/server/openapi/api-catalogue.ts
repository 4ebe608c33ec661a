import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { asNumber, type SqlDatabase, type SqlTables } from '../sql-database';
import type { ApiDefinition } from './api-definitions';

const PROJECTS = 'base_api_projects';
const MODULES = 'base_api_modules';
const APIS = 'base_apis';
const PARAMS = 'base_api_params';
const SCOPES = 'base_oauth_app_scopes';

export type ApiSource = 'PLATFORM' | 'EXTERNAL';

/** The audit columns of the rows a write inserts (the system's, or the administrator's who imports). */
export type AuditColumns = Record<string, unknown>;

export interface CatalogueWrite {
  projectId: number;
  source: ApiSource;
  definitions: readonly ApiDefinition[];
  /** The module of a definition: its tag, or for the platform its service. */
  moduleOf: (definition: ApiDefinition) => string | null;
  /** Remove the project's APIs of this source that the definitions no longer hold (the platform's own). */
  removeMissing: boolean;
  audit: AuditColumns;
}

export interface CatalogueResult {
  created: number;
  updated: number;
  removed: number;
}

const digestOf = (definition: ApiDefinition, moduleCode: string | null) => createHash('sha256').update(JSON.stringify([definition, moduleCode])).digest('hex');

async function moduleIds(db: Kysely<SqlTables>, projectId: number, codes: Set<string>, audit: AuditColumns): Promise<Map<string, number>> {
  const rows = await db.selectFrom(MODULES).select(['moduleId', 'moduleCode']).where('projectId', '=', projectId).execute();
  const ids = new Map(rows.map((row) => [String(row.moduleCode), asNumber(row.moduleId)]));
  for (const code of codes) {
    if (ids.has(code)) continue;
    const inserted = await db.insertInto(MODULES).values({ projectId, moduleCode: code, moduleName: code, ...audit }).returning('moduleId').executeTakeFirstOrThrow();
    ids.set(code, asNumber(inserted.moduleId));
  }
  return ids;
}

async function writeParameters(db: Kysely<SqlTables>, apiId: number, definition: ApiDefinition, audit: AuditColumns): Promise<void> {
  await db.deleteFrom(PARAMS).where('apiId', '=', apiId).execute();
  const rows = definition.parameters.map((parameter, index) => ({ apiId, lineNumber: index + 1, ...parameter, ...audit }));
  // Batches keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < rows.length; start += 50) await db.insertInto(PARAMS).values(rows.slice(start, start + 50)).execute();
}

/**
 * The API catalogue of the API manager (baseApi and its parameter lines), written from definitions in one
 * transaction: an API is found by its project and code; one whose definition did not change is left alone
 * (a digest of it is kept), so the platform's synchronisation on every start writes only what changed.
 */
export async function writeApiCatalogue(database: SqlDatabase, write: CatalogueWrite): Promise<CatalogueResult> {
  return database.db.transaction().execute(async (db) => {
    const moduleCodes = new Set(write.definitions.flatMap((definition) => write.moduleOf(definition) ?? []));
    const modules = await moduleIds(db, write.projectId, moduleCodes, write.audit);
    const existing = await db.selectFrom(APIS).select(['apiId', 'apiCode', 'specDigest', 'source', 'versionNum']).where('projectId', '=', write.projectId).execute();
    const byCode = new Map(existing.map((row) => [String(row.apiCode), row]));
    const result: CatalogueResult = { created: 0, updated: 0, removed: 0 };
    const kept = new Set<string>();
    for (const definition of write.definitions) {
      if (kept.has(definition.apiCode)) continue;
      kept.add(definition.apiCode);
      const moduleCode = write.moduleOf(definition);
      const specDigest = digestOf(definition, moduleCode);
      const values = {
        apiCode: definition.apiCode,
        source: write.source,
        projectId: write.projectId,
        moduleId: moduleCode === null ? null : (modules.get(moduleCode) ?? null),
        httpMethod: definition.httpMethod,
        apiPath: definition.apiPath,
        summary: definition.summary,
        entityName: definition.entityName,
        operationName: definition.operationName,
        description: definition.description,
        specDigest,
      };
      const row = byCode.get(definition.apiCode);
      if (!row) {
        const inserted = await db.insertInto(APIS).values({ ...values, ...write.audit }).returning('apiId').executeTakeFirstOrThrow();
        await writeParameters(db, asNumber(inserted.apiId), definition, write.audit);
        result.created += 1;
        continue;
      }
      if (row.specDigest === specDigest && row.source === write.source) continue;
      const apiId = asNumber(row.apiId);
      const { versionNum: _created, creationDate: _date, createdBy: _by, ...changed } = write.audit;
      await db.updateTable(APIS).set({ ...values, ...changed, versionNum: asNumber(row.versionNum ?? 1) + 1 }).where('apiId', '=', apiId).execute();
      await writeParameters(db, apiId, definition, write.audit);
      result.updated += 1;
    }
    if (write.removeMissing) {
      const gone = existing.filter((row) => row.source === write.source && !kept.has(String(row.apiCode))).map((row) => asNumber(row.apiId));
      for (let start = 0; start < gone.length; start += 200) {
        const ids = gone.slice(start, start + 200);
        await db.deleteFrom(SCOPES).where('apiId', 'in', ids).execute();
        await db.deleteFrom(PARAMS).where('apiId', 'in', ids).execute();
        await db.deleteFrom(APIS).where('apiId', 'in', ids).execute();
      }
      result.removed = gone.length;
    }
    return result;
  });
}

/** The id of the project with this code, created with these values when missing. */
export async function projectId(database: SqlDatabase, code: string, values: Record<string, unknown>, audit: AuditColumns): Promise<number> {
  const row = await database.db.selectFrom(PROJECTS).select('projectId').where('projectCode', '=', code).executeTakeFirst();
  if (row) return asNumber(row.projectId);
  const inserted = await database.db.insertInto(PROJECTS).values({ projectCode: code, ...values, ...audit }).returning('projectId').executeTakeFirstOrThrow();
  return asNumber(inserted.projectId);
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertBatches, insertInBatches } from '../db/batched-inserts';
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

function parameterRows(apiId: number, definition: ApiDefinition, audit: AuditColumns): Record<string, unknown>[] {
  return definition.parameters.map((parameter, index) => ({ apiId, lineNumber: index + 1, ...parameter, ...audit }));
}

async function writeParameters(db: Kysely<SqlTables>, apiId: number, definition: ApiDefinition, audit: AuditColumns): Promise<void> {
  await db.deleteFrom(PARAMS).where('apiId', '=', apiId).execute();
  await insertInBatches(db, PARAMS, parameterRows(apiId, definition, audit));
}

/**
 * New APIs in multi-row inserts, then all their parameters likewise: a first start writes the platform's
 * ~1,300 APIs and their parameters in about a hundred statements instead of ~4,000.
 */
async function createApis(db: Kysely<SqlTables>, created: { values: Record<string, unknown>; definition: ApiDefinition }[], audit: AuditColumns): Promise<void> {
  const ids = new Map<string, number>();
  for (const rows of insertBatches(created.map(({ values }) => ({ ...values, ...audit })))) {
    const inserted = await db.insertInto(APIS).values(rows).returning(['apiId', 'apiCode']).execute();
    for (const row of inserted) ids.set(String(row.apiCode), asNumber(row.apiId));
  }
  const parameters = created.flatMap(({ definition }) => parameterRows(ids.get(definition.apiCode) as number, definition, audit));
  await insertInBatches(db, PARAMS, parameters);
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
    const created: { values: Record<string, unknown>; definition: ApiDefinition }[] = [];
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
        created.push({ values, definition });
        continue;
      }
      if (row.specDigest === specDigest && row.source === write.source) continue;
      const apiId = asNumber(row.apiId);
      const { versionNum: _created, creationDate: _date, createdBy: _by, ...changed } = write.audit;
      await db.updateTable(APIS).set({ ...values, ...changed, versionNum: asNumber(row.versionNum ?? 1) + 1 }).where('apiId', '=', apiId).execute();
      await writeParameters(db, apiId, definition, write.audit);
      result.updated += 1;
    }
    await createApis(db, created, write.audit);
    result.created = created.length;
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

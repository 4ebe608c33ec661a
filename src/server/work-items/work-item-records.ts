import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';
import type { Actor, EntityEngine, EntityRecord } from '../entities/entity-engine.types';
import type { LookupCache } from '../lookups/lookup-cache';
import type { WorkGrants } from './work-grants';
import type { WorkQueue } from './work-item-query';
import type { WorkSourceRow } from './work-source-row';

/**
 * The documents of a page's rows, as the caller may see them: those a pending list already read, then per entity
 * one engine list by key (his list scope), then by id with the read reach (a document he approves or approved
 * outside his organisations). A document he cannot reach (deleted, out of scope) has no entry.
 */
export async function readDocuments(engine: EntityEngine, rows: WorkSourceRow[], actor: Actor): Promise<Map<string, EntityRecord>> {
  const found = new Map<string, EntityRecord>();
  const wanted = new Map<string, Set<number>>();
  for (const row of rows) {
    if (row.record) found.set(row.key, row.record);
    else wanted.set(row.entity.name, (wanted.get(row.entity.name) ?? new Set()).add(row.documentId));
  }
  const byDocument = new Map<string, EntityRecord>();
  for (const [name, ids] of wanted) {
    const entity = engine.kit.base.catalog.get(name);
    const { rows: listed } = await engine.listByPage(name, { pageIndex: 1, pageRows: ids.size, [`${entity.primaryKey}_in`]: [...ids] }, actor);
    for (const record of listed) byDocument.set(`${name}:${Number(record[entity.primaryKey])}`, record);
    for (const id of ids) {
      if (byDocument.has(`${name}:${id}`) || actor.userType !== 'internal') continue;
      const record = await engine.findById(name, id, actor, 'read').catch((error: unknown) => {
        if (error instanceof ApiError) return undefined;
        throw error;
      });
      if (record) byDocument.set(`${name}:${id}`, record);
    }
  }
  for (const row of rows) {
    const record = byDocument.get(`${row.entity.name}:${row.documentId}`);
    if (!row.record && record) found.set(row.key, record);
  }
  return found;
}

/** The field of the entity naming the supplier a document concerns: its owner field, else a reference to the supplier master. */
function supplierFieldOf(entity: EntitySchema, catalog: EntityCatalog): string | undefined {
  if (entity.ownership) return entity.ownership.supplierField;
  const supplierEntities = new Set(
    catalog.all().flatMap((owned) => {
      const field = owned.ownership && owned.fields.find((candidate) => candidate.name === owned.ownership?.supplierField);
      return field?.ref ? [field.ref.entity] : [];
    }),
  );
  return entity.fields.find((field) => field.ref && supplierEntities.has(field.ref.entity))?.name;
}

/** The row key holding the referenced supplier's name: the reference's display key of the supplier's display field. */
function supplierNameOf(entity: EntitySchema, catalog: EntityCatalog, field: string, record: EntityRecord): string | null {
  const ref = entity.fields.find((candidate) => candidate.name === field)?.ref;
  if (!ref?.display || !catalog.has(ref.entity)) return null;
  const shown = catalog.get(ref.entity).displayField;
  const key = Object.entries(ref.display).find(([, source]) => source === shown)?.[0];
  const value = key ? record[key] : undefined;
  return value === undefined || value === null ? null : String(value);
}

async function meaning(lookups: LookupCache, type: string | undefined, code: string, language: Language): Promise<string> {
  if (!type || !code) return code;
  const value = (await lookups.values(type)).find((candidate) => candidate.lookupCode === code);
  if (!value) return code;
  return language === 'EN' ? (value.meaningEn ?? value.meaning) : value.meaning;
}

/** What waits or was done, in the caller's language: the workflow actions' labels, or the approval step and decision. */
async function actionLabel(lookups: LookupCache, queue: WorkQueue, row: WorkSourceRow, language: Language): Promise<string> {
  const lang = language === 'EN' ? 'en' : 'cn';
  const labels = row.actions.map((name) => row.entity.workflow?.actions[name]?.label[lang] ?? name);
  if (row.source === 'APPROVAL' && row.detail !== undefined) {
    if (queue === 'PENDING') labels.push(language === 'EN' ? `Approve: ${row.detail}` : `审批：${row.detail}`);
    else labels.push(await meaning(lookups, 'BPM_HISTORY_ACTION', row.detail, language));
  }
  return labels.join(language === 'EN' ? ', ' : '、');
}

/** The screen and id a row opens: an approval waiting on the caller opens where he decides it, anything else its document. */
function opening(queue: WorkQueue, row: WorkSourceRow, grants: WorkGrants): { route: string; id: number } | null {
  const documentRoute = grants.documentRoutes.get(row.entity.name);
  const instance = row.instanceId;
  if (row.source === 'APPROVAL' && instance !== undefined) {
    const approvalRoute = queue === 'PENDING' ? (grants.taskRoute ?? grants.instanceRoute) : grants.instanceRoute;
    if (queue === 'PENDING' && approvalRoute) return { route: approvalRoute, id: instance };
    if (documentRoute) return { route: documentRoute, id: row.documentId };
    return approvalRoute ? { route: approvalRoute, id: instance } : null;
  }
  return documentRoute ? { route: documentRoute, id: row.documentId } : null;
}

/**
 * One `baseWorkItem` record. Null for a row whose document the caller cannot reach and whose approval recorded no
 * number either (nothing to show or open); a supplier gets only rows whose document he read (its supplier his own).
 */
export async function workItemRecord(
  sources: { catalog: EntityCatalog; lookups: LookupCache },
  queue: WorkQueue,
  row: WorkSourceRow,
  record: EntityRecord | undefined,
  grants: WorkGrants,
  actor: Actor,
): Promise<EntityRecord | null> {
  const { entity } = row;
  if (!record && (actor.userType !== 'internal' || !row.code)) return null;
  const workflow = entity.workflow;
  const codeField = entity.codeField ?? entity.primaryKey;
  const supplierField = supplierFieldOf(entity, sources.catalog);
  const status = record && workflow ? String(record[workflow.statusField] ?? '') : '';
  const opens = opening(queue, row, grants);
  return {
    workItemKey: row.key,
    queue,
    source: row.source,
    documentType: entity.name,
    documentId: row.documentId,
    documentNumber: record ? String(record[codeField] ?? '') : (row.code ?? ''),
    documentTitle: record && entity.displayField && entity.displayField !== codeField ? String(record[entity.displayField] ?? '') : null,
    statusMeaning: status ? await meaning(sources.lookups, workflow?.statusLookup, status, actor.language) : null,
    actionLabel: await actionLabel(sources.lookups, queue, row, actor.language),
    sinceTime: row.since,
    supplierId: record && supplierField && record[supplierField] !== null && record[supplierField] !== undefined ? Number(record[supplierField]) : null,
    supplierName: record && supplierField ? supplierNameOf(entity, sources.catalog, supplierField, record) : null,
    openRoute: opens?.route ?? null,
    openId: opens?.id ?? null,
  };
}

import { tableOf } from '../../../shared/entity/entity-catalog';
import { MAX_GENERATE_SOURCES } from '../../../shared/entity/entity-limits';
import { evaluateCondition } from '../../../shared/expressions/evaluate-condition';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { GenerateAction } from '../../../shared/formats/generate-format';
import type { GenerateSource } from '../../../shared/generate/build-generated';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import { engineError } from '../engine-messages';
import { findRecord, notFound, validId } from '../load-record';
import { rowToRecord } from '../record-mapping';
import { recordScope } from '../record-scope';
import { fillDisplayKeys } from '../reference-display';
import { statusText } from '../workflow-rules';
import { expressionContextOf } from './expression-context';
import { linkError } from './link-messages';
import { documentTitle, lineTitle } from './record-title';
import { actorConditions } from '../actor-conditions';

/** A source of a generate action with what it belongs to: the document (top header) the link records. */
export interface LoadedSource {
  source: GenerateSource;
  document: { entity: string; id: number };
  title: string;
}

/** The status a source must be in (`from`): its own workflow's, or the first header's above it. */
async function assertFromStatus(context: EngineContext, owner: EntitySchema, ownerRecord: EntityRecord, action: GenerateAction, label: string, actor: Actor): Promise<void> {
  const workflow = owner.workflow;
  if (!action.from || !workflow) return;
  const status = String(ownerRecord[workflow.statusField] ?? '');
  if (!action.from.includes(status)) {
    throw engineError(actor.language, 'actionNotAllowed', { action: label, status: await statusText(context, owner, status, actor.language) });
  }
}

function assertQualifies(context: EngineContext, action: GenerateAction, source: GenerateSource, title: string, label: string, actor: Actor): void {
  const scope = { parent: source.parent, context: expressionContextOf(context, actor) };
  if (action.when && !evaluateCondition(action.when, source.record, actorConditions(actor, false), scope)) {
    throw linkError(actor.language, 'generateNotQualified', { record: title, action: label });
  }
}

/** The one record a header's generate action starts from, with its lines, as the actor may see it. */
export async function wholeRecordSource(context: EngineContext, entity: EntitySchema, id: unknown, action: GenerateAction, label: string, actor: Actor): Promise<LoadedSource> {
  const record = await findRecord(context, entity, id, actor, 'write');
  await assertFromStatus(context, entity, record, action, label, actor);
  const title = documentTitle(entity, record, actor.language);
  const source = { record };
  assertQualifies(context, action, source, title, label, actor);
  return { source, document: { entity: entity.name, id: Number(record[entity.primaryKey]) }, title };
}

async function loadScoped(context: EngineContext, entity: EntitySchema, ids: number[], actor: Actor): Promise<Map<number, EntityRecord>> {
  let query = context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, 'in', ids);
  const scope = recordScope(entity, actor, context.catalog);
  if (scope) query = query.where(scope);
  const records = (await query.execute()).map((row) => rowToRecord(entity, row));
  await fillDisplayKeys(context, entity, records);
  return new Map(records.map((record) => [Number(record[entity.primaryKey]), record]));
}

/** The document id above a header record (itself when the header is the document). */
async function documentIdAbove(context: EngineContext, header: EntitySchema, record: EntityRecord): Promise<number> {
  let current = { entity: header, record };
  for (const relation of context.catalog.headersOf(header.name)) {
    const row = await context.db.selectFrom(tableOf(relation.header)).selectAll().where(relation.header.primaryKey, '=', Number(current.record[relation.collection.foreignKey])).executeTakeFirst();
    if (!row) break;
    current = { entity: relation.header, record: rowToRecord(relation.header, row) };
  }
  return Number(current.record[current.entity.primaryKey]);
}

/** Records of an entity that is not a line entity picked for a `pickRecords` action: each is its own document. */
async function pickedRecords(context: EngineContext, entity: EntitySchema, ids: number[], records: Map<number, EntityRecord>, action: GenerateAction, label: string, actor: Actor): Promise<LoadedSource[]> {
  const loaded: LoadedSource[] = [];
  for (const id of ids) {
    const record = records.get(id) as EntityRecord;
    const title = documentTitle(entity, record, actor.language);
    await assertFromStatus(context, entity, record, action, label, actor);
    const source = { record };
    assertQualifies(context, action, source, title, label, actor);
    loaded.push({ source, document: { entity: entity.name, id }, title });
  }
  return loaded;
}

/**
 * The lines a line entity's generate action starts from, picked across headers, in the order given:
 * each must be one the actor may see (else "not found", like any record), in an allowed status of its
 * header and satisfy the action's `when`. For a `pickRecords` action, the picked records themselves.
 */
export async function pickedLineSources(context: EngineContext, entity: EntitySchema, rawIds: unknown, action: GenerateAction, label: string, actor: Actor): Promise<LoadedSource[]> {
  const list = Array.isArray(rawIds) ? rawIds : typeof rawIds === 'string' ? rawIds.split(',') : [];
  const ids = [...new Set(list.map(validId))];
  if (ids.length === 0 || ids.some((id) => id === undefined)) throw linkError(actor.language, 'generateIdsRequired', {}, 'ids');
  if (ids.length > MAX_GENERATE_SOURCES) throw linkError(actor.language, 'generateTooMany', { max: MAX_GENERATE_SOURCES }, 'ids');
  const lines = await loadScoped(context, entity, ids as number[], actor);
  if (lines.size < ids.length) throw notFound(entity, actor);
  const relation = context.catalog.parentOf(entity.name);
  if (!relation) return pickedRecords(context, entity, ids as number[], lines, action, label, actor);
  const headerIds = [...new Set([...lines.values()].map((line) => Number(line[relation.collection.foreignKey])))];
  const headers = await loadScoped(context, relation.header, headerIds, actor);
  const loaded: LoadedSource[] = [];
  for (const id of ids as number[]) {
    const record = lines.get(id) as EntityRecord;
    const header = headers.get(Number(record[relation.collection.foreignKey]));
    if (!header) throw notFound(entity, actor);
    const title = lineTitle(context.catalog, entity, record, header, actor.language);
    const owner = entity.workflow ? { entity, record } : { entity: relation.header, record: header };
    await assertFromStatus(context, owner.entity, owner.record, action, label, actor);
    const source = { record, parent: header };
    assertQualifies(context, action, source, title, label, actor);
    const documentEntity = context.catalog.documentOf(entity.name);
    loaded.push({ source, document: { entity: documentEntity.name, id: await documentIdAbove(context, relation.header, header) }, title });
  }
  return loaded;
}

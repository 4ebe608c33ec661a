import { sql } from 'kysely';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { isServiceEntity, tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { likeContainsPattern } from '../db/dialect-rules';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import { asNumber } from '../sql-database';
import type { WorkGrants } from './work-grants';
import type { WorkItemQuery } from './work-item-query';
import type { WorkSourceRow } from './work-source-row';

/** A part of the pending list: its rows (at most the query's depth) and how many there are in all. */
export interface SourcePart {
  rows: WorkSourceRow[];
  count: number;
}

/**
 * The workflow actions of the entity waiting on this caller: of his kind (internal / supplier), granted to him on a
 * menu covering the entity. An approval's decisions (`processOutcome`) are never listed here: they wait on whoever
 * holds the open task (pendingTasks), and withdrawing or stopping a process is nobody's waiting work.
 */
export function waitingActions(entity: EntitySchema, actor: Actor, grants: WorkGrants): string[] {
  const codes = grants.codes.get(entity.name);
  if (!codes || !entity.workflow) return [];
  return Object.entries(entity.workflow.actions)
    .filter(([, action]) => action.actor === actor.userType && codes.has(action.resource) && !action.processOutcome && action.awaited !== false)
    .map(([name]) => name);
}

/** The entities whose documents may wait on someone: table entities with a workflow, outside the approval platform's own. */
export function workflowEntities(catalog: EntityCatalog, query: WorkItemQuery): EntitySchema[] {
  return catalog
    .all()
    .filter((entity) => entity.workflow && !isServiceEntity(entity) && entity.service !== 'bpm')
    .filter((entity) => query.documentTypes.length === 0 || query.documentTypes.includes(entity.name))
    .filter((entity) => {
      const part = query.documentTypeText;
      return part === undefined || [entity.name, entity.label.cn, entity.label.en].some((name) => name.toLowerCase().includes(part));
    });
}

/**
 * One entity's documents waiting on the caller: those in a `from` status of his waiting actions, read through the
 * engine's own list (so the supplier's ownership and visible statuses, the organisation and participant scopes
 * apply exactly as on the entity's list screen), the longest waiting first, at most the page's depth.
 */
export async function pendingDocuments(engine: EntityEngine, entity: EntitySchema, actions: string[], actor: Actor, query: WorkItemQuery): Promise<SourcePart> {
  const workflow = entity.workflow;
  if (!workflow || actions.length === 0) return { rows: [], count: 0 };
  const statuses = [...new Set(actions.flatMap((name) => workflow.actions[name].from))];
  const params: Record<string, unknown> = {
    pageIndex: 1,
    pageRows: query.depth,
    sortField: 'lastUpdateDate',
    sortOrder: query.direction,
    [`${workflow.statusField}_in`]: statuses,
  };
  if (query.documentNumber) params[`${entity.codeField ?? entity.primaryKey}_like`] = query.documentNumber;
  if (query.from) params.lastUpdateDate_gte = query.from;
  if (query.to) params.lastUpdateDate_lte = query.to;
  const { rows, page } = await engine.listByPage(entity.name, params, actor);
  return {
    count: page.count,
    rows: rows.map((record) => {
      const status = String(record[workflow.statusField] ?? '');
      const documentId = asNumber(record[entity.primaryKey]);
      return {
        key: `${entity.name}:${documentId}`,
        source: 'WORKFLOW' as const,
        entity,
        documentId,
        since: String(record.lastUpdateDate ?? ''),
        actions: actions.filter((name) => workflow.actions[name].from.includes(status)),
        record,
      };
    }),
  };
}

/**
 * The caller's open approval tasks on documents in a running approval (suppliers never hold tasks), the oldest
 * first: one indexed read of his tasks joined to their instances, filtered like the documents.
 */
export async function pendingTasks(engine: EntityEngine, catalog: EntityCatalog, actor: Actor, query: WorkItemQuery, types: ReadonlySet<string>): Promise<SourcePart> {
  if (actor.userType !== 'internal' || types.size === 0) return { rows: [], count: 0 };
  const { db, rules } = engine.kit.base;
  const base = db
    .selectFrom(`${tableOf(catalog.get(BPM_ENTITIES.task))} as task`)
    .innerJoin(`${tableOf(catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'task.instanceId')
    .where('task.assigneeId', '=', actor.userId)
    .where('task.status', '=', TASK_STATUS.open)
    .where('instance.status', '=', INSTANCE_STATUS.running)
    .where('instance.businessEntity', 'in', [...types])
    .$if(query.documentNumber !== undefined, (q) => q.where(rules.containsIgnoringCase(sql.ref('instance.businessCode'), likeContainsPattern(query.documentNumber ?? ''))))
    .$if(query.from !== undefined, (q) => q.where('task.creationDate', '>=', query.from ?? ''))
    .$if(query.to !== undefined, (q) => q.where('task.creationDate', '<=', query.to ?? ''));
  const [counted, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select(['task.taskId', 'task.activityName', 'task.creationDate', 'instance.instanceId', 'instance.businessEntity', 'instance.businessId', 'instance.businessCode'])
      .orderBy('task.creationDate', query.direction)
      .orderBy('task.taskId', query.direction)
      .limit(query.depth)
      .execute(),
  ]);
  return {
    count: asNumber(counted?.count ?? 0),
    rows: found.map((row) => ({
      key: `${String(row.businessEntity)}:${asNumber(row.businessId)}:task${asNumber(row.taskId)}`,
      source: 'APPROVAL' as const,
      entity: catalog.get(String(row.businessEntity)),
      documentId: asNumber(row.businessId),
      since: String(row.creationDate ?? ''),
      actions: [],
      detail: String(row.activityName ?? ''),
      code: String(row.businessCode ?? ''),
      instanceId: asNumber(row.instanceId),
    })),
  };
}

import { sql, type Expression, type SqlBool } from 'kysely';
import { BPM_ENTITIES, HISTORY_ACTION } from '../../shared/bpm/bpm-entities';
import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { likeContainsPattern } from '../db/dialect-rules';
import type { Actor, EntityEngine } from '../entities/entity-engine.types';
import { asNumber } from '../sql-database';
import { SYSTEM_TABLES } from '../system-tables';
import type { SourcePart } from './pending-items';
import type { WorkItemQuery } from './work-item-query';

/** What an approver decided on a task: the history lines that make a document handled by him. */
export const DECISIONS: readonly string[] = [
  HISTORY_ACTION.approve,
  HISTORY_ACTION.reject,
  'TRANSFER',
  'DELEGATE',
  'RESOLVE',
  'ADD_SIGNER_BEFORE',
  'ADD_SIGNER_AFTER',
];

/**
 * The workflow actions of the entity whose runs the operation log shows as the caller's handling: every action,
 * except an approval's decisions, which the approval history records with the approver who decided (and the node).
 */
function loggedActions(entity: EntitySchema): string[] {
  return Object.entries(entity.workflow?.actions ?? {})
    .filter(([, action]) => action.processOutcome !== 'APPROVED' && action.processOutcome !== 'REJECTED')
    .map(([name]) => name);
}

/**
 * The workflow actions the caller ran, newest first, from the operation log (`baseUserOperateLog`: written in the
 * action's own transaction, so an entry exists exactly when the action happened): his successful entries on those
 * actions, read by the (userId, operateTime) index.
 */
export async function handledActions(engine: EntityEngine, entities: EntitySchema[], actor: Actor, query: WorkItemQuery): Promise<SourcePart> {
  const pairs = entities.flatMap((entity) => {
    const actions = loggedActions(entity);
    return actions.length > 0 ? [{ entity, actions }] : [];
  });
  if (pairs.length === 0) return { rows: [], count: 0 };
  const { db, rules } = engine.kit.base;
  const numbered = (entity: EntitySchema, part: string) =>
    db
      .selectFrom(tableOf(entity))
      .select(sql<string>`cast(${sql.ref(entity.primaryKey)} as varchar(20))`.as('recordId'))
      .where(rules.containsIgnoringCase(sql.ref(entity.codeField ?? entity.primaryKey), likeContainsPattern(part)));
  const byName = new Map(pairs.map((pair) => [pair.entity.name, pair.entity]));
  const base = db
    .selectFrom(SYSTEM_TABLES.operationLogs.table)
    .where('userId', '=', actor.userId)
    .where('result', '=', 'SUCCESS')
    .where((eb) =>
      eb.or(
        pairs.map(({ entity, actions }) => {
          const own = [eb('entityName', '=', entity.name), eb('operation', 'in', actions)];
          // A number filter keeps the entries of the documents whose number contains it (one indexed subquery per type).
          if (query.documentNumber) own.push(eb('recordId', 'in', numbered(entity, query.documentNumber)));
          return eb.and(own);
        }),
      ),
    )
    .$if(query.from !== undefined, (q) => q.where('operateTime', '>=', query.from ?? ''))
    .$if(query.to !== undefined, (q) => q.where('operateTime', '<=', query.to ?? ''));
  const [counted, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select(['logId', 'entityName', 'recordId', 'operation', 'operateTime'])
      .orderBy('operateTime', query.direction)
      .orderBy('logId', query.direction)
      .limit(query.depth)
      .execute(),
  ]);
  return {
    count: asNumber(counted?.count ?? 0),
    rows: found.flatMap((row) => {
      const entity = byName.get(String(row.entityName));
      const documentId = Number(row.recordId);
      if (!entity || !Number.isSafeInteger(documentId)) return [];
      return [{ key: `${entity.name}:${documentId}:log${asNumber(row.logId)}`, source: 'WORKFLOW' as const, entity, documentId, since: String(row.operateTime ?? ''), actions: [String(row.operation)] }];
    }),
  };
}

/**
 * The caller's decisions on approval tasks (approve, reject, transfer, delegate, added signers), newest first, from
 * the approval history joined to the instance that names the document.
 */
export async function handledDecisions(engine: EntityEngine, catalog: EntityCatalog, actor: Actor, query: WorkItemQuery, types: ReadonlySet<string>): Promise<SourcePart> {
  if (actor.userType !== 'internal' || types.size === 0) return { rows: [], count: 0 };
  const { db, rules } = engine.kit.base;
  const numberFilter: Expression<SqlBool> | undefined = query.documentNumber
    ? rules.containsIgnoringCase(sql.ref('instance.businessCode'), likeContainsPattern(query.documentNumber))
    : undefined;
  const base = db
    .selectFrom(`${tableOf(catalog.get(BPM_ENTITIES.history))} as history`)
    .innerJoin(`${tableOf(catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'history.instanceId')
    .where('history.userId', '=', actor.userId)
    .where('history.action', 'in', [...DECISIONS])
    .where('instance.businessEntity', 'in', [...types])
    .$if(numberFilter !== undefined, (q) => q.where(numberFilter as Expression<SqlBool>))
    .$if(query.from !== undefined, (q) => q.where('history.actionTime', '>=', query.from ?? ''))
    .$if(query.to !== undefined, (q) => q.where('history.actionTime', '<=', query.to ?? ''));
  const [counted, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select(['history.historyId', 'history.action', 'history.activityName', 'history.actionTime', 'instance.instanceId', 'instance.businessEntity', 'instance.businessId', 'instance.businessCode'])
      .orderBy('history.actionTime', query.direction)
      .orderBy('history.historyId', query.direction)
      .limit(query.depth)
      .execute(),
  ]);
  return {
    count: asNumber(counted?.count ?? 0),
    rows: found.map((row) => ({
      key: `${String(row.businessEntity)}:${asNumber(row.businessId)}:history${asNumber(row.historyId)}`,
      source: 'APPROVAL' as const,
      entity: catalog.get(String(row.businessEntity)),
      documentId: asNumber(row.businessId),
      since: String(row.actionTime ?? ''),
      actions: [],
      detail: String(row.action),
      code: String(row.businessCode ?? ''),
      instanceId: asNumber(row.instanceId),
    })),
  };
}

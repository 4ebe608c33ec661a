import { sql, type Expression, type SqlBool } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';
import type { Actor } from '../entities';
import { throughHeaders } from '../entities/header-chain';
import { isBoundToProcess } from '../../shared/formats/process-binding-format';

/**
 * A document row the actor takes or took part in the approval of: an instance on it (by businessEntity and
 * businessId, read from that index) with a task he holds or held (assignee or owner) or a history line he
 * wrote. Correlated with the document's table by its qualified primary key.
 */
function approvedBy(document: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> {
  const instances = sql`${sql.table(tableOf(catalog.get(BPM_ENTITIES.instance)))} as ${sql.id('pi')}`;
  const tasks = sql`${sql.table(tableOf(catalog.get(BPM_ENTITIES.task)))} as ${sql.id('pt')}`;
  const history = sql`${sql.table(tableOf(catalog.get(BPM_ENTITIES.history)))} as ${sql.id('ph')}`;
  const documentKey = sql.ref(`${tableOf(document)}.${document.primaryKey}`);
  return sql<SqlBool>`exists (select 1 from ${instances} where ${sql.ref('pi.businessEntity')} = ${document.name} and ${sql.ref('pi.businessId')} = ${documentKey} and (
    exists (select 1 from ${tasks} where ${sql.ref('pt.instanceId')} = ${sql.ref('pi.instanceId')} and (${sql.ref('pt.assigneeId')} = ${actor.userId} or ${sql.ref('pt.ownerId')} = ${actor.userId}))
    or exists (select 1 from ${history} where ${sql.ref('ph.instanceId')} = ${sql.ref('pi.instanceId')} and ${sql.ref('ph.userId')} = ${actor.userId})))`;
}

/**
 * The rows of `entity` an internal user reaches by id because he takes or took part in the approval of
 * their document (the document bound to a process itself, or a line of it, through its header); undefined
 * for entities no process runs on, the platform's own and supplier users (who never hold tasks).
 */
export function approvalParticipation(entity: EntitySchema, actor: Actor, catalog: EntityCatalog): Expression<SqlBool> | undefined {
  if (actor.userType !== 'internal') return undefined;
  if ((Object.values(BPM_ENTITIES) as string[]).includes(entity.name)) return undefined;
  return throughHeaders(entity, catalog, (candidate) => (isBoundToProcess(candidate) ? approvedBy(candidate, actor, catalog) : undefined));
}

import type { EntitySchema } from '../../shared/formats/entity-format';
import { formatDateTime } from './engine-clock';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { tableOf } from '../../shared/entity/entity-catalog';

/** Audit columns of a new row: version 1, created and last updated by this actor, now. */
function creationAudit(context: EngineContext, actor: Actor): EntityRecord {
  const now = formatDateTime(context.now());
  return {
    versionNum: 1,
    creationDate: now,
    createdBy: actor.userId,
    lastUpdatedBy: actor.userId,
    lastUpdateDate: now,
    lastUpdateLogin: actor.sessionId,
  };
}

export async function insertRow(context: EngineContext, entity: EntitySchema, values: EntityRecord, actor: Actor): Promise<number> {
  const inserted = await context.db
    .insertInto(tableOf(entity))
    .values({ ...values, ...creationAudit(context, actor) })
    .returning(entity.primaryKey)
    .executeTakeFirstOrThrow();
  return Number(inserted[entity.primaryKey]);
}

/**
 * Updates a row only if it still has the version the caller read (optimistic lock) and bumps it.
 * Answers false when the row changed meanwhile: the caller then refuses and rolls back.
 */
export async function updateRow(
  context: EngineContext,
  entity: EntitySchema,
  id: number,
  expectedVersion: number,
  values: EntityRecord,
  actor: Actor,
): Promise<boolean> {
  const result = await context.db
    .updateTable(tableOf(entity))
    .set({
      ...values,
      versionNum: expectedVersion + 1,
      lastUpdatedBy: actor.userId,
      lastUpdateDate: formatDateTime(context.now()),
      lastUpdateLogin: actor.sessionId,
    })
    .where(entity.primaryKey, '=', id)
    .where('versionNum', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

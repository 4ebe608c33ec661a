import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { loadScopedRow } from './load-record';
import { supplierMayWrite } from './supplier-scope';
import { assertEditable, assertSameVersion } from './workflow-rules';
import { tableOf } from '../../shared/entity/entity-catalog';

/**
 * Deletes one record and its lines inside the caller's transaction: only in an editable status, only
 * within the actor's scope, and only at the version the caller read when it gives one.
 */
export async function deleteRecord(context: EngineContext, entity: EntitySchema, id: unknown, actor: Actor, versionNum?: unknown): Promise<void> {
  if (!supplierMayWrite(entity, actor, context.catalog)) {
    throw engineError(actor.language, 'supplierReadOnly', { label: entityLabel(entity, actor.language) });
  }
  const row = await loadScopedRow(context, entity, id, actor);
  const version = versionNum === undefined || versionNum === null ? Number(row.versionNum) : assertSameVersion(versionNum, row, actor);
  await assertEditable(context, entity, row, actor);
  const key = Number(row[entity.primaryKey]);
  for (const collection of entity.lines ?? []) {
    const lineEntity = context.catalog.get(collection.entity);
    await context.db.deleteFrom(tableOf(lineEntity)).where(collection.foreignKey, '=', key).execute();
  }
  const result = await context.db
    .deleteFrom(tableOf(entity))
    .where(entity.primaryKey, '=', key)
    .where('versionNum', '=', version)
    .executeTakeFirst();
  // Changed between our read and the delete: refuse, and the transaction puts the lines back.
  if (Number(result.numDeletedRows) !== 1) throw engineError(actor.language, 'staleVersion');
}

import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { engineError } from './engine-messages';
import { entityLabel } from './entity-fields';
import { loadScopedRow } from './load-record';
import { supplierMayWrite } from './supplier-scope';
import { assertEditable, assertSameVersion } from './workflow-rules';
import { assertNoTreeChildren } from './trees/tree-children-guard';
import { tableOf } from '../../shared/entity/entity-catalog';
import { deleteLinesBelow } from './delete-lines';
import { holdsConsumptions } from './links/consumptions';
import { linkError } from './links/link-messages';

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
  await assertNoTreeChildren(context, entity, row, actor);
  const key = Number(row[entity.primaryKey]);
  if (await holdsConsumptions(context, entity, key)) throw linkError(actor.language, 'holdsConsumptions', { label: entityLabel(entity, actor.language) });
  await context.guarded?.beforeWrite(entity.name, actor.language);
  await deleteLinesBelow(context, entity, [key]);
  const result = await context.db
    .deleteFrom(tableOf(entity))
    .where(entity.primaryKey, '=', key)
    .where('versionNum', '=', version)
    .executeTakeFirst();
  // Changed between our read and the delete: refuse, and the transaction puts the lines back.
  if (Number(result.numDeletedRows) !== 1) throw engineError(actor.language, 'staleVersion');
}

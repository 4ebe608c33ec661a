import { tableOf } from '../../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { EngineContext } from '../engine-context';
import type { EngineKit } from '../engine-kit';
import type { Actor } from '../entity-engine.types';
import { rowToRecord } from '../record-mapping';
import { postToLedgers } from './ledger-postings';
import { postRecords } from './record-postings';

/**
 * The postings a workflow action runs (docs/authoring.md "Postings"), inside its transaction after its
 * status change and consumptions: ledger rows first (reversals, then new movements), then the records
 * saved as the acting user.
 */
export async function runPostings(kit: EngineKit, context: EngineContext, entity: EntitySchema, action: string, id: number, actor: Actor): Promise<void> {
  const postings = (entity.posts ?? []).filter((posting) => posting.apply.includes(action) || posting.release?.includes(action));
  if (postings.length === 0) return;
  const ledgers = postings.filter((posting) => posting.ledger);
  if (ledgers.length > 0) {
    const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', id).executeTakeFirstOrThrow();
    await postToLedgers(context, entity, ledgers, action, rowToRecord(entity, row), actor);
  }
  const saved = postings.filter((posting) => !posting.ledger && posting.apply.includes(action));
  if (saved.length > 0) await postRecords(kit, context, entity, saved, action, id, actor);
}

import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Actor } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { insertRow } from '../entities/write-row';
import { BPM_ENTITIES } from '../../shared/bpm/bpm-entities';

/** One line of an instance's approval history: the actor did `action` now, with the values given (comment, task, target user, files). */
export async function writeHistory(context: EngineContext, catalog: EntityCatalog, actor: Actor, values: Record<string, unknown>): Promise<number> {
  return insertRow(context, catalog.get(BPM_ENTITIES.history), { userId: actor.userId, actionTime: formatDateTime(context.now()), ...values }, actor);
}

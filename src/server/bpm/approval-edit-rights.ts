import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import type { StoredRow } from '../entities/load-record';
import { ApiError } from '../http/api-error';
import { asNumber } from '../sql-database';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { bpmMessage } from './bpm-messages';

/** The field names a task row keeps in `editableFields` (comma separated, as its node's form permissions open them). */
export function editableFieldsOf(value: unknown): Set<string> {
  return new Set(String(value ?? '').split(',').map((name) => name.trim()).filter((name) => name !== ''));
}

/**
 * Who may save a document while an approval process runs on it: none of the platform's own records; a
 * document without a RUNNING instance follows the usual rules (undefined); one in approval only by a user
 * holding an open task of it, who may change the fields that task opens.
 */
export async function approvalEditRights(context: EngineContext, catalog: EntityCatalog, entity: EntitySchema, row: StoredRow, actor: Actor): Promise<ReadonlySet<string> | undefined> {
  if ((Object.values(BPM_ENTITIES) as string[]).includes(entity.name)) return undefined;
  const instance = await context.db
    .selectFrom(tableOf(catalog.get(BPM_ENTITIES.instance)))
    .select(['instanceId', 'businessCode'])
    .where('businessEntity', '=', entity.name)
    .where('businessId', '=', Number(row[entity.primaryKey]))
    .where('status', '=', INSTANCE_STATUS.running)
    .executeTakeFirst();
  if (!instance) return undefined;
  const tasks = await context.db
    .selectFrom(tableOf(catalog.get(BPM_ENTITIES.task)))
    .select('editableFields')
    .where('instanceId', '=', asNumber(instance.instanceId))
    .where('assigneeId', '=', actor.userId)
    .where('status', '=', TASK_STATUS.open)
    .execute();
  if (tasks.length === 0) {
    const message = bpmMessage('inApprovalNotYours', actor.language, { code: String(instance.businessCode ?? row[entity.primaryKey]) });
    throw new ApiError(message, [{ field: entity.primaryKey, message }]);
  }
  return new Set(tasks.flatMap((task) => [...editableFieldsOf(task.editableFields)]));
}

import type { Kysely } from 'kysely';
import { type EntityCatalog, tableOf } from '../../shared/entity/entity-catalog';
import type { DatabaseTables } from '../db/database.types';
import { asNumber } from '../sql-database';
import { BPM_ENTITIES, INSTANCE_STATUS, TASK_STATUS } from '../../shared/bpm/bpm-entities';

/** The ids of the entity's documents in approval on which the user holds an open task: those he may decide. */
export async function documentsAwaitingUser(db: Kysely<DatabaseTables>, catalog: EntityCatalog, entityName: string, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom(`${tableOf(catalog.get(BPM_ENTITIES.task))} as task`)
    .innerJoin(`${tableOf(catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'task.instanceId')
    .select('instance.businessId')
    .distinct()
    .where('instance.businessEntity', '=', entityName)
    .where('instance.status', '=', INSTANCE_STATUS.running)
    .where('task.assigneeId', '=', userId)
    .where('task.status', '=', TASK_STATUS.open)
    .execute();
  return rows.map((row) => asNumber(row.businessId));
}

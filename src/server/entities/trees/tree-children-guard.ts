import { sql } from 'kysely';
import { tableOf } from '../../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { nodeName } from '../../../shared/tree/entity-tree';
import { TreeRefusal } from '../../../shared/tree/tree-messages';
import type { EngineContext } from '../engine-context';
import type { Actor } from '../entity-engine.types';
import type { StoredRow } from '../load-record';
import { rowToRecord } from '../record-mapping';
import { treeError } from './tree-errors';
import { childrenOf } from './tree-query';

/**
 * A node of a tree is deleted only without children (counted whatever the actor may see): deleting a
 * parent would leave its children pointing at nothing.
 */
export async function assertNoTreeChildren(context: EngineContext, entity: EntitySchema, row: StoredRow, actor: Actor): Promise<void> {
  const rule = entity.tree;
  if (!rule) return;
  const id = Number(row[entity.primaryKey]);
  const counted = await context.db
    .selectFrom(tableOf(entity))
    .select(sql<number>`count(*)`.as('children'))
    .where(childrenOf(rule, id))
    .executeTakeFirst();
  const count = Number(counted?.children ?? 0);
  if (count > 0) throw treeError(actor.language, new TreeRefusal('hasChildren', undefined, { name: nodeName(entity, rowToRecord(entity, row)), count }));
}

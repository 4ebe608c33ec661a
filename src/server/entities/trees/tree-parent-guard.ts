import { tableOf } from '../../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import { nodeName, parentIdOf } from '../../../shared/tree/entity-tree';
import { TreeRefusal } from '../../../shared/tree/tree-messages';
import type { EngineContext } from '../engine-context';
import type { Actor, EntityRecord } from '../entity-engine.types';
import type { StoredRow } from '../load-record';
import { rowToRecord } from '../record-mapping';
import { treeError } from './tree-errors';
import { ancestorIds } from './tree-query';

/**
 * A saved tree node may not get itself, or a node below it, as its parent: the tree would become a loop
 * (doMove refuses the same). Checked when an update changes the parent field, naming that field.
 */
export async function assertTreeParent(context: EngineContext, entity: EntitySchema, header: EntityRecord, stored: StoredRow | undefined, actor: Actor): Promise<void> {
  const rule = entity.tree;
  if (!rule || !stored) return;
  const parent = parentIdOf(rule, header);
  // A value that is no whole number is refused by the field checks that follow.
  if (parent === null || !Number.isSafeInteger(parent) || parent === parentIdOf(rule, stored)) return;
  const id = Number(stored[entity.primaryKey]);
  const name = nodeName(entity, rowToRecord(entity, stored));
  if (parent === id) throw treeError(actor.language, new TreeRefusal('moveUnderItself', rule.parentField, { name }));
  const chain = await ancestorIds(context, entity, parent, actor.language, name);
  if (chain.includes(id)) {
    const target = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', parent).executeTakeFirst();
    const targetName = target ? nodeName(entity, rowToRecord(entity, target)) : String(parent);
    throw treeError(actor.language, new TreeRefusal('moveUnderDescendant', rule.parentField, { name, target: targetName }));
  }
}

import { sql, type SqlBool } from 'kysely';
import type { EntitySchema } from '../../../shared/formats/entity-format';
import type { TreeRule } from '../../../shared/formats/tree-format';
import { moveCycle, nodeName, parentIdOf, placeAmongSiblings, storedParentValue, type TreeNodeRow } from '../../../shared/tree/entity-tree';
import { TreeRefusal } from '../../../shared/tree/tree-messages';
import { readTreeMoveRequest } from '../../../shared/tree/tree-requests';
import type { EngineContext } from '../engine-context';
import type { EngineKit } from '../engine-kit';
import type { Actor } from '../entity-engine.types';
import { engineError } from '../engine-messages';
import { rowToRecord } from '../record-mapping';
import { assertSameVersion } from '../workflow-rules';
import { updateRow } from '../write-row';
import { scopedNode } from './find-tree-nodes';
import { readTreeInput, treeError } from './tree-errors';
import { ancestorIds, levelIds, readTreeNodes, treeRule, visibleIds } from './tree-query';

interface LevelNode {
  id: number;
  versionNum: number;
  order: number | null;
}

/**
 * Gives the nodes of a level the order numbers 1..n of `order` (ids), writing only those whose number
 * changes, each at the version just read: a node changed meanwhile refuses the whole move.
 */
async function renumber(context: EngineContext, entity: EntitySchema, rule: TreeRule, nodes: readonly LevelNode[], order: readonly number[], actor: Actor): Promise<void> {
  const orderField = rule.orderField;
  if (!orderField) return;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (const [index, id] of order.entries()) {
    const node = byId.get(id);
    if (!node || node.order === index + 1) continue;
    if (!(await updateRow(context, entity, id, node.versionNum, { [orderField]: index + 1 }, actor))) {
      throw engineError(actor.language, 'staleVersion');
    }
  }
}

/** Refuses a parent that is the node itself or lies below it; answers nothing when the move keeps the tree a tree. */
async function assertNoCycle(context: EngineContext, entity: EntitySchema, rule: TreeRule, moved: Record<string, unknown>, parentId: number, actor: Actor): Promise<void> {
  const name = nodeName(entity, moved);
  const parent = await scopedNode(context, entity, parentId, actor, 'parentId');
  const ancestors = await ancestorIds(context, entity, parentIdOf(rule, parent), actor.language, name);
  const cycle = moveCycle(Number(moved[entity.primaryKey]), parentId, ancestors);
  if (cycle === 'self') throw treeError(actor.language, new TreeRefusal('moveUnderItself', 'parentId', { name }));
  if (cycle === 'descendant') {
    const target = nodeName(entity, rowToRecord(entity, parent));
    throw treeError(actor.language, new TreeRefusal('moveUnderDescendant', 'parentId', { name, target }));
  }
}

/**
 * doMove {id, versionNum, parentId, index?}: puts a node under another parent (null: the top level) at
 * `index` among its new siblings as the actor sees them (default: last). Refuses a stale version, a
 * parent the actor may not see, and a parent that is the node or lies below it. In one transaction: the
 * node is saved through the engine's save (validation, scopes, operation log as doMove), and the order
 * field of the new and the old siblings is renumbered 1..n. Answers the moved node as findTreeNodes would.
 */
export async function moveTreeNode(kit: EngineKit, entity: EntitySchema, body: unknown, actor: Actor): Promise<TreeNodeRow> {
  const rule = treeRule(entity);
  const request = readTreeInput(actor.language, () => readTreeMoveRequest(body, rule));
  await kit.transaction(async (context) => {
    const row = await scopedNode(context, entity, request.id, actor, 'id');
    assertSameVersion(request.versionNum, row, actor);
    const moved = rowToRecord(entity, row);
    const oldParent = parentIdOf(rule, row);
    if (request.parentId !== null) await assertNoCycle(context, entity, rule, moved, request.parentId, actor);
    const siblings = await levelIds(context, entity, request.parentId, request.id);
    const siblingIds = siblings.map((node) => node.id);
    const visible = await visibleIds(context, entity, siblingIds, actor);
    const visibleCount = visible ? siblingIds.filter((id) => visible.has(id)).length : siblingIds.length;
    const index = request.index ?? visibleCount;
    if (index > visibleCount) throw treeError(actor.language, new TreeRefusal('badIndex', 'index', { max: visibleCount }));
    const order = placeAmongSiblings(siblingIds, request.id, index, visible);
    const input: Record<string, unknown> = {
      [entity.primaryKey]: request.id,
      versionNum: request.versionNum,
      [rule.parentField]: storedParentValue(rule, request.parentId),
    };
    if (rule.orderField) input[rule.orderField] = order.indexOf(request.id) + 1;
    await kit.save(context, entity, input, actor, 'doMove');
    await renumber(context, entity, rule, siblings, order, actor);
    if (oldParent !== request.parentId) {
      const left = await levelIds(context, entity, oldParent, request.id);
      await renumber(context, entity, rule, left, left.map((node) => node.id), actor);
    }
  });
  const [node] = await readTreeNodes(kit, entity, [sql<SqlBool>`${sql.ref(entity.primaryKey)} = ${request.id}`], actor, 1);
  return node;
}

import type { EntitySchema } from '../../../shared/formats/entity-format';
import { MAX_TREE_LEVEL_NODES } from '../../../shared/entity/entity-limits';
import type { TreeNodeRow } from '../../../shared/tree/entity-tree';
import { readTreeNodesRequest } from '../../../shared/tree/tree-requests';
import { ApiError } from '../../http/api-error';
import type { EngineContext } from '../engine-context';
import type { EngineKit } from '../engine-kit';
import type { Actor } from '../entity-engine.types';
import { loadScopedRow, type StoredRow } from '../load-record';
import { readTreeInput } from './tree-errors';
import { childrenOf, readTreeNodes, treeRule } from './tree-query';

/** One level of a tree: its nodes in order, and whether the level holds more than one call answers. */
export interface TreeLevel {
  nodes: TreeNodeRow[];
  truncated: boolean;
}

/** A node the actor may see, else "not found" on the field that named it. */
export async function scopedNode(context: EngineContext, entity: EntitySchema, id: number, actor: Actor, field: string): Promise<StoredRow> {
  try {
    return await loadScopedRow(context, entity, id, actor);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.message, [{ field, message: error.message }]);
    throw error;
  }
}

/**
 * findTreeNodes {parentId?}: the children of a node the actor may see (the top level without one), in
 * sibling order, each with hasChildren, at most MAX_TREE_LEVEL_NODES of them. The record scope applies
 * to the nodes and to the children counted.
 */
export async function findTreeNodes(kit: EngineKit, entity: EntitySchema, body: unknown, actor: Actor): Promise<TreeLevel> {
  const rule = treeRule(entity);
  const { parentId } = readTreeInput(actor.language, () => readTreeNodesRequest(body, rule));
  if (parentId !== null) await scopedNode(kit.base, entity, parentId, actor, 'parentId');
  const nodes = await readTreeNodes(kit, entity, [childrenOf(rule, parentId)], actor, MAX_TREE_LEVEL_NODES + 1);
  return { nodes: nodes.slice(0, MAX_TREE_LEVEL_NODES), truncated: nodes.length > MAX_TREE_LEVEL_NODES };
}

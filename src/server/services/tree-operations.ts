import { MAX_TREE_LEVEL_NODES, MAX_TREE_SEARCH_HITS } from '../../shared/entity/entity-limits';
import { nodeName } from '../../shared/tree/entity-tree';
import { treeMessage } from '../../shared/tree/tree-messages';
import type { EngineKit } from '../entities/engine-kit';
import { findTreeNodes } from '../entities/trees/find-tree-nodes';
import { findTreePath } from '../entities/trees/find-tree-path';
import { moveTreeNode } from '../entities/trees/move-tree-node';
import { success } from '../http/envelope-schema';
import { platformMessage } from '../http/platform-messages';
import { operationContext, type EntityOperation, type EntityOperationFamily } from './entity-operation';
import type { EntityWrite } from './entity-write';

/** The names of the tree operations (access: the two reads need the menu, doMove the update resource). */
export const TREE_READ_OPERATIONS = ['findTreeNodes', 'findTreePath'] as const;
export const TREE_MOVE_OPERATION = 'doMove';

/**
 * The operations of every table entity with a `tree` rule (docs/api.md "Trees"): findTreeNodes (one
 * level, lazily), findTreePath (search, with the path to each hit) and doMove (drag and drop, with the
 * version check). The engine functions live in src/server/entities/trees/.
 */
export function treeOperations(kit: EngineKit, onWrite: (write: EntityWrite) => Promise<void>): EntityOperationFamily {
  return (entity): Record<string, EntityOperation> => {
    if (!entity.tree) return {};
    return {
      findTreeNodes: {
        shape: 'list',
        handle: async (_entity, request) => {
          const { actor, language } = operationContext(request);
          const level = await findTreeNodes(kit, entity, request.body, actor);
          const msg = level.truncated ? treeMessage(language, 'levelTruncated', { max: MAX_TREE_LEVEL_NODES }) : platformMessage('queryOk', language);
          const count = level.nodes.length;
          return success(level.nodes, msg, { count, countCapped: level.truncated, curIndex: 1, pageSize: MAX_TREE_LEVEL_NODES, pagesCount: 1 });
        },
      },
      findTreePath: {
        shape: 'record',
        handle: async (_entity, request) => {
          const { actor, language } = operationContext(request);
          const answer = await findTreePath(kit, entity, request.body, actor);
          const msg = answer.truncated ? treeMessage(language, 'hitsTruncated', { max: MAX_TREE_SEARCH_HITS }) : platformMessage('queryOk', language);
          return success(answer, msg);
        },
      },
      [TREE_MOVE_OPERATION]: {
        shape: 'record',
        handle: async (_entity, request) => {
          const { actor, language } = operationContext(request);
          const node = await moveTreeNode(kit, entity, request.body, actor);
          await onWrite({ entity: entity.name, created: [] });
          return success(node, treeMessage(language, 'moved', { name: nodeName(entity, node) }));
        },
      },
    };
  };
}

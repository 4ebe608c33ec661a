import type { Language } from '../../../src/shared/formats/common';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { MAX_TREE_DEPTH } from '../../../src/shared/entity/entity-limits';
import { nodeName, parentIdOf } from '../../../src/shared/tree/entity-tree';
import { treeMessage, TreeRefusal } from '../../../src/shared/tree/tree-messages';
import { MemoryApiError } from './memory-api-error';
import type { Row } from './memory-query';

/** A tree refusal as the memory adapter answers it: the server's message, on the field it concerns. */
export function memoryTreeError(language: Language, refusal: TreeRefusal): MemoryApiError {
  const message = treeMessage(language, refusal.key, refusal.args);
  return new MemoryApiError(message, refusal.field ? [{ field: refusal.field, message }] : []);
}

/** The ids above `start` (itself first), through the stored rows whatever the scope, as the server walks them. */
export function chainUp(entity: EntitySchema, rows: ReadonlyMap<number | string, Row>, start: number | null): number[] {
  const rule = entity.tree;
  const chain: number[] = [];
  for (let current = start; rule && current !== null && !chain.includes(current) && chain.length < MAX_TREE_DEPTH; ) {
    chain.push(current);
    const row = rows.get(current);
    current = row ? parentIdOf(rule, row) : null;
  }
  return chain;
}

/** Like the engine: a node with children is not deleted (src/server/entities/trees/tree-children-guard.ts). */
export function refuseTreeParentDelete(entity: EntitySchema, row: Row, rows: ReadonlyMap<number | string, Row>, language: Language): void {
  const rule = entity.tree;
  if (!rule) return;
  const id = Number(row[entity.primaryKey]);
  const count = [...rows.values()].filter((candidate) => parentIdOf(rule, candidate) === id).length;
  if (count > 0) throw memoryTreeError(language, new TreeRefusal('hasChildren', undefined, { name: nodeName(entity, row), count }));
}

/** Like the engine: a save may not put a node under itself or below itself (tree-parent-guard.ts). */
export function refuseTreeLoop(entity: EntitySchema, header: Row, stored: Row, rows: ReadonlyMap<number | string, Row>, language: Language): void {
  const rule = entity.tree;
  if (!rule) return;
  const parent = parentIdOf(rule, header);
  if (parent === null || !Number.isSafeInteger(parent) || parent === parentIdOf(rule, stored)) return;
  const id = Number(stored[entity.primaryKey]);
  const name = nodeName(entity, stored);
  if (parent === id) throw memoryTreeError(language, new TreeRefusal('moveUnderItself', rule.parentField, { name }));
  if (chainUp(entity, rows, parent).includes(id)) {
    const target = rows.get(parent);
    throw memoryTreeError(language, new TreeRefusal('moveUnderDescendant', rule.parentField, { name, target: target ? nodeName(entity, target) : String(parent) }));
  }
}

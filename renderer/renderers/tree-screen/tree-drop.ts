import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isWithin, levelKeyOf, parentIdOfLevel, ROOT_KEY, type TreeLevels } from './tree-levels';

/** Where a dropped node goes: the level (its parent's key), the parent id, and its place among the new siblings. */
export interface MoveTarget {
  levelKey: string;
  parentId: number | null;
  /** Among the new siblings without the node; undefined: last (the level was never read). */
  index?: number;
}

/**
 * Arco's drop position: -1 above the node dropped on, 0 into it (as its last child), 1 below it. Above and
 * below place the dragged node among the dropped-on node's siblings.
 */
export function dropTarget(levels: TreeLevels, entity: EntitySchema, dragKey: string, dropKey: string, dropPosition: number): MoveTarget | undefined {
  const drop = levels.nodes.get(dropKey);
  if (!drop || !levels.nodes.has(dragKey)) return undefined;
  if (dropPosition === 0) {
    const known = levels.children.get(dropKey);
    return { levelKey: dropKey, parentId: Number(dropKey), index: known ? known.filter((key) => key !== dragKey).length : undefined };
  }
  const levelKey = levelKeyOf(entity, drop);
  const siblings = (levels.children.get(levelKey) ?? []).filter((key) => key !== dragKey);
  const at = siblings.indexOf(dropKey);
  if (at < 0) return undefined;
  return { levelKey, parentId: parentIdOfLevel(levelKey), index: dropPosition < 0 ? at : at + 1 };
}

/** A node cannot go into itself or below itself (the server refuses it too); everything else may be tried. */
export function mayDrop(levels: TreeLevels, entity: EntitySchema, dragKey: string, dropKey: string, dropPosition: number): boolean {
  const target = dropTarget(levels, entity, dragKey, dropKey, dropPosition);
  if (!target) return false;
  return target.levelKey === ROOT_KEY || !isWithin(levels, entity, target.levelKey, dragKey);
}

import type { EntitySchema } from '../formats/entity-format';
import type { TreeRule } from '../formats/tree-format';
import { isEmptyValue } from '../validation/empty-value';

type Row = Record<string, unknown>;

/** A node as the tree operations answer it: the record with its display keys, and whether it has children. */
export type TreeNodeRow = Row & { hasChildren: boolean };

/** findTreePath's answer: the ids found, and every hit with every ancestor of a hit, each after its parent. */
export interface TreePathAnswer {
  hits: number[];
  nodes: TreeNodeRow[];
  /** More nodes matched than MAX_TREE_SEARCH_HITS: only the first ones are answered. */
  truncated: boolean;
}

/** The tree rule of an entity; asking it of an entity without one is a programming error. */
export function treeRuleOf(entity: EntitySchema): TreeRule {
  if (!entity.tree) throw new Error(`entity ${entity.name} has no tree rule`);
  return entity.tree;
}

/** Whether a stored parent value means "top level": empty, or the tree's rootValue (menus use 0). */
export function isRootParent(rule: TreeRule, value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  return rule.rootValue !== undefined && Number(value) === rule.rootValue;
}

/** The parent value to store for a node under `parentId` (null: the top level). */
export function storedParentValue(rule: TreeRule, parentId: number | null): number | null {
  return parentId ?? rule.rootValue ?? null;
}

/** The parent id of a stored node, null at the top level. */
export function parentIdOf(rule: TreeRule, row: Row): number | null {
  const value = row[rule.parentField];
  return isRootParent(rule, value) ? null : Number(value);
}

/** The field a node is called by (display field, else code, else key) and its code beside it. */
export function treeTitleFields(entity: EntitySchema): { display: string; code?: string } {
  const display = entity.displayField ?? entity.codeField ?? entity.primaryKey;
  return { display, code: entity.codeField && entity.codeField !== display ? entity.codeField : undefined };
}

/** How a node names itself in messages: "01 生产性物料". */
export function nodeName(entity: EntitySchema, row: Row): string {
  const { display, code } = treeTitleFields(entity);
  const parts = [code ? row[code] : undefined, row[display]].filter((part) => !isEmptyValue(part));
  return parts.length > 0 ? parts.map(String).join(' ') : String(row[entity.primaryKey]);
}

function compareText(a: unknown, b: unknown): number {
  const left = isEmptyValue(a) ? '' : String(a);
  const right = isEmptyValue(b) ? '' : String(b);
  // Code point order, as both databases compare the text of the default collation closely enough for ties.
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The order of siblings: the order field (empty last), then the display field, then the key, the same
 * order the server's query uses.
 */
export function compareSiblings(entity: EntitySchema): (a: Row, b: Row) => number {
  const rule = treeRuleOf(entity);
  const { display } = treeTitleFields(entity);
  return (a, b) => {
    if (rule.orderField) {
      const left = a[rule.orderField];
      const right = b[rule.orderField];
      const leftEmpty = isEmptyValue(left);
      const rightEmpty = isEmptyValue(right);
      if (leftEmpty !== rightEmpty) return leftEmpty ? 1 : -1;
      if (!leftEmpty && Number(left) !== Number(right)) return Number(left) - Number(right);
    }
    return compareText(a[display], b[display]) || Number(a[entity.primaryKey]) - Number(b[entity.primaryKey]);
  };
}

/**
 * The new order of a level after a node is placed in it: `siblings` are the level's nodes in order
 * without the moved one, `visible` those the mover may see (all when undefined). `index` counts among
 * the visible ones, since that is the list the mover saw: the node goes before the visible sibling at
 * that position, or last.
 */
export function placeAmongSiblings(siblings: readonly number[], movedId: number, index: number, visible?: ReadonlySet<number>): number[] {
  const seen = visible ? siblings.filter((id) => visible.has(id)) : siblings;
  const before = seen[index];
  const at = before === undefined ? siblings.length : siblings.indexOf(before);
  return [...siblings.slice(0, at), movedId, ...siblings.slice(at)];
}

/**
 * Why a node may not go under `parentId`: the parent is the node itself, or lies below it (the node is
 * among the parent's ancestors, listed from the parent upwards).
 */
export function moveCycle(movedId: number, parentId: number | null, ancestorsOfParent: readonly number[]): 'self' | 'descendant' | undefined {
  if (parentId === null) return undefined;
  if (parentId === movedId) return 'self';
  return ancestorsOfParent.includes(movedId) ? 'descendant' : undefined;
}

/**
 * Path nodes in the order a client inserts them: each node after its parent (top level first), siblings
 * in their tree order.
 */
export function pathNodesInOrder<T extends Row>(entity: EntitySchema, nodes: readonly T[]): T[] {
  const rule = treeRuleOf(entity);
  const byId = new Map(nodes.map((node) => [Number(node[entity.primaryKey]), node]));
  const depth = new Map<number, number>();
  const depthOf = (id: number, guard = 0): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const parent = node ? parentIdOf(rule, node) : null;
    const value = parent === null || !byId.has(parent) || guard > byId.size ? 0 : depthOf(parent, guard + 1) + 1;
    depth.set(id, value);
    return value;
  };
  const compare = compareSiblings(entity);
  return [...nodes].sort((a, b) => {
    const byDepth = depthOf(Number(a[entity.primaryKey])) - depthOf(Number(b[entity.primaryKey]));
    return byDepth || compare(a, b);
  });
}

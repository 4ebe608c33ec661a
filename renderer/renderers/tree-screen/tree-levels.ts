import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { compareSiblings, parentIdOf, treeRuleOf, type TreeNodeRow } from '../../../src/shared/tree/entity-tree';

/** The key of the top level among the level keys (node keys are ids as text). */
export const ROOT_KEY = '__root__';

/**
 * What the tree screen knows of the tree: the nodes read so far by key, and the levels read so far (a
 * level's keys in order; a level not read yet is absent, so expanding its parent loads it).
 */
export interface TreeLevels {
  nodes: ReadonlyMap<string, TreeNodeRow>;
  children: ReadonlyMap<string, readonly string[]>;
  /** Levels holding more nodes than the server answers in one call. */
  truncated: ReadonlySet<string>;
}

export const NO_LEVELS: TreeLevels = { nodes: new Map(), children: new Map(), truncated: new Set() };

export function nodeKey(entity: EntitySchema, row: Record<string, unknown>): string {
  return String(row[entity.primaryKey]);
}

/** The level key a node sits in: its parent's key, or ROOT_KEY at the top level. */
export function levelKeyOf(entity: EntitySchema, row: Record<string, unknown>): string {
  const parent = parentIdOf(treeRuleOf(entity), row);
  return parent === null ? ROOT_KEY : String(parent);
}

/** The parent id a level key stands for (null: the top level). */
export function parentIdOfLevel(levelKey: string): number | null {
  return levelKey === ROOT_KEY ? null : Number(levelKey);
}

/** A level as read from the server replaces what was known of it; its parent's hasChildren follows. */
export function withLevel(levels: TreeLevels, entity: EntitySchema, levelKey: string, rows: readonly TreeNodeRow[], truncated: boolean): TreeLevels {
  const nodes = new Map(levels.nodes);
  for (const row of rows) nodes.set(nodeKey(entity, row), row);
  const parent = nodes.get(levelKey);
  if (parent) nodes.set(levelKey, { ...parent, hasChildren: rows.length > 0 });
  const children = new Map(levels.children);
  children.set(levelKey, rows.map((row) => nodeKey(entity, row)));
  const cut = new Set(levels.truncated);
  if (truncated) cut.add(levelKey);
  else cut.delete(levelKey);
  return { nodes, children, truncated: cut };
}

/**
 * The nodes of a search path (each after its parent) put where they belong: known nodes are refreshed,
 * unknown ones are added to their level in sibling order, so a hit beyond a level's first page shows too.
 */
export function withPath(levels: TreeLevels, entity: EntitySchema, rows: readonly TreeNodeRow[]): TreeLevels {
  const nodes = new Map(levels.nodes);
  const children = new Map(levels.children);
  const compare = compareSiblings(entity);
  for (const row of rows) {
    const key = nodeKey(entity, row);
    nodes.set(key, row);
    const level = levelKeyOf(entity, row);
    const known = children.get(level) ?? [];
    if (known.includes(key)) continue;
    const merged = [...known.map((sibling) => nodes.get(sibling)).filter((sibling): sibling is TreeNodeRow => sibling !== undefined), row];
    children.set(level, merged.sort(compare).map((sibling) => nodeKey(entity, sibling)));
  }
  return { ...levels, nodes, children };
}

/** The keys above a node, from its parent up to the top level (only what is known). */
export function ancestorKeys(levels: TreeLevels, entity: EntitySchema, key: string): string[] {
  const chain: string[] = [];
  let current = levels.nodes.get(key);
  while (current) {
    const level = levelKeyOf(entity, current);
    if (level === ROOT_KEY || chain.includes(level)) break;
    chain.push(level);
    current = levels.nodes.get(level);
  }
  return chain;
}

/** Whether `key` is `ancestor` or lies below it, as far as the screen knows. */
export function isWithin(levels: TreeLevels, entity: EntitySchema, key: string, ancestor: string): boolean {
  return key === ancestor || ancestorKeys(levels, entity, key).includes(ancestor);
}

/** The order number a new last node of a level gets (one after the highest known), when the level is known. */
export function nextOrderIn(levels: TreeLevels, entity: EntitySchema, levelKey: string): number | undefined {
  const orderField = treeRuleOf(entity).orderField;
  if (!orderField) return undefined;
  const keys = levels.children.get(levelKey);
  // A level never read is empty when its parent says it has no children.
  if (!keys) return levels.nodes.get(levelKey)?.hasChildren === false ? 1 : undefined;
  const orders = keys.map((key) => Number(levels.nodes.get(key)?.[orderField])).filter((order) => Number.isFinite(order));
  return orders.length === 0 ? 1 : Math.max(...orders) + 1;
}

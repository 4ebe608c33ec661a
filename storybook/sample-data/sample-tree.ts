import type { EntitySchema } from '../../src/shared/formats/entity-format';

type Row = Record<string, unknown>;

/**
 * The level sizes of a sample tree: three top-level nodes, four below them, the rest a level lower.
 * Records come in that order, so every parent comes before its children.
 */
const TOP_LEVEL = 3;
const SECOND_LEVEL = 4;

/** The position (from 0) of a sample record's parent, or undefined at the top level. */
export function sampleParentIndex(index: number): number | undefined {
  if (index < TOP_LEVEL) return undefined;
  if (index < TOP_LEVEL + SECOND_LEVEL) return (index - TOP_LEVEL) % TOP_LEVEL;
  return TOP_LEVEL + ((index - TOP_LEVEL - SECOND_LEVEL) % SECOND_LEVEL);
}

/**
 * Sample records of an entity with a `tree` rule made into a tree of three levels: each record's parent
 * field points at an earlier record (or holds the top-level value), and the order field numbers the
 * siblings 1, 2, 3 in record order.
 */
export function arrangeSampleTree(entity: EntitySchema, rows: Row[]): void {
  const rule = entity.tree;
  if (!rule) return;
  const siblings = new Map<unknown, number>();
  rows.forEach((row, index) => {
    const parentIndex = sampleParentIndex(index);
    const parent = parentIndex === undefined ? (rule.rootValue ?? null) : rows[parentIndex]?.[entity.primaryKey];
    row[rule.parentField] = parent ?? null;
    const position = (siblings.get(parent) ?? 0) + 1;
    siblings.set(parent, position);
    if (rule.orderField) row[rule.orderField] = position;
  });
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareSiblings, parentIdOf } from '../../../src/shared/tree/entity-tree';
import { sampleRecords } from '../../../storybook/sample-data/sample-records';
import { repoProject } from '../../../storybook/support/repo-project';

const records = sampleRecords(repoProject.entities, repoProject.lookups);

describe('sample records of tree entities', () => {
  const trees = repoProject.entities.filter((entity) => entity.tree);

  it('exist for the tree entities of the project', () => {
    expect(trees.map((entity) => entity.name)).toContain('basePurchaseCategory');
  });

  it.each(trees.map((entity) => [entity.name, entity] as const))('form a tree of three levels, parents first, siblings numbered: %s', (_name, entity) => {
    const rule = entity.tree!;
    const rows = records[entity.name];
    const ids = rows.map((row) => Number(row[entity.primaryKey]));
    const depth = new Map<number, number>();
    rows.forEach((row, index) => {
      const parent = parentIdOf(rule, row);
      if (parent !== null) expect(ids.slice(0, index), `parent of record ${index} comes first`).toContain(parent);
      depth.set(ids[index], parent === null ? 1 : (depth.get(parent) ?? 0) + 1);
    });
    expect(new Set(depth.values())).toEqual(new Set([1, 2, 3]));
    if (rule.orderField) {
      for (const parent of new Set(rows.map((row) => parentIdOf(rule, row)))) {
        const level = rows.filter((row) => parentIdOf(rule, row) === parent).sort(compareSiblings(entity));
        expect(level.map((row) => row[rule.orderField!])).toEqual(level.map((_, index) => index + 1));
      }
    }
  });

  it('read like purchase categories', () => {
    const names = Object.fromEntries(records.basePurchaseCategory.map((row) => [row.categoryId, row.categoryName]));
    const bearing = records.basePurchaseCategory.find((row) => row.categoryName === '轴承');
    expect(names[Number(bearing?.parentCategoryId)]).toBe('机械零部件');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropTarget, mayDrop } from '../../../../renderer/renderers/tree-screen/tree-drop';
import { ancestorKeys, NO_LEVELS, nextOrderIn, ROOT_KEY, withLevel, withPath } from '../../../../renderer/renderers/tree-screen/tree-levels';
import { allEntities } from '../support/fixtures';

const entity = allEntities.find((candidate) => candidate.name === 'basePurchaseCategory')!;
const node = (categoryId: number, parentCategoryId: number | null, orderNo: number, hasChildren = false) => ({
  categoryId,
  categoryCode: String(categoryId),
  categoryName: `n${categoryId}`,
  parentCategoryId,
  orderNo,
  versionNum: 1,
  hasChildren,
});

const roots = withLevel(NO_LEVELS, entity, ROOT_KEY, [node(1, null, 1, true), node(2, null, 2)], false);
const opened = withLevel(roots, entity, '1', [node(3, 1, 1, true), node(4, 1, 2)], false);
const deep = withLevel(opened, entity, '3', [node(5, 3, 1)], false);

describe('what the tree screen knows of the tree', () => {
  it('keeps levels in order and the parent\'s hasChildren in step with its level', () => {
    expect(opened.children.get('1')).toEqual(['3', '4']);
    const emptied = withLevel(opened, entity, '1', [], false);
    expect(emptied.nodes.get('1')?.hasChildren).toBe(false);
    expect(withLevel(roots, entity, ROOT_KEY, [node(1, null, 1)], true).truncated.has(ROOT_KEY)).toBe(true);
  });

  it('adds path nodes to their levels in sibling order, without duplicates', () => {
    const found = withPath(roots, entity, [node(1, null, 1, true), node(3, 1, 1, true), node(6, 3, 2)]);
    expect(found.children.get(ROOT_KEY)).toEqual(['1', '2']);
    expect(found.children.get('1')).toEqual(['3']);
    expect(found.children.get('3')).toEqual(['6']);
    expect(ancestorKeys(found, entity, '6')).toEqual(['3', '1']);
  });

  it('numbers a new last node after the highest known, and 1 in a level known to be empty', () => {
    expect(nextOrderIn(opened, entity, '1')).toBe(3);
    expect(nextOrderIn(opened, entity, '2')).toBe(1);
    expect(nextOrderIn(roots, entity, '1')).toBeUndefined();
  });

  it('turns a drop into the parent and the place among the new siblings', () => {
    expect(dropTarget(deep, entity, '4', '3', 0)).toEqual({ levelKey: '3', parentId: 3, index: 1 });
    expect(dropTarget(deep, entity, '4', '3', -1)).toEqual({ levelKey: '1', parentId: 1, index: 0 });
    expect(dropTarget(deep, entity, '2', '3', 1)).toEqual({ levelKey: '1', parentId: 1, index: 1 });
    expect(dropTarget(deep, entity, '5', '2', 1)).toEqual({ levelKey: ROOT_KEY, parentId: null, index: 2 });
    expect(dropTarget(deep, entity, '5', '2', 0)).toEqual({ levelKey: '2', parentId: 2, index: undefined });
  });

  it('never lets a node go into itself or below itself', () => {
    expect(mayDrop(deep, entity, '1', '5', 0)).toBe(false);
    expect(mayDrop(deep, entity, '1', '3', 1)).toBe(false);
    expect(mayDrop(deep, entity, '3', '3', 0)).toBe(false);
    expect(mayDrop(deep, entity, '1', '2', -1)).toBe(true);
    expect(mayDrop(deep, entity, '5', '2', 0)).toBe(true);
  });
});

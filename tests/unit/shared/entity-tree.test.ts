// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { compareSiblings, isRootParent, moveCycle, nodeName, pathNodesInOrder, placeAmongSiblings, storedParentValue } from '../../../src/shared/tree/entity-tree';
import { TreeRefusal } from '../../../src/shared/tree/tree-messages';
import { readTreeMoveRequest, readTreeNodesRequest, readTreePathRequest } from '../../../src/shared/tree/tree-requests';

const MENU = EntitySchema.parse({
  version: 1,
  name: 'testMenu',
  service: 'base',
  table: 'test_menus',
  label: { cn: '菜单', en: 'Menu' },
  primaryKey: 'menuId',
  displayField: 'menuName',
  codeField: 'menuCode',
  fields: [
    { name: 'menuCode', type: 'string', label: { cn: '编码', en: 'Code' } },
    { name: 'menuName', type: 'string', label: { cn: '名称', en: 'Name' } },
    { name: 'menuParentId', type: 'integer', label: { cn: '上级', en: 'Parent' }, ref: { entity: 'testMenu' } },
    { name: 'orderNo', type: 'integer', label: { cn: '排序', en: 'Order' } },
  ],
  tree: { parentField: 'menuParentId', orderField: 'orderNo', rootValue: 0 },
});
const rule = MENU.tree!;

function refusal(read: () => unknown): { key: string; field?: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof TreeRefusal) return { key: error.key, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('tree rules shared by the server and the memory adapter', () => {
  it('tells the top level by an empty parent or the rootValue, and stores the rootValue for it', () => {
    expect([null, undefined, '', 0, '0'].map((value) => isRootParent(rule, value))).toEqual([true, true, true, true, true]);
    expect(isRootParent(rule, 5)).toBe(false);
    expect(storedParentValue(rule, null)).toBe(0);
    expect(storedParentValue({ parentField: 'p' }, null)).toBeNull();
    expect(storedParentValue(rule, 7)).toBe(7);
  });

  it('orders siblings by the order field (empty last), then the name, then the key', () => {
    const rows = [
      { menuId: 4, menuName: 'B', orderNo: null },
      { menuId: 3, menuName: 'A', orderNo: null },
      { menuId: 2, menuName: 'Z', orderNo: 1 },
      { menuId: 1, menuName: 'Y', orderNo: 2 },
      { menuId: 5, menuName: 'A', orderNo: null },
    ];
    expect([...rows].sort(compareSiblings(MENU)).map((row) => row.menuId)).toEqual([2, 1, 3, 5, 4]);
  });

  it('places a moved node among the siblings the mover sees', () => {
    expect(placeAmongSiblings([1, 2, 3], 9, 0)).toEqual([9, 1, 2, 3]);
    expect(placeAmongSiblings([1, 2, 3], 9, 3)).toEqual([1, 2, 3, 9]);
    // The mover sees 1 and 3 only: index 1 goes before 3, after the unseen 2.
    expect(placeAmongSiblings([1, 2, 3], 9, 1, new Set([1, 3]))).toEqual([1, 2, 9, 3]);
    expect(placeAmongSiblings([1, 2, 3], 9, 2, new Set([1, 3]))).toEqual([1, 2, 3, 9]);
  });

  it('finds a move that would make a loop', () => {
    expect(moveCycle(5, null, [])).toBeUndefined();
    expect(moveCycle(5, 5, [])).toBe('self');
    expect(moveCycle(5, 8, [7, 5, 1])).toBe('descendant');
    expect(moveCycle(5, 8, [7, 1])).toBeUndefined();
  });

  it('puts path nodes after their parents', () => {
    const nodes = [
      { menuId: 3, menuName: 'leaf', menuParentId: 2, orderNo: 1 },
      { menuId: 1, menuName: 'root', menuParentId: 0, orderNo: 1 },
      { menuId: 4, menuName: 'other root', menuParentId: 0, orderNo: 2 },
      { menuId: 2, menuName: 'middle', menuParentId: 1, orderNo: 1 },
    ];
    expect(pathNodesInOrder(MENU, nodes).map((node) => node.menuId)).toEqual([1, 4, 2, 3]);
    expect(nodeName(MENU, { menuId: 1, menuCode: 'M01', menuName: '系统' })).toBe('M01 系统');
  });

  it('reads the request bodies, refusing bad input on the field', () => {
    expect(readTreeNodesRequest({}, rule)).toEqual({ parentId: null });
    expect(readTreeNodesRequest({ parentId: '0' }, rule)).toEqual({ parentId: null });
    expect(readTreeNodesRequest({ parentId: '12' }, rule)).toEqual({ parentId: 12 });
    expect(refusal(() => readTreeNodesRequest({ parentId: 'x' }, rule))).toEqual({ key: 'badParentId', field: 'parentId' });
    expect(refusal(() => readTreeNodesRequest({ parentId: -2 }, rule))).toEqual({ key: 'badParentId', field: 'parentId' });
    expect(readTreePathRequest({ keyword: '  轴承 ' })).toEqual({ keyword: '轴承' });
    expect(refusal(() => readTreePathRequest({ keyword: ['a'] }))).toEqual({ key: 'keywordRequired', field: 'keyword' });
    expect(readTreeMoveRequest({ id: '4', versionNum: 2, parentId: null }, rule)).toEqual({ id: 4, versionNum: 2, parentId: null, index: undefined });
    expect(readTreeMoveRequest({ id: 4, versionNum: '2', parentId: 3, index: '0' }, rule)).toEqual({ id: 4, versionNum: 2, parentId: 3, index: 0 });
    expect(refusal(() => readTreeMoveRequest({ id: 0, versionNum: 1 }, rule))).toEqual({ key: 'idRequired', field: 'id' });
    expect(refusal(() => readTreeMoveRequest({ id: 1 }, rule))).toEqual({ key: 'versionRequired', field: 'versionNum' });
    expect(refusal(() => readTreeMoveRequest({ id: 1, versionNum: 1, index: 1.5 }, rule))).toEqual({ key: 'indexNotWhole', field: 'index' });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from '../../../../renderer/data/memory-adapter';
import type { TreeNodeRow, TreePathAnswer } from '../../../../src/shared/tree/entity-tree';
import { allEntities, lookupSeed } from '../support/fixtures';

const ENTITY = 'basePurchaseCategory';
const category = (categoryId: number, code: string, parentCategoryId: number | null, orderNo: number | null) => ({
  categoryId,
  categoryCode: code,
  categoryName: `品类${code}`,
  parentCategoryId,
  orderNo,
  enabledFlag: 'Y',
});

function adapter(language: 'CN' | 'EN' = 'EN') {
  const memory = createMemoryAdapter({
    entities: allEntities,
    lookups: lookupSeed,
    language,
    records: { [ENTITY]: [category(1, 'A', null, 1), category(2, 'B', null, 2), category(3, 'A1', 1, 1), category(4, 'A2', 1, 2), category(5, 'A1a', 3, null)] },
  });
  const call = <T = unknown,>(operation: string, body: Record<string, unknown>) => memory.request<T>({ service: 'base', resource: `${ENTITY}Restful`, operation, body });
  const row = (id: number) => memory.rows(ENTITY).find((candidate) => candidate.categoryId === id) as Record<string, unknown>;
  return { memory, call, row };
}

describe('the tree operations of the memory adapter, like the server', () => {
  it('answers levels with hasChildren and paths with every ancestor', async () => {
    const { call } = adapter();
    const roots = await call<TreeNodeRow[]>('findTreeNodes', {});
    expect(roots.data.map((node) => [node.categoryCode, node.hasChildren])).toEqual([['A', true], ['B', false]]);
    expect((await call<TreeNodeRow[]>('findTreeNodes', { parentId: 1 })).data[0]).toMatchObject({ categoryCode: 'A1', parentCategoryName: '品类A', hasChildren: true });
    const path = await call<TreePathAnswer>('findTreePath', { keyword: 'a1A' });
    expect(path.data.hits).toEqual([5]);
    expect(path.data.nodes.map((node) => node.categoryCode)).toEqual(['A', 'A1', 'A1a']);
  });

  it('moves with renumbering and refuses what the server refuses, naming the field', async () => {
    const { call, row } = adapter();
    expect((await call('doMove', { id: 4, versionNum: 1, parentId: 1, index: 0 })).status).toBe('S');
    expect([row(4).orderNo, row(3).orderNo]).toEqual([1, 2]);
    expect((await call('doMove', { id: 3, versionNum: 2, parentId: null, index: 1 })).status).toBe('S');
    expect([row(1).orderNo, row(3).orderNo, row(2).orderNo, row(4).orderNo]).toEqual([1, 2, 3, 1]);
    const loop = await call('doMove', { id: 3, versionNum: 3, parentId: 5 });
    expect(loop).toMatchObject({ status: 'E', msg: '"A1 品类A1" cannot be moved under "A1a 品类A1a", which lies below it', errors: [{ field: 'parentId' }] });
    expect(await call('doMove', { id: 3, versionNum: 1, parentId: null })).toMatchObject({ status: 'E', msg: 'The record was changed by someone else; reload it' });
    expect(await call('doMove', { id: 3, versionNum: 3, parentId: null, index: 9 })).toMatchObject({ status: 'E', errors: [{ field: 'index' }], msg: 'index must be a whole number from 0 to 2' });
    expect(await call('doMove', { versionNum: 3 })).toMatchObject({ status: 'E', errors: [{ field: 'id' }] });
    expect(await call('findTreeNodes', { parentId: 'x' })).toMatchObject({ status: 'E', errors: [{ field: 'parentId' }] });
    expect(await call('findTreePath', { keyword: ' ' })).toMatchObject({ status: 'E', errors: [{ field: 'keyword' }] });
  });

  it('refuses deleting a parent and saving a node below itself', async () => {
    const { call } = adapter('CN');
    expect(await call('doBatchDelete', { ids: [1] })).toMatchObject({ status: 'E', msg: '“A 品类A”下还有2个下级节点，请先删除或移走下级节点' });
    expect(await call('saveOrUpdate', { ...category(1, 'A', 5, 1), versionNum: 1 })).toMatchObject({ status: 'E', errors: [{ field: 'parentCategoryId' }] });
    expect((await call('doBatchDelete', { ids: [5] })).status).toBe('S');
  });
});

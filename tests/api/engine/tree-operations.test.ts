import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas } from '../../../src/server/db';
import { createEntityEngine, type Actor, type EntityEngine, type EntityRecord } from '../../../src/server/entities';
import { findTreeNodes } from '../../../src/server/entities/trees/find-tree-nodes';
import { findTreePath } from '../../../src/server/entities/trees/find-tree-path';
import { moveTreeNode } from '../../../src/server/entities/trees/move-tree-node';
import { MAX_TREE_SEARCH_HITS } from '../../../src/shared/entity/entity-limits';
import { actorOf, FIXED_NOW, insertLookups, openTestDatabase, rejection, SCHEMAS_DIR, testDialects, type TestDatabase } from './engine-fixture';

const dialects = await testDialects();
const CATEGORY = 'basePurchaseCategory';

/** A tree entity with an organisation scope, only for this test: departments of organisations. */
const DEPARTMENT = EntitySchema.parse({
  version: 1,
  name: 'testDepartment',
  service: 'base',
  table: 'test_departments',
  label: { cn: '部门', en: 'Department' },
  primaryKey: 'deptId',
  displayField: 'deptName',
  codeField: 'deptCode',
  fields: [
    { name: 'deptCode', type: 'string', label: { cn: '部门编码', en: 'Code' }, required: true, length: 30, unique: true },
    { name: 'deptName', type: 'string', label: { cn: '部门名称', en: 'Name' }, required: true, length: 60 },
    { name: 'parentDeptId', type: 'integer', label: { cn: '上级部门', en: 'Parent' }, ref: { entity: 'testDepartment', display: { parentDeptName: 'deptName' } } },
    { name: 'orderNo', type: 'integer', label: { cn: '排序', en: 'Order' } },
    { name: 'orgId', type: 'integer', label: { cn: '组织', en: 'Organisation' }, required: true, ref: { entity: 'baseOrganization' } },
  ],
  orgScope: { field: 'orgId' },
  tree: { parentField: 'parentDeptId', orderField: 'orderNo' },
  permissions: { create: 'btnAdd', update: 'btnSave', delete: 'btnDelete' },
});

type Node = EntityRecord & { hasChildren: boolean };

describe.each(dialects)('tree operations on %s', (dialect) => {
  let test: TestDatabase;
  let engine: EntityEngine;
  let admin: Actor;
  const ids = new Map<string, number>();
  const id = (code: string) => ids.get(code) as number;

  async function category(code: string, name: string, parent: string | null, orderNo: number) {
    const saved = await engine.saveOrUpdate(CATEGORY, { categoryCode: code, categoryName: name, parentCategoryId: parent ? id(parent) : null, orderNo }, admin);
    ids.set(code, Number(saved.categoryId));
  }
  const nodes = (parentId?: number | null, actor = admin) => findTreeNodes(engine.kit, test.catalog.get(CATEGORY), { parentId }, actor);
  const codes = async (parentId?: number | null) => (await nodes(parentId)).nodes.map((node) => node.categoryCode);
  const stored = (code: string) => engine.findById(CATEGORY, id(code), admin);
  const move = async (code: string, body: Record<string, unknown>, actor = admin) =>
    moveTreeNode(engine.kit, test.catalog.get(CATEGORY), { id: id(code), versionNum: (await stored(code)).versionNum, ...body }, actor);

  beforeAll(async () => {
    test = await openTestDatabase(dialect, new EntityCatalog([...loadEntitySchemas(SCHEMAS_DIR), DEPARTMENT]));
    await insertLookups(test.database);
    engine = createEntityEngine(test.database, test.catalog, { now: () => FIXED_NOW });
    const user = await engine.saveOrUpdate('baseUsers', { userName: 'treeadmin', userFullName: '树管理员', userType: 'internal' }, actorOf(1));
    admin = actorOf(Number(user.userId));
    await category('01', '生产性物料', null, 1);
    await category('02', '非生产性物料', null, 2);
    await category('0101', '机械零部件', '01', 1);
    await category('0102', '电子元器件', '01', 2);
    await category('0103', 'Raw Materials', '01', 3);
    await category('010101', '轴承 Bearings', '0101', 1);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('loads one level at a time, in order, with hasChildren and the display keys of lists', async () => {
    const roots = await nodes();
    expect(roots.truncated).toBe(false);
    expect(roots.nodes.map((node) => [node.categoryCode, node.hasChildren])).toEqual([['01', true], ['02', false]]);
    expect(await codes(null)).toEqual(['01', '02']);
    const children = (await nodes(id('01'))).nodes;
    expect(children.map((node) => [node.categoryCode, node.hasChildren])).toEqual([['0101', true], ['0102', false], ['0103', false]]);
    expect(children[0]).toMatchObject({ parentCategoryId: id('01'), parentCategoryName: '生产性物料', parentCategoryCode: '01', versionNum: 1, orderNo: 1 });
    expect(await codes(String(id('0101')) as unknown as number)).toEqual(['010101']);
  });

  it('answers bad input of findTreeNodes with status E naming parentId', async () => {
    for (const parentId of ['x', -3, 1.5, { a: 1 }]) {
      const refused = await rejection(findTreeNodes(engine.kit, test.catalog.get(CATEGORY), { parentId }, admin));
      expect(refused.message).toBe('parentId must be a positive whole number, or empty for the top level');
      expect(refused.errors.map((error) => error.field)).toEqual(['parentId']);
    }
    const missing = await rejection(nodes(987654));
    expect(missing.message).toBe('Purchase category: record not found');
    expect(missing.errors[0].field).toBe('parentId');
  });

  it('finds nodes by code or name ignoring case, with the path to each', async () => {
    const byName = await findTreePath(engine.kit, test.catalog.get(CATEGORY), { keyword: 'bearings' }, admin);
    expect(byName.hits).toEqual([id('010101')]);
    expect(byName.truncated).toBe(false);
    expect((byName.nodes as Node[]).map((node) => [node.categoryCode, node.hasChildren])).toEqual([['01', true], ['0101', true], ['010101', false]]);
    const byCode = await findTreePath(engine.kit, test.catalog.get(CATEGORY), { keyword: '010' }, admin);
    expect(byCode.hits.sort()).toEqual([id('0101'), id('0102'), id('0103'), id('010101')].sort());
    expect(byCode.nodes.map((node) => node.categoryCode)).toEqual(['01', '0101', '0102', '0103', '010101']);
    const cn = await findTreePath(engine.kit, test.catalog.get(CATEGORY), { keyword: '电子' }, admin);
    expect(cn.nodes.map((node) => node.categoryCode)).toEqual(['01', '0102']);
    const none = await findTreePath(engine.kit, test.catalog.get(CATEGORY), { keyword: '%' }, admin);
    expect(none).toEqual({ hits: [], nodes: [], truncated: false });
    for (const keyword of [undefined, '  ', 'x'.repeat(101)]) {
      const refused = await rejection(findTreePath(engine.kit, test.catalog.get(CATEGORY), { keyword }, admin));
      expect(refused.errors.map((error) => error.field)).toEqual(['keyword']);
    }
  });

  it('answers at most MAX_TREE_SEARCH_HITS hits and says so', async () => {
    for (let index = 0; index <= MAX_TREE_SEARCH_HITS; index += 1) await category(`99${String(index).padStart(3, '0')}`, `批量节点${index}`, '02', index + 1);
    const answer = await findTreePath(engine.kit, test.catalog.get(CATEGORY), { keyword: '批量节点' }, admin);
    expect(answer.hits).toHaveLength(MAX_TREE_SEARCH_HITS);
    expect(answer.truncated).toBe(true);
    expect(answer.nodes).toHaveLength(MAX_TREE_SEARCH_HITS + 1);
    expect(answer.nodes[0]).toMatchObject({ categoryCode: '02', hasChildren: true });
    for (let index = 0; index <= MAX_TREE_SEARCH_HITS; index += 1) await engine.delete(CATEGORY, id(`99${String(index).padStart(3, '0')}`), admin);
    expect((await nodes()).nodes.map((node) => node.hasChildren)).toEqual([true, false]);
  });

  it('reorders inside a level and renumbers the order field 1..n, bumping only the nodes that changed', async () => {
    const moved = await move('0103', { parentId: id('01'), index: 0 });
    expect(moved).toMatchObject({ categoryCode: '0103', orderNo: 1, versionNum: 2, hasChildren: false });
    const level = (await nodes(id('01'))).nodes;
    expect(level.map((node) => [node.categoryCode, node.orderNo, node.versionNum])).toEqual([
      ['0103', 1, 2],
      ['0101', 2, 2],
      ['0102', 3, 2],
    ]);
    // Moving to where it is changes nothing but its own version.
    await move('0103', { parentId: id('01'), index: 0 });
    expect((await nodes(id('01'))).nodes.map((node) => node.versionNum)).toEqual([3, 2, 2]);
  });

  it('moves a node under another parent, renumbering both levels, and logs the move', async () => {
    await move('0101', { parentId: id('02'), index: 0 });
    expect((await nodes(id('01'))).nodes.map((node) => [node.categoryCode, node.orderNo])).toEqual([['0103', 1], ['0102', 2]]);
    expect((await nodes(id('02'))).nodes.map((node) => [node.categoryCode, node.orderNo, node.parentCategoryName])).toEqual([['0101', 1, '非生产性物料']]);
    expect(await codes(id('0101'))).toEqual(['010101']);
    expect((await nodes()).nodes.map((node) => node.hasChildren)).toEqual([true, true]);
    const log = await test.database.db
      .selectFrom('base_user_operate_logs')
      .select(['operation', 'recordId', 'result', 'changedFields'])
      .where('entityName', '=', CATEGORY)
      .where('operation', '=', 'doMove')
      .where('recordId', '=', String(id('0101')))
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0].result).toBe('SUCCESS');
    expect(JSON.parse(String(log[0].changedFields))).toMatchObject({ parentCategoryId: [id('01'), id('02')] });
    // Back where it was, without an index: last.
    await move('0101', { parentId: id('01') });
    expect(await codes(id('01'))).toEqual(['0103', '0102', '0101']);
  });

  it('moves nodes to the top level and back', async () => {
    await move('0102', { parentId: null, index: 1 });
    expect((await nodes()).nodes.map((node) => [node.categoryCode, node.orderNo])).toEqual([['01', 1], ['0102', 2], ['02', 3]]);
    expect((await stored('0102')).parentCategoryId).toBeNull();
    await move('0102', { parentId: id('01'), index: 1 });
    expect((await nodes()).nodes.map((node) => [node.categoryCode, node.orderNo])).toEqual([['01', 1], ['02', 2]]);
    expect(await codes(id('01'))).toEqual(['0103', '0102', '0101']);
  });

  it('refuses moving a node under itself or below itself, with a message naming both', async () => {
    const self = await rejection(move('0101', { parentId: id('0101') }));
    expect(self.message).toBe('"0101 机械零部件" cannot be moved under itself');
    expect(self.errors[0].field).toBe('parentId');
    const below = await rejection(move('01', { parentId: id('010101'), index: 0 }));
    expect(below.message).toBe('"01 生产性物料" cannot be moved under "010101 轴承 Bearings", which lies below it');
    const cn = await rejection(move('01', { parentId: id('0101') }, { ...admin, language: 'CN' }));
    expect(cn.message).toBe('不能把“01 生产性物料”移到它自己的下级“0101 机械零部件”下面');
    expect((await stored('01')).parentCategoryId).toBeNull();
    // The same rule holds for a save that changes the parent field.
    const saved = await rejection(engine.saveOrUpdate(CATEGORY, { ...(await stored('0101')), parentCategoryId: id('010101') }, admin));
    expect(saved.errors[0].field).toBe('parentCategoryId');
    expect(saved.message).toContain('which lies below it');
  });

  it('refuses a stale version with the engine message and changes nothing', async () => {
    const before = await stored('0102');
    const refused = await rejection(moveTreeNode(engine.kit, test.catalog.get(CATEGORY), { id: id('0102'), versionNum: Number(before.versionNum) - 1, parentId: null }, admin));
    expect(refused.message).toBe('The record was changed by someone else; reload it');
    expect(await stored('0102')).toEqual(before);
  });

  it('answers every bad input with status E naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ versionNum: 1 }, 'id'],
      [{ id: 'abc', versionNum: 1 }, 'id'],
      [{ id: id('0102') }, 'versionNum'],
      [{ id: id('0102'), versionNum: 'x' }, 'versionNum'],
      [{ id: id('0102'), versionNum: 1, parentId: 'top' }, 'parentId'],
      [{ id: id('0102'), versionNum: 1, parentId: null, index: -1 }, 'index'],
      [{ id: id('0102'), versionNum: 1, parentId: null, index: 'first' }, 'index'],
    ];
    for (const [body, field] of cases) {
      const refused = await rejection(moveTreeNode(engine.kit, test.catalog.get(CATEGORY), body, admin));
      expect(refused.errors.map((error) => error.field), JSON.stringify(body)).toEqual([field]);
    }
    const version = (await stored('0102')).versionNum;
    const far = await rejection(moveTreeNode(engine.kit, test.catalog.get(CATEGORY), { id: id('0102'), versionNum: version, parentId: id('02'), index: 2 }, admin));
    expect(far.message).toBe('index must be a whole number from 0 to 0');
    expect(far.errors[0].field).toBe('index');
    const missing = await rejection(moveTreeNode(engine.kit, test.catalog.get(CATEGORY), { id: 987654, versionNum: 1, parentId: null }, admin));
    expect(missing.message).toBe('Purchase category: record not found');
    const noParent = await rejection(moveTreeNode(engine.kit, test.catalog.get(CATEGORY), { id: id('0102'), versionNum: version, parentId: 987654 }, admin));
    expect(noParent.errors[0].field).toBe('parentId');
  });

  it('refuses to delete a node that still has children, in both languages', async () => {
    const refused = await rejection(engine.delete(CATEGORY, id('0101'), admin));
    expect(refused.message).toBe('"0101 机械零部件" still has 1 child node(s): delete or move them first');
    const cn = await rejection(engine.batchDelete(CATEGORY, [id('0101')], { ...admin, language: 'CN' }));
    expect(cn.message).toBe('“0101 机械零部件”下还有1个下级节点，请先删除或移走下级节点');
    await engine.delete(CATEGORY, id('010101'), admin);
    await engine.delete(CATEGORY, id('0101'), admin);
    expect((await nodes(id('01'))).nodes.map((node) => node.categoryCode)).toEqual(['0103', '0102']);
  });

  describe('with an organisation scope', () => {
    let orgA: number;
    let orgB: number;
    let limited: Actor;
    const dept = new Map<string, number>();
    const department = (code: string, parent: string | null, orgId: number, orderNo: number) =>
      engine
        .saveOrUpdate('testDepartment', { deptCode: code, deptName: `部门${code}`, parentDeptId: parent ? dept.get(parent) : null, orgId, orderNo }, admin)
        .then((saved) => dept.set(code, Number(saved.deptId)));

    beforeAll(async () => {
      orgA = Number((await engine.saveOrUpdate('baseOrganization', { orgCode: 'A', orgName: '甲公司', orgType: 'GROUP' }, admin)).orgId);
      orgB = Number((await engine.saveOrUpdate('baseOrganization', { orgCode: 'B', orgName: '乙公司', orgType: 'GROUP' }, admin)).orgId);
      limited = { ...admin, organizations: [orgA] };
      await department('D1', null, orgA, 1);
      await department('D1-B', 'D1', orgB, 1);
      await department('D1-A1', 'D1', orgA, 2);
      await department('D1-A2', 'D1', orgA, 3);
      await department('D2', null, orgA, 2);
      await department('D2-B', 'D2', orgB, 1);
    });

    const level = (parentId: number | null, actor: Actor) =>
      findTreeNodes(engine.kit, test.catalog.get('testDepartment'), { parentId }, actor).then((answer) => answer.nodes.map((node) => [node.deptCode, node.hasChildren]));

    it('shows and counts only the nodes the actor may see', async () => {
      expect(await level(null, admin)).toEqual([['D1', true], ['D2', true]]);
      expect(await level(null, limited)).toEqual([['D1', true], ['D2', false]]);
      expect(await level(Number(dept.get('D1')), limited)).toEqual([['D1-A1', false], ['D1-A2', false]]);
      const path = await findTreePath(engine.kit, test.catalog.get('testDepartment'), { keyword: '-B' }, limited);
      expect(path).toEqual({ hits: [], nodes: [], truncated: false });
      const refused = await rejection(findTreeNodes(engine.kit, test.catalog.get('testDepartment'), { parentId: dept.get('D2-B') }, limited));
      expect(refused.errors[0].field).toBe('parentId');
    });

    it('places a moved node among the siblings the mover sees, and refuses a parent he may not see', async () => {
      const version = (code: string) => engine.findById('testDepartment', Number(dept.get(code)), admin).then((row) => row.versionNum);
      // The limited user sees D1-A1, D1-A2 under D1; index 1 puts D2 between them (after the unseen D1-B too).
      await moveTreeNode(engine.kit, test.catalog.get('testDepartment'), { id: dept.get('D2'), versionNum: await version('D2'), parentId: dept.get('D1'), index: 1 }, limited);
      const all = await findTreeNodes(engine.kit, test.catalog.get('testDepartment'), { parentId: dept.get('D1') }, admin);
      expect(all.nodes.map((node) => [node.deptCode, node.orderNo])).toEqual([['D1-B', 1], ['D1-A1', 2], ['D2', 3], ['D1-A2', 4]]);
      const hidden = await rejection(
        moveTreeNode(engine.kit, test.catalog.get('testDepartment'), { id: dept.get('D1-A1'), versionNum: await version('D1-A1'), parentId: dept.get('D1-B') }, limited),
      );
      expect(hidden.message).toBe('Department: record not found');
      expect(hidden.errors[0].field).toBe('parentId');
      const beyond = await rejection(
        moveTreeNode(engine.kit, test.catalog.get('testDepartment'), { id: dept.get('D1-A1'), versionNum: await version('D1-A1'), parentId: dept.get('D1'), index: 3 }, limited),
      );
      expect(beyond.message).toBe('index must be a whole number from 0 to 2');
    });
  });
});

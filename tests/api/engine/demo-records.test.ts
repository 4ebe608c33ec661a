import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEntityEngine, type Actor, type EntityEngine } from '../../../src/server/entities';
import { seedDemoRecords } from '../../../src/server/seed/demo-records';
import { actorOf, FIXED_NOW, insertLookups, openTestDatabase, testDialects, type TestDatabase } from './engine-fixture';

const dialects = await testDialects();
const ref = (value: string) => ({ ref: 'basePurchaseCategory', by: 'categoryCode', value });

function categories(records: Record<string, unknown>[], user = 'seeder') {
  return { version: 1, entity: 'basePurchaseCategory', user, key: ['categoryCode'], records };
}

describe.each(dialects)('the JSON demo-records seeder on %s', (dialect) => {
  let test: TestDatabase;
  let engine: EntityEngine;
  let seeder: Actor;
  let dir: string;

  beforeAll(async () => {
    test = await openTestDatabase(dialect);
    await insertLookups(test.database);
    engine = createEntityEngine(test.database, test.catalog, { now: () => FIXED_NOW });
    const user = await engine.saveOrUpdate('baseUsers', { userName: 'seeder', userFullName: '演示数据', userType: 'internal' }, actorOf(1));
    seeder = actorOf(Number(user.userId));
  });
  afterAll(async () => {
    await test?.cleanup();
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'srm-demo-records-'));
  });
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true });
    await test.database.db.deleteFrom('base_purchase_categories').execute();
  });

  const write = (name: string, content: unknown) => writeFileSync(join(dir, name), JSON.stringify(content));
  const listed = () => engine.listByPage('basePurchaseCategory', { pageRows: 100, sortField: 'categoryCode', sortOrder: 'asc' }, seeder);

  it('saves the records of every file in file order through the engine, resolving references by code, once', async () => {
    // The second file's name sorts after the first: its records may refer to the first file's.
    write('020-children.json', categories([{ categoryCode: 'A1', categoryName: '子类', parentCategoryId: ref('A'), orderNo: 1 }]));
    write('010-roots.json', categories([{ categoryCode: 'A', categoryName: '大类', orderNo: 1 }]));
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 2, created: 2 });
    const rows = (await listed()).rows;
    expect(rows.map((row) => [row.categoryCode, row.parentCategoryName, row.enabledFlag, row.createdBy])).toEqual([
      ['A', null, 'Y', seeder.userId],
      ['A1', '大类', 'Y', seeder.userId],
    ]);
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 2, created: 0 });
    expect((await listed()).rows).toEqual(rows);
  });

  it('adds only the records whose key is not stored yet', async () => {
    await engine.saveOrUpdate('basePurchaseCategory', { categoryCode: 'A', categoryName: '管理员改过的名称' }, seeder);
    write('010-roots.json', categories([{ categoryCode: 'A', categoryName: '大类' }, { categoryCode: 'B', categoryName: '另一类' }]));
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 1, created: 1 });
    expect((await listed()).rows.map((row) => [row.categoryCode, row.categoryName])).toEqual([
      ['A', '管理员改过的名称'],
      ['B', '另一类'],
    ]);
  });

  it('does not apply a file again while its content is unchanged, so a deleted demo record stays deleted', async () => {
    write('010-kept.json', categories([{ categoryCode: 'K', categoryName: '保留' }, { categoryCode: 'D', categoryName: '将被删除' }]));
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 1, created: 2 });
    await test.database.db.deleteFrom('base_purchase_categories').where('categoryCode', '=', 'D').execute();
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 1, created: 0 });
    expect((await listed()).rows.map((row) => row.categoryCode)).toEqual(['K']);
    // A release that changes the file applies it again: what is missing comes in, what is there stays.
    write('010-kept.json', categories([{ categoryCode: 'K', categoryName: '保留' }, { categoryCode: 'D', categoryName: '将被删除' }, { categoryCode: 'N', categoryName: '新增' }]));
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 1, created: 2 });
    expect((await listed()).rows.map((row) => row.categoryCode)).toEqual(['D', 'K', 'N']);
  });

  it('applies a file again after a start that stopped on it', async () => {
    write('010-half.json', categories([{ categoryCode: 'H', categoryName: '先存' }, { categoryCode: 'Y', categoryName: '后存', parentCategoryId: ref('LATER') }]));
    await expect(seedDemoRecords(test.database, test.catalog, engine, dir)).rejects.toThrow('no record of basePurchaseCategory has categoryCode "LATER"');
    write('005-later.json', categories([{ categoryCode: 'LATER', categoryName: '补上' }]));
    expect(await seedDemoRecords(test.database, test.catalog, engine, dir)).toEqual({ files: 2, created: 2 });
    expect((await listed()).rows.map((row) => row.categoryCode)).toEqual(['H', 'LATER', 'Y']);
  });

  it('saves a file of records that refer to no record of their own file all together or not at all', async () => {
    write('010-together.json', categories([{ categoryCode: 'T1', categoryName: '一起' }, { categoryCode: 'T2' }]));
    await expect(seedDemoRecords(test.database, test.catalog, engine, dir)).rejects.toThrow('010-together.json records[1]: 品类名称不能为空');
    expect((await listed()).rows).toEqual([]);
  });

  it('stops with the file, the record and the reason when a file cannot be applied', async () => {
    write('010-bad-ref.json', categories([{ categoryCode: 'X', categoryName: '孤儿', parentCategoryId: ref('NOPE') }]));
    await expect(seedDemoRecords(test.database, test.catalog, engine, dir)).rejects.toThrow(
      `${join(dir, '010-bad-ref.json')} records[0].parentCategoryId: no record of basePurchaseCategory has categoryCode "NOPE"`,
    );
    rmSync(join(dir, '010-bad-ref.json'));
    write('010-no-user.json', categories([{ categoryCode: 'X', categoryName: '无人' }], 'nobody'));
    await expect(seedDemoRecords(test.database, test.catalog, engine, dir)).rejects.toThrow('the demo user nobody does not exist');
    rmSync(join(dir, '010-no-user.json'));
    write('010-invalid.json', categories([{ categoryCode: 'X' }]));
    await expect(seedDemoRecords(test.database, test.catalog, engine, dir)).rejects.toThrow('010-invalid.json records[0]: 品类名称不能为空');
    rmSync(join(dir, '010-invalid.json'));
    write('010-format.json', { entity: 'basePurchaseCategory' });
    await expect(seedDemoRecords(test.database, test.catalog, engine, dir)).rejects.toThrow('010-format.json are invalid');
  });

  it('does nothing without a records folder', async () => {
    expect(await seedDemoRecords(test.database, test.catalog, engine, join(dir, 'missing'))).toEqual({ files: 0, created: 0 });
  });
});

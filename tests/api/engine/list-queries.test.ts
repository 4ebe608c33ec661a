import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../src/server/db';
import { DENSE_TRIGRAM_MATCHES, denseTrigramFilters, trigramStepOf } from '../../../src/server/db/trigram-index';
import type { EntityRecord } from '../../../src/server/entities';
import { EXACT_COUNT_LIMIT } from '../../../src/server/entities/capped-count';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

const SUPPLIER_NAMES = ['Acme Bearings Ltd', 'ACME Fasteners', 'Northwind 100% Steel', 'Under_Score Parts', 'Quote "Q" Supply', '华东精密轴承厂'];

/** What `contains` must answer, computed here: the names holding the text, ignoring (ASCII) case. */
function namesContaining(names: string[], text: string): string[] {
  return names.filter((name) => name.toLowerCase().includes(text.toLowerCase())).sort();
}

describe.each(dialects)('list queries on %s', (dialect) => {
  let world: EngineWorld;
  let otherOrg: number;
  const names: string[] = [];
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    for (const supplierName of SUPPLIER_NAMES) {
      await world.engine.saveOrUpdate('srmPosSupplierInfo', { supplierName, supplierType: 'TRADER' }, world.admin);
    }
    const listed = await world.engine.listByPage('srmPosSupplierInfo', { pageRows: 100 }, world.admin);
    names.push(...listed.rows.map((row) => String(row.supplierName)));
    otherOrg = Number((await world.engine.saveOrUpdate('baseOrganization', { orgCode: 'SZ', orgName: '深圳工厂', orgType: 'GROUP' }, world.admin)).orgId);
    for (let i = 0; i < 6; i += 1) {
      const lines = Array.from({ length: 1 + (i % 3) }, (_, n) => ({ itemName: `item ${i}-${n}`, demandQty: 1 + n, taxPrice: 2, demandDate: '2026-12-01' }));
      await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { orgId: i % 2 === 0 ? world.orgId : otherOrg, lines }), world.admin);
    }
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const suppliersContaining = async (text: string) => {
    const page = await world.engine.listByPage('srmPosSupplierInfo', { supplierName_like: text, pageRows: 100 }, world.admin);
    return page.rows.map((row) => String(row.supplierName)).sort();
  };

  it('refuses a sort on a field no index serves, naming the field, and sorts on indexed ones', async () => {
    const refused = await rejection(world.engine.listByPage('srmPoHeader', { sortField: 'description' }, world.admin));
    expect(refused.message).toBe('The list cannot be sorted by "description": the field has no index, so sorting would read the whole table');
    expect(refused.errors).toEqual([{ field: 'description', message: refused.message }]);
    const sorted = await world.engine.listByPage('srmPoHeader', { sortField: 'taxTotalAmount', sortOrder: 'desc' }, world.admin);
    expect(sorted.rows).toHaveLength(6);
  });

  it('answers contains from the trigram index exactly as a scan would, for long and short texts alike', async () => {
    for (const text of ['acme', 'ACME', 'me B', 'bearings ltd', '100%', '_Score', 'r_s', '"Q"', '精密轴', '轴承', 'e', 'Ac', '%', '_', 'zzz', 'Acme Bearings Ltd!']) {
      expect(await suppliersContaining(text), text).toEqual(namesContaining(names, text));
    }
  });

  it('keeps the trigram index in step with saves and deletes', async () => {
    const saved = await world.engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: 'Zephyr Tools', supplierType: 'TRADER' }, world.admin);
    expect(await suppliersContaining('ephyr')).toEqual(['Zephyr Tools']);
    const renamed: EntityRecord = { ...saved, supplierName: 'Borealis Tools' };
    await world.engine.saveOrUpdate('srmPosSupplierInfo', renamed, world.admin);
    expect(await suppliersContaining('ephyr')).toEqual([]);
    expect(await suppliersContaining('realis')).toEqual(['Borealis Tools']);
    await world.engine.delete('srmPosSupplierInfo', Number(saved.supplierId), world.admin);
    expect(await suppliersContaining('realis')).toEqual([]);
  });

  it('creates and fills the trigram index of a database made before it', async () => {
    const entity = world.catalog.get('srmPosSupplierInfo');
    const step = trigramStepOf(entity);
    expect(step).toBe('create trigram index srm_pos_supplier_info(supplier_number, supplier_name)');
    if (dialect === 'sqlite') await sql`drop table srm_pos_supplier_info_trigram`.execute(world.database.db);
    else await sql`drop index tx_srm_pos_supplier_info_supplier_name`.execute(world.database.db);
    await world.database.db.deleteFrom('sys_migrations').where('name', '=', String(step)).execute();
    expect((await migrateDatabase(world.database, world.catalog)).applied).toEqual([step]);
    expect(await suppliersContaining('acme')).toEqual(namesContaining(names, 'acme'));
    // The index itself answers: the FTS5 table holds the existing rows; the GIN index is there again.
    const indexed =
      dialect === 'sqlite'
        ? await sql<{ n: number }>`select count(*) as n from srm_pos_supplier_info_trigram where srm_pos_supplier_info_trigram match '{supplier_name} : "acme"'`.execute(world.database.db)
        : await sql<{ n: number }>`select count(*) as n from pg_indexes where schemaname = current_schema() and indexname = 'tx_srm_pos_supplier_info_supplier_name'`.execute(world.database.db);
    expect(Number(indexed.rows[0].n)).toBe(dialect === 'sqlite' ? 2 : 1);
  });

  it('reads the table instead of the trigram index for a text that very many rows hold, with the same answer', async () => {
    const entity = world.catalog.get('srmPosSupplierInfo');
    const bulk = Array.from({ length: DENSE_TRIGRAM_MATCHES + 1 }, (_, i) => ({ supplierName: `Bulk vendor ${i}`, supplierType: 'TRADER', versionNum: 1 }));
    for (let start = 0; start < bulk.length; start += 1000) {
      await world.database.db.insertInto('srm_pos_supplier_info').values(bulk.slice(start, start + 1000)).execute();
    }
    const dense = await denseTrigramFilters(world.database.db, dialect, entity, { supplierName_like: 'ulk ven', supplierNumber_like: 'zzz' });
    expect([...dense]).toEqual(dialect === 'sqlite' ? ['supplierName'] : []);
    const page = await world.engine.listByPage('srmPosSupplierInfo', { supplierName_like: 'ulk ven', sortField: 'supplierName', pageRows: 3 }, world.admin);
    expect(page.rows.map((row) => row.supplierName)).toEqual(['Bulk vendor 0', 'Bulk vendor 1', 'Bulk vendor 10']);
    expect(page.page).toMatchObject({ count: EXACT_COUNT_LIMIT, countCapped: true });
    const few = await world.engine.listByPage('srmPosSupplierInfo', { supplierName_like: 'vendor 9999' }, world.admin);
    expect(few.rows.map((row) => row.supplierName)).toEqual(['Bulk vendor 9999']);
    await world.database.db.deleteFrom('srm_pos_supplier_info').where('supplierName', 'like', 'Bulk vendor %').execute();
  });

  it('lists the lines of the granted organisations only, through each line\'s header', async () => {
    const everyLine = await world.engine.listByPage('srmPoLine', { pageRows: 100 }, world.admin);
    const headers = await world.engine.listByPage('srmPoHeader', { pageRows: 100 }, world.admin);
    const inOtherOrg = new Set(headers.rows.filter((row) => row.orgId === otherOrg).map((row) => row.poHeaderId));
    const expected = everyLine.rows.filter((row) => inOtherOrg.has(row.poHeaderId)).map((row) => row.poLineId);
    const limited = { ...world.admin, organizations: [otherOrg] };
    const scoped = await world.engine.listByPage('srmPoLine', { pageRows: 100 }, limited);
    expect(expected.length).toBeGreaterThan(0);
    expect(scoped.rows.map((row) => row.poLineId)).toEqual(expected);
    const paged = await world.engine.listByPage('srmPoLine', { pageRows: 2, pageIndex: 2 }, limited);
    expect(paged.rows.map((row) => row.poLineId)).toEqual(expected.slice(2, 4));
    expect(paged.page.count).toBe(expected.length);
    const line = everyLine.rows.find((row) => !inOtherOrg.has(row.poHeaderId));
    await expect(world.engine.findById('srmPoLine', Number(line?.poLineId), limited)).rejects.toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntityEngine, type Actor, type EntityEngine } from '../../../src/server/entities';
import { loadEntitySchemas } from '../../../src/server/db';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { actorOf, FIXED_NOW, insertLookups, openTestDatabase, rejection, SCHEMAS_DIR, testDialects, type TestDatabase } from './engine-fixture';

/** An entity suppliers may import into (none of the product's does yet): contacts owned by a supplier. */
const CONTACT = EntitySchema.parse({
  version: 1,
  name: 'srmImportTestContact',
  service: 'srm',
  table: 'srm_import_test_contacts',
  label: { cn: '联系人', en: 'Contact' },
  primaryKey: 'contactId',
  fields: [
    { name: 'supplierId', type: 'integer', label: { cn: '供应商', en: 'Supplier' }, required: true, ref: { entity: 'srmPosSupplierInfo' } },
    { name: 'contactCode', type: 'string', label: { cn: '联系人编码', en: 'Contact code' }, required: true, length: 30 },
    { name: 'contactName', type: 'string', label: { cn: '姓名', en: 'Name' }, required: true, length: 60 },
  ],
  ownership: { supplierField: 'supplierId', supplierWritable: true },
  permissions: { import: 'btnImport' },
  import: { columns: ['contactCode', 'contactName', 'supplierId'], matchBy: ['contactCode'], supplierAllowed: true },
});

const dialects = await testDialects();

describe.each(dialects)('importRecords on %s', (dialect) => {
  let test: TestDatabase;
  let engine: EntityEngine;
  let admin: Actor;
  let supplierA: Actor;
  let supplierB: number;

  beforeAll(async () => {
    test = await openTestDatabase(dialect, new EntityCatalog([...loadEntitySchemas(SCHEMAS_DIR), CONTACT]));
    await insertLookups(test.database);
    engine = createEntityEngine(test.database, test.catalog, { now: () => FIXED_NOW });
    admin = actorOf(1);
    const a = await engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: '甲供应商' }, admin);
    const b = await engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: '乙供应商' }, admin);
    supplierB = Number(b.supplierId);
    supplierA = actorOf(900, { userType: 'supplier', supplierId: Number(a.supplierId) });
    await engine.saveOrUpdate('srmImportTestContact', { supplierId: supplierB, contactCode: 'C1', contactName: '乙的联系人' }, admin);
    await engine.saveOrUpdate('srmImportTestContact', { supplierId: supplierA.supplierId, contactCode: 'C2', contactName: '甲的联系人' }, admin);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  const contacts = async () => (await engine.listByPage('srmImportTestContact', { sortField: 'contactId' }, admin)).rows;

  it("keeps a supplier's import inside its own records: the owner is forced, keys match only its own", async () => {
    const outcome = await engine.importRecords(
      'srmImportTestContact',
      [
        { contactCode: 'C1', contactName: '甲自己的C1', supplierId: supplierB },
        { contactCode: 'C2', contactName: '甲改名', contactId: 1, versionNum: 99 },
      ],
      supplierA,
    );
    expect(outcome).toEqual({ ok: true, created: 1, updated: 1 });
    expect((await contacts()).map(({ supplierId, contactCode, contactName }) => ({ supplierId, contactCode, contactName }))).toEqual([
      { supplierId: supplierB, contactCode: 'C1', contactName: '乙的联系人' },
      { supplierId: supplierA.supplierId, contactCode: 'C2', contactName: '甲改名' },
      { supplierId: supplierA.supplierId, contactCode: 'C1', contactName: '甲自己的C1' },
    ]);
  });

  it('checks every record, answers each failure by position and writes nothing', async () => {
    const before = await contacts();
    const outcome = await engine.importRecords(
      'srmImportTestContact',
      [{ contactCode: 'C3', contactName: '好' }, { contactCode: 'C4' }, { contactCode: 'C5', contactName: '好' }, { contactName: '无编码' }],
      supplierA,
      { maxFailures: 1 },
    );
    expect(outcome).toEqual({ ok: false, failureCount: 2, failures: [{ index: 1, message: 'Name is required', errors: [{ field: 'contactName', message: 'Name is required' }] }] });
    expect(await contacts()).toEqual(before);
  });

  it('imports more records than a batch as one by one: numbers in file order, a duplicate across batches named, each record logged', async () => {
    const heldBy = (name: string) => expect.stringMatching(new RegExp(`^Supplier name "${name}" already exists: Supplier number S\\d{6}$`));
    const twice = (name: string) => `Supplier name "${name}" appears more than once in the import`;
    const suppliers = () => test.database.db.selectFrom('srm_pos_supplier_info').select(['supplierId', 'supplierName', 'supplierNumber', 'supplierStatus', 'createdBy']).orderBy('supplierId').execute();
    const before = await suppliers();
    const rows = Array.from({ length: 1_201 }, (_, i) => ({ supplierName: `批量供应商${i}` }));
    const refused = await engine.importRecords('srmPosSupplierInfo', [...rows.slice(0, 3), { supplierName: '甲供应商' }, ...rows.slice(3, 700), { supplierName: '批量供应商1' }], admin);
    expect(refused).toEqual({
      ok: false,
      failureCount: 2,
      failures: [
        { index: 3, message: heldBy('甲供应商'), errors: [{ field: 'supplierName', message: heldBy('甲供应商') }] },
        // Given by the record of index 1 too, saved before it in the import's transaction: its number, rolled back, is not named.
        { index: 701, message: twice('批量供应商1'), errors: [{ field: 'supplierName', message: twice('批量供应商1') }] },
      ],
    });
    expect(await suppliers()).toEqual(before);

    expect(await engine.importRecords('srmPosSupplierInfo', rows, admin)).toEqual({ ok: true, created: 1_201, updated: 0 });
    const created = (await suppliers()).slice(before.length);
    expect(created.map((row) => row.supplierName)).toEqual(rows.map((row) => row.supplierName));
    const last = Math.max(...before.map((row) => Number(String(row.supplierNumber).slice(1))));
    expect(created.map((row) => row.supplierNumber)).toEqual(created.map((_, i) => `S${String(last + 1 + i).padStart(6, '0')}`));
    expect(created.every((row) => row.supplierStatus === 'QUALIFIED' && Number(row.createdBy) === admin.userId)).toBe(true);
    const logged = await test.database.db
      .selectFrom('base_user_operate_logs')
      .select('recordId')
      .where('entityName', '=', 'srmPosSupplierInfo')
      .where('operation', '=', 'doImport')
      .execute();
    expect(logged.map((entry) => Number(entry.recordId)).sort((a, b) => a - b)).toEqual(created.map((row) => Number(row.supplierId)));
  });

  it('refuses supplier users on imports their definition does not open to them', async () => {
    const refused = await rejection(engine.importRecords('srmPosSupplierInfo', [{ supplierName: '供应商自建' }], supplierA));
    expect(refused.message).toBe('Supplier users may not create, change or delete Supplier records');
    const notImportable = await rejection(engine.importRecords('srmPoHeader', [{}], admin));
    expect(notImportable.message).toBe('Purchase order records cannot be imported');
  });
});

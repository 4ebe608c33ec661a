import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngineWorld, orderInput, rejection, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

describe.each(dialects)('validation messages on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const line = (overrides: Record<string, unknown>) => ({ itemName: 'x', demandQty: 1, taxPrice: 1, demandDate: '2026-12-01', ...overrides });

  it('names every bad header field (required, lookup code, bad date, length) in EN', async () => {
    const refused = await rejection(
      world.engine.saveOrUpdate(
        'srmPoHeader',
        orderInput(world, { orgId: null, currencyCode: 'XXX', startDate: '2026-02-30', contractCode: 'c'.repeat(61) }),
        world.admin,
      ),
    );
    expect(refused.errors).toEqual([
      { field: 'orgId', message: 'Purchasing organisation is required' },
      { field: 'currencyCode', message: 'Currency: "XXX" is not one of the allowed values' },
      { field: 'startDate', message: 'Start date must be a date in the form yyyy-MM-dd' },
      { field: 'contractCode', message: 'Contract number must be at most 60 characters' },
    ]);
    expect(refused.message).toBe(
      'Purchasing organisation is required; Currency: "XXX" is not one of the allowed values; Start date must be a date in the form yyyy-MM-dd; and 1 more',
    );
  });

  it('names line fields with their line (min, max, precision, required) in CN', async () => {
    const refused = await rejection(
      world.engine.saveOrUpdate(
        'srmPoHeader',
        orderInput(world, { lines: [line({ demandQty: 0 }), line({ taxPrice: 1.23456 }), line({ itemName: '', taxPrice: 1e10 })] }),
        { ...world.admin, language: 'CN' },
      ),
    );
    expect(refused.errors).toEqual([
      { field: 'demandQty', line: { collection: 'lines', index: 0 }, message: '需求数量不能小于0.0001' },
      { field: 'taxPrice', line: { collection: 'lines', index: 1 }, message: '含税单价最多保留4位小数' },
      { field: 'itemName', line: { collection: 'lines', index: 2 }, message: '物料名称不能为空' },
      { field: 'taxPrice', line: { collection: 'lines', index: 2 }, message: '含税单价不能大于999999999' },
    ]);
    expect(refused.message.startsWith('第1行：需求数量不能小于0.0001；第2行：')).toBe(true);
  });

  it('refuses a disabled lookup code', async () => {
    await world.database.db.updateTable('base_lookup_values').set({ enabledFlag: 'N' }).where('lookupType', '=', 'SETTLEMENT_WAY').where('lookupCode', '=', 'CASH').execute();
    const refused = await rejection(world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { settlementWay: 'CASH' }), world.admin));
    expect(refused.errors).toEqual([{ field: 'settlementWay', message: 'Settlement: "CASH" is not one of the allowed values' }]);
    await expect(world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { settlementWay: 'TRANSFER' }), world.admin)).resolves.toBeTruthy();
  });

  it('refuses references to records that do not exist', async () => {
    const refused = await rejection(world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { supplierId: 424242, orgId: 'abc' }), world.admin));
    expect(refused.errors).toEqual([
      { field: 'orgId', message: 'Purchasing organisation must be a number' },
      { field: 'supplierId', message: 'Supplier: the referenced record 424242 does not exist' },
    ]);
  });

  it('refuses a duplicate unique value with the label and the value', async () => {
    const refused = await rejection(world.engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: '华东精密机械有限公司' }, world.admin));
    expect(refused.errors).toEqual([{ field: 'supplierName', message: 'Supplier name "华东精密机械有限公司" already exists: Supplier number S000001' }]);
    const cn = await rejection(world.engine.saveOrUpdate('baseOrganization', { orgCode: 'HQ', orgName: 'again' }, { ...world.admin, language: 'CN' }));
    expect(cn.message).toBe('组织编码"HQ"已存在');
    // A record keeps its own unique value on update.
    const supplier = await world.engine.findById('srmPosSupplierInfo', world.supplierA, world.admin);
    await expect(world.engine.saveOrUpdate('srmPosSupplierInfo', { ...supplier, companyPhone: '021-1234' }, world.admin)).resolves.toMatchObject({
      companyPhone: '021-1234',
      versionNum: 2,
    });
  });

  it('refuses input that is not a record or lines that are not a list', async () => {
    await expect(world.engine.saveOrUpdate('srmPoHeader', orderInput(world, { lines: 'many' }), world.admin)).rejects.toThrow('lines must be a list of lines');
    await expect(world.engine.batchSaveOrUpdate('srmPoHeader', [42 as unknown as Record<string, unknown>], world.admin)).rejects.toThrow(
      'The submitted record is not valid data',
    );
  });

  it('stores numbers rounded and datetimes in one format', async () => {
    const saved = await world.engine.saveOrUpdate('srmPosSupplierInfo', { supplierName: 'Rounding Ltd', registeredCapital: '1234.5' }, world.admin);
    expect(saved.registeredCapital).toBe(1234.5);
    const user = await world.engine.saveOrUpdate('baseUsers', { userName: 'dt', userFullName: 'Date Time', userType: 'internal' }, world.admin);
    expect(user).not.toHaveProperty('passwordHash');
  });
});

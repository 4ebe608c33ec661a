import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEngineWorld, rejection, testDialects, type EngineWorld } from '../engine/engine-fixture';

/**
 * Configuration profiles (配置文件, srmBaseConfigProfileList): the value is text checked as the type its value
 * type names (the field key `typedBy`, the same check in the browser), a level of site, organisation or user
 * that asks for its organisation or user, and one value per key and level.
 */
const dialects = await testDialects();

describe.each(dialects)('configuration profiles on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const save = (record: Record<string, unknown>, language: 'EN' | 'CN' = 'EN') =>
    world.engine.saveOrUpdate('baseConfigProfile', { profileName: 'test', ...record }, { ...world.admin, language });

  it('checks the value as its value type says, with a message naming the value', async () => {
    expect((await save({ profileCode: 'PO_APPROVAL_AMOUNT_THRESHOLD', valueType: 'NUMBER', profileValue: '100000.50' })).profileValue).toBe('100000.50');
    const cases: [string, string, string][] = [
      ['INTEGER', '3.5', 'Value must be a whole number'],
      ['INTEGER', 'three', 'Value must be a number'],
      ['NUMBER', '5%', 'Value must be a number'],
      ['FLAG', 'yes', 'Value must be Y or N'],
      ['DATE', '2026-02-30', 'Value must be a date in the form yyyy-MM-dd'],
    ];
    for (const [valueType, profileValue, message] of cases) {
      const refused = await rejection(save({ profileCode: `T_${valueType}`, valueType, profileValue }));
      expect(refused.errors, `${valueType} ${profileValue}`).toEqual([{ field: 'profileValue', message }]);
    }
    const cn = await rejection(save({ profileCode: 'SUPPLIER_CONFIRM_DAYS', valueType: 'INTEGER', profileValue: '三天' }, 'CN'));
    expect(cn.errors).toEqual([{ field: 'profileValue', message: '配置值必须是数字' }]);
    expect((await save({ profileCode: 'DEFAULT_CURRENCY', profileValue: 'CNY' })).valueType).toBe('STRING');
  });

  it('re-checks the stored value when only the value type changes', async () => {
    const saved = await save({ profileCode: 'PO_AUTO_CLOSE_FLAG', valueType: 'STRING', profileValue: 'auto' });
    const refused = await rejection(save({ ...saved, valueType: 'FLAG' }));
    expect(refused.errors).toEqual([{ field: 'profileValue', message: 'Value must be Y or N' }]);
  });

  it('asks for the organisation or user its level names, and keeps one value per key and level', async () => {
    const noOrg = await rejection(save({ profileCode: 'DELIVERY_OVER_TOLERANCE_PCT', profileLevel: 'ORG', valueType: 'NUMBER', profileValue: '3' }));
    expect(noOrg.errors).toEqual([{ field: 'orgId', message: 'Organisation is required' }]);
    const noUser = await rejection(save({ profileCode: 'LIST_PAGE_SIZE', profileLevel: 'USER', valueType: 'INTEGER', profileValue: '50' }));
    expect(noUser.errors).toEqual([{ field: 'userId', message: 'User is required' }]);
    await save({ profileCode: 'DELIVERY_OVER_TOLERANCE_PCT', profileLevel: 'ORG', orgId: world.orgId, valueType: 'NUMBER', profileValue: '3' });
    const twice = await rejection(save({ profileCode: 'DELIVERY_OVER_TOLERANCE_PCT', profileLevel: 'ORG', orgId: world.orgId, valueType: 'NUMBER', profileValue: '4' }));
    expect(twice.errors).toEqual([{ field: 'orgId', message: expect.stringMatching(/^Profile key\/Level\/Organisation .*DELIVERY_OVER_TOLERANCE_PCT\/ORG\/.* already exists/) }]);
    await save({ profileCode: 'LIST_PAGE_SIZE', profileLevel: 'USER', userId: world.admin.userId, valueType: 'INTEGER', profileValue: '50' });
    const userTwice = await rejection(save({ profileCode: 'LIST_PAGE_SIZE', profileLevel: 'USER', userId: world.admin.userId, valueType: 'INTEGER', profileValue: '20' }));
    expect(userTwice.errors.map((error) => error.field)).toEqual(['userId']);
  });
});

describe.each(dialects)('organisation relations on %s', (dialect) => {
  let world: EngineWorld;
  let plant: number;
  beforeAll(async () => {
    world = await openEngineWorld(dialect);
    plant = Number((await world.engine.saveOrUpdate('baseOrganization', { orgCode: 'SZ01', orgName: '深圳装配工厂', orgType: 'PLANT' }, world.admin)).orgId);
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  const relation = (overrides: Record<string, unknown> = {}) => ({
    sourceOrgId: world.orgId, relationType: 'PURCHASE_FOR_INVENTORY', targetOrgId: plant, startDate: '2026-01-01', ...overrides,
  });

  it('relates two organisations by a type, with effective dates and their names shown', async () => {
    const saved = await world.engine.saveOrUpdate('baseOrgAssociation', relation({ endDate: '2026-12-31' }), world.admin);
    const listed = await world.engine.listByPage('baseOrgAssociation', { targetOrgId: plant, pageRows: 5 }, world.admin);
    expect(listed.rows.map((row) => [row.sourceOrgName, row.relationType, row.targetOrgName, row.startDate, row.endDate])).toEqual([
      ['集团总部', 'PURCHASE_FOR_INVENTORY', '深圳装配工厂', '2026-01-01', '2026-12-31'],
    ]);
    expect(saved.enabledFlag).toBe('Y');
  });

  it('refuses the same pair and type twice (extend or disable the relation instead), an unknown type and a missing date', async () => {
    const twice = await rejection(world.engine.saveOrUpdate('baseOrgAssociation', relation(), world.admin));
    expect(twice.errors).toEqual([{ field: 'relationType', message: expect.stringMatching(/already exists/) }]);
    const other = await world.engine.saveOrUpdate('baseOrgAssociation', relation({ relationType: 'COMPANY_INVENTORY' }), world.admin);
    expect(other.associationId).toBeTypeOf('number');
    const bad = await rejection(world.engine.saveOrUpdate('baseOrgAssociation', relation({ relationType: 'SISTER', startDate: null }), world.admin));
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'relationType', message: 'Relation type: "SISTER" is not one of the allowed values' },
        { field: 'startDate', message: 'Effective from is required' },
      ]),
    );
  });
});

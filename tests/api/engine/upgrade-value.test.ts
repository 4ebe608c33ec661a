import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas, migrateDatabase } from '../../../src/server/db';
import { openEngineWorld, SCHEMAS_DIR, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();
const FLAGS = ['allCategoryAccessFlag', 'allMrpAccessFlag', 'allPurchaseGroupAccessFlag'];

/** The product's schemas as a release before data permits had them: users without the all-access flags. */
function olderCatalog(): EntityCatalog {
  return new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR).map((entity): EntitySchema =>
    entity.name === 'baseUsers' ? { ...entity, fields: entity.fields.filter((field) => !FLAGS.includes(field.name)) } : entity,
  ));
}

describe.each(dialects)('an upgrade that adds fields with an upgradeValue on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect, olderCatalog());
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  it('gives the rows stored before the upgrade the upgrade value, once', async () => {
    const before = await world.database.db.selectFrom('base_users').select('userId').execute();
    expect(before.length).toBeGreaterThan(0);
    const current = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR));
    const report = await migrateDatabase(world.database, current);
    expect(report.addedColumns.get('baseUsers')).toEqual(FLAGS);
    const upgraded = await world.database.db.selectFrom('base_users').select(FLAGS).execute();
    expect(upgraded).toHaveLength(before.length);
    expect(new Set(upgraded.flatMap((row) => FLAGS.map((flag) => row[flag])))).toEqual(new Set(['Y']));
    expect((await migrateDatabase(world.database, current)).addedColumns.size).toBe(0);
  });
});

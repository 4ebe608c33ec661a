import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas, migrateDatabase } from '../../../src/server/db';
import { backfillComputedFields } from '../../../src/server/entities/backfill-computed-fields';
import { openEngineWorld, orderInput, SCHEMAS_DIR, testDialects, type EngineWorld } from './engine-fixture';

const dialects = await testDialects();

/** The product's schemas as an older release had them: order lines without their open quantity. */
function olderCatalog(): EntityCatalog {
  return new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR).map((entity): EntitySchema =>
    entity.name === 'srmPoLine' ? { ...entity, fields: entity.fields.filter((field) => field.name !== 'openQty') } : entity,
  ));
}

describe.each(dialects)('an upgrade that adds a computed field on %s', (dialect) => {
  let world: EngineWorld;
  beforeAll(async () => {
    world = await openEngineWorld(dialect, olderCatalog());
  });
  afterAll(async () => {
    await world?.cleanup();
  });

  it('fills the new column of every existing row as a save would, and leaves versions alone', async () => {
    const saved = await world.engine.saveOrUpdate('srmPoHeader', orderInput(world, {
      lines: [
        { itemName: '深沟球轴承', demandQty: 100, taxPrice: 11.3, demandDate: '2026-12-01' },
        { itemName: '定位销', demandQty: 12.5, taxPrice: 2.5, demandDate: '2026-12-01' },
      ],
    }), world.admin);
    const current = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR));
    const report = await migrateDatabase(world.database, current);
    expect(report.addedColumns.get('srmPoLine')).toEqual(['openQty']);
    expect(await backfillComputedFields(world.database, current, report.addedColumns)).toBe(2);
    const rows = await world.database.db.selectFrom('srm_po_lines').select(['openQty', 'versionNum']).where('poHeaderId', '=', Number(saved.poHeaderId)).orderBy('lineNumber').execute();
    expect(rows.map((row) => [Number(row.openQty), Number(row.versionNum)])).toEqual([[100, 1], [12.5, 1]]);
    expect(await backfillComputedFields(world.database, current, (await migrateDatabase(world.database, current)).addedColumns)).toBe(0);
  });
});

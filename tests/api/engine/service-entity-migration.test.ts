import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog, isServiceEntity, tableOf } from '../../../src/shared/entity/entity-catalog';
import { EntitySchema } from '../../../src/shared/formats/entity-format';
import { dialectRules } from '../../../src/server/db/dialect-rules';
import { loadEntitySchemas, migrateDatabase, type DialectName } from '../../../src/server/db';
import { openTestDatabase, SCHEMAS_DIR, testDialects, type TestDatabase } from './engine-fixture';

/** A service entity ("storage": "service") is answered by a provider: migrations give it nothing. */
const dialects = await testDialects();
const label = { cn: '甲', en: 'A' };
const thing = EntitySchema.parse({
  version: 1,
  name: 'demoThing',
  service: 'base',
  table: 'demo_things',
  label,
  primaryKey: 'thingId',
  fields: [{ name: 'name', type: 'string', label, unique: true }],
});
const providedThing = EntitySchema.parse({
  version: 1,
  name: 'demoProvidedThing',
  service: 'base',
  storage: 'service',
  label,
  primaryKey: 'key',
  fields: [{ name: 'key', type: 'string', label }],
});

/** The tables in the database besides the platform's own (sys_*) and SQLite's (sqlite_*). */
async function entityTables(dialect: DialectName, test: TestDatabase): Promise<string[]> {
  const tables = [...(await dialectRules(dialect).existingColumns(test.database.db)).keys()];
  return tables.filter((table) => !table.startsWith('sys_') && !table.startsWith('sqlite_')).sort();
}

describe.each(dialects)('migrating a service entity on %s', (dialect) => {
  let test: TestDatabase;
  let applied: string[] = [];
  beforeAll(async () => {
    test = await openTestDatabase(dialect, new EntityCatalog([thing]));
    applied = (await migrateDatabase(test.database, new EntityCatalog([thing, providedThing]))).applied;
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('creates no table, column, index or step for it', async () => {
    expect(applied).toEqual([]);
    expect(await entityTables(dialect, test)).toEqual(['demo_things']);
  });

  it("leaves the repository's own service entities (baseRedisKey) out of a full migration", async () => {
    const catalog = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR));
    expect(catalog.all().filter(isServiceEntity).map((entity) => entity.name)).toContain('baseRedisKey');
    const fresh = await openTestDatabase(dialect, catalog);
    try {
      // Views (`viewOf`: the user centre over the users table) name their entity's table: one table each.
      const expected = [...new Set(catalog.all().filter((entity) => !isServiceEntity(entity)).map(tableOf))];
      expect(await entityTables(dialect, fresh)).toEqual(expected.sort());
    } finally {
      await fresh.cleanup();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas, migrateDatabase } from '../../../src/server/db';
import { openTestDatabase, SCHEMAS_DIR, testDialects, type TestDatabase } from './engine-fixture';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dialects = await testDialects();

describe('loadEntitySchemas', () => {
  it('reads every entity schema of the repo and skips the generated format schemas', () => {
    const names = loadEntitySchemas(SCHEMAS_DIR).map((entity) => entity.name);
    expect(names).toContain('srmPoHeader');
    expect(names).toContain('baseUsers');
    expect(names).not.toContain(undefined);
  });

  it('names the file of an invalid schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'srm-schemas-'));
    mkdirSync(join(dir, 'srm'));
    writeFileSync(join(dir, 'srm', 'broken.json'), JSON.stringify({ version: 1, name: 'broken' }));
    try {
      expect(() => loadEntitySchemas(dir)).toThrow(/entity schema srm\/broken\.json is invalid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(dialects)('migrateDatabase on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('created every table on the first run and applies nothing on the second', async () => {
    const recorded = await test.database.db.selectFrom('sys_migrations').select('name').execute();
    const names = recorded.map((row) => String(row.name));
    expect(names).toContain('create table srm_po_headers');
    expect(names).toContain('create table sys_sequences');
    expect(names).toContain('create index ux_srm_po_headers_po_number');
    expect(names).toContain('create index ix_srm_po_lines_po_header_id_line_number');
    const again = await migrateDatabase(test.database, test.catalog);
    expect(again.applied).toEqual([]);
  });

  it('adds a new field as a column and a new index, each once', async () => {
    const schemas = loadEntitySchemas(SCHEMAS_DIR).map((entity): EntitySchema =>
      entity.name === 'baseOrganization'
        ? {
            ...entity,
            fields: [...entity.fields, { name: 'taxNumber', type: 'string', length: 40, label: { cn: '税号', en: 'Tax number' }, unique: true }],
          }
        : entity,
    );
    const grown = new EntityCatalog(schemas);
    const report = await migrateDatabase(test.database, grown);
    expect(report.applied).toEqual(['add column base_organizations.tax_number', 'create index ux_base_organizations_tax_number']);
    expect((await migrateDatabase(test.database, grown)).applied).toEqual([]);
    await test.database.db.insertInto('base_organizations').values({ orgCode: 'A', orgName: 'A', taxNumber: 'T1', versionNum: 1 }).execute();
    await expect(
      test.database.db.insertInto('base_organizations').values({ orgCode: 'B', orgName: 'B', taxNumber: 'T1', versionNum: 1 }).execute(),
    ).rejects.toThrow();
  });

  it('maps camelCase fields to snake_case columns', async () => {
    await test.database.db.insertInto('base_organizations').values({ orgCode: 'C', orgName: 'C', enabledFlag: 'Y', versionNum: 1 }).execute();
    const row = await test.database.db.selectFrom('base_organizations').select(['orgCode', 'enabledFlag']).where('orgCode', '=', 'C').executeTakeFirstOrThrow();
    expect(row).toEqual({ orgCode: 'C', enabledFlag: 'Y' });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityCatalog } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { loadEntitySchemas, migrateDatabase, type Database } from '../../../src/server/db';
import { isServedBy, listIndexCandidates } from '../../../src/server/db/list-indexes';
import { openTestDatabase, SCHEMAS_DIR, testDialects, type TestDatabase } from './engine-fixture';

const dialects = await testDialects();

/** The indexes of a table as the database has them: name -> columns in order. */
async function indexesOf(database: Database, table: string): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (database.dialect === 'sqlite') {
    const rows = await sql<{ name: string; column: string }>`
      select i.name as name, c.name as "column" from sqlite_master i join pragma_index_info(i.name) c
      where i.type = 'index' and i.tbl_name = ${table} order by i.name, c.seqno`.execute(database.db);
    for (const row of rows.rows) found.set(row.name, [...(found.get(row.name) ?? []), row.column]);
    return found;
  }
  const rows = await sql<{ name: string; column: string }>`
    select i.relname as name, a.attname as "column"
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where n.nspname = current_schema() and t.relname = ${table} order by i.relname, k.position`.execute(database.db);
  for (const row of rows.rows) found.set(row.name, [...(found.get(row.name) ?? []), row.column]);
  return found;
}

describe('list index candidates', () => {
  const catalog = new EntityCatalog(loadEntitySchemas(SCHEMAS_DIR));

  it('names the header key, the default sort with its tie-breaker, the status, references and auto numbers', () => {
    const header = listIndexCandidates(catalog.get('srmPoHeader'), catalog);
    expect(header).toContainEqual({ columns: ['status'], reason: 'workflow status' });
    expect(header).toContainEqual({ columns: ['buyerId'], reason: 'reference' });
    expect(header).toContainEqual({ columns: ['poNumber'], reason: 'auto number' });
    // Sorted by its own primary key by default: the primary key index serves it.
    expect(header.some((candidate) => candidate.reason === 'default sort')).toBe(false);
    expect(listIndexCandidates(catalog.get('srmPoLine'), catalog).slice(0, 2)).toEqual([
      { columns: ['poHeaderId'], reason: 'header key' },
      { columns: ['lineNumber', 'poLineId'], reason: 'default sort' },
    ]);
  });

  it('counts an index as serving a candidate when it starts with its columns or is unique on their start', () => {
    expect(isServedBy(['supplierId'], [{ columns: ['supplierId', 'status'], unique: false }])).toBe(true);
    expect(isServedBy(['status'], [{ columns: ['supplierId', 'status'], unique: false }])).toBe(false);
    expect(isServedBy(['userName', 'userId'], [{ columns: ['userName'], unique: true }])).toBe(true);
    expect(isServedBy(['orderNo', 'menuId'], [{ columns: ['orderNo'], unique: false }])).toBe(false);
  });
});

describe.each(dialects)('list indexes on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('creates the list indexes no declared index already serves', async () => {
    const headers = await indexesOf(test.database, 'srm_po_headers');
    expect(headers.get('ix_srm_po_headers_org_id')).toEqual(['org_id']);
    expect(headers.get('ix_srm_po_headers_buyer_id')).toEqual(['buyer_id']);
    expect(headers.get('ix_srm_po_headers_approval_user_id')).toEqual(['approval_user_id']);
    expect(headers.get('ix_srm_po_headers_ship_to_organization_id')).toEqual(['ship_to_organization_id']);
    expect(headers.get('ix_srm_po_headers_supplier_id_status')).toEqual(['supplier_id', 'status']);
    expect(headers.get('ix_srm_po_headers_status_creation_date')).toEqual(['status', 'creation_date']);
    expect(headers.has('ix_srm_po_headers_supplier_id')).toBe(false);
    expect(headers.has('ix_srm_po_headers_status')).toBe(false);
    const lines = await indexesOf(test.database, 'srm_po_lines');
    expect(lines.get('ix_srm_po_lines_line_number_po_line_id')).toEqual(['line_number', 'po_line_id']);
    expect(lines.get('ix_srm_po_lines_po_header_id_line_number')).toEqual(['po_header_id', 'line_number']);
    expect(lines.has('ix_srm_po_lines_po_header_id')).toBe(false);
  });

  it('adds a list index to a database made before it, once', async () => {
    await sql`drop index ix_srm_po_headers_buyer_id`.execute(test.database.db);
    await test.database.db.deleteFrom('sys_migrations').where('name', '=', 'create index ix_srm_po_headers_buyer_id').execute();
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual(['create index ix_srm_po_headers_buyer_id']);
    expect((await indexesOf(test.database, 'srm_po_headers')).get('ix_srm_po_headers_buyer_id')).toEqual(['buyer_id']);
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual([]);
  });

  it('indexes a new default sort with its tie-breaker when the schema changes', async () => {
    const schemas = loadEntitySchemas(SCHEMAS_DIR).map((entity): EntitySchema =>
      entity.name === 'srmPoHeader' ? { ...entity, defaultSort: { field: 'startDate', direction: 'desc' } } : entity,
    );
    const report = await migrateDatabase(test.database, new EntityCatalog(schemas));
    expect(report.applied).toEqual(['create index ix_srm_po_headers_start_date_po_header_id']);
    expect((await indexesOf(test.database, 'srm_po_headers')).get('ix_srm_po_headers_start_date_po_header_id')).toEqual(['start_date', 'po_header_id']);
  });
});

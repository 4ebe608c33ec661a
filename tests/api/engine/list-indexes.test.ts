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

  it('names the header key, a line\'s document organisation, the default sort with its tie-breaker, the status and references with the primary key (and the organisation-scope field), and auto numbers', () => {
    const header = listIndexCandidates(catalog.get('srmPoHeader'), catalog);
    expect(header).toContainEqual({ columns: ['status', 'poHeaderId', 'orgId'], reason: 'workflow status' });
    expect(header).toContainEqual({ columns: ['buyerId', 'poHeaderId', 'orgId'], reason: 'reference' });
    expect(header).toContainEqual({ columns: ['orgId', 'poHeaderId'], reason: 'reference' });
    expect(header).toContainEqual({ columns: ['poNumber'], reason: 'auto number' });
    // Sorted by its own primary key by default: the primary key index serves it.
    expect(header.some((candidate) => candidate.reason === 'default sort')).toBe(false);
    expect(listIndexCandidates(catalog.get('srmPoLine'), catalog).slice(0, 3)).toEqual([
      { columns: ['poHeaderId'], reason: 'header key' },
      { columns: ['documentOrgId', 'poLineId'], reason: 'document organisation' },
      { columns: ['lineNumber', 'poLineId'], reason: 'default sort' },
    ]);
    // Lines of lines keep the order's organisation too; a header that declares the scope keeps its own field.
    expect(listIndexCandidates(catalog.get('srmPoLineSchedule'), catalog)).toContainEqual({ columns: ['documentOrgId', 'scheduleId'], reason: 'document organisation' });
    expect(header.some((candidate) => candidate.reason === 'document organisation')).toBe(false);
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
    expect(headers.get('ix_srm_po_headers_org_id_po_header_id')).toEqual(['org_id', 'po_header_id']);
    expect(headers.get('ix_srm_po_headers_buyer_id_po_header_id_org_id')).toEqual(['buyer_id', 'po_header_id', 'org_id']);
    expect(headers.get('ix_srm_po_headers_approval_user_id_po_header_id_org_id')).toEqual(['approval_user_id', 'po_header_id', 'org_id']);
    expect(headers.get('ix_srm_po_headers_supplier_id_status')).toEqual(['supplier_id', 'status']);
    expect(headers.get('ix_srm_po_headers_status_creation_date')).toEqual(['status', 'creation_date']);
    // A status filter in the default order (newest first) is one range of (status, id): (status,
    // creation_date) would leave every matching row to sort. The organisation last: a restricted user's
    // count reads the index only.
    expect(headers.get('ix_srm_po_headers_status_po_header_id_org_id')).toEqual(['status', 'po_header_id', 'org_id']);
    expect(headers.get('ix_srm_po_headers_supplier_id_po_header_id_org_id')).toEqual(['supplier_id', 'po_header_id', 'org_id']);
    const lines = await indexesOf(test.database, 'srm_po_lines');
    expect(lines.get('ix_srm_po_lines_line_number_po_line_id')).toEqual(['line_number', 'po_line_id']);
    expect(lines.get('ix_srm_po_lines_po_header_id_line_number')).toEqual(['po_header_id', 'line_number']);
    expect(lines.has('ix_srm_po_lines_po_header_id')).toBe(false);
  });

  it('adds a list index to a database made before it, once', async () => {
    await sql`drop index ix_srm_po_headers_buyer_id_po_header_id_org_id`.execute(test.database.db);
    await test.database.db.deleteFrom('sys_migrations').where('name', '=', 'create index ix_srm_po_headers_buyer_id_po_header_id_org_id').execute();
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual(['create index ix_srm_po_headers_buyer_id_po_header_id_org_id']);
    expect((await indexesOf(test.database, 'srm_po_headers')).get('ix_srm_po_headers_buyer_id_po_header_id_org_id')).toEqual(['buyer_id', 'po_header_id', 'org_id']);
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual([]);
  });

  it('drops the single-column list index an earlier version made once the one ending with the primary key serves it', async () => {
    await sql`create index ix_srm_po_headers_buyer_id on srm_po_headers (buyer_id)`.execute(test.database.db);
    await sql`create index ix_srm_po_headers_org_id on srm_po_headers (org_id)`.execute(test.database.db);
    // Only an index the migrator itself recorded is dropped: org_id's was made by hand here.
    await test.database.db.insertInto('sys_migrations').values({ name: 'create index ix_srm_po_headers_buyer_id', appliedAt: '2026-01-01 00:00:00' }).execute();
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual(['drop index ix_srm_po_headers_buyer_id']);
    const headers = await indexesOf(test.database, 'srm_po_headers');
    expect(headers.has('ix_srm_po_headers_buyer_id')).toBe(false);
    expect(headers.get('ix_srm_po_headers_org_id')).toEqual(['org_id']);
    expect((await migrateDatabase(test.database, test.catalog)).applied).toEqual([]);
  });

  it('indexes a new default sort with its tie-breaker when the schema changes', async () => {
    const schemas = loadEntitySchemas(SCHEMAS_DIR).map((entity): EntitySchema =>
      entity.name === 'srmPoHeader' ? { ...entity, defaultSort: { field: 'endDate', direction: 'desc' } } : entity,
    );
    const report = await migrateDatabase(test.database, new EntityCatalog(schemas));
    expect(report.applied).toEqual(['create index ix_srm_po_headers_end_date_po_header_id']);
    expect((await indexesOf(test.database, 'srm_po_headers')).get('ix_srm_po_headers_end_date_po_header_id')).toEqual(['end_date', 'po_header_id']);
  });
});

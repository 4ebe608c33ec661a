import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { validateProject } from '../../../tools/validate/validate-project';
import { postgresAvailable, TEST_PG_URL } from '../../support/real-services';
import { FileClient } from '../files/support/file-client';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The code generator (devtoolsGeneratorCode): a fresh table of a PostgreSQL data source is read into a proposal,
 * reviewed, and generated as the entity schema, its list and edit screens and menu; the files pass the project's
 * validator, whether downloaded as a zip or written into the project (a copy of it here, DEV_CODE_WRITE=true).
 */
type Row = Record<string, unknown>;

const REPO = resolve(import.meta.dirname, '../../..');
const pgUp = await postgresAvailable();
const schema = `srm_gen_${Math.random().toString(36).slice(2, 8)}`;
let project: string;
let server: TestServer;
let admin: SignedInClient;
let menu: MenuContext;

/** A copy of the project's reviewed files: the server reads it and the generator writes into it. */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'srm-codegen-'));
  for (const dir of ['schemas', 'screens', 'seed']) cpSync(join(REPO, dir), join(root, dir), { recursive: true });
  return root;
}

async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function call(operation: string, body: Row, entity = 'devCodeGeneration', menuCode = 'CODE_GENERATOR') {
  return admin.adapter.request<Row>({ service: 'base', resource: `${entity}Restful`, operation, body, menu: await admin.menu(menuCode) });
}

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolvePromise, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolvePromise(entries));
      zip.readEntry();
    });
  });
}

beforeAll(async () => {
  project = copyProject();
  server = await startTestServer({ DEV_CODE_WRITE: 'true' }, undefined, { repoRoot: project });
  admin = await signIn(server.baseUrl, 'admin', 'EN');
  menu = await admin.menu('CODE_GENERATOR');
  if (pgUp) {
    await pgAdmin(`create schema ${schema}`);
    await pgAdmin(`create table ${schema}.qa_inspection (inspection_id bigint primary key, inspection_no varchar(30) not null unique, supplier_id bigint, inspect_date date not null,
      result_status varchar(20), pass_flag char(1) not null default 'N', sample_qty numeric(12,3), remark text, creation_date timestamp)`);
    await pgAdmin(`comment on table ${schema}.qa_inspection is '来料检验'`);
    await pgAdmin(`comment on column ${schema}.qa_inspection.inspection_no is '检验单号'`);
  }
});
afterAll(async () => {
  await server?.stop();
  if (pgUp) await pgAdmin(`drop schema if exists ${schema} cascade`);
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('code generator', () => {
  it('refuses a table that is already an entity\'s, and a table that does not exist', async () => {
    const own = await call('saveOrUpdate', { tableName: 'base_sso_providers', entityService: 'base' });
    expect(own.status, own.msg).toBe('S');
    const id = (own.data as Row).generationId;
    const proposed = await call('doProposeFields', { id });
    expect(proposed.status, proposed.msg).toBe('S');
    const download = await new FileClient(server.baseUrl, admin.login, 'EN').post('/api/base/v1/devCodeGenerationRestful/doDownloadCode', { id }, menu);
    expect(JSON.parse(download.bytes.toString('utf8'))).toMatchObject({ status: 'E', msg: 'Table base_sso_providers is already the table of entity baseSsoProvider' });
    const missing = await call('saveOrUpdate', { tableName: 'no_such_table', entityService: 'srm' });
    const refused = await call('doProposeFields', { id: (missing.data as Row).generationId });
    expect(refused).toMatchObject({ status: 'E', msg: 'Table no_such_table does not exist in this database, or has no columns' });
  });

  it.runIf(pgUp)('reads a fresh table of a data source, generates files that pass the validator, and writes them into the project', async () => {
    const url = new URL(TEST_PG_URL);
    const source = await call(
      'saveOrUpdate',
      { sourceCode: 'GEN_PG', sourceName: 'QA', dbType: 'POSTGRESQL', host: url.hostname, port: Number(url.port || 5432), databaseName: url.pathname.slice(1), schemaName: schema, username: decodeURIComponent(url.username || 'postgres') },
      'baseDataSource',
      'DATA_SOURCE',
    );
    expect(source.status, source.msg).toBe('S');
    const created = await call('saveOrUpdate', { dataSourceId: (source.data as Row).dataSourceId, tableName: 'qa_inspection', entityService: 'srm' });
    const id = (created.data as Row).generationId;
    const proposed = await call('doProposeFields', { id });
    expect(proposed.status, proposed.msg).toBe('S');
    expect(proposed.msg).toBe('Read 9 columns of qa_inspection: 7 fields proposed; review them, save, then download or write the code');
    const record = (await call('findById', { id })).data as Row;
    expect(record).toMatchObject({ entityName: 'srmQaInspection', labelCn: '来料检验', labelEn: 'Qa inspection', primaryKeyName: 'inspectionId', codeFieldName: 'inspectionNo', status: 'PROPOSED' });
    const fields = record.fields as Row[];
    const byColumn = (column: string) => fields.find((field) => field.columnName === column);
    expect(byColumn('inspection_id')).toMatchObject({ keyFlag: 'Y', includeFlag: 'N' });
    expect(byColumn('inspection_no')).toMatchObject({ fieldName: 'inspectionNo', fieldType: 'string', fieldLength: 30, requiredFlag: 'Y', uniqueFlag: 'Y', labelCn: '检验单号' });
    expect(byColumn('supplier_id')).toMatchObject({ fieldType: 'integer', refEntity: 'srmPosSupplierInfo', labelEn: 'Supplier' });
    expect(byColumn('inspect_date')).toMatchObject({ fieldType: 'date', requiredFlag: 'Y' });
    expect(byColumn('pass_flag')).toMatchObject({ fieldType: 'flag', requiredFlag: 'N' });
    expect(byColumn('sample_qty')).toMatchObject({ fieldType: 'number' });
    expect(byColumn('remark')).toMatchObject({ fieldType: 'text' });
    expect(byColumn('creation_date')).toMatchObject({ includeFlag: 'N' });

    // The administrator reviews: the status becomes a lookup, the labels English.
    const reviewed = await call('saveOrUpdate', {
      ...record,
      fields: fields.map((field) => (field.columnName === 'result_status' ? { ...field, lookupType: 'ENABLED_FLAG_NOT_THERE' } : field)),
    });
    expect(reviewed.status, reviewed.msg).toBe('S');
    const files = new FileClient(server.baseUrl, admin.login, 'EN');
    const badLookup = await files.post('/api/base/v1/devCodeGenerationRestful/doDownloadCode', { id }, menu);
    expect(JSON.parse(badLookup.bytes.toString('utf8'))).toMatchObject({ status: 'E', msg: 'Line 5: lookup type ENABLED_FLAG_NOT_THERE does not exist' });
    const again = (await call('findById', { id })).data as Row;
    const fixed = await call('saveOrUpdate', { ...again, fields: (again.fields as Row[]).map((field) => (field.columnName === 'result_status' ? { ...field, lookupType: null } : field)) });
    expect(fixed.status, fixed.msg).toBe('S');

    const download = await files.post('/api/base/v1/devCodeGenerationRestful/doDownloadCode', { id }, menu);
    expect(download.httpStatus).toBe(200);
    expect(download.disposition).toContain('srmQaInspection.zip');
    const entries = await unzip(download.bytes);
    expect([...entries.keys()].sort()).toEqual(['README.txt', 'schemas/srm/srmQaInspection.json', 'screens/generated/qaInspectionEdit.json', 'screens/generated/qaInspectionList.json', 'seed/system/menus.json']);
    const entity = JSON.parse(entries.get('schemas/srm/srmQaInspection.json')!.toString('utf8')) as Row;
    expect(entity).toMatchObject({ name: 'srmQaInspection', table: 'qa_inspection', primaryKey: 'inspectionId', codeField: 'inspectionNo', label: { cn: '来料检验' } });
    expect((entity.fields as Row[]).find((field) => field.name === 'supplierId')).toMatchObject({ ref: { entity: 'srmPosSupplierInfo', display: { supplierName: 'supplierName' } } });

    // Unzipped over a copy of the project, the files pass the validator.
    const unzipped = copyProject();
    try {
      for (const [path, bytes] of entries) {
        if (path === 'README.txt') continue;
        mkdirSync(dirname(join(unzipped, path)), { recursive: true });
        writeFileSync(join(unzipped, path), bytes);
      }
      const report = validateProject(unzipped);
      expect(report.problems.items, report.problems.format()).toEqual([]);
    } finally {
      rmSync(unzipped, { recursive: true, force: true });
    }

    // A development server writes them into its project, checked by the validator; a second time refuses to overwrite.
    const written = await call('doWriteProject', { id });
    expect(written.status, written.msg).toBe('S');
    expect(written.msg).toMatch(/^Wrote schemas\/srm\/srmQaInspection\.json, screens\/generated\/qaInspectionList\.json, screens\/generated\/qaInspectionEdit\.json, seed\/system\/menus\.json; they pass the validator/);
    expect(existsSync(join(project, 'screens/generated/qaInspectionList.json'))).toBe(true);
    expect(readFileSync(join(project, 'seed/system/menus.json'), 'utf8')).toContain('"QA_INSPECTION": "*"');
    const twice = await call('doWriteProject', { id });
    expect(twice).toMatchObject({ status: 'E', msg: 'Menu code QA_INSPECTION is used already' });
  });
});

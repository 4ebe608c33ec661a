import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuContext } from '../../../renderer/data/data-adapter';
import { postgresAvailable, TEST_PG_URL } from '../../support/real-services';
import { requireTool } from '../../support/real-tool';
import { signIn, type SignedInClient } from '../support/signed-client';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * 开发工具: data sources (their read-only connection test), and the tables and columns of the platform's own
 * database and of a PostgreSQL data source (informationSchemaRestful/listTableByPage, listColumnByPage).
 */
type Row = Record<string, unknown>;

let server: TestServer;
let admin: SignedInClient;
let buyer: SignedInClient;
const pgUp = await postgresAvailable();
const schema = `srm_ds_${Math.random().toString(36).slice(2, 8)}`;

/** The machine's MySQL or MariaDB (root without password, as Debian's mariadb-server on 127.0.0.1). */
const MYSQL_URL = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
async function mysqlAdmin(statements: string[]): Promise<boolean> {
  const mysql = await import('mysql2/promise');
  try {
    const connection = await mysql.createConnection({ host: MYSQL_URL.hostname, port: Number(MYSQL_URL.port || 3306), user: decodeURIComponent(MYSQL_URL.username || 'root'), password: decodeURIComponent(MYSQL_URL.password), connectTimeout: 2000 });
    try {
      for (const statement of statements) await connection.query(statement);
    } finally {
      await connection.end();
    }
    return true;
  } catch {
    return false;
  }
}
const mysqlUp = requireTool(`MySQL at ${MYSQL_URL.host}`, await mysqlAdmin(['select 1']), 'apt-get install -y mariadb-server (root reachable on 127.0.0.1 without password, or set TEST_MYSQL_URL)');
const mysqlDatabase = `srm_ds_${Math.random().toString(36).slice(2, 8)}`;

async function call(client: SignedInClient, menuCode: string, entity: string, operation: string, body: Row) {
  const menu: MenuContext = await client.menu(menuCode);
  return client.adapter.request<Row>({ service: 'base', resource: `${entity}Restful`, operation, body, menu });
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
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

async function saveSource(fields: Row): Promise<Row> {
  const url = new URL(TEST_PG_URL);
  const answer = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'saveOrUpdate', {
    sourceName: '测试库',
    dbType: 'POSTGRESQL',
    host: url.hostname,
    port: Number(url.port || 5432),
    databaseName: url.pathname.slice(1),
    username: decodeURIComponent(url.username || 'postgres'),
    password: 'not-used-by-trust',
    connectTimeoutSeconds: 3,
    ...fields,
  });
  expect(answer.status, answer.msg).toBe('S');
  return answer.data as Row;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, buyer] = await Promise.all([signIn(server.baseUrl, 'admin', 'EN'), signIn(server.baseUrl, 'buyer', 'EN')]);
  if (pgUp) {
    await pgAdmin(`create schema ${schema}`);
    await pgAdmin(`create table ${schema}.qa_inspection (inspection_id bigint primary key, inspection_no varchar(30) not null unique, supplier_id bigint, inspect_date date not null, result_status varchar(20) default 'OPEN', remark text)`);
    await pgAdmin(`comment on table ${schema}.qa_inspection is '来料检验'`);
    await pgAdmin(`comment on column ${schema}.qa_inspection.inspection_no is '检验单号'`);
  }
  if (mysqlUp) {
    await mysqlAdmin([
      `create database ${mysqlDatabase}`,
      `create table ${mysqlDatabase}.wms_receipt (receipt_id bigint primary key, receipt_no varchar(30) not null unique comment '入库单号', qty decimal(12,3), closed tinyint(1) not null default 0) comment '入库单'`,
      `create user if not exists 'srm_ds_reader'@'%' identified by 'Right#Pass1'`,
      `grant select on ${mysqlDatabase}.* to 'srm_ds_reader'@'%'`,
    ]);
  }
});
afterAll(async () => {
  await server?.stop();
  if (pgUp) await pgAdmin(`drop schema if exists ${schema} cascade`);
  if (mysqlUp) await mysqlAdmin([`drop database if exists ${mysqlDatabase}`]);
});

describe('data sources', () => {
  it('keeps the password sealed: never read back, stored encrypted', async () => {
    const source = await saveSource({ sourceCode: 'SEALED', schemaName: 'public' });
    const found = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'findById', { id: source.dataSourceId });
    expect(found.status).toBe('S');
    expect(JSON.stringify(found.data)).not.toContain('not-used-by-trust');
    expect((found.data as Row).password).toBeUndefined();
  });

  it('answers a refused connection on a closed port, naming the port', async () => {
    const source = await saveSource({ sourceCode: 'CLOSED', port: await closedPort() });
    const started = Date.now();
    const answer = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'doTestConnection', { id: source.dataSourceId });
    expect(answer.status).toBe('E');
    expect(answer.msg).toMatch(/^Connection refused: nothing listens on/);
    expect(answer.errors?.[0]?.field).toBe('port');
    expect(Date.now() - started).toBeLessThan(5000);
    const found = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'findById', { id: source.dataSourceId });
    expect(found.data).toMatchObject({ lastTestResult: 'REFUSED' });
  });

  it.runIf(pgUp)('reaches the local PostgreSQL, and says when the database does not exist', async () => {
    const good = await saveSource({ sourceCode: 'LOCALPG', schemaName: schema });
    const reached = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'doTestConnection', { id: good.dataSourceId });
    expect(reached.status, reached.msg).toBe('S');
    expect(reached.msg).toMatch(/^Connected: PostgreSQL \d+/);
    const missing = await saveSource({ sourceCode: 'NODB', databaseName: 'no_such_database_here' });
    const refused = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'doTestConnection', { id: missing.dataSourceId });
    expect(refused.status).toBe('E');
    expect(refused.msg).toBe('Database no_such_database_here does not exist; check the database name');
    expect(refused.errors?.[0]?.field).toBe('databaseName');
  });

  it('is for administrators only: a buyer has no menu for it', async () => {
    await expect(buyer.menu('DATA_SOURCE')).rejects.toThrow();
    const anyMenu = await buyer.menu('PO_LIST');
    const answer = await buyer.adapter.request<Row>({ service: 'base', resource: 'informationSchemaRestful', operation: 'listTableByPage', body: { pageIndex: 1, pageRows: 20 }, menu: anyMenu });
    expect(answer.status).not.toBe('S');
    const test = await buyer.adapter.request<Row>({ service: 'base', resource: 'baseDataSourceRestful', operation: 'doTestConnection', body: { id: 1 }, menu: anyMenu });
    expect(test.status).not.toBe('S');
  });
});

describe('database metadata', () => {
  it('lists the tables of the platform database with paging and a name filter, then a table\'s columns', async () => {
    const first = await call(admin, 'DATABASE_LIST', 'informationSchema', 'listTableByPage', { pageIndex: 1, pageRows: 5 });
    expect(first.status, first.msg).toBe('S');
    expect((first.data as unknown as Row[]).length).toBe(5);
    expect(first.page?.count).toBeGreaterThan(100);
    const filtered = await call(admin, 'DATABASE_LIST', 'informationSchema', 'listTableByPage', { pageIndex: 1, pageRows: 20, tableName_like: 'sso_prov' });
    expect((filtered.data as unknown as Row[])[0]).toMatchObject({ tableName: 'base_sso_providers', tableComment: 'Single sign-on provider', dataSourceId: null });
    expect((filtered.data as unknown as Row[]).every((row) => String(row.tableName).includes('sso_prov'))).toBe(true);
    const columns = await call(admin, 'DATABASE_DETAIL', 'informationSchema', 'listColumnByPage', { pageIndex: 1, pageRows: 50, tableName: 'base_sso_providers' });
    expect(columns.status, columns.msg).toBe('S');
    const rows = columns.data as unknown as Row[];
    expect(rows.find((row) => row.columnName === 'provider_id')).toMatchObject({ columnKey: 'PRI', nullableFlag: 'N' });
    expect(rows.find((row) => row.columnName === 'provider_code')).toMatchObject({ columnKey: 'UNI', columnComment: 'Provider code' });
    const page2 = await call(admin, 'DATABASE_DETAIL', 'informationSchema', 'listColumnByPage', { pageIndex: 2, pageRows: 5, tableName: 'base_sso_providers', columnName_like: 'claim' });
    expect(page2.page?.count).toBe(3);
    expect(page2.data).toEqual([]);
  });

  it('refuses columns without a table, or of a table that does not exist, with the field', async () => {
    const none = await call(admin, 'DATABASE_DETAIL', 'informationSchema', 'listColumnByPage', { pageIndex: 1, pageRows: 20 });
    expect(none).toMatchObject({ status: 'E', msg: 'Choose the table whose columns to list' });
    const missing = await call(admin, 'DATABASE_DETAIL', 'informationSchema', 'listColumnByPage', { pageIndex: 1, pageRows: 20, tableName: 'no_such_table' });
    expect(missing).toMatchObject({ status: 'E', msg: 'Table no_such_table does not exist in this database' });
    expect(missing.errors?.[0]?.field).toBe('tableName');
  });

  it.runIf(pgUp)('lists the tables and columns of a PostgreSQL data source, with comments and keys', async () => {
    const source = await saveSource({ sourceCode: 'QA_PG', schemaName: schema });
    const tables = await call(admin, 'DATABASE_LIST', 'informationSchema', 'listTableByPage', { pageIndex: 1, pageRows: 20, dataSourceId: source.dataSourceId, tableName_like: 'inspect' });
    expect(tables.status, tables.msg).toBe('S');
    expect(tables.data).toEqual([expect.objectContaining({ tableName: 'qa_inspection', tableComment: '来料检验', dataSourceId: source.dataSourceId })]);
    const columns = await call(admin, 'DATABASE_DETAIL', 'informationSchema', 'listColumnByPage', { pageIndex: 1, pageRows: 50, dataSourceId: source.dataSourceId, tableName: 'qa_inspection' });
    expect(columns.status, columns.msg).toBe('S');
    const rows = columns.data as unknown as Row[];
    expect(rows.map((row) => row.columnName)).toEqual(['inspection_id', 'inspection_no', 'supplier_id', 'inspect_date', 'result_status', 'remark']);
    expect(rows[1]).toMatchObject({ dataType: 'character varying(30)', nullableFlag: 'N', columnKey: 'UNI', columnComment: '检验单号' });
    expect(rows[0]).toMatchObject({ columnKey: 'PRI' });
    expect(rows[4]).toMatchObject({ nullableFlag: 'Y' });
    expect(String(rows[4].columnDefault)).toContain('OPEN');
  });

  it('answers an unreachable data source as a message, not a failure of the server', async () => {
    const source = await saveSource({ sourceCode: 'DOWN', port: await closedPort() });
    const tables = await call(admin, 'DATABASE_LIST', 'informationSchema', 'listTableByPage', { pageIndex: 1, pageRows: 20, dataSourceId: source.dataSourceId });
    expect(tables.status).toBe('E');
    expect(tables.msg).toMatch(/^Connection refused/);
  });
});

describe.runIf(mysqlUp)('a MySQL data source', () => {
  const mysqlSource = (fields: Row) =>
    saveSource({ dbType: 'MYSQL', host: MYSQL_URL.hostname, port: Number(MYSQL_URL.port || 3306), databaseName: mysqlDatabase, username: 'srm_ds_reader', password: 'Right#Pass1', ...fields });

  it('is reached with the right password, refused with a wrong one, and lists its tables and columns read-only', async () => {
    const good = await mysqlSource({ sourceCode: 'WMS_OK' });
    const reached = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'doTestConnection', { id: good.dataSourceId });
    expect(reached.status, reached.msg).toBe('S');
    expect(reached.msg).toMatch(/^Connected: MySQL \d+/);
    const wrong = await mysqlSource({ sourceCode: 'WMS_BADPW', password: 'Wrong#Pass' });
    const refused = await call(admin, 'DATA_SOURCE', 'baseDataSource', 'doTestConnection', { id: wrong.dataSourceId });
    expect(refused.status).toBe('E');
    expect(refused.msg).toBe('Wrong user name or password: the database refused the login of srm_ds_reader');
    expect(refused.errors?.[0]?.field).toBe('password');
    const tables = await call(admin, 'DATABASE_LIST', 'informationSchema', 'listTableByPage', { pageIndex: 1, pageRows: 20, dataSourceId: good.dataSourceId });
    expect(tables.data).toEqual([expect.objectContaining({ tableName: 'wms_receipt', tableComment: '入库单' })]);
    const columns = await call(admin, 'DATABASE_DETAIL', 'informationSchema', 'listColumnByPage', { pageIndex: 1, pageRows: 20, dataSourceId: good.dataSourceId, tableName: 'wms_receipt' });
    const rows = columns.data as unknown as Row[];
    expect(rows.map((row) => row.columnName)).toEqual(['receipt_id', 'receipt_no', 'qty', 'closed']);
    expect(rows[1]).toMatchObject({ dataType: 'varchar(30)', columnKey: 'UNI', nullableFlag: 'N', columnComment: '入库单号' });
    expect(rows[0]).toMatchObject({ columnKey: 'PRI' });
  });
});

describe('entity models', () => {
  it('lists the loaded entity schemas with their table, fields, workflow and the screens that use them', async () => {
    const found = await call(admin, 'TABLE_MODEL', 'baseTableModel', 'listByPage', { pageIndex: 1, pageRows: 20, entityName_like: 'srmPoHeader' });
    expect(found.status, found.msg).toBe('S');
    const order = (found.data as unknown as Row[]).find((row) => row.entityName === 'srmPoHeader');
    expect(order).toMatchObject({ tableName: 'srm_po_headers', service: 'srm', storage: 'table', entityLabel: 'Purchase order' });
    expect(String(order?.screensText)).toContain('purOrderManage/purchaseOrderEdit');
    expect(String(order?.workflowText)).toContain('doSubmit');
    const detail = await call(admin, 'TABLE_MODEL', 'baseTableModel', 'findById', { id: 'baseDataSource' });
    expect(String((detail.data as Row).fieldsText)).toContain('password string(200) Password');
    const buyerAnswer = await buyer.adapter.request<Row>({ service: 'base', resource: 'baseTableModelRestful', operation: 'listByPage', body: { pageIndex: 1, pageRows: 20 }, menu: await buyer.menu('PO_LIST') });
    expect(buyerAnswer.status).not.toBe('S');
  });
});

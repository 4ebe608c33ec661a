import type { Language } from '../../shared/formats/common';

/** How the platform reaches an external database of a data source (`baseDataSource`, screen datasource). */
export interface DataSourceConnection {
  dbType: 'POSTGRESQL' | 'MYSQL';
  host: string;
  port: number;
  database: string;
  schema: string | null;
  user: string;
  password: string | null;
  ssl: boolean;
  timeoutSeconds: number;
}

/** What a connection test found: a code of the lookup DATA_SOURCE_TEST_RESULT and a sentence a person can act on. */
export type TestResultCode = 'OK' | 'REFUSED' | 'AUTH_FAILED' | 'NO_DATABASE' | 'TIMEOUT' | 'UNKNOWN_HOST' | 'ERROR';

export interface TableInfo {
  tableName: string;
  tableComment: string | null;
  rowEstimate: number | null;
}

export interface ColumnInfo {
  columnName: string;
  ordinalPosition: number;
  dataType: string;
  nullable: boolean;
  columnDefault: string | null;
  columnComment: string | null;
  columnKey: 'PRI' | 'UNI' | 'MUL' | null;
  /** Characters of a string column, when the database says. */
  length: number | null;
}

/** Reads the catalogue of one database, read-only; closed after use. */
export interface CatalogReader {
  listTables(): Promise<TableInfo[]>;
  listColumns(table: string): Promise<ColumnInfo[]>;
  /** The database's version line, for the connection test. */
  version(): Promise<string>;
  close(): Promise<void>;
}

export class DataSourceError extends Error {
  constructor(
    readonly code: TestResultCode,
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES: Record<TestResultCode, { CN: string; EN: string }> = {
  OK: { CN: '连接成功：{detail}', EN: 'Connected: {detail}' },
  REFUSED: { CN: '连接被拒绝：{host}:{port} 上没有数据库在监听，请检查主机和端口', EN: 'Connection refused: nothing listens on {host}:{port}; check the host and port' },
  AUTH_FAILED: { CN: '用户名或密码错误：数据库拒绝了用户 {user} 的登录', EN: 'Wrong user name or password: the database refused the login of {user}' },
  NO_DATABASE: { CN: '数据库 {database} 不存在，请检查数据库名', EN: 'Database {database} does not exist; check the database name' },
  TIMEOUT: { CN: '连接超时：{seconds} 秒内 {host}:{port} 没有应答', EN: 'Timed out: {host}:{port} did not answer within {seconds} s' },
  UNKNOWN_HOST: { CN: '找不到主机 {host}，请检查主机名', EN: 'Host {host} was not found; check the host name' },
  ERROR: { CN: '连接失败：{detail}', EN: 'Connection failed: {detail}' },
};

export function dataSourceMessage(code: TestResultCode, language: Language, source: DataSourceConnection, detail = ''): string {
  const values: Record<string, string> = { host: source.host, port: String(source.port), user: source.user, database: source.database, seconds: String(source.timeoutSeconds), detail };
  return MESSAGES[code][language].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The kind of failure behind a driver's error (pg or mysql2). */
export function classifyError(error: unknown): TestResultCode {
  if (error instanceof DataSourceError) return error.code;
  const { code, errno, message } = (error ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  const text = String(message ?? '');
  if (code === 'ECONNREFUSED') return 'REFUSED';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'UNKNOWN_HOST';
  if (code === 'ETIMEDOUT' || code === 'ECONNRESET' || /timeout/i.test(text)) return 'TIMEOUT';
  if (code === '28P01' || code === '28000' || code === 'ER_ACCESS_DENIED_ERROR' || errno === 1045) return 'AUTH_FAILED';
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR' || errno === 1049) return 'NO_DATABASE';
  return 'ERROR';
}

/** Gives up after the data source's timeout (plus a second for the driver's own answer): nothing waits longer. */
async function bounded<T>(work: Promise<T>, seconds: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new DataSourceError('TIMEOUT', 'timeout'));
    }, seconds * 1000 + 1000);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

function keyOf(kinds: string[]): ColumnInfo['columnKey'] {
  if (kinds.includes('PRIMARY KEY')) return 'PRI';
  if (kinds.includes('UNIQUE')) return 'UNI';
  return kinds.length > 0 ? 'MUL' : null;
}

/** PostgreSQL: a session whose transactions are read-only (`default_transaction_read_only`), every statement bounded. */
async function postgresReader(source: DataSourceConnection): Promise<CatalogReader> {
  // At first use: a start on SQLite needs no PostgreSQL driver (about 40 ms to load).
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: source.host,
    port: source.port,
    database: source.database,
    user: source.user,
    password: source.password ?? '',
    ssl: source.ssl ? { rejectUnauthorized: false } : undefined,
    connectionTimeoutMillis: source.timeoutSeconds * 1000,
    statement_timeout: 30_000,
    options: '-c default_transaction_read_only=on',
  });
  client.on('error', () => undefined);
  await bounded(client.connect(), source.timeoutSeconds, () => void client.end().catch(() => undefined));
  const schema = source.schema || 'public';
  return {
    async version() {
      const { rows } = await client.query<{ version: string }>('select version() as version');
      return String(rows[0]?.version ?? '').split(',')[0] ?? '';
    },
    async listTables() {
      const { rows } = await client.query<{ name: string; comment: string | null; estimate: string | number | null }>(
        `select c.relname as name, obj_description(c.oid, 'pg_class') as comment, c.reltuples as estimate
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relkind in ('r', 'p') order by c.relname`,
        [schema],
      );
      return rows.map((row) => ({ tableName: row.name, tableComment: row.comment, rowEstimate: row.estimate === null || Number(row.estimate) < 0 ? null : Math.round(Number(row.estimate)) }));
    },
    async listColumns(table) {
      const { rows } = await client.query<Record<string, unknown>>(
        `select c.column_name as name, c.ordinal_position as position, c.data_type as type, c.character_maximum_length as length,
                c.numeric_precision as precision, c.numeric_scale as scale, c.is_nullable as nullable, c.column_default as dflt,
                col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment
           from information_schema.columns c where c.table_schema = $1 and c.table_name = $2 order by c.ordinal_position`,
        [schema, table],
      );
      const keys = await client.query<{ name: string; kind: string }>(
        `select a.attname as name, case when i.indisprimary then 'PRIMARY KEY' when i.indisunique and i.indnatts = 1 then 'UNIQUE' else 'INDEX' end as kind
           from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
          where n.nspname = $1 and c.relname = $2`,
        [schema, table],
      );
      return rows.map((row) => {
        const kinds = keys.rows.filter((key) => key.name === row.name).map((key) => key.kind);
        const precision = row.precision === null ? '' : `(${String(row.precision)}${row.scale ? `,${String(row.scale)}` : ''})`;
        const type = String(row.type);
        return {
          columnName: String(row.name),
          ordinalPosition: Number(row.position),
          dataType: row.length ? `${type}(${String(row.length)})` : type === 'numeric' ? `${type}${precision}` : type,
          nullable: row.nullable === 'YES',
          columnDefault: row.dflt === null ? null : String(row.dflt),
          columnComment: row.comment === null ? null : String(row.comment),
          columnKey: keyOf(kinds),
          length: row.length === null ? null : Number(row.length),
        };
      });
    },
    async close() {
      await client.end().catch(() => undefined);
    },
  };
}

/** MySQL: a session whose transactions are read-only (`SET SESSION TRANSACTION READ ONLY`). */
async function mysqlReader(source: DataSourceConnection): Promise<CatalogReader> {
  const mysql = await import('mysql2/promise');
  const connecting = mysql.createConnection({
    host: source.host,
    port: source.port,
    database: source.database,
    user: source.user,
    password: source.password ?? '',
    ssl: source.ssl ? { rejectUnauthorized: false } : undefined,
    connectTimeout: source.timeoutSeconds * 1000,
  });
  connecting.catch(() => undefined);
  const connection = await bounded(connecting, source.timeoutSeconds, () => void connecting.then((opened) => opened.destroy()).catch(() => undefined));
  connection.on('error', () => undefined);
  await connection.query('SET SESSION TRANSACTION READ ONLY');
  const schema = source.schema || source.database;
  return {
    async version() {
      const [rows] = await connection.query('select version() as version');
      return `MySQL ${String((rows as { version: string }[])[0]?.version ?? '')}`;
    },
    async listTables() {
      const [rows] = await connection.query(
        `select TABLE_NAME as name, TABLE_COMMENT as comment, TABLE_ROWS as estimate from information_schema.TABLES
          where TABLE_SCHEMA = ? and TABLE_TYPE = 'BASE TABLE' order by TABLE_NAME`,
        [schema],
      );
      return (rows as { name: string; comment: string; estimate: number | null }[]).map((row) => ({
        tableName: row.name,
        tableComment: row.comment || null,
        rowEstimate: row.estimate === null ? null : Number(row.estimate),
      }));
    },
    async listColumns(table) {
      const [rows] = await connection.query(
        `select COLUMN_NAME as name, ORDINAL_POSITION as position, COLUMN_TYPE as type, IS_NULLABLE as nullable, COLUMN_DEFAULT as dflt,
                COLUMN_COMMENT as comment, COLUMN_KEY as colkey, CHARACTER_MAXIMUM_LENGTH as length
           from information_schema.COLUMNS where TABLE_SCHEMA = ? and TABLE_NAME = ? order by ORDINAL_POSITION`,
        [schema, table],
      );
      return (rows as Record<string, unknown>[]).map((row) => ({
        columnName: String(row.name),
        ordinalPosition: Number(row.position),
        dataType: String(row.type),
        nullable: row.nullable === 'YES',
        columnDefault: row.dflt === null ? null : String(row.dflt),
        columnComment: row.comment ? String(row.comment) : null,
        columnKey: row.colkey === 'PRI' || row.colkey === 'UNI' || row.colkey === 'MUL' ? row.colkey : null,
        length: row.length === null ? null : Number(row.length),
      }));
    },
    async close() {
      await connection.end().catch(() => undefined);
    },
  };
}

/** Opens a read-only catalogue reader on the data source; a failure is a DataSourceError naming its kind. */
export async function openExternalReader(source: DataSourceConnection): Promise<CatalogReader> {
  try {
    return source.dbType === 'MYSQL' ? await mysqlReader(source) : await postgresReader(source);
  } catch (error) {
    if (error instanceof DataSourceError) throw error;
    throw new DataSourceError(classifyError(error), error instanceof Error ? error.message : String(error));
  }
}

import { CompiledQuery } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { SqlDatabase } from '../sql-database';
import type { CatalogReader, ColumnInfo } from './external-database';

type Row = Record<string, unknown>;

async function rowsOf(database: SqlDatabase, text: string, parameters: unknown[] = []): Promise<Row[]> {
  const result = await database.db.executeQuery(CompiledQuery.raw(text, parameters));
  return result.rows as Row[];
}

/** The value of a column the CamelCasePlugin may have renamed (`dflt_value` comes back as `dfltValue`). */
function pick(row: Row, ...names: string[]): unknown {
  for (const name of names) if (row[name] !== undefined) return row[name];
  return undefined;
}

/**
 * The catalogue of the platform's own database (SQLite or PostgreSQL, whichever it runs on). SQLite keeps
 * no comments: a table of an entity is described by the entity's label, a column by its field's label.
 */
export function ownDatabaseReader(database: SqlDatabase, catalog: EntityCatalog, language: 'CN' | 'EN'): CatalogReader {
  const entityOfTable = new Map(catalog.all().filter((entity) => entity.table && !entity.viewOf).map((entity) => [entity.table as string, entity]));
  const tableLabel = (table: string) => {
    const entity = entityOfTable.get(table);
    return entity ? (language === 'EN' ? entity.label.en : entity.label.cn) : null;
  };
  const columnLabel = (table: string, column: string) => {
    const field = entityOfTable.get(table)?.fields.find((candidate) => candidate.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) === column);
    return field ? (language === 'EN' ? field.label.en : field.label.cn) : null;
  };
  if (database.dialect === 'postgres') {
    return {
      async version() {
        return String((await rowsOf(database, 'select version() as version'))[0]?.version ?? '');
      },
      async listTables() {
        const rows = await rowsOf(
          database,
          `select c.relname as name, obj_description(c.oid, 'pg_class') as comment, c.reltuples as estimate
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
        );
        return rows.map((row) => ({
          tableName: String(row.name),
          tableComment: (row.comment as string | null) ?? tableLabel(String(row.name)),
          rowEstimate: row.estimate === null || Number(row.estimate) < 0 ? null : Math.round(Number(row.estimate)),
        }));
      },
      async listColumns(table) {
        const rows = await rowsOf(
          database,
          `select c.column_name as name, c.ordinal_position as position, c.data_type as type, c.character_maximum_length as length,
                  c.is_nullable as nullable, c.column_default as dflt,
                  col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment
             from information_schema.columns c where c.table_schema = current_schema() and c.table_name = $1 order by c.ordinal_position`,
          [table],
        );
        const keys = await rowsOf(
          database,
          `select a.attname as name, case when i.indisprimary then 'PRIMARY KEY' when i.indisunique and i.indnatts = 1 then 'UNIQUE' else 'INDEX' end as kind
           from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
          where n.nspname = current_schema() and c.relname = $1`,
          [table],
        );
        return rows.map((row): ColumnInfo => {
          const kinds = keys.filter((key) => key.name === row.name).map((key) => String(key.kind));
          const name = String(row.name);
          return {
            columnName: name,
            ordinalPosition: Number(row.position),
            dataType: row.length ? `${String(row.type)}(${String(row.length)})` : String(row.type),
            nullable: row.nullable === 'YES',
            columnDefault: row.dflt === null ? null : String(row.dflt),
            columnComment: (row.comment as string | null) ?? columnLabel(table, name),
            columnKey: kinds.includes('PRIMARY KEY') ? 'PRI' : kinds.includes('UNIQUE') ? 'UNI' : kinds.length > 0 ? 'MUL' : null,
            length: row.length === null || row.length === undefined ? null : Number(row.length),
          };
        });
      },
      async close() {},
    };
  }
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return {
    async version() {
      return `SQLite ${String((await rowsOf(database, 'select sqlite_version() as version'))[0]?.version ?? '')}`;
    },
    async listTables() {
      const rows = await rowsOf(database, "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name");
      return rows.map((row) => ({ tableName: String(row.name), tableComment: tableLabel(String(row.name)), rowEstimate: null }));
    },
    async listColumns(table) {
      const rows = await rowsOf(database, `pragma table_info(${quoted(table)})`);
      const unique = new Set<string>();
      const indexed = new Set<string>();
      for (const index of await rowsOf(database, `pragma index_list(${quoted(table)})`)) {
        const columns = await rowsOf(database, `pragma index_info(${quoted(String(index.name))})`);
        for (const column of columns) (Number(index.unique) === 1 && columns.length === 1 ? unique : indexed).add(String(column.name));
      }
      return rows.map((row): ColumnInfo => {
        const name = String(row.name);
        const type = String(row.type);
        const length = /\((\d+)\)/.exec(type)?.[1];
        const dflt = pick(row, 'dflt_value', 'dfltValue');
        return {
          columnName: name,
          ordinalPosition: Number(row.cid) + 1,
          dataType: type.toLowerCase(),
          nullable: Number(row.notnull) !== 1 && Number(row.pk) === 0,
          columnDefault: dflt === null || dflt === undefined ? null : String(dflt),
          columnComment: columnLabel(table, name),
          columnKey: Number(row.pk) > 0 ? 'PRI' : unique.has(name) ? 'UNI' : indexed.has(name) ? 'MUL' : null,
          length: length ? Number(length) : null,
        };
      });
    },
    async close() {},
  };
}

/** SQLite keeps no row estimate: the rows of the listed page's tables are counted (a page is at most 500 tables). */
export async function countRows(database: SqlDatabase, table: string): Promise<number> {
  const rows = await rowsOf(database, `select count(*) as total from "${table.replace(/"/g, '""')}"`);
  return Number(rows[0]?.total ?? 0);
}

import { isNeverSent } from '../../shared/entity/never-sent';
import type { Expression, SqlBool } from 'kysely';
import type { PageKey } from '../../shared/api/envelope';
import { AUDIT_FIELDS, FLEX_FIELDS, tableOf } from '../../shared/entity/entity-catalog';
import type { EntityField, EntitySchema } from '../../shared/formats/entity-format';
import { snakeCaseName } from '../db/column-naming';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { assertNoInternalQuery, internalKeys, seesInternalFields } from './internal-fields';
import { scopeAdminFields } from './participant-scope';
import { pageKeyOfRow, seekStretches } from './keyset-seek';
import { listQuery } from './list-by-page';
import { numericColumns, toNumber } from './record-mapping';
import { fillDisplayKeys } from './reference-display';

export interface RowPagesRequest {
  /** The record keys the reader needs: stored fields, and display keys of references (`supplierName`). */
  keys: Iterable<string>;
  pageRows: number;
}

type StoredRow = Record<string, unknown>;

/** A stored column the records carry: [record key, column name, read as a number]. */
type Column = [key: string, column: string, numeric: boolean];

/** The stored columns a caller may read of this entity, as rowToRecord answers them (serverOnly never). */
function readableColumns(entity: EntitySchema): Set<string> {
  const names = new Set([entity.primaryKey, ...AUDIT_FIELDS]);
  for (const field of entity.fields) if (!isNeverSent(field)) names.add(field.name);
  if (entity.flexfields) for (const name of FLEX_FIELDS) names.add(name);
  return names;
}

/**
 * The columns to read and the references whose display keys to fill, for the keys asked: the primary key
 * and the sort field always (the next page starts after them), what the actor may not see never.
 */
function plan(entity: EntitySchema, keys: Iterable<string>, sortField: string, actor: Actor, context: EngineContext) {
  const hidden = new Set([...(seesInternalFields(actor) ? [] : internalKeys(entity, context.catalog)), ...scopeAdminFields(entity, actor)]);
  const wanted = new Set([...keys].filter((key) => !hidden.has(key)));
  const references: EntityField[] = [];
  for (const field of entity.fields) {
    const shown = Object.entries(field.ref?.display ?? {}).filter(([key]) => wanted.has(key));
    if (!field.ref || shown.length === 0) continue;
    references.push({ ...field, ref: { ...field.ref, display: Object.fromEntries(shown) } });
    wanted.add(field.name);
  }
  wanted.add(entity.primaryKey);
  wanted.add(sortField);
  const readable = readableColumns(entity);
  const numeric = numericColumns(entity);
  const columns: Column[] = [...wanted].filter((key) => readable.has(key)).map((key) => [key, snakeCaseName(key), numeric.has(key)]);
  // Only the references asked for: fillDisplayKeys reads one query per referenced entity and page.
  return { columns, shown: { ...entity, fields: references } };
}

/** A driver row as a record of the columns read, numbers as numbers: the one copy a row costs. */
function recordOf(row: StoredRow, columns: Column[]): EntityRecord {
  const record: EntityRecord = {};
  for (const [key, column, numeric] of columns) {
    const value = row[column] ?? null;
    record[key] = numeric ? toNumber(value) : value;
  }
  return record;
}

/**
 * The rows a list call would answer the actor (same filters, scope, sort and hidden fields), every page of
 * them, for a reader that streams them on (an export): `pageRows` at a time, each page sought after the last
 * key of the one before, with no count, only the columns asked for, and each driver row copied once, into
 * its record (the query is compiled with the naming plugin, its rows read without it).
 */
export async function* listRowPages(context: EngineContext, entity: EntitySchema, params: Record<string, unknown>, actor: Actor, request: RowPagesRequest): AsyncGenerator<EntityRecord[]> {
  assertNoInternalQuery(entity, params, actor);
  const { sort, conditions } = await listQuery(context, entity, params, actor);
  const { columns, shown } = plan(entity, request.keys, sort.field, actor, context);
  const raw = context.db.withoutPlugins();

  const read = async (where: Expression<SqlBool>[], limit: number): Promise<EntityRecord[]> => {
    let query = context.db.selectFrom(tableOf(entity)).select(columns.map(([key]) => key));
    for (const condition of where) query = query.where(condition);
    query = query.orderBy(sort.field, sort.direction);
    if (sort.field !== entity.primaryKey) query = query.orderBy(entity.primaryKey, sort.direction);
    const { rows } = await raw.executeQuery<StoredRow>(query.limit(limit).compile());
    return rows.map((row) => recordOf(row, columns));
  };

  /** The rows after a key, reading the stretches of the order one after the other until the page is full. */
  const readAfter = async (key: PageKey): Promise<EntityRecord[]> => {
    let page: EntityRecord[] = [];
    for (const stretch of seekStretches(entity, sort, key, context.rules)) {
      if (page.length === request.pageRows) break;
      const rows = await read([...conditions, stretch], request.pageRows - page.length);
      page = page.length === 0 ? rows : page.concat(rows);
    }
    return page;
  };

  let afterKey: PageKey | undefined;
  for (;;) {
    const page = afterKey ? await readAfter(afterKey) : await read(conditions, request.pageRows);
    if (page.length === 0) return;
    await fillDisplayKeys(context, shown, page);
    yield page;
    if (page.length < request.pageRows) return;
    afterKey = pageKeyOfRow(entity, sort, page[page.length - 1]);
  }
}

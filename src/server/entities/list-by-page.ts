import type { Expression, SqlBool } from 'kysely';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { countFromPage, countMatchingUpToLimit, listCount } from './capped-count';
import type { EngineContext } from './engine-context';
import type { Actor, PageResult } from './entity-engine.types';
import { engineError } from './engine-messages';
import { afterKeyOf, nextKeyOf, seekStretches } from './keyset-seek';
import { listFilters } from './list-filters';
import { listSort, type ListSort } from './list-sort';
import { rowToRecord } from './record-mapping';
import { assertNoInternalQuery } from './internal-fields';
import { fillDisplayKeys } from './reference-display';
import { recordScope } from './record-scope';

export const DEFAULT_PAGE_ROWS = 20;
export const MAX_PAGE_ROWS = 500;

export interface Paging {
  pageIndex: number;
  pageRows: number;
}

type StoredRow = Record<string, unknown>;

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/**
 * The page a request asks for (from 1, at most `maxRows` rows: MAX_PAGE_ROWS for callers, more for the
 * server's own reads such as exports); service entities page by the same rules.
 */
export function paging(params: Record<string, unknown>, language: Language, maxRows = MAX_PAGE_ROWS): Paging {
  const pageIndex = params.pageIndex === undefined || params.pageIndex === null ? 1 : wholeNumber(params.pageIndex);
  if (pageIndex === undefined || pageIndex < 1) throw engineError(language, 'badPageIndex');
  const pageRows = params.pageRows === undefined || params.pageRows === null ? DEFAULT_PAGE_ROWS : wholeNumber(params.pageRows);
  if (pageRows === undefined || pageRows < 1 || pageRows > maxRows) {
    throw engineError(language, 'badPageRows', { max: maxRows });
  }
  return { pageIndex, pageRows };
}

/** Every condition of the query: the caller's filters and the actor's record scope (supplier, organisations). */
export function listConditions(context: EngineContext, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): Expression<SqlBool>[] {
  const conditions = listFilters(entity, params, context.rules, actor.language);
  const scope = recordScope(entity, actor, context.catalog);
  return scope ? [...conditions, scope] : conditions;
}

/** Rows in the list's order; the primary key breaks ties so pages never overlap. */
async function orderedRows(context: EngineContext, entity: EntitySchema, sort: ListSort, conditions: Expression<SqlBool>[], limit: number, offset = 0): Promise<StoredRow[]> {
  let query = context.db.selectFrom(tableOf(entity)).selectAll();
  for (const condition of conditions) query = query.where(condition);
  query = query.orderBy(sort.field, sort.direction);
  if (sort.field !== entity.primaryKey) query = query.orderBy(entity.primaryKey, sort.direction);
  query = query.limit(limit);
  return offset > 0 ? query.offset(offset).execute() : query.execute();
}

/** Up to `limit` rows after the key, reading the stretches of the order one after the other. */
async function rowsAfterKey(context: EngineContext, entity: EntitySchema, sort: ListSort, conditions: Expression<SqlBool>[], stretches: Expression<SqlBool>[], limit: number): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (const stretch of stretches) {
    if (rows.length === limit) break;
    rows.push(...(await orderedRows(context, entity, sort, [...conditions, stretch], limit - rows.length)));
  }
  return rows;
}

/**
 * One page of rows with its count and the key of the next page. By page index (OFFSET), or after the
 * `afterKey` of the previous page (a seek that reads only the rows it answers, however deep). One row
 * more than the page is read to tell whether another page follows.
 */
export async function listByPage(
  context: EngineContext,
  entity: EntitySchema,
  params: Record<string, unknown>,
  actor: Actor,
  maxPageRows = MAX_PAGE_ROWS,
): Promise<PageResult> {
  const { pageIndex, pageRows } = paging(params, actor.language, maxPageRows);
  assertNoInternalQuery(entity, params, actor);
  const sort = listSort(entity, params, actor.language);
  const afterKey = afterKeyOf(entity, sort, params, actor.language);
  const conditions = listConditions(context, entity, params, actor);
  const offset = (pageIndex - 1) * pageRows;
  const read = afterKey
    ? await rowsAfterKey(context, entity, sort, conditions, seekStretches(entity, sort, afterKey, context.rules), pageRows + 1)
    : await orderedRows(context, entity, sort, conditions, pageRows + 1, offset);
  const hasMore = read.length > pageRows;
  const rows = read.slice(0, pageRows).map((row) => rowToRecord(entity, row));
  await fillDisplayKeys(context, entity, rows);
  const reach = { rowsBefore: afterKey ? undefined : offset, rowsOnPage: rows.length, hasMore };
  const exact = countFromPage(reach);
  const { count, capped } =
    exact === undefined ? listCount(await countMatchingUpToLimit(context, entity, conditions), reach) : { count: exact, capped: false };
  return {
    rows,
    page: {
      count,
      countCapped: capped,
      curIndex: pageIndex,
      pageSize: pageRows,
      pagesCount: Math.ceil(count / pageRows),
      nextKey: hasMore ? nextKeyOf(entity, sort, rows[rows.length - 1]) : null,
    },
  };
}

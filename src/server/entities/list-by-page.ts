import type { AliasedExpression, Compilable, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DatabaseTables } from '../db/database.types';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { countFromPage, countMatchingUpToLimit, listCount } from './capped-count';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord, PageResult } from './entity-engine.types';
import { engineError, engineMessage } from './engine-messages';
import { pageKeyOfRow, pageSeekOf, reversedSort, seekStretches, type PageSeek } from './keyset-seek';
import { listFilters } from './list-filters';
import { listSort, type ListSort } from './list-sort';
import { recordSelection, valuesToRecord } from './record-mapping';
import { selectValueRows } from '../db/value-rows';
import { assertNoInternalQuery } from './internal-fields';
import { fillDisplayKeys } from './reference-display';
import { splitParentFilters } from '../../shared/api/search-params';
import { parentFilterCondition } from './parent-filters';
import { recordScope } from './record-scope';
import { sortableFields } from '../db/list-indexes';
import { denseTrigramFilters } from '../db/trigram-index';
import { assertFilterValues, assertInRange, INPUT_LIMITS } from '../http/input-limits';

export const DEFAULT_PAGE_ROWS = 20;
export const MAX_PAGE_ROWS = 500;

export interface Paging {
  pageIndex: number;
  pageRows: number;
}

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
  if (pageIndex === undefined || pageIndex < 1) throw engineError(language, 'badPageIndex', {}, [{ field: 'pageIndex', message: engineMessage(language, 'badPageIndex') }]);
  assertInRange(pageIndex, 'pageIndex', language, 1, INPUT_LIMITS.pageIndex);
  const pageRows = params.pageRows === undefined || params.pageRows === null ? DEFAULT_PAGE_ROWS : wholeNumber(params.pageRows);
  if (pageRows === undefined || pageRows < 1 || pageRows > maxRows) {
    throw engineError(language, 'badPageRows', { max: maxRows });
  }
  return { pageIndex, pageRows };
}

/**
 * Every condition of the query: the caller's filters (a line entity's `parent.` filters on its header
 * included) and the actor's record scope (supplier, organisations).
 */
export function listConditions(
  context: EngineContext,
  entity: EntitySchema,
  params: Record<string, unknown>,
  actor: Actor,
  denseContains?: ReadonlySet<string>,
): Expression<SqlBool>[] {
  const { own, parent } = splitParentFilters(params);
  const conditions = listFilters(entity, own, context.rules, actor.language, denseContains);
  const onHeader = parentFilterCondition(context, entity, parent, actor);
  if (onHeader) conditions.push(onHeader);
  const scope = recordScope(entity, actor, context.catalog);
  return scope ? [...conditions, scope] : conditions;
}

/**
 * The order and the conditions of a list request: the sort (only on fields an index serves), the caller's
 * filters with the trigram index used where it pays, and the actor's record scope. Pages and exports read
 * by them alike.
 */
export async function listQuery(context: EngineContext, entity: EntitySchema, params: Record<string, unknown>, actor: Actor) {
  const sort = listSort(entity, params, actor.language, sortableFields(entity, context.catalog));
  // Before the trigram probe: a filter beyond the limits never reaches the database.
  assertFilterValues(params, actor.language);
  const dense = await denseTrigramFilters(context.db, context.rules.name, entity, splitParentFilters(params).own);
  return { sort, conditions: listConditions(context, entity, params, actor, dense) };
}

/**
 * Records in the list's order; the primary key breaks ties so pages never overlap. Late row lookup past an
 * OFFSET (and on a filtered or sorted first page where the dialect says so: DialectRules.firstPageKeysFirst):
 * the keys are read first, from an index that holds the filtered and sorted columns with the primary key where
 * one does, then only the page's own rows by primary key, so the rows OFFSET skips are never fetched.
 */
async function orderedRows(context: EngineContext, entity: EntitySchema, sort: ListSort, conditions: Expression<SqlBool>[], limit: number, offset = 0): Promise<EntityRecord[]> {
  const inOrder = <Q extends SelectQueryBuilder<DatabaseTables, string, object>>(query: Q): Q =>
    (sort.field === entity.primaryKey ? query.orderBy(sort.field, sort.direction) : query.orderBy(sort.field, sort.direction).orderBy(entity.primaryKey, sort.direction)) as Q;
  // Kysely types a selection by its alias; a list of columns has none, and its rows are read as values.
  const rows = context.db.selectFrom(tableOf(entity)).select(recordSelection(entity) as unknown as AliasedExpression<unknown, never>);
  const records = async (query: Compilable) => (await selectValueRows(context.db, query)).map((values) => valuesToRecord(entity, values));
  // Unfiltered in the primary key's order, a first page reads the table in that order: no range to sort.
  const direct = offset === 0 && (!context.rules.firstPageKeysFirst || (conditions.length === 0 && sort.field === entity.primaryKey));
  if (direct) return records(inOrder(conditions.reduce((query, condition) => query.where(condition), rows)).limit(limit));
  const keys = inOrder(conditions.reduce((query, condition) => query.where(condition), context.db.selectFrom(tableOf(entity)).select(entity.primaryKey))).limit(limit);
  return records(inOrder(rows.where(entity.primaryKey, 'in', offset === 0 ? keys : keys.offset(offset))));
}

/** Up to `limit` rows after the key, reading the stretches of the order one after the other. */
async function rowsAfterKey(context: EngineContext, entity: EntitySchema, sort: ListSort, conditions: Expression<SqlBool>[], key: PageSeek['key'], limit: number): Promise<EntityRecord[]> {
  const rows: EntityRecord[] = [];
  for (const stretch of seekStretches(entity, sort, key, context.rules)) {
    if (rows.length === limit) break;
    rows.push(...(await orderedRows(context, entity, sort, [...conditions, stretch], limit - rows.length)));
  }
  return rows;
}

/** The rows a page request read: the page's own, whether rows follow, and, when known, how many come before. */
interface PageRead {
  rows: EntityRecord[];
  hasMore: boolean;
  rowsBefore?: number;
  /** No row comes before the page: it is the first. */
  atStart: boolean;
}

/** The page by index (OFFSET), reading one row more than the page to tell whether another follows. */
async function pageAtIndex(context: EngineContext, entity: EntitySchema, sort: ListSort, conditions: Expression<SqlBool>[], { pageIndex, pageRows }: Paging): Promise<PageRead> {
  const offset = (pageIndex - 1) * pageRows;
  const read = await orderedRows(context, entity, sort, conditions, pageRows + 1, offset);
  return { rows: read.slice(0, pageRows), hasMore: read.length > pageRows, rowsBefore: offset, atStart: offset === 0 };
}

/**
 * The keyset page: the rows after `afterKey`, or the rows just before `beforeKey` (read backwards, nearest
 * first, and turned round). When no full page plus one lies before `beforeKey`, the previous page is the
 * first: it is read as such, so it holds a full page even if rows went away meanwhile.
 */
async function pageAtKey(context: EngineContext, entity: EntitySchema, sort: ListSort, conditions: Expression<SqlBool>[], seek: PageSeek, pageRows: number): Promise<PageRead> {
  if (seek.toward === 'after') {
    const read = await rowsAfterKey(context, entity, sort, conditions, seek.key, pageRows + 1);
    return { rows: read.slice(0, pageRows), hasMore: read.length > pageRows, atStart: false };
  }
  const read = await rowsAfterKey(context, entity, reversedSort(sort), conditions, seek.key, pageRows + 1);
  if (read.length <= pageRows) return pageAtIndex(context, entity, sort, conditions, { pageIndex: 1, pageRows });
  // The key's own row follows the page.
  return { rows: read.slice(0, pageRows).reverse(), hasMore: true, atStart: false };
}

/**
 * One page of rows with its count and the keys of the pages beside it. By page index (OFFSET), or after
 * `afterKey` (the previous page's `nextKey`) or before `beforeKey` (the next page's `prevKey`): a seek that
 * reads only the rows it answers, however deep. A keyset page answers the `pageIndex` the caller says it
 * is as `curIndex` (page 1 when it is the first, at least 2 when rows come before it).
 */
export async function listByPage(
  context: EngineContext,
  entity: EntitySchema,
  params: Record<string, unknown>,
  actor: Actor,
  maxPageRows = MAX_PAGE_ROWS,
): Promise<PageResult> {
  const paged = paging(params, actor.language, maxPageRows);
  const { pageRows } = paged;
  assertNoInternalQuery(entity, params, actor);
  const { sort, conditions } = await listQuery(context, entity, params, actor);
  const seek = pageSeekOf(entity, sort, params, actor.language);
  const read = seek
    ? await pageAtKey(context, entity, sort, conditions, seek, pageRows)
    : await pageAtIndex(context, entity, sort, conditions, paged);
  const { hasMore, atStart } = read;
  const curIndex = seek ? (atStart ? 1 : Math.max(paged.pageIndex, 2)) : paged.pageIndex;
  const { rows } = read;
  const reach = { rowsBefore: read.rowsBefore, rowsOnPage: rows.length, hasMore };
  const exact = countFromPage(reach);
  // A keyset page's lower bound counts the pages the caller says lie before it, so the pager still offers the next.
  const bound = { ...reach, rowsBefore: read.rowsBefore ?? (curIndex - 1) * pageRows };
  // The count and the display keys do not wait for each other (on PostgreSQL, two connections at once).
  const [counted] = await Promise.all([
    exact === undefined ? countMatchingUpToLimit(context, entity, conditions) : undefined,
    fillDisplayKeys(context, entity, rows),
  ]);
  const { count, capped } = counted === undefined ? { count: exact ?? 0, capped: false } : listCount(counted, bound);
  return {
    rows,
    page: {
      count,
      countCapped: capped,
      curIndex,
      pageSize: pageRows,
      pagesCount: Math.ceil(count / pageRows),
      nextKey: hasMore ? pageKeyOfRow(entity, sort, rows[rows.length - 1]) : null,
      prevKey: atStart || rows.length === 0 ? null : pageKeyOfRow(entity, sort, rows[0]),
    },
  };
}

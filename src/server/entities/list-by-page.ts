import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import type { EngineContext } from './engine-context';
import type { Actor, PageResult } from './entity-engine.types';
import { engineError } from './engine-messages';
import { queryableFields } from './entity-fields';
import { listFilters } from './list-filters';
import { rowToRecord } from './record-mapping';
import { fillDisplayKeys } from './reference-display';
import { supplierScope } from './supplier-scope';

export const DEFAULT_PAGE_ROWS = 20;
export const MAX_PAGE_ROWS = 500;

interface Paging {
  pageIndex: number;
  pageRows: number;
}

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

function paging(params: Record<string, unknown>, language: Language): Paging {
  const pageIndex = params.pageIndex === undefined || params.pageIndex === null ? 1 : wholeNumber(params.pageIndex);
  if (pageIndex === undefined || pageIndex < 1) throw engineError(language, 'badPageIndex');
  const pageRows = params.pageRows === undefined || params.pageRows === null ? DEFAULT_PAGE_ROWS : wholeNumber(params.pageRows);
  if (pageRows === undefined || pageRows < 1 || pageRows > MAX_PAGE_ROWS) {
    throw engineError(language, 'badPageRows', { max: MAX_PAGE_ROWS });
  }
  return { pageIndex, pageRows };
}

interface Sorting {
  field: string;
  direction: 'asc' | 'desc';
}

/** The requested sort, else the entity's default, else newest first; only queryable fields. */
function sorting(entity: EntitySchema, params: Record<string, unknown>, language: Language): Sorting {
  const requested = params.sortField;
  const order = params.sortOrder;
  let direction: 'asc' | 'desc' | undefined;
  if (order !== undefined && order !== null && order !== '') {
    const lower = typeof order === 'string' ? order.toLowerCase() : '';
    if (lower !== 'asc' && lower !== 'desc') throw engineError(language, 'badSortOrder');
    direction = lower;
  }
  if (typeof requested === 'string' && requested !== '') {
    if (!queryableFields(entity).has(requested)) throw engineError(language, 'unknownField', { field: requested, use: 'sort' });
    return { field: requested, direction: direction ?? 'asc' };
  }
  if (requested !== undefined && requested !== null && requested !== '') {
    throw engineError(language, 'unknownField', { field: String(requested), use: 'sort' });
  }
  if (entity.defaultSort) return { field: entity.defaultSort.field, direction: direction ?? entity.defaultSort.direction };
  return { field: entity.primaryKey, direction: direction ?? 'desc' };
}

/** Every condition of the query: the caller's filters and, for supplier users, their scope. */
export function listConditions(context: EngineContext, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): Expression<SqlBool>[] {
  const conditions = listFilters(entity, params, context.rules, actor.language);
  const scope = supplierScope(entity, actor, context.catalog);
  return scope ? [...conditions, scope] : conditions;
}

/** One page of rows with the total count; the primary key breaks ties so pages never overlap. */
export async function listByPage(context: EngineContext, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): Promise<PageResult> {
  const { pageIndex, pageRows } = paging(params, actor.language);
  const sort = sorting(entity, params, actor.language);
  const conditions = listConditions(context, entity, params, actor);
  let countQuery = context.db.selectFrom(entity.table).select(sql<number>`count(*)`.as('total'));
  let rowsQuery = context.db.selectFrom(entity.table).selectAll();
  for (const condition of conditions) {
    countQuery = countQuery.where(condition);
    rowsQuery = rowsQuery.where(condition);
  }
  rowsQuery = rowsQuery.orderBy(sort.field, sort.direction);
  if (sort.field !== entity.primaryKey) rowsQuery = rowsQuery.orderBy(entity.primaryKey, sort.direction);
  const counted = await countQuery.executeTakeFirst();
  const count = Number(counted?.total ?? 0);
  const stored = await rowsQuery.limit(pageRows).offset((pageIndex - 1) * pageRows).execute();
  const rows = stored.map((row) => rowToRecord(entity, row));
  await fillDisplayKeys(context, entity, rows);
  return {
    rows,
    page: { count, curIndex: pageIndex, pageSize: pageRows, pagesCount: Math.ceil(count / pageRows) },
  };
}

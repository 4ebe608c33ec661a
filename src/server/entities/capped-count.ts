import { sql, type Expression, type SqlBool } from 'kysely';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { EngineContext } from './engine-context';

/**
 * Lists count their matching rows exactly up to this many. Counting stops there: an exact count reads
 * every matching row (index entries at best) on every page request, for a figure no one pages through.
 * Measured on a million order lines: an exact filtered count takes about 300 ms on SQLite and an exact
 * count about 180 ms on PostgreSQL; counting to 10,001 takes a few milliseconds on either.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ListCount {
  count: number;
  /** The count stopped at the limit: more rows match, `count` is a lower bound. */
  capped: boolean;
}

/** How many rows match, reading at most one past EXACT_COUNT_LIMIT. */
export async function countMatchingUpToLimit(context: EngineContext, entity: EntitySchema, conditions: Expression<SqlBool>[]): Promise<number> {
  let matching = context.db.selectFrom(tableOf(entity)).select(sql<number>`1`.as('one'));
  for (const condition of conditions) matching = matching.where(condition);
  const counted = await context.db
    .selectFrom(matching.limit(EXACT_COUNT_LIMIT + 1).as('matching'))
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number(counted?.total ?? 0);
}

/** Where a page request got to: the rows before it (unknown for a keyset page), the rows on it, whether more follow. */
export interface PageReach {
  rowsBefore?: number;
  rowsOnPage: number;
  hasMore: boolean;
}

/**
 * The exact count, when the page itself shows where the rows end: a page by index that holds the last
 * row, or a first page with nothing on it. No count query is needed then: a list that fits on its first
 * page is never counted.
 */
export function countFromPage(reach: PageReach): number | undefined {
  if (reach.rowsBefore === undefined || reach.hasMore) return undefined;
  if (reach.rowsOnPage === 0 && reach.rowsBefore > 0) return undefined;
  return reach.rowsBefore + reach.rowsOnPage;
}

/**
 * The count a page answers from the matching rows counted up to the limit: exact up to the limit, else a
 * lower bound that still lets a pager step to the next page: the limit, or the rows through this page
 * plus one when more follow.
 */
export function listCount(matching: number, reach: PageReach): ListCount {
  if (matching <= EXACT_COUNT_LIMIT) return { count: matching, capped: false };
  const seen = reach.rowsOnPage > 0 ? (reach.rowsBefore ?? 0) + reach.rowsOnPage + (reach.hasMore ? 1 : 0) : 0;
  return { count: Math.max(EXACT_COUNT_LIMIT, seen), capped: true };
}

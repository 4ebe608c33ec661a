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

/**
 * How many rows match, reading at most one past EXACT_COUNT_LIMIT: EXACT_COUNT_LIMIT + 1 when the row past
 * the limit exists, else the exact count. One statement, so both parts see the same data. The probe for the
 * row past the limit skips rows without handing them on; counting them through a capped subquery handed each
 * on to the count, two to three times slower on the long lists that reach the limit (measured on SQLite:
 * 0.23 against 0.07 ms with no filter, 0.56 against 0.25 ms for two organisations). COALESCE reads its
 * second subquery only when the first answers nothing, so a shorter list is read twice, by the probe
 * and by the count: a little slower (0.20 against 0.26 ms for 5,000 rows).
 */
export async function countMatchingUpToLimit(context: EngineContext, entity: EntitySchema, conditions: Expression<SqlBool>[]): Promise<number> {
  const matching = () => conditions.reduce((query, condition) => query.where(condition), context.db.selectFrom(tableOf(entity)));
  const pastLimit = matching().select(sql.lit(EXACT_COUNT_LIMIT + 1).as('past')).limit(1).offset(EXACT_COUNT_LIMIT);
  const all = matching().select(sql<number>`count(*)`.as('total'));
  const counted = await context.db.selectNoFrom(sql<number>`coalesce(${pastLimit}, ${all})`.as('total')).executeTakeFirst();
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

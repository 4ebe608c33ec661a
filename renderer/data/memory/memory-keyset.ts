import type { PageInfo, PageKey } from '../../../src/shared/api/envelope';
import type { Row } from './memory-query';

/** A page key the memory adapter cannot read: answered as status E naming the parameter, as the server does. */
export class PageKeyError extends Error {
  constructor(readonly field: 'afterKey' | 'beforeKey') {
    super(`${field} is not [sort value, primary key]`);
  }
}

/** How the rows of a list are ordered and keyed: their comparison, and a row's [sort value, primary key]. */
export interface ListOrder {
  compare: (a: Row, b: Row) => number;
  sortField: string;
  primaryKey: string;
}

function keyParam(raw: unknown, field: 'afterKey' | 'beforeKey'): PageKey | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length !== 2 || !(Number(raw[1]) > 0)) throw new PageKeyError(field);
  return [raw[0] as PageKey[0], Number(raw[1])];
}

/**
 * One page of rows already in list order, by `pageIndex`, after `afterKey` or just before `beforeKey`, with
 * the page info the server answers (docs/api.md "Keyset paging"): `nextKey`, `prevKey`, and for a keyset
 * page the page number passed along as `curIndex` (1 when it is the first, at least 2 otherwise). A page
 * before a key that would run past the start is the first page.
 */
export function pageOfOrdered(ordered: Row[], order: ListOrder, params: Record<string, unknown>, pageRows: number): { rows: Row[]; page: PageInfo } {
  const after = keyParam(params.afterKey, 'afterKey');
  const before = keyParam(params.beforeKey, 'beforeKey');
  if (after && before) throw new PageKeyError('beforeKey');
  const keyRow = (key: PageKey): Row => ({ [order.sortField]: key[0], [order.primaryKey]: key[1] });
  const pageIndex = Math.max(Number(params.pageIndex) || 1, 1);
  let start = (pageIndex - 1) * pageRows;
  if (after) start = ordered.filter((row) => order.compare(row, keyRow(after)) <= 0).length;
  if (before) start = Math.max(ordered.filter((row) => order.compare(row, keyRow(before)) < 0).length - pageRows, 0);
  const rows = ordered.slice(start, start + pageRows);
  const keyOf = (row: Row): PageKey => [(row[order.sortField] ?? null) as PageKey[0], Number(row[order.primaryKey])];
  const keyed = after !== undefined || before !== undefined;
  const curIndex = keyed ? (start === 0 ? 1 : Math.max(pageIndex, 2)) : pageIndex;
  return {
    rows,
    page: {
      count: ordered.length,
      curIndex,
      pageSize: pageRows,
      pagesCount: Math.ceil(ordered.length / pageRows),
      nextKey: start + pageRows < ordered.length && rows.length > 0 ? keyOf(rows[rows.length - 1]) : null,
      prevKey: start > 0 && rows.length > 0 ? keyOf(rows[0]) : null,
    },
  };
}

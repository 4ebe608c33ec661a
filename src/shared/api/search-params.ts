/**
 * How list filters travel in a page request: a plain key is an exact match; a suffix names the
 * operator (`poNumber_like`, `creationDate_gte`, `status_in`). Filters stay serializable data.
 */
export const SEARCH_SUFFIXES = ['like', 'gte', 'lte', 'in', 'ne'] as const;
export type SearchSuffix = (typeof SEARCH_SUFFIXES)[number];

export interface ParsedFilter {
  field: string;
  op: 'eq' | SearchSuffix;
  value: unknown;
}

/** Keys of a page request that are not filters. */
export const PAGE_REQUEST_KEYS = new Set(['pageIndex', 'pageRows', 'sortField', 'sortOrder', 'afterKey', 'lan']);

export function parseFilterKey(key: string): { field: string; op: ParsedFilter['op'] } {
  const at = key.lastIndexOf('_');
  if (at > 0) {
    const suffix = key.slice(at + 1);
    if ((SEARCH_SUFFIXES as readonly string[]).includes(suffix)) {
      return { field: key.slice(0, at), op: suffix as SearchSuffix };
    }
  }
  return { field: key, op: 'eq' };
}

export function filterKey(field: string, op: ParsedFilter['op']): string {
  return op === 'eq' ? field : `${field}_${op}`;
}

/** Filters of a page request; empty values (undefined, null, '', []) are no filter at all. */
export function parseFilters(params: Record<string, unknown>): ParsedFilter[] {
  const filters: ParsedFilter[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (PAGE_REQUEST_KEYS.has(key)) continue;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    filters.push({ ...parseFilterKey(key), value });
  }
  return filters;
}

/**
 * How list filters travel in a page request: a plain key is an exact match; a suffix names the
 * operator (`poNumber_like`, `creationDate_gte`, `openQty_gt`, `status_in`). Filters stay serializable data.
 */
export const SEARCH_SUFFIXES = ['like', 'gte', 'lte', 'gt', 'lt', 'in', 'ne'] as const;
export type SearchSuffix = (typeof SEARCH_SUFFIXES)[number];

export interface ParsedFilter {
  field: string;
  op: 'eq' | SearchSuffix;
  value: unknown;
}

/** Keys of a page request that are not filters. */
export const PAGE_REQUEST_KEYS = new Set(['pageIndex', 'pageRows', 'sortField', 'sortOrder', 'afterKey', 'beforeKey', 'lan']);

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

/**
 * Filters on the header of a line entity: the same syntax behind the prefix `parent.`
 * (`parent.supplierId`, `parent.startDate_gte`), on listByPage and aggregate alike.
 */
export const PARENT_FILTER_PREFIX = 'parent.';

/** A request's filters split into the entity's own and its header's (`parent.` keys, prefix removed). */
export function splitParentFilters(params: Record<string, unknown>): { own: Record<string, unknown>; parent: Record<string, unknown> } {
  const own: Record<string, unknown> = {};
  const parent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith(PARENT_FILTER_PREFIX)) parent[key.slice(PARENT_FILTER_PREFIX.length)] = value;
    else own[key] = value;
  }
  return { own, parent };
}

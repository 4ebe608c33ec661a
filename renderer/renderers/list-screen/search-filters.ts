import { filterKey } from '../../../src/shared/api/search-params';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import type { SearchFieldModel } from './list-model';

export type SearchValues = Record<string, unknown>;

/** A between filter holds [from, to]; either end may be empty. */
function betweenEnds(value: unknown): [unknown, unknown] {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}

/**
 * Turns the search form's values into page-request filters with the suffix convention of
 * src/shared/api/search-params.ts (`poNumber_like`, `startDate_gte`, `status_in`); empty values are no filter.
 */
export function buildFilters(fields: readonly SearchFieldModel[], values: SearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.op === 'between') {
      const [from, to] = betweenEnds(value);
      if (!isEmptyValue(from)) filters[filterKey(field.field, 'gte')] = from;
      if (!isEmptyValue(to)) filters[filterKey(field.field, 'lte')] = to;
      continue;
    }
    if (isEmptyValue(value) || (Array.isArray(value) && value.length === 0)) continue;
    const text = typeof value === 'string' ? value.trim() : value;
    filters[filterKey(field.field, field.op)] = field.op === 'in' && !Array.isArray(text) ? [text] : text;
  }
  return filters;
}

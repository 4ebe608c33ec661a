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

/** A route param as the search editor of the field holds it: numbers for number and reference fields. */
function paramValue(field: SearchFieldModel, text: string): unknown {
  const numeric = field.spec.kind === 'number' || field.spec.kind === 'reference' || field.spec.integer;
  return numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/**
 * The search form's values from the screen's route params (a report's drill, a dashboard card): a param
 * named like the filter key of a search field (`supplierId`, `poNumber_like`, `status_in` as comma-joined
 * codes, `startDate_gte` / `startDate_lte` for the two ends of a between field) prefills that field, and
 * the list's first load applies it. Other params (the menu context, an id) are not filters.
 */
export function searchValuesFromParams(fields: readonly SearchFieldModel[], params: Readonly<Record<string, string>>): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    if (field.op === 'between') {
      const from = params[filterKey(field.field, 'gte')];
      const to = params[filterKey(field.field, 'lte')];
      if (from !== undefined || to !== undefined) values[field.id] = [from === undefined ? undefined : paramValue(field, from), to === undefined ? undefined : paramValue(field, to)];
      continue;
    }
    const text = params[filterKey(field.field, field.op)];
    if (text === undefined || text === '') continue;
    values[field.id] = field.op === 'in' ? text.split(',').map((part) => paramValue(field, part)) : paramValue(field, text);
  }
  return values;
}

import { filterKey, parseFilters, type ParsedFilter } from '../../shared/api/search-params';
import type { Language } from '../../shared/formats/common';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { ApiError } from '../http/api-error';
import { engineError } from '../entities/engine-messages';
import { assertFilterValues } from '../http/input-limits';
import { queryableFields } from '../entities/entity-fields';
import { paging } from '../entities/list-by-page';
import { listSort, type ListSort } from '../entities/list-sort';

/** A page request of a service entity, checked by the rules every list follows (docs/api.md). */
export interface ServiceListRequest {
  pageIndex: number;
  pageRows: number;
  sort: ListSort;
  /** Filters on declared fields, values as sent; a provider refuses the ones it cannot apply. */
  filters: ParsedFilter[];
}

/**
 * Reads paging, sort and filters exactly as the engine does for tables, so a list screen cannot tell
 * the difference: the same limits, the same messages, only the entity's own fields.
 */
export function readServiceListRequest(entity: EntitySchema, params: Record<string, unknown>, language: Language): ServiceListRequest {
  const { pageIndex, pageRows } = paging(params, language);
  const sort = listSort(entity, params, language);
  const fields = queryableFields(entity);
  assertFilterValues(params, language);
  const filters = parseFilters(params);
  for (const filter of filters) {
    if (!fields.has(filter.field)) throw engineError(language, 'unknownField', { field: filter.field, use: 'filter' });
  }
  return { pageIndex, pageRows, sort, filters };
}

/** The refusal of a filter a provider cannot apply, worded like the engine's for an unknown field. */
export function unsupportedFilter(filter: ParsedFilter, language: Language): ApiError {
  return engineError(language, 'unknownField', { field: filterKey(filter.field, filter.op), use: 'filter' });
}

/** The refusal of a sort a provider cannot apply. */
export function unsupportedSort(field: string, language: Language): ApiError {
  return engineError(language, 'unknownField', { field, use: 'sort' });
}

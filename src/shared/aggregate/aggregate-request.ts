import type { z } from 'zod';
import { PAGE_REQUEST_KEYS, PARENT_FILTER_PREFIX } from '../api/search-params';
import { MAX_AGGREGATE_GROUP_FIELDS, MAX_AGGREGATE_GROUPS, MAX_AGGREGATE_MEASURES } from '../entity/entity-limits';
import { AGGREGATE_FUNCTIONS, AGGREGATE_QUERY_KEYS, AggregateQuery, DATE_BUCKETS } from './aggregate-format';
import { AggregateInputError } from './aggregate-messages';

/** An aggregate call's body, read: the query, the entity's own filters and its header's (without the prefix). */
export interface AggregateRequest {
  query: AggregateQuery;
  filters: Record<string, unknown>;
  parentFilters: Record<string, unknown>;
}

/** `measures[1].fn` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)), '');
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** The first problem of the query as a message a person can act on, naming the parameter. */
function problemOf(issue: z.core.$ZodIssue, body: unknown): AggregateInputError {
  const path = pathText(issue.path);
  const last = issue.path[issue.path.length - 1];
  const value = String(valueAt(body, issue.path) ?? '');
  if (issue.code === 'unrecognized_keys') return new AggregateInputError('badValue', pathText([...issue.path, issue.keys[0]]), { path: pathText([...issue.path, issue.keys[0]]) });
  if (last === 'fn') return new AggregateInputError('badFunction', path, { value, allowed: AGGREGATE_FUNCTIONS.join(', ') });
  if (last === 'bucket') return new AggregateInputError('badBucket', path, { value, allowed: DATE_BUCKETS.join(', ') });
  if (last === 'limit') return new AggregateInputError('badLimit', path, { max: MAX_AGGREGATE_GROUPS });
  if (last === 'sortOrder') return new AggregateInputError('badSortOrder', path);
  if (path === 'measures' && issue.code === 'too_small') return new AggregateInputError('measuresRequired', path);
  if (path === 'measures' && issue.code === 'too_big') return new AggregateInputError('tooManyMeasures', path, { max: MAX_AGGREGATE_MEASURES });
  if (path === 'groupBy' && issue.code === 'too_big') return new AggregateInputError('tooManyGroupFields', path, { max: MAX_AGGREGATE_GROUP_FIELDS });
  if (path === 'measures' && valueAt(body, issue.path) === undefined) return new AggregateInputError('measuresRequired', path);
  return new AggregateInputError('badValue', path || 'body', { path: path || 'body' });
}

/**
 * Reads an aggregate body (docs/api.md "Aggregates"): `groupBy`, `measures`, `sortField`, `sortOrder`,
 * `limit`, and every other key a filter with the listByPage syntax; `parent.<filter>` keys filter the
 * header of a line entity. Paging keys are ignored. Throws AggregateInputError naming the parameter.
 */
export function readAggregateRequest(body: Record<string, unknown>): AggregateRequest {
  const own: Record<string, unknown> = {};
  const filters: Record<string, unknown> = {};
  const parentFilters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (AGGREGATE_QUERY_KEYS.has(key)) own[key] = value;
    else if (PAGE_REQUEST_KEYS.has(key)) continue;
    else if (key.startsWith(PARENT_FILTER_PREFIX)) parentFilters[key.slice(PARENT_FILTER_PREFIX.length)] = value;
    else filters[key] = value;
  }
  if (typeof own.sortField === 'string' && own.sortField.trim() === '') delete own.sortField;
  if (own.sortOrder === '' || own.sortOrder === null) delete own.sortOrder;
  if (own.limit === null || own.limit === '') delete own.limit;
  const parsed = AggregateQuery.safeParse(own);
  if (!parsed.success) throw problemOf(parsed.error.issues[0], own);
  return { query: parsed.data, filters, parentFilters };
}

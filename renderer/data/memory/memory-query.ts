import { parseFilters, type ParsedFilter } from '../../../src/shared/api/search-params';
import { AUDIT_FIELDS, isServiceEntity } from '../../../src/shared/entity/entity-catalog';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { pageOfOrdered } from './memory-keyset';

export type Row = Record<string, unknown>;

const DEFAULT_PAGE_ROWS = 20;
const MAX_PAGE_ROWS = 500;

/**
 * Fields a request may filter or sort on, as on the server: declared fields, the key and the audit
 * fields; a service entity's records have only their declared fields.
 */
export function queryableFields(entity: EntitySchema): Set<string> {
  const declared = entity.fields.map((field) => field.name);
  return new Set(isServiceEntity(entity) ? declared : [entity.primaryKey, ...declared, ...AUDIT_FIELDS]);
}

function comparable(value: unknown): string | number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
  return undefined;
}

function compareValues(a: unknown, b: unknown): number {
  const left = comparable(a);
  const right = comparable(b);
  if (left === undefined && right === undefined) return 0;
  if (left === undefined) return -1;
  if (right === undefined) return 1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right));
}

function matches(row: Row, filter: ParsedFilter): boolean {
  const actual = row[filter.field];
  switch (filter.op) {
    case 'eq':
      return compareValues(actual, filter.value) === 0 && actual !== undefined && actual !== null;
    case 'ne':
      return actual === undefined || actual === null || compareValues(actual, filter.value) !== 0;
    case 'like':
      return String(actual ?? '').toLowerCase().includes(String(filter.value).toLowerCase());
    case 'gte':
      return actual !== undefined && actual !== null && compareValues(actual, filter.value) >= 0;
    case 'lte':
      return actual !== undefined && actual !== null && compareValues(actual, filter.value) <= 0;
    case 'gt':
      return actual !== undefined && actual !== null && compareValues(actual, filter.value) > 0;
    case 'lt':
      return actual !== undefined && actual !== null && compareValues(actual, filter.value) < 0;
    case 'in': {
      const list = Array.isArray(filter.value) ? filter.value : String(filter.value).split(',');
      return list.some((item) => compareValues(actual, item) === 0);
    }
  }
}

export class QueryError extends Error {
  constructor(readonly field: string) {
    super(`field ${field} cannot be filtered or sorted`);
  }
}

/** The rows the filters of a page request keep (the listByPage syntax); a field that cannot be filtered throws. */
export function filterRows(entity: EntitySchema, rows: Row[], params: Record<string, unknown>): Row[] {
  const allowed = queryableFields(entity);
  const filters = parseFilters(params);
  for (const filter of filters) if (!allowed.has(filter.field)) throw new QueryError(filter.field);
  return rows.filter((row) => filters.every((filter) => matches(row, filter)));
}

/**
 * listByPage in memory: suffix filters, sort (then the key), paging from 1 by index or by key, page info
 * like the server's.
 */
export function queryPage(entity: EntitySchema, rows: Row[], params: Record<string, unknown>) {
  const allowed = queryableFields(entity);
  const sortField =
    typeof params.sortField === 'string' && params.sortField !== '' ? params.sortField : entity.defaultSort?.field;
  if (sortField && !allowed.has(sortField)) throw new QueryError(sortField);
  const direction = params.sortField ? params.sortOrder : entity.defaultSort?.direction;
  const descending = sortField ? direction === 'desc' : true;
  const key = entity.primaryKey;
  const compare = (a: Row, b: Row) => {
    const order = sortField ? compareValues(a[sortField], b[sortField]) : 0;
    const tie = compareValues(a[key], b[key]);
    return (descending ? -1 : 1) * (order !== 0 ? order : tie);
  };
  const found = filterRows(entity, rows, params).sort(compare);
  const pageRows = Math.min(Math.max(Number(params.pageRows) || DEFAULT_PAGE_ROWS, 1), MAX_PAGE_ROWS);
  return pageOfOrdered(found, { compare, sortField: sortField ?? key, primaryKey: key }, params, pageRows);
}

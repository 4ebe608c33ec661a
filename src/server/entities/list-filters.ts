import { sql, type Expression, type SqlBool } from 'kysely';
import { parseFilters, type ParsedFilter } from '../../shared/api/search-params';
import type { FieldType, EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { likeContainsPattern, type DialectRules } from '../db/dialect-rules';
import { trigramCandidates, trigramServes } from '../db/trigram-index';
import { assertFilterValues, assertInRange, INPUT_LIMITS } from '../http/input-limits';
import { engineError } from './engine-messages';
import { isNumericType, queryableFields } from './entity-fields';

type FilterValue = string | number;

const END_OF_DAY = ' 23:59:59';

/** A filter value in the column's own type; numbers may arrive as text from a search form. */
function coerce(type: FieldType, value: unknown, key: string, language: Language): FilterValue {
  if (isNumericType(type)) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) throw engineError(language, 'badFilterValue', { key });
    assertInRange(number, key, language, -INPUT_LIMITS.filterNumber, INPUT_LIMITS.filterNumber);
    return number;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw engineError(language, 'badFilterValue', { key });
}

/** A date-only upper bound on a datetime column includes that whole day. */
function upperBound(type: FieldType, value: FilterValue): FilterValue {
  return type === 'datetime' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value + END_OF_DAY : value;
}

function keyOf(filter: ParsedFilter): string {
  return filter.op === 'eq' ? filter.field : `${filter.field}_${filter.op}`;
}

/**
 * `contains`, ignoring case. On a field with a trigram index (src/server/db/trigram-index.ts) and a text
 * of a trigram or more, SQLite first narrows the rows through its FTS5 table and keeps the exact match
 * beside it, unless the text was found to match too many rows (`dense`); PostgreSQL's GIN index serves
 * the match itself. Shorter texts read the table.
 */
function contains(entity: EntitySchema, field: string, text: string, rules: DialectRules, dense: ReadonlySet<string>): Expression<SqlBool> {
  const exact = rules.containsIgnoringCase(sql.ref(field), likeContainsPattern(text));
  const candidates = trigramServes(entity, field, text) && !dense.has(field) ? trigramCandidates(rules.name, entity, field, text) : undefined;
  return candidates ? sql<SqlBool>`${candidates} and ${exact}` : exact;
}

function condition(entity: EntitySchema, filter: ParsedFilter, type: FieldType, rules: DialectRules, language: Language, dense: ReadonlySet<string>): Expression<SqlBool> {
  const key = keyOf(filter);
  const column = sql.ref(filter.field);
  switch (filter.op) {
    case 'like': {
      if (isNumericType(type)) throw engineError(language, 'badFilterValue', { key });
      return contains(entity, filter.field, String(coerce(type, filter.value, key, language)), rules, dense);
    }
    case 'in': {
      if (!Array.isArray(filter.value)) throw engineError(language, 'badFilterValue', { key });
      const values = filter.value.map((item) => coerce(type, item, key, language));
      return sql<SqlBool>`${column} in (${sql.join(values)})`;
    }
    case 'gte':
      return sql<SqlBool>`${column} >= ${coerce(type, filter.value, key, language)}`;
    case 'gt':
      return sql<SqlBool>`${column} > ${upperBound(type, coerce(type, filter.value, key, language))}`;
    case 'lt':
      return sql<SqlBool>`${column} < ${coerce(type, filter.value, key, language)}`;
    case 'lte':
      return sql<SqlBool>`${column} <= ${upperBound(type, coerce(type, filter.value, key, language))}`;
    case 'ne':
      // "not equal" keeps rows where the column is empty: they are not equal to the value either.
      return sql<SqlBool>`(${column} is null or ${column} <> ${coerce(type, filter.value, key, language)})`;
    default:
      return sql<SqlBool>`${column} = ${coerce(type, filter.value, key, language)}`;
  }
}

/**
 * The WHERE conditions of a page request: only the entity's own columns (primary key, declared fields,
 * flexfields, audit fields) may be filtered; anything else is refused, naming the field. `denseContains`:
 * the fields whose `contains` reads the table rather than the trigram index (denseTrigramFilters).
 */
export function listFilters(
  entity: EntitySchema,
  params: Record<string, unknown>,
  rules: DialectRules,
  language: Language,
  denseContains: ReadonlySet<string> = new Set(),
): Expression<SqlBool>[] {
  const fields = queryableFields(entity);
  assertFilterValues(params, language);
  return parseFilters(params).map((filter) => {
    const type = fields.get(filter.field);
    if (!type) throw engineError(language, 'unknownField', { field: filter.field, use: 'filter' });
    return condition(entity, filter, type, rules, language, denseContains);
  });
}

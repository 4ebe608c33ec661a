import { sql, type Expression, type SqlBool } from 'kysely';
import type { PageKey } from '../../shared/api/envelope';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import type { DialectRules } from '../db/dialect-rules';
import type { EntityRecord } from './entity-engine.types';
import { engineError, engineMessage } from './engine-messages';
import { isNumericType, queryableFields } from './entity-fields';
import type { ListSort } from './list-sort';

export const AFTER_KEY_PARAM = 'afterKey';

function badAfterKey(language: Language): never {
  const message = engineMessage(language, 'badAfterKey');
  throw engineError(language, 'badAfterKey', {}, [{ field: AFTER_KEY_PARAM, message }]);
}

function keyId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The sort value of a key in the column's own type, so the database compares like with like. */
function keyValue(entity: EntitySchema, sort: ListSort, value: unknown): PageKey[0] | undefined {
  if (value === null) return sort.field === entity.primaryKey ? undefined : null;
  const type = queryableFields(entity).get(sort.field);
  if (type && isNumericType(type)) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * The `afterKey` of a page request, [sort value, primary key] of the last row already read (the
 * previous page's `nextKey`), checked against the list's sort; undefined when the request pages by index.
 */
export function afterKeyOf(entity: EntitySchema, sort: ListSort, params: Record<string, unknown>, language: Language): PageKey | undefined {
  const raw = params[AFTER_KEY_PARAM];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length !== 2) return badAfterKey(language);
  const id = keyId(raw[1]);
  const value = keyValue(entity, sort, raw[0]);
  if (id === undefined || value === undefined) return badAfterKey(language);
  if (sort.field === entity.primaryKey && value !== id) return badAfterKey(language);
  return [value, id];
}

/** What to pass as `afterKey` to read on after this row. */
export function nextKeyOf(entity: EntitySchema, sort: ListSort, last: EntityRecord): PageKey {
  return [(last[sort.field] ?? null) as PageKey[0], Number(last[entity.primaryKey])];
}

/**
 * The rows after `key` in the list's order (sort field, then primary key, both in the sort direction):
 * `(field, key) > (value, id)`, as consecutive stretches of that order, each one plain index range. Read
 * the first; read the next only when the first ran out. The rest of the rows tied on `value` come first,
 * then the values beyond it: one row-value comparison would say the same, but SQLite bounds its index range
 * by the first column only and would walk every tie. Rows without a value (NULL) are a stretch of their
 * own, where the database sorts NULL (DialectRules.nullsSortFirst), which is where offset paging has them.
 */
export function seekStretches(entity: EntitySchema, sort: ListSort, key: PageKey, rules: DialectRules): Expression<SqlBool>[] {
  const [value, id] = key;
  const after = sql.raw(sort.direction === 'asc' ? '>' : '<');
  const primaryKey = sql.ref(entity.primaryKey);
  if (sort.field === entity.primaryKey) return [sql<SqlBool>`${primaryKey} ${after} ${id}`];
  const field = sql.ref(sort.field);
  const nullsComeFirst = rules.nullsSortFirst === (sort.direction === 'asc');
  if (value === null) {
    const restOfNulls = sql<SqlBool>`${field} is null and ${primaryKey} ${after} ${id}`;
    return nullsComeFirst ? [restOfNulls, sql<SqlBool>`${field} is not null`] : [restOfNulls];
  }
  const restOfTies = sql<SqlBool>`${field} = ${value} and ${primaryKey} ${after} ${id}`;
  const beyond = sql<SqlBool>`${field} ${after} ${value}`;
  return nullsComeFirst ? [restOfTies, beyond] : [restOfTies, beyond, sql<SqlBool>`${field} is null`];
}

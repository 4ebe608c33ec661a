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
export const BEFORE_KEY_PARAM = 'beforeKey';

/** Where a keyset page starts: after the key (the next page) or before it (the previous page). */
export interface PageSeek {
  toward: 'after' | 'before';
  key: PageKey;
}

function badKey(language: Language, param: string): never {
  const key = param === AFTER_KEY_PARAM ? 'badAfterKey' : 'badBeforeKey';
  throw engineError(language, key, {}, [{ field: param, message: engineMessage(language, key) }]);
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

function keyParam(entity: EntitySchema, sort: ListSort, raw: unknown, param: string, language: Language): PageKey {
  if (!Array.isArray(raw) || raw.length !== 2) return badKey(language, param);
  const id = keyId(raw[1]);
  const value = keyValue(entity, sort, raw[0]);
  if (id === undefined || value === undefined) return badKey(language, param);
  if (sort.field === entity.primaryKey && value !== id) return badKey(language, param);
  return [value, id];
}

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * The keyset seek of a page request, checked against the list's sort: `afterKey`, [sort value, primary
 * key] of the last row already read (a page's `nextKey`), or `beforeKey`, the first row of the page shown
 * (its `prevKey`); undefined when the request pages by index. Both at once are refused.
 */
export function pageSeekOf(entity: EntitySchema, sort: ListSort, params: Record<string, unknown>, language: Language): PageSeek | undefined {
  const after = params[AFTER_KEY_PARAM];
  const before = params[BEFORE_KEY_PARAM];
  if (given(after) && given(before)) {
    const message = engineMessage(language, 'twoPageKeys');
    throw engineError(language, 'twoPageKeys', {}, [{ field: BEFORE_KEY_PARAM, message }]);
  }
  if (given(after)) return { toward: 'after', key: keyParam(entity, sort, after, AFTER_KEY_PARAM, language) };
  if (given(before)) return { toward: 'before', key: keyParam(entity, sort, before, BEFORE_KEY_PARAM, language) };
  return undefined;
}

/** The key of a row: what to pass as `afterKey` to read on after it, or as `beforeKey` to read the rows before it. */
export function pageKeyOfRow(entity: EntitySchema, sort: ListSort, row: EntityRecord): PageKey {
  return [(row[sort.field] ?? null) as PageKey[0], Number(row[entity.primaryKey])];
}

/** The list's order backwards: the rows before a key are the rows after it in this order, nearest first. */
export function reversedSort(sort: ListSort): ListSort {
  return { field: sort.field, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * The rows after `key` in the list's order (sort field, then primary key, both in the sort direction):
 * `(field, key) > (value, id)`, as consecutive stretches of that order, each one plain index range. Read
 * the first; read the next only when the first ran out. The rest of the rows tied on `value` come first,
 * then the values beyond it: one row-value comparison would say the same, but SQLite bounds its index range
 * by the first column only and would walk every tie. Rows without a value (NULL) are a stretch of their
 * own, where the database sorts NULL (DialectRules.nullsSortFirst), which is where offset paging has them.
 * Given the reversed sort, the stretches are those of the rows before `key`, nearest first: the database
 * puts NULL at the other end of a descending order, so the reversed order is exactly the list's backwards.
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

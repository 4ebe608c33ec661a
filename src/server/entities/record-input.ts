import { FLEX_FIELDS } from '../../shared/entity/entity-catalog';
import { declaredDefault } from '../../shared/entity/field-default';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { roundDecimal } from '../../shared/numbers/round-decimal';
import type { EntityRecord } from './entity-engine.types';
import { inputFieldNames } from './entity-fields';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

/**
 * The part of a client's record the engine accepts: declared fields the server does not own, and
 * flexfields. Unknown keys, read-only, computed, auto-number, serverOnly and audit fields are dropped,
 * and so are the `ignored` ones (internal fields sent by a supplier user); empty values become null, except
 * for a `secret` field, where empty means "keep the stored secret" and the key is dropped.
 * Rich text (`html` fields) is sanitised here, on every save path (saves, lines, batches, imports), before
 * the length check, so the stored and the checked text are the same.
 */
export function acceptedInput(entity: EntitySchema, input: EntityRecord, ignored: ReadonlySet<string> = new Set()): EntityRecord {
  const values: EntityRecord = {};
  const secrets = new Set(entity.fields.filter((field) => field.secret).map((field) => field.name));
  const richText = new Set(entity.fields.filter((field) => field.type === 'html').map((field) => field.name));
  for (const name of inputFieldNames(entity)) {
    if (!Object.prototype.hasOwnProperty.call(input, name) || name === entity.primaryKey || ignored.has(name)) continue;
    const given = input[name];
    // A secret left empty keeps the stored one: a form never holds it (it is never read back).
    if (secrets.has(name) && isEmptyValue(given)) continue;
    const value = richText.has(name) && typeof given === 'string' ? sanitizeRichText(given) : given;
    values[name] = isEmptyValue(value) ? null : value;
  }
  return values;
}

/** Declared defaults for the fields still empty on a new record (including server-owned ones); `$currentUser` is the creating user. */
export function applyDefaults(entity: EntitySchema, record: EntityRecord, userId: number): void {
  for (const field of entity.fields) {
    const value = declaredDefault(field, userId);
    if (value !== undefined && isEmptyValue(record[field.name])) record[field.name] = value;
  }
}

/** A line copies the header's value into each `inherit` field it leaves empty. */
export function applyInherited(lineEntity: EntitySchema, line: EntityRecord, header: EntityRecord): void {
  for (const field of lineEntity.fields) {
    if (field.inherit && isEmptyValue(line[field.name])) line[field.name] = header[field.inherit] ?? null;
  }
}

function normalizeDateTime(text: string): string {
  const joined = text.replace('T', ' ');
  const withSeconds = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(joined.slice(0, 16)) && joined.length === 16 ? `${joined}:00` : joined;
  return withSeconds.slice(0, 19);
}

/**
 * Values in their stored form once validated: numbers as numbers (decimals rounded to the field
 * precision), datetimes as 'yyyy-MM-dd HH:mm:ss', dates as 'yyyy-MM-dd'.
 */
export function normalizeForStorage(entity: EntitySchema, record: EntityRecord): void {
  for (const field of entity.fields) {
    const value = record[field.name];
    if (value === null || value === undefined) continue;
    if (field.type === 'integer') record[field.name] = Number(value);
    else if (field.type === 'number') {
      const number = Number(value);
      record[field.name] = field.precision === undefined ? number : roundDecimal(number, field.precision);
    } else if (field.type === 'datetime' && typeof value === 'string') record[field.name] = normalizeDateTime(value);
    else if (field.type === 'date' && typeof value === 'string') record[field.name] = value.slice(0, 10);
  }
}

/**
 * The column values to write: on insert every declared column of the merged record; on update only what
 * the caller changed and what the server computes, so serverOnly and server-owned columns stay untouched.
 */
export function columnsToWrite(entity: EntitySchema, record: EntityRecord, changed: EntityRecord | 'all'): EntityRecord {
  const names = changed === 'all'
    ? [...entity.fields.filter((field) => !field.serverOnly).map((field) => field.name), ...(entity.flexfields ? FLEX_FIELDS : [])]
    : [...Object.keys(changed), ...entity.fields.filter((field) => field.computed).map((field) => field.name)];
  const values: EntityRecord = {};
  for (const name of names) {
    if (name !== entity.primaryKey) values[name] = record[name] ?? null;
  }
  return values;
}

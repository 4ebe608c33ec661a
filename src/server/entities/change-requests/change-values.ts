import { findField, tableOf } from '../../../shared/entity/entity-catalog';
import type { Language } from '../../../shared/formats/common';
import type { EntityField, EntitySchema } from '../../../shared/formats/entity-format';
import type { EngineContext } from '../engine-context';
import type { EntityRecord } from '../entity-engine.types';
import type { LookupTable } from '../lookup-values';

/** Two stored values alike: empty is empty, numbers by value (a decimal read back as text or number). */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = a === undefined || a === '' ? null : a;
  const right = b === undefined || b === '' ? null : b;
  if (left === null || right === null) return left === right;
  if (typeof left === 'number' || typeof right === 'number') return Number(left) === Number(right);
  return String(left) === String(right);
}

/**
 * A value as a person reads it in a change record: a reference by the referenced record's name (and code),
 * a lookup code by its meaning, a flag as yes or no, anything else as its text. Empty is empty.
 */
export async function shownValue(context: EngineContext, field: EntityField, value: unknown, lookups: LookupTable, language: Language): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'flag') return value === 'Y' ? (language === 'EN' ? 'Yes' : '是') : language === 'EN' ? 'No' : '否';
  if (field.lookup) {
    const found = lookups.get(field.lookup)?.get(String(value));
    if (found) return language === 'EN' && found.meaningEn ? found.meaningEn : found.meaning;
  }
  if (field.ref && context.catalog.has(field.ref.entity)) {
    const referenced = context.catalog.get(field.ref.entity);
    const row = await context.db.selectFrom(tableOf(referenced)).selectAll().where(referenced.primaryKey, '=', Number(value)).executeTakeFirst();
    if (row) {
      const name = referenced.displayField ? row[referenced.displayField] : undefined;
      const code = referenced.codeField ? row[referenced.codeField] : undefined;
      const shown = [name, code].filter((part) => part !== null && part !== undefined && part !== '');
      if (shown.length === 2 && shown[0] !== shown[1]) return `${String(shown[0])} (${String(shown[1])})`;
      if (shown.length > 0) return String(shown[0]);
    }
  }
  return String(value);
}

/** The label of a line in a change record: its display field shown, else its position. */
export async function lineLabel(context: EngineContext, entity: EntitySchema, line: EntityRecord, position: number, lookups: LookupTable, language: Language): Promise<string> {
  const field = entity.displayField ? findField(entity, entity.displayField) : undefined;
  const shown = field ? await shownValue(context, field, line[field.name], lookups, language) : null;
  const number = language === 'EN' ? `Line ${position}` : `第${position}行`;
  return shown ? `${number}: ${shown}` : number;
}

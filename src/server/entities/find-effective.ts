import type { FieldError } from '../../shared/api/envelope';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import { ApiError } from '../http/api-error';
import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { fieldLabel } from './entity-fields';
import { recordScope } from './record-scope';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DATE.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

function labelOf(entity: EntitySchema, name: string, actor: Actor): string {
  const field = findField(entity, name);
  return field ? fieldLabel(field, actor.language) : name;
}

/**
 * The id of the record of an effective-dated entity (`effectiveDated`) in force on a date: the key fields
 * equal to the given values and the latest date on or before `date`, among the records the actor may read.
 * Refuses (status E, naming the parameter) a missing key value or a date that is not yyyy-MM-dd, and says
 * so plainly when no record is in force yet on that date.
 */
export async function findEffectiveId(context: EngineContext, entity: EntitySchema, params: Record<string, unknown>, actor: Actor): Promise<number> {
  const dated = entity.effectiveDated;
  if (!dated) throw new Error(`${entity.name} is not effective-dated`);
  const errors: FieldError[] = [];
  for (const key of dated.keys) {
    const value = params[key];
    if (isEmptyValue(value) || (typeof value !== 'string' && typeof value !== 'number')) {
      errors.push({ field: key, message: engineMessage(actor.language, 'effectiveKeyMissing', { label: labelOf(entity, key, actor) }) });
    }
  }
  const date = params.date;
  if (typeof date !== 'string' || !validDate(date)) {
    errors.push({ field: 'date', message: engineMessage(actor.language, 'effectiveBadDate', { value: typeof date === 'string' ? date : '' }) });
  }
  if (errors.length > 0) throw validationError(actor.language, errors);
  let query = context.db.selectFrom(tableOf(entity)).select(entity.primaryKey);
  for (const key of dated.keys) query = query.where(key, '=', params[key]);
  query = query.where(dated.dateField, '<=', date);
  const scope = recordScope(entity, actor, context.catalog);
  if (scope) query = query.where(scope);
  const row = await query.orderBy(dated.dateField, 'desc').orderBy(entity.primaryKey, 'desc').limit(1).executeTakeFirst();
  if (!row) {
    const keys = dated.keys.map((key) => String(params[key])).join('/');
    const entityName = actor.language === 'EN' ? entity.label.en : entity.label.cn;
    const message = engineMessage(actor.language, 'noneEffective', { entity: entityName, keys, date: String(date), dateLabel: labelOf(entity, dated.dateField, actor) });
    throw new ApiError(message, [{ field: 'date', message }]);
  }
  return Number(row[entity.primaryKey]);
}

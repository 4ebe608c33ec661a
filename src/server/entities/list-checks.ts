import type { Expression as SqlExpression, SqlBool } from 'kysely';
import type { FieldError, LineLocation } from '../../shared/api/envelope';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import { effectiveProfileValue } from '../profiles/effective-profile';
import { evaluateValue } from '../../shared/expressions/evaluate-expression';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { FieldMapping } from '../../shared/formats/expression';
import { LIST_CONTROLS, type ListCheck, type ListControl } from '../../shared/formats/posting-format';
import { isEmptyValue } from '../../shared/validation/validate-record';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { fieldLabel } from './entity-fields';
import { expressionContextOf } from './links/expression-context';
import { linkMessage } from './links/link-messages';
import type { LinePlan } from './save-lines';

/** One record a check looks at: a line (with where it is and what its save writes) or the header. */
interface Checked {
  record: EntityRecord;
  entity: EntitySchema;
  location?: LineLocation;
  changed?: EntityRecord | 'all';
}

/**
 * The control the configuration profile sets for this save: its effective value for the caller, his
 * current responsibility and the header's organisation (effective-profile.ts), else the check's default.
 */
async function controlOf(context: EngineContext, check: ListCheck, header: EntityRecord, actor: Actor): Promise<ListControl> {
  const orgId = check.control.orgField ? header[check.control.orgField] : undefined;
  const found = await effectiveProfileValue(context, context.catalog, check.control.profile, {
    userId: actor.userId,
    responsibilityId: actor.responsibilityId,
    orgId: isEmptyValue(orgId) ? undefined : Number(orgId),
  });
  const value = String(found?.value ?? '').trim().toUpperCase();
  return (LIST_CONTROLS as readonly string[]).includes(value) ? (value as ListControl) : check.control.default;
}

function valuesOf(mapping: FieldMapping, item: Checked, header: EntityRecord, context: EngineContext, actor: Actor): EntityRecord | undefined {
  const scope = { record: item.record, parent: item.location ? header : undefined, context: expressionContextOf(context, actor) };
  const values: EntityRecord = {};
  for (const [field, expression] of Object.entries(mapping)) {
    const value = evaluateValue(expression, scope);
    if (isEmptyValue(value)) return undefined;
    values[field] = value;
  }
  return values;
}

/** Whether a record of the list allows the item; undefined when the item has nothing to check. */
async function isListed(context: EngineContext, check: ListCheck, item: Checked, header: EntityRecord, actor: Actor): Promise<boolean | undefined> {
  const match = valuesOf(check.match, item, header, context, actor);
  if (!match) return undefined;
  const alternatives = (check.anyOf ?? []).map((mapping) => valuesOf(mapping, item, header, context, actor)).filter((values) => values !== undefined);
  if (check.anyOf && alternatives.length === 0) return undefined;
  const list = context.catalog.get(check.list);
  let query = context.db.selectFrom(tableOf(list)).select(list.primaryKey);
  for (const [field, value] of Object.entries({ ...match, ...check.where })) query = query.where(field, '=', value as string | number);
  if (check.inForce) {
    const on = evaluateValue(check.inForce.on, { record: item.record, parent: item.location ? header : undefined, context: expressionContextOf(context, actor) });
    const { from, to } = check.inForce;
    if (!isEmptyValue(on)) {
      query = query.where((eb) => eb.or([eb(from, 'is', null), eb(from, '<=', String(on))]));
      query = query.where((eb) => eb.or([eb(to, 'is', null), eb(to, '>=', String(on))]));
    }
  }
  if (alternatives.length > 0) {
    query = query.where((eb) =>
      eb.or(alternatives.map((values) => eb.and(Object.entries(values).map(([field, value]) => eb(field, '=', value as string | number))) as SqlExpression<SqlBool>)),
    );
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The named field as a person reads it: a reference by its code and name, else its value. */
async function shownValue(context: EngineContext, entity: EntitySchema, field: string, record: EntityRecord): Promise<string> {
  const value = record[field];
  const ref = findField(entity, field)?.ref;
  if (!ref || isEmptyValue(value)) return String(value ?? '');
  const target = context.catalog.get(ref.entity);
  const row = await context.db.selectFrom(tableOf(target)).selectAll().where(target.primaryKey, '=', Number(value)).executeTakeFirst();
  if (!row) return String(value);
  return [target.codeField, target.displayField].filter((name) => name && !isEmptyValue(row[name])).map((name) => String(row[name as string])).join(' ');
}

async function messageOf(context: EngineContext, check: ListCheck, item: Checked, actor: Actor): Promise<string> {
  const field = findField(item.entity, check.field);
  const template = actor.language === 'EN' ? check.message.en : check.message.cn;
  const value = await shownValue(context, item.entity, check.field, item.record);
  return linkMessage(actor.language, 'listCheckOn', { label: field ? fieldLabel(field, actor.language) : check.field, value, message: template });
}

function setFlag(item: Checked, flag: string | undefined, value: 'Y' | 'N'): void {
  if (!flag) return;
  item.record[flag] = value;
  if (item.changed && item.changed !== 'all') item.changed[flag] = value;
}

/**
 * The entity's list checks (docs/authoring.md "Lines allowed by a list") on a save, before anything is
 * written: under REFUSE a line not allowed refuses the save naming the line and the field; under WARN the
 * save goes on, the line's flag field says Y and the warning is added to `context.warnings` (the answer's
 * message); NONE checks nothing and clears the flags. Lines kept as stored are checked too.
 */
export async function applyListChecks(context: EngineContext, entity: EntitySchema, header: EntityRecord, accepted: EntityRecord, plans: readonly LinePlan[], actor: Actor): Promise<void> {
  const errors: FieldError[] = [];
  for (const check of entity.listChecks ?? []) {
    const plan = check.lines ? plans.find((candidate) => candidate.collection.name === check.lines) : undefined;
    const items: Checked[] = plan
      ? plan.lines.map((line) => ({ record: line.record, entity: plan.entity, location: line.location, changed: line.changed }))
      : [{ record: header, entity, changed: accepted }];
    const control = await controlOf(context, check, header, actor);
    for (const item of items) {
      const listed = control === 'NONE' ? undefined : await isListed(context, check, item, header, actor);
      setFlag(item, check.flagField, listed === false ? 'Y' : 'N');
      if (listed !== false) continue;
      const message = await messageOf(context, check, item, actor);
      if (control === 'REFUSE') errors.push({ field: check.field, ...(item.location ? { line: item.location } : {}), message });
      else context.warnings?.push(item.location ? engineMessage(actor.language, 'linePrefix', { index: item.location.index + 1, message }) : message);
    }
  }
  if (errors.length > 0) throw validationError(actor.language, errors);
}

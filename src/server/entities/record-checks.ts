import type { FieldError, LineLocation } from '../../shared/api/envelope';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntityField, EntitySchema, LineCollection } from '../../shared/formats/entity-format';
import { failedReferenceFilter, filterDependencies } from '../../shared/entity/field-rules';
import type { ConditionContext } from '../../shared/expressions/evaluate-condition';
import { isEmptyValue, isServerSetField, validateRecord } from '../../shared/validation/validate-record';
import { attachmentErrors } from './attachment-links';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { fieldLabel } from './entity-fields';
import { lookupCodes, type LookupTable } from './lookup-values';
import { organizationGranted } from './org-scope';
import { permitGranted } from './permit-scope';
import { recordScope } from './record-scope';
import { actorConditions } from './actor-conditions';

/** One record to check before writing: a header, or a line with its place in the header. */
export interface RecordToCheck {
  entity: EntitySchema;
  record: EntityRecord;
  /** Its own id on update, so it does not collide with itself in unique checks. */
  id?: number;
  line?: LineLocation;
  /** The line's foreign key: set by the engine, so neither required from nor checked in the input. */
  foreignKey?: string;
  /** The record a line belongs to (the header, or the line above a line of a line). */
  parent?: EntityRecord;
  /** The values the save writes on update (the engine adds what it sets itself), or 'all' on insert. */
  changed?: EntityRecord | 'all';
  /** The record as stored before this save, on update. */
  stored?: EntityRecord;
}

/** What a record's conditions may test besides its fields: who saves it and whether it is new. */
export function conditionContextOf(item: RecordToCheck, actor: Actor): ConditionContext {
  return actorConditions(actor, item.id === undefined);
}

function fieldError(item: RecordToCheck, field: string, message: string): FieldError {
  return item.line ? { field, line: item.line, message } : { field, message };
}

/** Schema rules of src/shared/validation (required, type, length, min/max, precision, lookup codes). */
function schemaErrors(item: RecordToCheck, lookups: LookupTable, actor: Actor): FieldError[] {
  const record = item.foreignKey ? { ...item.record, [item.foreignKey]: 0 } : item.record;
  return validateRecord(item.entity, record, { language: actor.language, lookupCodes: lookupCodes(lookups), conditions: conditionContextOf(item, actor) })
    .map((error) => (item.line ? { ...error, line: item.line } : error));
}

/**
 * A user limited to some organisations keeps every record he writes inside them: a header's
 * organisation field must hold one of his (a line follows its header, checked through the reference).
 */
function organizationError(item: RecordToCheck, actor: Actor): FieldError | undefined {
  const field = item.entity.orgScope?.field;
  if (!field || item.line || organizationGranted(actor, item.record[field])) return undefined;
  const declared = findField(item.entity, field);
  const label = declared ? fieldLabel(declared, actor.language) : field;
  return fieldError(item, field, engineMessage(actor.language, 'orgNotGranted', { label, value: String(item.record[field] ?? '') }));
}

/** A user limited by data permits keeps every record he writes inside them: each `permitScope` field holds one of his values. */
function permitErrors(item: RecordToCheck, actor: Actor): FieldError[] {
  return (item.entity.permitScope ?? []).flatMap(({ permit, field }) => {
    if (permitGranted(actor, permit, item.record[field])) return [];
    const declared = findField(item.entity, field);
    const label = declared ? fieldLabel(declared, actor.language) : field;
    return [fieldError(item, field, engineMessage(actor.language, 'permitNotGranted', { label, value: String(item.record[field] ?? '') }))];
  });
}

interface ReferenceUse {
  index: number;
  item: RecordToCheck;
  field: EntityField;
  target: string;
  id: number;
}

/** The fields of the target a reference's filter compares (a supplier site's supplierId). */
function filterFields(field: EntityField): string[] {
  return Object.keys(field.ref?.filter ?? {});
}

/** A reference whose record does not meet its filter (a cascading choice), named with what it depends on. */
function filterError(use: ReferenceUse, referenced: Record<string, unknown>, catalog: EngineContext['catalog'], actor: Actor): FieldError | undefined {
  const failed = failedReferenceFilter(use.field, referenced, use.item.record, use.item.parent);
  if (!failed) return undefined;
  const dependency = filterDependencies(use.field)[0];
  const dependsOn = dependency && !dependency.onHeader ? findField(use.item.entity, dependency.name) : undefined;
  const targetField = findField(catalog.get(use.target), failed);
  const depends = dependsOn ? fieldLabel(dependsOn, actor.language) : targetField ? fieldLabel(targetField, actor.language) : failed;
  return fieldError(use.item, use.field.name, engineMessage(actor.language, 'referenceOutsideFilter', { label: fieldLabel(use.field, actor.language), depends }));
}

/**
 * Every reference must point at an existing record the actor may see (and that its filter allows): one
 * query per referenced entity. Answers the errors of each item, by position.
 */
export async function referenceErrors(context: EngineContext, items: RecordToCheck[], failed: Set<string>, actor: Actor): Promise<FieldError[][]> {
  const wanted = new Map<string, { ids: Set<number>; columns: Set<string> }>();
  const uses: ReferenceUse[] = [];
  items.forEach((item, index) => {
    for (const field of item.entity.fields) {
      if (!field.ref || field.name === item.foreignKey || isServerSetField(field) || !context.catalog.has(field.ref.entity)) continue;
      const value = item.record[field.name];
      if (isEmptyValue(value) || failed.has(`${index}:${field.name}`)) continue;
      const id = Number(value);
      const entry = wanted.get(field.ref.entity) ?? { ids: new Set<number>(), columns: new Set<string>() };
      entry.ids.add(id);
      for (const name of filterFields(field)) entry.columns.add(name);
      wanted.set(field.ref.entity, entry);
      uses.push({ index, item, field, target: field.ref.entity, id });
    }
  });
  const existing = new Map<string, Map<number, Record<string, unknown>>>();
  for (const [name, { ids, columns }] of wanted) {
    const target = context.catalog.get(name);
    let query = context.db.selectFrom(tableOf(target)).select([target.primaryKey, ...columns]).where(target.primaryKey, 'in', [...ids]);
    const scope = recordScope(target, actor, context.catalog);
    if (scope) query = query.where(scope);
    const rows = await query.execute();
    existing.set(name, new Map(rows.map((row) => [Number(row[target.primaryKey]), row])));
  }
  const errors: FieldError[][] = items.map(() => []);
  for (const use of uses) {
    const referenced = existing.get(use.target)?.get(use.id);
    if (!referenced) {
      errors[use.index].push(fieldError(use.item, use.field.name, engineMessage(actor.language, 'referenceMissing', { label: fieldLabel(use.field, actor.language), value: use.id })));
      continue;
    }
    const outside = filterError(use, referenced, context.catalog, actor);
    if (outside) errors[use.index].push(outside);
  }
  return errors;
}

/** The field groups whose values must be unique in the entity's table: unique fields (not server-set) and unique indexes. */
export function uniqueGroups(entity: EntitySchema): string[][] {
  return [
    ...entity.fields.filter((field) => field.unique && !isServerSetField(field)).map((field) => [field.name]),
    ...(entity.indexes ?? []).filter((index) => index.unique).map((index) => index.fields),
  ];
}

/** Whether a record takes part in the unique check of these fields: each of them given (a line's foreign key is not). */
export function givesUniqueValues(item: RecordToCheck, fields: readonly string[]): boolean {
  return !fields.some((name) => name === item.foreignKey || isEmptyValue(item.record[name]));
}

/** The business code (the entity's codeField) of a stored record that holds a unique value, to name it in the refusal. */
export function holderCode(entity: EntitySchema, row: Record<string, unknown>): string | undefined {
  const code = entity.codeField ? row[entity.codeField] : undefined;
  return isEmptyValue(code) ? undefined : String(code);
}

/**
 * The refusal of a value another record holds: a clear message with the fields' labels and the value,
 * and the holder's business code when the entity has one and it is not the duplicate value itself
 * (供应商名称"X"已存在：供应商编码 S000001).
 */
export function duplicateError(item: RecordToCheck, fields: readonly string[], actor: Actor, holder?: string): FieldError {
  const labels = fields.map((name) => {
    const field = findField(item.entity, name);
    return field ? fieldLabel(field, actor.language) : name;
  });
  const value = fields.map((name) => String(item.record[name])).join('/');
  // A duplicate business code names itself already: no holder after it.
  const codeField = item.entity.codeField && !fields.includes(item.entity.codeField) ? findField(item.entity, item.entity.codeField) : undefined;
  const message = holder !== undefined && codeField
    ? engineMessage(actor.language, 'duplicateHeldBy', { label: labels.join('/'), value, codeLabel: fieldLabel(codeField, actor.language), code: holder })
    : engineMessage(actor.language, 'duplicate', { label: labels.join('/'), value });
  return fieldError(item, fields[fields.length - 1], message);
}

/**
 * A unique index holding a line's foreign key (an item's drawing number and version) is unique among the
 * lines of one header: the saved lines replace the stored ones, so they are checked against each other.
 */
function siblingDuplicateErrors(items: RecordToCheck[], actor: Actor): FieldError[] {
  const seen = new Map<object, Set<string>>();
  const errors: FieldError[] = [];
  for (const item of items) {
    const { foreignKey, parent, line } = item;
    if (!foreignKey || !parent || !line) continue;
    for (const fields of uniqueGroups(item.entity)) {
      if (!fields.includes(foreignKey)) continue;
      const own = fields.filter((name) => name !== foreignKey);
      if (own.some((name) => isEmptyValue(item.record[name]))) continue;
      const keys = seen.get(parent) ?? new Set<string>();
      seen.set(parent, keys);
      const key = JSON.stringify([line.collection, ...own.map((name) => String(item.record[name]).trim())]);
      if (keys.has(key)) errors.push(duplicateError(item, own, actor));
      keys.add(key);
    }
  }
  return errors;
}

/** Unique fields and unique indexes: a clear message with the field's label and the value. */
async function uniqueErrors(context: EngineContext, item: RecordToCheck, actor: Actor): Promise<FieldError[]> {
  const { entity, record } = item;
  const errors: FieldError[] = [];
  for (const fields of uniqueGroups(entity)) {
    if (!givesUniqueValues(item, fields)) continue;
    let query = context.db.selectFrom(tableOf(entity)).select(entity.codeField ? [entity.primaryKey, entity.codeField] : [entity.primaryKey]);
    for (const name of fields) query = query.where(name, '=', record[name]);
    if (item.id !== undefined) query = query.where(entity.primaryKey, '<>', item.id);
    const holder = await query.limit(1).executeTakeFirst();
    if (!holder) continue;
    errors.push(duplicateError(item, fields, actor, holderCode(entity, holder)));
  }
  return errors;
}

/**
 * The checks that need no query, of each item by position: schema rules, the organisation, then the
 * checks registered in code. Fields failing them go into `failed` (as "position:field"): not looked up further.
 */
export function fieldErrors(context: EngineContext, items: RecordToCheck[], lookups: LookupTable, actor: Actor, failed: Set<string>): FieldError[][] {
  return items.map((item, index) => {
    const found = schemaErrors(item, lookups, actor);
    const orgError = found.length === 0 ? organizationError(item, actor) : undefined;
    if (orgError) found.push(orgError);
    if (found.length === 0) found.push(...permitErrors(item, actor));
    for (const error of found) failed.add(`${index}:${error.field}`);
    // A check registered in code relies on the schema rules holding (a known lookup code, a number...).
    const custom = context.recordChecks.get(item.entity.name);
    if (custom && found.length === 0) {
      for (const error of custom(item.record, actor)) found.push(fieldError(item, error.field, error.message));
    }
    return found;
  });
}

/** The collection a line entity belongs to (its header's declaration), for a line saved on its own. */
function collectionOf(context: EngineContext, entity: EntitySchema): LineCollection | undefined {
  for (const header of context.catalog.all()) {
    const found = (header.lines ?? []).find((collection) => collection.entity === entity.name);
    if (found) return found;
  }
  return undefined;
}

/**
 * Flag fields declared `exclusive`: at most one line of a header holds Y. Lines saved with their header
 * are compared with each other (a sent collection replaces the stored one); a line saved on its own is
 * compared with the stored lines of its header.
 */
async function exclusiveErrors(context: EngineContext, items: RecordToCheck[], actor: Actor): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    for (const field of item.entity.fields) {
      if (!field.exclusive || item.record[field.name] !== 'Y') continue;
      const args = { entity: item.entity.label[actor.language === 'EN' ? 'en' : 'cn'], label: fieldLabel(field, actor.language) };
      if (item.line && item.parent) {
        const key = `${item.entity.name}.${field.name}.${item.line.parent ? JSON.stringify(item.line.parent) : ''}`;
        if (seen.has(key)) errors.push(fieldError(item, field.name, engineMessage(actor.language, 'exclusiveFlag', { ...args })));
        else seen.add(key);
        continue;
      }
      const collection = collectionOf(context, item.entity);
      if (!collection || isEmptyValue(item.record[collection.foreignKey])) continue;
      let query = context.db.selectFrom(tableOf(item.entity)).select(item.entity.primaryKey)
        .where(collection.foreignKey, '=', item.record[collection.foreignKey]).where(field.name, '=', 'Y');
      if (item.id !== undefined) query = query.where(item.entity.primaryKey, '<>', item.id);
      const holder = await query.limit(1).executeTakeFirst();
      if (holder) errors.push(fieldError(item, field.name, engineMessage(actor.language, 'exclusiveFlag', { ...args })));
    }
  }
  return errors;
}

/** Checks every record of one save; any problem refuses the whole save with all field errors. */
export async function checkRecords(context: EngineContext, items: RecordToCheck[], lookups: LookupTable, actor: Actor): Promise<void> {
  const failed = new Set<string>();
  const errors = fieldErrors(context, items, lookups, actor, failed).flat();
  errors.push(...(await referenceErrors(context, items, failed, actor)).flat());
  errors.push(...(await attachmentErrors(context, items, failed, actor)));
  for (const item of items) errors.push(...(await uniqueErrors(context, item, actor)));
  errors.push(...siblingDuplicateErrors(items, actor));
  errors.push(...(await exclusiveErrors(context, items, actor)));
  if (errors.length > 0) throw validationError(actor.language, errors);
}

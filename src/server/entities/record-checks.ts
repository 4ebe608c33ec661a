import type { FieldError } from '../../shared/api/envelope';
import { findField, tableOf } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import { isEmptyValue, isServerSetField, validateRecord } from '../../shared/validation/validate-record';
import { attachmentErrors } from './attachment-links';
import type { EngineContext } from './engine-context';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { fieldLabel } from './entity-fields';
import { lookupCodes, type LookupTable } from './lookup-values';
import { organizationGranted } from './org-scope';
import { recordScope } from './record-scope';

/** One record to check before writing: a header, or a line with its place in the header. */
export interface RecordToCheck {
  entity: EntitySchema;
  record: EntityRecord;
  /** Its own id on update, so it does not collide with itself in unique checks. */
  id?: number;
  line?: { collection: string; index: number };
  /** The line's foreign key: set by the engine, so neither required from nor checked in the input. */
  foreignKey?: string;
}

function fieldError(item: RecordToCheck, field: string, message: string): FieldError {
  return item.line ? { field, line: item.line, message } : { field, message };
}

/** Schema rules of src/shared/validation (required, type, length, min/max, precision, lookup codes). */
function schemaErrors(item: RecordToCheck, lookups: LookupTable, actor: Actor): FieldError[] {
  const record = item.foreignKey ? { ...item.record, [item.foreignKey]: 0 } : item.record;
  return validateRecord(item.entity, record, { language: actor.language, lookupCodes: lookupCodes(lookups) })
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

/** Every reference must point at an existing record the actor may see: one query per referenced entity. */
async function referenceErrors(context: EngineContext, items: RecordToCheck[], failed: Set<string>, actor: Actor): Promise<FieldError[]> {
  const wanted = new Map<string, Set<number>>();
  const uses: { item: RecordToCheck; field: string; target: string; id: number }[] = [];
  for (const item of items) {
    for (const field of item.entity.fields) {
      if (!field.ref || field.name === item.foreignKey || isServerSetField(field) || !context.catalog.has(field.ref.entity)) continue;
      const value = item.record[field.name];
      if (isEmptyValue(value) || failed.has(`${items.indexOf(item)}:${field.name}`)) continue;
      const id = Number(value);
      wanted.set(field.ref.entity, (wanted.get(field.ref.entity) ?? new Set<number>()).add(id));
      uses.push({ item, field: field.name, target: field.ref.entity, id });
    }
  }
  const existing = new Map<string, Set<number>>();
  for (const [name, ids] of wanted) {
    const target = context.catalog.get(name);
    let query = context.db.selectFrom(tableOf(target)).select(target.primaryKey).where(target.primaryKey, 'in', [...ids]);
    const scope = recordScope(target, actor, context.catalog);
    if (scope) query = query.where(scope);
    const rows = await query.execute();
    existing.set(name, new Set(rows.map((row) => Number(row[target.primaryKey]))));
  }
  return uses
    .filter((use) => !existing.get(use.target)?.has(use.id))
    .map((use) => {
      const field = findField(use.item.entity, use.field);
      const label = field ? fieldLabel(field, actor.language) : use.field;
      return fieldError(use.item, use.field, engineMessage(actor.language, 'referenceMissing', { label, value: use.id }));
    });
}

/** Unique fields and unique indexes: a clear message with the field's label and the value. */
async function uniqueErrors(context: EngineContext, item: RecordToCheck, actor: Actor): Promise<FieldError[]> {
  const { entity, record } = item;
  const groups = [
    ...entity.fields.filter((field) => field.unique && !isServerSetField(field)).map((field) => [field.name]),
    ...(entity.indexes ?? []).filter((index) => index.unique).map((index) => index.fields),
  ];
  const errors: FieldError[] = [];
  for (const fields of groups) {
    if (fields.some((name) => name === item.foreignKey || isEmptyValue(record[name]))) continue;
    let query = context.db.selectFrom(tableOf(entity)).select(entity.primaryKey);
    for (const name of fields) query = query.where(name, '=', record[name]);
    if (item.id !== undefined) query = query.where(entity.primaryKey, '<>', item.id);
    if (!(await query.limit(1).executeTakeFirst())) continue;
    const labels = fields.map((name) => {
      const field = findField(entity, name);
      return field ? fieldLabel(field, actor.language) : name;
    });
    const value = fields.map((name) => String(record[name])).join('/');
    errors.push(fieldError(item, fields[fields.length - 1], engineMessage(actor.language, 'duplicate', { label: labels.join('/'), value })));
  }
  return errors;
}

/** Checks every record of one save; any problem refuses the whole save with all field errors. */
export async function checkRecords(context: EngineContext, items: RecordToCheck[], lookups: LookupTable, actor: Actor): Promise<void> {
  const errors: FieldError[] = [];
  const failed = new Set<string>();
  items.forEach((item, index) => {
    const found = schemaErrors(item, lookups, actor);
    const orgError = found.length === 0 ? organizationError(item, actor) : undefined;
    if (orgError) found.push(orgError);
    for (const error of found) {
      errors.push(error);
      failed.add(`${index}:${error.field}`);
    }
    // A check registered in code relies on the schema rules holding (a known lookup code, a number...).
    const custom = context.recordChecks.get(item.entity.name);
    if (custom && found.length === 0) {
      for (const error of custom(item.record, actor)) errors.push(fieldError(item, error.field, error.message));
    }
  });
  errors.push(...(await referenceErrors(context, items, failed, actor)));
  errors.push(...(await attachmentErrors(context, items, failed, actor)));
  for (const item of items) errors.push(...(await uniqueErrors(context, item, actor)));
  if (errors.length > 0) throw validationError(actor.language, errors);
}

import type { FieldError, LineLocation } from '../../../src/shared/api/envelope';
import { findField } from '../../../src/shared/entity/entity-catalog';
import { evaluateValue } from '../../../src/shared/expressions/evaluate-expression';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import type { FieldMapping } from '../../../src/shared/formats/expression';
import { LIST_CONTROLS, type ListCheck, type ListControl } from '../../../src/shared/formats/posting-format';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import type { MemoryEntityStore } from './memory-entity-store';
import { memoryMessage } from './memory-messages';
import type { Row } from './memory-query';

/** One record a check looks at: a planned line (its values are what the save writes) or the header. */
export interface ListChecked {
  entity: EntitySchema;
  values: Row;
  location?: LineLocation;
}

function controlOf(store: MemoryEntityStore, check: ListCheck, header: Row): ListControl {
  if (!store.catalog.has('baseConfigProfile')) return check.control.default;
  const rows = [...store.table('baseConfigProfile').values()].filter((row) => row.profileCode === check.control.profile && row.enabledFlag !== 'N');
  const orgId = check.control.orgField ? header[check.control.orgField] : undefined;
  const pick = (level: string, key?: string, value?: unknown) => rows.find((row) => row.profileLevel === level && (!key || (!isEmptyValue(value) && Number(row[key]) === Number(value))));
  const value = String((pick('USER', 'userId', store.user.userId) ?? pick('ORG', 'orgId', orgId) ?? pick('SITE'))?.profileValue ?? '').trim().toUpperCase();
  return (LIST_CONTROLS as readonly string[]).includes(value) ? (value as ListControl) : check.control.default;
}

function valuesOf(mapping: FieldMapping, item: ListChecked, header: Row, today: string): Row | undefined {
  const values: Row = {};
  for (const [field, expression] of Object.entries(mapping)) {
    const value = evaluateValue(expression, { record: item.values, parent: item.location ? header : undefined, context: { today } });
    if (isEmptyValue(value)) return undefined;
    values[field] = value;
  }
  return values;
}

const equal = (row: Row, values: Row) => Object.entries(values).every(([field, value]) => String(row[field] ?? '') === String(value));

/** Whether a list record allows the item, like the server (list-checks.ts); undefined: nothing to check. */
function isListed(store: MemoryEntityStore, check: ListCheck, item: ListChecked, header: Row, today: string): boolean | undefined {
  const match = valuesOf(check.match, item, header, today);
  if (!match) return undefined;
  const alternatives = (check.anyOf ?? []).map((mapping) => valuesOf(mapping, item, header, today)).filter((values) => values !== undefined);
  if (check.anyOf && alternatives.length === 0) return undefined;
  const on = check.inForce ? String(evaluateValue(check.inForce.on, { record: item.values, parent: header, context: { today } }) ?? '') : '';
  return [...store.table(check.list).values()].some((row) =>
    equal(row, { ...match, ...check.where }) &&
    (!check.inForce || on === '' || ((isEmptyValue(row[check.inForce.from]) || String(row[check.inForce.from]) <= on) && (isEmptyValue(row[check.inForce.to]) || String(row[check.inForce.to]) >= on))) &&
    (alternatives.length === 0 || alternatives.some((values) => equal(row, values))),
  );
}

function messageOf(store: MemoryEntityStore, check: ListCheck, item: ListChecked): string {
  const field = findField(item.entity, check.field);
  const value = item.values[check.field];
  const ref = field?.ref && !isEmptyValue(value) && store.catalog.has(field.ref.entity) ? store.catalog.get(field.ref.entity) : undefined;
  const referenced = ref ? store.table(ref.name).get(Number(value)) : undefined;
  const shown = ref && referenced ? [ref.codeField, ref.displayField].filter((name) => name && !isEmptyValue(referenced[name])).map((name) => String(referenced[name as string])).join(' ') : String(value ?? '');
  const text = (label: { cn: string; en: string }) => (store.language === 'EN' ? label.en : label.cn);
  return memoryMessage('listCheckOn', store.language, { label: field ? text(field.label) : check.field, value: shown, message: text(check.message) });
}

/**
 * The entity's list checks in memory, like the server: REFUSE answers the errors (line and field named),
 * WARN sets the lines' flag fields and answers the warnings, NONE clears the flags.
 */
export function listCheckOutcome(store: MemoryEntityStore, entity: EntitySchema, header: Row, lines: (name: string) => ListChecked[], today: string): { errors: FieldError[]; warnings: string[] } {
  const errors: FieldError[] = [];
  const warnings: string[] = [];
  for (const check of entity.listChecks ?? []) {
    const items = check.lines ? lines(check.lines) : [{ entity, values: header }];
    const control = controlOf(store, check, header);
    for (const item of items) {
      const listed = control === 'NONE' ? undefined : isListed(store, check, item, header, today);
      if (check.flagField) item.values[check.flagField] = listed === false ? 'Y' : 'N';
      if (listed !== false) continue;
      const message = messageOf(store, check, item);
      const located = item.location ? memoryMessage('linePrefix', store.language, { index: item.location.index + 1, message }) : message;
      if (control === 'REFUSE') errors.push({ field: check.field, ...(item.location ? { line: item.location } : {}), message });
      else warnings.push(located);
    }
  }
  return { errors, warnings };
}

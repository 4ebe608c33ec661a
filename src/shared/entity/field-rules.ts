import { evaluateCondition, type ConditionContext } from '../expressions/evaluate-condition';
import { evaluateValue } from '../expressions/evaluate-expression';
import type { EntityField } from '../formats/entity-format';
import { declaredDefault } from './field-default';
import { toDecimal } from '../numbers/decimal';
import { isEmptyValue } from '../validation/empty-value';

type Row = Readonly<Record<string, unknown>>;

/** The same value whatever its form: numbers by decimal value, empty as empty, the rest as text. */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
  const x = toDecimal(a);
  const y = toDecimal(b);
  if (x && y) return x.equals(y);
  return String(a) === String(b);
}

/** What a new record holds in a field when the caller gives nothing: the default, or the header's inherited value. */
function engineValue(field: EntityField, parent: Row | undefined, userId: number | undefined): unknown {
  if (field.default !== undefined) return declaredDefault(field, userId);
  return field.inherit && parent ? parent[field.inherit] : null;
}

/**
 * Whether a save breaks a field's `readOnlyWhen`: while the rule holds on the record as stored (a new
 * record: as it will be), the field must keep its stored value (a new record: what the engine gives it).
 * The server refuses such a save; the browser never sends one because it follows the same rule.
 */
export function breaksReadOnlyRule(field: EntityField, record: Row, stored: Row | undefined, parent: Row | undefined, context: ConditionContext): boolean {
  if (!field.readOnlyWhen) return false;
  if (!evaluateCondition(field.readOnlyWhen, stored ?? record, context, { parent })) return false;
  return !sameFieldValue(record[field.name], stored ? stored[field.name] : engineValue(field, parent, context.userId));
}

/**
 * The first filter of a reference (`ref.filter`, a cascading choice) that the referenced record does not
 * meet: its field must equal the expression on the referencing record (a line's expression reads its
 * header through {parentField}). An empty expected value leaves the choice open.
 */
export function failedReferenceFilter(field: EntityField, referenced: Row, record: Row, parent: Row | undefined): string | undefined {
  for (const [name, expression] of Object.entries(field.ref?.filter ?? {})) {
    const expected = evaluateValue(expression, { record, parent });
    if (!isEmptyValue(expected) && String(referenced[name] ?? '') !== String(expected)) return name;
  }
  return undefined;
}

/** The field a reference's filter waits for (`{field}` of the record or `{parentField}` of its header), for hints. */
export function filterDependencies(field: EntityField): { name: string; onHeader: boolean }[] {
  return Object.values(field.ref?.filter ?? {}).flatMap((expression): { name: string; onHeader: boolean }[] => {
    if (typeof expression !== 'object' || expression === null) return [];
    if ('field' in expression) return [{ name: expression.field, onHeader: false }];
    if ('parentField' in expression) return [{ name: expression.parentField, onHeader: true }];
    return [];
  });
}

/**
 * The list parameters that show only records a reference's filter allows, from the record being edited:
 * undefined while an expected value is still empty (the choice waits for it).
 */
export function referenceFilterParams(field: EntityField, record: Row, parent: Row | undefined): Record<string, unknown> | undefined {
  const params: Record<string, unknown> = {};
  for (const [name, expression] of Object.entries(field.ref?.filter ?? {})) {
    const expected = evaluateValue(expression, { record, parent });
    if (isEmptyValue(expected)) return undefined;
    params[name] = expected;
  }
  return params;
}

/**
 * The values a picked reference fills (`ref.fill`): each mapped field takes the referenced record's value.
 * `onlyEmpty` (the server's defaults) leaves fields that already hold a value; a pick in the browser
 * overwrites them.
 */
export function referenceFillValues(field: EntityField, referenced: Row, record: Row, onlyEmpty: boolean, mayRead: (source: string) => boolean = () => true): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [own, source] of Object.entries(field.ref?.fill ?? {})) {
    if ((onlyEmpty && !isEmptyValue(record[own])) || !mayRead(source)) continue;
    values[own] = referenced[source] ?? null;
  }
  return values;
}

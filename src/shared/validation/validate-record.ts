import type { FieldError } from '../api/envelope';
import { evaluateCondition, type ConditionContext } from '../expressions/evaluate-condition';
import type { Language } from '../formats/common';
import type { EntityField, EntitySchema } from '../formats/entity-format';
import { exceedsSignificantDigits, MAX_SIGNIFICANT_DIGITS, toDecimal } from '../numbers/decimal';
import { isEmptyValue } from './empty-value';
import { formatProblem } from './text-formats';
import { validationMessage, type ValidationMessageKey } from './validation-messages';

export { isEmptyValue };

export interface ValidationContext {
  language: Language;
  /** Enabled codes of a lookup type; undefined when the caller cannot tell (the check is then skipped). */
  lookupCodes?: (lookupType: string) => ReadonlySet<string> | undefined;
  /** Who checks and whether the record is new: what a field's requiredWhen may test ($side, $new). */
  conditions?: ConditionContext;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/;
/** An attachment field: file ids joined by commas (spec 000 §3). */
const ATTACHMENT_IDS = /^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/;

/** Fields whose values the server sets: never required from, nor validated in, input. */
export function isServerSetField(field: EntityField): boolean {
  return Boolean(field.readOnly || field.computed || (field.autoNumber && !field.autoNumber.keepGiven) || field.createStamp || field.serverOnly);
}

function decimals(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function validDate(text: string): boolean {
  const time = Date.parse(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text.slice(0, 10);
}

/** The first problem with one value of a field, as a message key and its limit. */
function checkValue(field: EntityField, value: unknown): [ValidationMessageKey, (string | number)?] | undefined {
  switch (field.type) {
    case 'integer':
    case 'number': {
      const num = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof num !== 'number' || !Number.isFinite(num)) return ['notNumber'];
      if (field.type === 'integer' && !Number.isInteger(num)) return ['notInteger'];
      if (field.min !== undefined && num < field.min) return ['belowMin', field.min];
      if (field.max !== undefined && num > field.max) return ['aboveMax', field.max];
      if (field.type === 'number' && field.precision !== undefined && decimals(num) > field.precision) {
        return ['tooPrecise', field.precision];
      }
      const decimal = toDecimal(num);
      if (decimal && exceedsSignificantDigits(decimal)) return ['tooManyDigits', MAX_SIGNIFICANT_DIGITS];
      return undefined;
    }
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value) || !validDate(value)) return ['badDate', 'yyyy-MM-dd'];
      return undefined;
    case 'datetime':
      if (typeof value !== 'string' || !DATETIME.test(value) || !validDate(value)) {
        return ['badDate', 'yyyy-MM-dd HH:mm:ss'];
      }
      return undefined;
    case 'flag':
      return value === 'Y' || value === 'N' ? undefined : ['badFlag'];
    case 'attachment':
      return typeof value === 'string' && ATTACHMENT_IDS.test(value) ? undefined : ['badAttachmentIds'];
    default:
      if (typeof value !== 'string') return ['notText'];
      if (field.length !== undefined && value.length > field.length) return ['tooLong', field.length];
      return undefined;
  }
}

/** A `typedBy` field's value, checked as the type its record's type field names (a text value: numbers as their text). */
function checkTypedValue(field: EntityField, value: unknown, record: Record<string, unknown>): [ValidationMessageKey, (string | number)?] | undefined {
  if (!field.typedBy || typeof value !== 'string') return undefined;
  const type = field.typedBy.types[String(record[field.typedBy.field] ?? '')];
  if (!type || type === 'string') return undefined;
  if ((type === 'integer' || type === 'number') && !/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return ['notNumber'];
  return checkValue({ name: field.name, label: field.label, type }, type === 'integer' || type === 'number' ? value.trim() : value);
}

/**
 * Checks a record against its entity schema: required (also requiredWhen), type, length, min/max,
 * precision, significant digits and lookup codes. Server-set fields are skipped. The same function runs in the browser and on the server.
 */
export function validateRecord(
  entity: EntitySchema,
  record: Record<string, unknown>,
  context: ValidationContext,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of entity.fields) {
    if (isServerSetField(field)) continue;
    const value = record[field.name];
    const label = context.language === 'EN' ? field.label.en : field.label.cn;
    const fail = (key: ValidationMessageKey, limit?: string | number) =>
      errors.push({ field: field.name, message: validationMessage(key, context.language, { label, limit }) });
    if (isEmptyValue(value)) {
      const requiredNow = field.requiredWhen !== undefined && evaluateCondition(field.requiredWhen, record, context.conditions);
      if (field.required || requiredNow) fail('required');
      continue;
    }
    const problem = checkValue(field, value) ?? checkTypedValue(field, value, record);
    if (problem) {
      fail(problem[0], problem[1]);
      continue;
    }
    const formatted = field.format && typeof value === 'string' ? formatProblem(field.format, value) : undefined;
    if (formatted) {
      fail(formatted);
      continue;
    }
    if (field.lookup && context.lookupCodes) {
      const codes = context.lookupCodes(field.lookup);
      if (codes && !codes.has(String(value))) fail('unknownLookup', String(value));
    }
  }
  return errors;
}

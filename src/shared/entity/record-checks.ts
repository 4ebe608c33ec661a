import type { FieldError } from '../api/envelope';
import { evaluateCondition, type ConditionContext } from '../expressions/evaluate-condition';
import type { Language } from '../formats/common';
import type { EntitySchema } from '../formats/entity-format';
import type { RecordCheck } from '../formats/record-check-format';

type Row = Readonly<Record<string, unknown>>;

/**
 * The entity's `checks` that the record breaks: those that apply (`when`) and whose `rule` does not hold.
 * The record carries its line collections as arrays under their names (what `sumLines` reads); a line's
 * checks may read its header through `parent`. The one meaning of record checks, on the server, in the
 * memory adapter and in the browser as the user types.
 */
export function failedRecordChecks(entity: EntitySchema, record: Row, context: ConditionContext = {}, parent?: Row): RecordCheck[] {
  return (entity.checks ?? []).filter((check) => {
    const scope = { parent };
    if (check.when && !evaluateCondition(check.when, record, context, scope)) return false;
    return !evaluateCondition(check.rule, record, context, scope);
  });
}

/** The field a failed check's error names: its field, else its line collection, else the check's name. */
export function recordCheckField(check: RecordCheck): string {
  return check.field ?? check.lines ?? check.name;
}

export function recordCheckMessage(check: RecordCheck, language: Language): string {
  return language === 'EN' ? check.message.en : check.message.cn;
}

/** The failed checks as field errors, in the caller's language. */
export function recordCheckErrors(entity: EntitySchema, record: Row, language: Language, context: ConditionContext = {}, parent?: Row): FieldError[] {
  return failedRecordChecks(entity, record, context, parent).map((check) => ({ field: recordCheckField(check), message: recordCheckMessage(check, language) }));
}

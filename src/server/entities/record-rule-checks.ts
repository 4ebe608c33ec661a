import type { FieldError } from '../../shared/api/envelope';
import { recordCheckErrors } from '../../shared/entity/record-checks';
import type { ConditionContext } from '../../shared/expressions/evaluate-condition';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Actor, EntityRecord } from './entity-engine.types';
import { validationError } from './engine-messages';
import { plannedLines, type LinePlan } from './save-lines';

/**
 * The entity's record checks (`checks`, docs/authoring.md "Record checks") of a record about to be written,
 * as it will be stored: computed fields done, each line collection under its name. A line entity's
 * checks run on each line written, reading its header as `parent`; their errors name the line.
 */
export function recordRuleErrors(entity: EntitySchema, record: EntityRecord, plans: readonly LinePlan[], actor: Actor, context: ConditionContext): FieldError[] {
  const errors = recordCheckErrors(entity, record, actor.language, context);
  for (const { plan, line, header } of plannedLines(plans, record)) {
    if (!plan.replace || !plan.entity.checks) continue;
    const lineContext = { ...context, isNew: line.id === undefined };
    for (const error of recordCheckErrors(plan.entity, line.record, actor.language, lineContext, header)) errors.push({ ...error, line: line.location });
  }
  return errors;
}

/** Refuses the write with every broken check as a field error (status E). */
export function assertRecordRules(entity: EntitySchema, record: EntityRecord, plans: readonly LinePlan[], actor: Actor, context: ConditionContext): void {
  const errors = recordRuleErrors(entity, record, plans, actor, context);
  if (errors.length > 0) throw validationError(actor.language, errors);
}

import type { ConditionContext } from '../../../src/shared/expressions/evaluate-condition';
import type { EntitySchema } from '../../../src/shared/formats/entity-format';
import { isEmptyValue } from '../../../src/shared/validation/validate-record';
import type { EditRecord, RecordValues } from './edit-record';
import type { EditScreenModel } from './edit-model';

/** What `$side` and `$new` read on the header: who looks, and whether the record has its key yet. */
export function headerConditions(model: EditScreenModel, record: EditRecord, side: ConditionContext['side']): ConditionContext {
  return { side, isNew: isEmptyValue(record.header[model.entity.primaryKey]) };
}

/** On a line, `$new` is the line's own: a line added since the record was read has no key yet. */
export function lineConditions(lineEntity: EntitySchema, line: RecordValues, side: ConditionContext['side']): ConditionContext {
  return { side, isNew: isEmptyValue(line[lineEntity.primaryKey]) };
}

import type { FieldError } from '../../shared/api/envelope';
import { breaksReadOnlyRule } from '../../shared/entity/field-rules';
import type { Actor } from './entity-engine.types';
import { validationMessage } from '../../shared/validation/validation-messages';
import { validationError } from './engine-messages';
import { fieldLabel } from './entity-fields';
import { conditionContextOf, type RecordToCheck } from './record-checks';

/**
 * Entity field rules `readOnlyWhen` (docs/authoring.md): while the rule holds, a save may not change the
 * field (src/shared/entity/field-rules.ts). The browser follows the same rules, so only a hand-made
 * request meets this refusal, which names each field.
 */
export function assertReadOnlyRules(items: readonly RecordToCheck[], actor: Actor): void {
  const errors: FieldError[] = [];
  for (const item of items) {
    const context = conditionContextOf(item, actor);
    for (const field of item.entity.fields) {
      if (!breaksReadOnlyRule(field, item.record, item.stored, item.parent, context)) continue;
      const message = validationMessage('locked', actor.language, { label: fieldLabel(field, actor.language) });
      errors.push(item.line ? { field: field.name, line: item.line, message } : { field: field.name, message });
    }
  }
  if (errors.length > 0) throw validationError(actor.language, errors);
}

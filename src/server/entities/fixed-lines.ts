import { evaluateCondition } from '../../shared/expressions/evaluate-condition';
import type { Actor, EntityRecord } from './entity-engine.types';
import { engineMessage, validationError } from './engine-messages';
import { entityLabel } from './entity-fields';
import type { LinePlan } from './save-lines';
import { actorConditions } from './actor-conditions';

/**
 * Line collections with `fixedWhen` (docs/authoring.md): while the rule holds on the saved record, a save may
 * change its lines' fields (as their own rules allow) but neither add nor remove a line. The browser hides
 * 添加行 and 删除 then, so only a hand-made request meets this refusal, which names the collection.
 */
export function assertFixedLines(plans: readonly LinePlan[], stored: EntityRecord, actor: Actor): void {
  for (const plan of plans) {
    const rule = plan.collection.fixedWhen;
    if (!rule || !plan.replace || !evaluateCondition(rule, stored, actorConditions(actor, false))) continue;
    const kept = new Set(plan.lines.map((line) => line.id));
    if (plan.lines.every((line) => line.id !== undefined) && plan.storedIds.every((id) => kept.has(id))) continue;
    const message = engineMessage(actor.language, 'linesFixed', { collection: entityLabel(plan.entity, actor.language) });
    throw validationError(actor.language, [{ field: plan.collection.name, message }]);
  }
}

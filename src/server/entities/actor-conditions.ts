import type { ConditionContext } from '../../shared/expressions/evaluate-condition';
import type { Actor } from './entity-engine.types';

/** What a condition may test besides the record's fields: who acts (`$side`, `$currentUser`) and whether the record is new (`$new`). */
export function actorConditions(actor: Actor, isNew: boolean): ConditionContext {
  return { side: actor.userType === 'supplier' ? 'supplier' : 'buyer', isNew, userId: actor.userId };
}

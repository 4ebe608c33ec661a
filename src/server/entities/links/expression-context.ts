import type { ExpressionContext } from '../../../shared/expressions/evaluate-expression';
import { formatDate, formatDateTime } from '../engine-clock';
import type { EngineContext } from '../engine-context';
import type { Actor } from '../entity-engine.types';

/** The platform values an expression may read on the server: today, now, the user and his supplier. */
export function expressionContextOf(context: EngineContext, actor: Actor): ExpressionContext {
  const now = context.now();
  return { today: formatDate(now), now: formatDateTime(now), userId: actor.userId, supplierId: actor.supplierId };
}

import type { EngineContext } from './engine-context';
import type { Actor } from './entity-engine.types';

/** A workflow action the engine ran on a record (submit, approve, reject, publish...), whoever called it. */
export interface EngineEvent {
  entity: string;
  action: string;
  id: number;
  actor: Actor;
  /** The comment the action was given (a reject reason), or null. */
  comment: string | null;
}

/**
 * Who hears the workflow actions of every entity (the message centre, src/server/message-centre): one
 * listener for the whole platform, so areas only declare which actions produce messages (as data).
 * `dispatch` runs inside the transaction that ran the actions, after its last step and before its commit
 * guards and commit, so what it writes commits or rolls back with the business change; `committed` runs
 * once that transaction has committed (deliveries start then, never inside the business transaction).
 */
export interface EngineEvents {
  dispatch(context: EngineContext, events: readonly EngineEvent[]): Promise<void>;
  committed(): void;
}

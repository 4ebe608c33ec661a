import type { Workflow, WorkflowAction } from '../../../src/shared/formats/entity-format';
import type { UserType } from '../../context/screen-context';

/** A workflow action by name, as a move between two columns runs it. */
export interface KanbanAction {
  name: string;
  action: WorkflowAction;
}

/**
 * What dropping a card of one status on another status's column means for this user:
 * - `same`: the card's own column, nothing happens;
 * - `noAction`: no workflow action leads from the one to the other;
 * - `otherActor`: actions lead there, but only users of the other kind run them (a supplier's confirmation);
 * - `notGranted`: actions of this user's kind lead there, but the menu grants none of their resources;
 * - `allowed`: the actions this user may run (more than one: he chooses).
 */
export type MoveCheck =
  | { kind: 'same' }
  | { kind: 'noAction' }
  | { kind: 'otherActor'; actions: KanbanAction[] }
  | { kind: 'notGranted'; actions: KanbanAction[] }
  | { kind: 'allowed'; actions: KanbanAction[] };

export interface MoveRules {
  userType: UserType;
  /** Whether the current menu grants a resource code. */
  isGranted: (resource: string) => boolean;
}

/** The workflow actions that lead from `from` to `to`, in declaration order. */
export function actionsBetween(workflow: Workflow, from: string, to: string): KanbanAction[] {
  return Object.entries(workflow.actions)
    .filter(([, action]) => action.to === to && action.from.includes(from))
    .map(([name, action]) => ({ name, action }));
}

/** Decides a move as the server will (the action's `from`, `to`, actor and resource), before anything is sent. */
export function checkMove(workflow: Workflow, from: string, to: string, rules: MoveRules): MoveCheck {
  if (from === to) return { kind: 'same' };
  const leading = actionsBetween(workflow, from, to);
  if (leading.length === 0) return { kind: 'noAction' };
  const ofKind = leading.filter(({ action }) => action.actor === rules.userType);
  if (ofKind.length === 0) return { kind: 'otherActor', actions: leading };
  const granted = ofKind.filter(({ action }) => rules.isGranted(action.resource));
  if (granted.length === 0) return { kind: 'notGranted', actions: ofKind };
  return { kind: 'allowed', actions: granted };
}

/** The statuses a card in `from` may be moved to by this user: the columns that accept it while it is dragged. */
export function reachableStatuses(workflow: Workflow, from: string, statuses: readonly string[], rules: MoveRules): Set<string> {
  return new Set(statuses.filter((to) => checkMove(workflow, from, to, rules).kind === 'allowed'));
}

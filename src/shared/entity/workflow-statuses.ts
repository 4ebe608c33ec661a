import type { Workflow } from '../formats/entity-format';

/**
 * Every status a workflow names, in the order a board shows them: the initial status, then each action's
 * `to` in the order the actions are declared (a line action keeps the header's), then statuses only ever left (an action's `from`) or edited
 * in (`editableIn`). A status appears once.
 */
export function workflowStatuses(workflow: Workflow): string[] {
  const ordered = new Set<string>([workflow.initial]);
  const actions = Object.values(workflow.actions);
  for (const action of actions) if (action.to !== undefined) ordered.add(action.to);
  for (const action of actions) for (const status of action.from) ordered.add(status);
  for (const status of workflow.editableIn) ordered.add(status);
  return [...ordered];
}

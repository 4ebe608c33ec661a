import type { z } from 'zod';

interface LineActionFacts {
  actions: Record<string, { to?: string; line?: unknown; process?: unknown; processOutcome?: unknown }>;
}

/**
 * An action leaves the record in its `to` status; only an action on a line (`line`) may leave it out (the
 * header keeps its status). A line action never starts or ends an approval process.
 */
export function checkLineActions(workflow: LineActionFacts, context: z.RefinementCtx): void {
  for (const [name, action] of Object.entries(workflow.actions)) {
    if (action.to === undefined && action.line === undefined) {
      context.addIssue({ code: 'custom', path: ['actions', name, 'to'], message: 'an action needs the status it leaves the record in (only a line action, `line`, may keep the header status)' });
    }
    if (action.line !== undefined && (action.process !== undefined || action.processOutcome !== undefined)) {
      context.addIssue({ code: 'custom', path: ['actions', name, 'line'], message: 'a line action cannot start or end an approval process' });
    }
  }
}

import { z } from 'zod';
import { Condition } from './common';

const ProcessKey = z
  .string()
  .regex(/^[a-zA-Z_][a-zA-Z0-9_.-]*$/, 'a BPMN process id: a letter or _, then letters, digits, _ . -')
  .describe('the id of the process in its BPMN model; the latest deployed version runs');

export const ProcessChoice = z
  .object({
    when: Condition.describe("a condition on the document's header fields as saved, e.g. an amount band"),
    processKey: ProcessKey,
  })
  .strict();
export type ProcessChoice = z.infer<typeof ProcessChoice>;

/**
 * A workflow action that submits the document for approval: after its status change, in the same
 * transaction, the process the first matching `choose` entry names (else `processKey`) starts with the
 * document's header fields as variables. A refusal (no model fits, no deployed version, a node with no
 * approver) rolls the status change back.
 */
export const ProcessBinding = z
  .object({
    processKey: ProcessKey.optional().describe('the process when no `choose` entry matches'),
    choose: z.array(ProcessChoice).min(1).optional().describe('tried in order: the first whose `when` holds names the process'),
  })
  .strict()
  .refine((binding) => binding.processKey !== undefined || binding.choose !== undefined, { message: 'name a processKey, a choose list, or both' });
export type ProcessBinding = z.infer<typeof ProcessBinding>;

/**
 * How a process ended, and so which action of the document runs: APPROVED and REJECTED by its approvers,
 * WITHDRAWN by its submitter, STOPPED by an administrator. A workflow must declare the first two; without an
 * action for WITHDRAWN or STOPPED the REJECTED one runs (the document goes back as if rejected).
 */
export const ProcessOutcome = z.enum(['APPROVED', 'REJECTED', 'WITHDRAWN', 'STOPPED']);
export type ProcessOutcome = z.infer<typeof ProcessOutcome>;

const REQUIRED_OUTCOMES: readonly ProcessOutcome[] = ['APPROVED', 'REJECTED'];
const FALLBACK_OUTCOME: Partial<Record<ProcessOutcome, ProcessOutcome>> = { WITHDRAWN: 'REJECTED', STOPPED: 'REJECTED' };

/** The name of the action that runs when a process of this workflow ends with `outcome` (falling back as above). */
export function outcomeActionName(actions: Record<string, { processOutcome?: ProcessOutcome }>, outcome: ProcessOutcome): string | undefined {
  const declared = Object.entries(actions).find(([, action]) => action.processOutcome === outcome)?.[0];
  const fallback = FALLBACK_OUTCOME[outcome];
  return declared ?? (fallback === undefined ? undefined : outcomeActionName(actions, fallback));
}

/** What the binding rules look at; a parsed workflow has all of it. */
interface WorkflowFacts {
  editableIn: string[];
  actions: Record<string, { from: string[]; to?: string; process?: unknown; processOutcome?: ProcessOutcome }>;
}

/**
 * A workflow bound to a process has one submit action (`process`) and, for APPROVED and REJECTED exactly
 * one action (`processOutcome`), for WITHDRAWN and STOPPED at most one, each starting from the status the
 * submit leaves the document in, which is not an editable status (the approvers decide on what was submitted); outcome actions without a submit action
 * would never run.
 */
export function checkProcessBinding(workflow: WorkflowFacts, context: z.RefinementCtx): void {
  const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  const actions = Object.entries(workflow.actions);
  const submits = actions.filter(([, action]) => action.process !== undefined);
  const outcomes = actions.filter(([, action]) => action.processOutcome !== undefined);
  if (submits.length === 0) {
    for (const [name] of outcomes) problem(['actions', name, 'processOutcome'], 'no action of this workflow starts a process (`process`), so no process ends in it');
    return;
  }
  if (submits.length > 1) problem(['actions', submits[1][0], 'process'], `only one action may start a process; ${submits[0][0]} already does`);
  const [submitName, submit] = submits[0];
  // A submit leaves the document in a status (checkLineActions refuses a process on a line action).
  if (submit.to === undefined) return;
  if (workflow.editableIn.includes(submit.to)) problem(['editableIn'], `${submit.to} is the status in approval: a document in approval is read-only`);
  for (const outcome of ProcessOutcome.options) {
    const declared = outcomes.filter(([, action]) => action.processOutcome === outcome);
    const required = REQUIRED_OUTCOMES.includes(outcome);
    if (declared.length > 1 || (required && declared.length === 0)) {
      const needs = required ? 'exactly one action' : 'at most one action';
      problem(['actions', submitName, 'process'], `a workflow bound to a process needs ${needs} with "processOutcome": "${outcome}" (has ${declared.length})`);
      continue;
    }
    if (declared.length === 0) continue;
    const [name, action] = declared[0];
    if (!action.from.includes(submit.to as string)) problem(['actions', name, 'from'], `must include ${submit.to}, the status ${submitName} leaves the document in while it is in approval`);
  }
}

/** Whether a document type's workflow moves approval processes (an action with `process` or `processOutcome`). */
export function isBoundToProcess(entity: { workflow?: { actions: Record<string, { process?: unknown; processOutcome?: ProcessOutcome }> } }): boolean {
  return Object.values(entity.workflow?.actions ?? {}).some((action) => action.process !== undefined || action.processOutcome !== undefined);
}

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

/** The document status an ended process moves to: the action declaring it runs as the process ends. */
export const ProcessOutcome = z.enum(['APPROVED', 'REJECTED']);
export type ProcessOutcome = z.infer<typeof ProcessOutcome>;

/** What the binding rules look at; a parsed workflow has all of it. */
interface WorkflowFacts {
  editableIn: string[];
  actions: Record<string, { from: string[]; to: string; process?: unknown; processOutcome?: ProcessOutcome }>;
}

/**
 * A workflow bound to a process has one submit action (`process`) and, for each outcome, one action
 * (`processOutcome`) that starts from the status the submit leaves the document in, which is not an
 * editable status (the approvers decide on what was submitted); outcome actions without a submit action
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
  if (workflow.editableIn.includes(submit.to)) problem(['editableIn'], `${submit.to} is the status in approval: a document in approval is read-only`);
  for (const outcome of ProcessOutcome.options) {
    const declared = outcomes.filter(([, action]) => action.processOutcome === outcome);
    if (declared.length !== 1) {
      problem(['actions', submitName, 'process'], `a workflow bound to a process needs exactly one action with "processOutcome": "${outcome}" (has ${declared.length})`);
      continue;
    }
    const [name, action] = declared[0];
    if (!action.from.includes(submit.to)) problem(['actions', name, 'from'], `must include ${submit.to}, the status ${submitName} leaves the document in while it is in approval`);
  }
}

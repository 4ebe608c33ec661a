import type { Language } from '../../shared/formats/common';
import { APPROVER_KINDS, REJECT_TO_ANY, REJECT_TO_SUBMITTER, SIGN_MODES, SRM_CONDITION_LANGUAGE, rejectTargets } from '../../shared/bpm/srm-moddle';
import { bpmMessage } from './bpm-messages';
import type { KnownApprovers } from './approver-directory';
import { parseConditionBody } from './condition-scripts';
import { earlierUserTasks } from './earlier-nodes';
import type { OutlineNode, ProcessOutline } from './process-outline';

/** One reason a model cannot run, naming its element. */
export interface ModelProblem {
  element: string;
  message: string;
}

function nodeLabel(node: OutlineNode): string {
  return node.name ? `${node.id} ${node.name}` : node.id;
}

function conditionProblems(node: OutlineNode, language: Language): ModelProblem[] {
  return node.outgoing.flatMap((flow) => {
    if (!flow.condition) return [];
    const detail = flow.condition.language !== SRM_CONDITION_LANGUAGE ? `language="${flow.condition.language ?? ''}"` : (() => {
      const parsed = parseConditionBody(flow.condition.body);
      return 'problem' in parsed ? parsed.problem : null;
    })();
    return detail === null ? [] : [{ element: flow.id, message: bpmMessage('conditionInvalid', language, { element: flow.id, language: SRM_CONDITION_LANGUAGE, detail }) }];
  });
}

function gatewayProblems(node: OutlineNode, language: Language): ModelProblem[] {
  if (node.type !== 'bpmn:ExclusiveGateway' || node.outgoing.length < 2 || node.outgoing.some((flow) => flow.isDefault)) return [];
  return node.outgoing
    .filter((flow) => !flow.condition)
    .map((flow) => ({ element: node.id, message: bpmMessage('flowWithoutCondition', language, { element: nodeLabel(node), flow: flow.id }) }));
}

function approvalProblems(node: OutlineNode, known: KnownApprovers, language: Language): ModelProblem[] {
  if (node.type !== 'bpmn:UserTask') return [];
  const element = nodeLabel(node);
  const problem = (message: string) => ({ element: node.id, message });
  if (!node.approval || node.approval.approvers.length === 0) return [problem(bpmMessage('noApproverRule', language, { element }))];
  const problems: ModelProblem[] = [];
  if (!(SIGN_MODES as readonly string[]).includes(node.approval.mode)) {
    problems.push(problem(bpmMessage('signModeInvalid', language, { element, mode: node.approval.mode, allowed: SIGN_MODES.join(' / ') })));
  }
  for (const approver of node.approval.approvers) {
    if (!(APPROVER_KINDS as readonly string[]).includes(approver.kind)) {
      problems.push(problem(bpmMessage('approverKindInvalid', language, { element, kind: approver.kind, allowed: APPROVER_KINDS.join(' / ') })));
    } else if (approver.kind === 'user' && !known.users.has(approver.value)) {
      problems.push(problem(bpmMessage('unknownUser', language, { element, value: approver.value })));
    } else if (approver.kind === 'role' && !known.roles.has(approver.value)) {
      problems.push(problem(bpmMessage('unknownRole', language, { element, value: approver.value })));
    }
  }
  return problems;
}

/** A `rejectTo` naming nodes: each must be a user task before this one. */
function rejectToProblems(node: OutlineNode, outline: ProcessOutline, language: Language): ModelProblem[] {
  if (node.type !== 'bpmn:UserTask' || !node.approval) return [];
  const targets = rejectTargets(node.approval.rejectTo);
  if (!('nodes' in targets)) return [];
  const earlier = new Set(earlierUserTasks(outline, node.id));
  const allowed = [REJECT_TO_SUBMITTER, REJECT_TO_ANY, ...earlier].join(' / ');
  return targets.nodes
    .filter((target) => !earlier.has(target))
    .map((target) => ({ element: node.id, message: bpmMessage('rejectToInvalid', language, { element: nodeLabel(node), target, allowed }) }));
}

/**
 * Why a model cannot run, element by element: exactly one process with a start and an end event, exclusive
 * gateways whose every outgoing flow has a condition unless one is the default, conditions in the platform's
 * format, and on every user task an approver rule naming users and roles that exist, and rejecting only to
 * the submitter or to user tasks before it.
 */
export function modelProblems(outline: ProcessOutline, known: KnownApprovers, language: Language): ModelProblem[] {
  if (outline.processes.length !== 1) return [{ element: 'definitions', message: bpmMessage('oneProcess', language, { count: outline.processes.length }) }];
  const processId = outline.processes[0].id;
  const problems: ModelProblem[] = [];
  if (!outline.nodes.some((node) => node.type === 'bpmn:StartEvent')) problems.push({ element: processId, message: bpmMessage('noStartEvent', language, { element: processId }) });
  if (!outline.nodes.some((node) => node.type === 'bpmn:EndEvent')) problems.push({ element: processId, message: bpmMessage('noEndEvent', language, { element: processId }) });
  for (const node of outline.nodes) {
    problems.push(...gatewayProblems(node, language), ...conditionProblems(node, language), ...approvalProblems(node, known, language), ...rejectToProblems(node, outline, language));
  }
  return problems;
}

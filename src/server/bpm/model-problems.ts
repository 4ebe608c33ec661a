import { AUDIT_FIELDS, findField } from '../../shared/entity/entity-catalog';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { Language } from '../../shared/formats/common';
import { APPROVER_KINDS, FORM_ACCESS, MAX_HEAD_LEVEL, headLevel, REJECT_TO_ANY, REJECT_TO_SUBMITTER, SIGN_MODES, SRM_CONDITION_LANGUAGE, rejectTargets, type ApproverRule, type FormFieldRule } from '../../shared/bpm/srm-moddle';
import { inputFieldNames } from '../entities/entity-fields';
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

/** What a model is checked against: the approvers its rules name and the document types bound to its key. */
export interface ModelFacts {
  known: KnownApprovers;
  documents: readonly EntitySchema[];
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

/** Whether a document field can name a user: a reference to baseUsers, an audit user id, or text (a user name). */
function namesUser(entity: EntitySchema, name: string): boolean {
  if (name === 'createdBy' || name === 'lastUpdatedBy') return (AUDIT_FIELDS as readonly string[]).includes(name);
  const field = findField(entity, name);
  if (!field) return false;
  return field.ref?.entity === 'baseUsers' || field.type === 'string';
}

/** Why one approver rule names nothing (messages already naming the element). */
function approverProblems(approver: ApproverRule, element: string, facts: ModelFacts, language: Language): string[] {
  const { known, documents } = facts;
  if (!(APPROVER_KINDS as readonly string[]).includes(approver.kind)) {
    return [bpmMessage('approverKindInvalid', language, { element, kind: approver.kind, allowed: APPROVER_KINDS.join(' / ') })];
  }
  if (approver.value.trim() === '') return [bpmMessage('approverValueEmpty', language, { element, kind: approver.kind })];
  const value = approver.value;
  switch (approver.kind) {
    case 'user':
      return known.users.has(value) ? [] : [bpmMessage('unknownUser', language, { element, value })];
    case 'role':
      return known.roles.has(value) ? [] : [bpmMessage('unknownRole', language, { element, value })];
    case 'processRole':
      return known.processRoles.has(value) ? [] : [bpmMessage('unknownProcessRole', language, { element, value })];
    case 'deptHead':
      return headLevel(value) === null ? [bpmMessage('headLevelInvalid', language, { element, value, max: MAX_HEAD_LEVEL })] : [];
    case 'orgPermit':
      return [
        ...(known.roles.has(value) ? [] : [bpmMessage('unknownRole', language, { element, value })]),
        ...documents.filter((entity) => !entity.orgScope).map((entity) => bpmMessage('noDocumentOrg', language, { element, entity: entity.name })),
      ];
    default:
      return documents.filter((entity) => !namesUser(entity, value)).map((entity) => bpmMessage('approverFieldUnknown', language, { element, value, entity: entity.name }));
  }
}

function formFieldProblems(field: FormFieldRule, element: string, documents: readonly EntitySchema[], language: Language): string[] {
  if (!(FORM_ACCESS as readonly string[]).includes(field.access)) {
    return [bpmMessage('formAccessInvalid', language, { element, field: field.name, access: field.access, allowed: FORM_ACCESS.join(' / ') })];
  }
  return documents
    .filter((entity) => field.name === '' || !inputFieldNames(entity).includes(field.name))
    .map((entity) => bpmMessage('formFieldUnknown', language, { element, field: field.name, entity: entity.name }));
}

function approvalProblems(node: OutlineNode, facts: ModelFacts, language: Language): ModelProblem[] {
  if (node.type !== 'bpmn:UserTask') return [];
  const element = nodeLabel(node);
  const problem = (message: string) => ({ element: node.id, message });
  if (!node.approval || node.approval.approvers.length === 0) return [problem(bpmMessage('noApproverRule', language, { element }))];
  const messages: string[] = [];
  if (!(SIGN_MODES as readonly string[]).includes(node.approval.mode)) {
    messages.push(bpmMessage('signModeInvalid', language, { element, mode: node.approval.mode, allowed: SIGN_MODES.join(' / ') }));
  }
  for (const approver of node.approval.approvers) messages.push(...approverProblems(approver, element, facts, language));
  for (const field of node.approval.formFields) messages.push(...formFieldProblems(field, element, facts.documents, language));
  return messages.map(problem);
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
 * format, and on every user task an approver rule naming users, roles, process roles and document fields
 * that exist, form permissions opening editable fields of the document types bound to the process, and
 * rejecting only to the submitter or to user tasks before it.
 */
export function modelProblems(outline: ProcessOutline, facts: ModelFacts, language: Language): ModelProblem[] {
  if (outline.processes.length !== 1) return [{ element: 'definitions', message: bpmMessage('oneProcess', language, { count: outline.processes.length }) }];
  const processId = outline.processes[0].id;
  const problems: ModelProblem[] = [];
  if (!outline.nodes.some((node) => node.type === 'bpmn:StartEvent')) problems.push({ element: processId, message: bpmMessage('noStartEvent', language, { element: processId }) });
  if (!outline.nodes.some((node) => node.type === 'bpmn:EndEvent')) problems.push({ element: processId, message: bpmMessage('noEndEvent', language, { element: processId }) });
  for (const node of outline.nodes) {
    problems.push(...gatewayProblems(node, language), ...conditionProblems(node, language), ...approvalProblems(node, facts, language), ...rejectToProblems(node, outline, language));
  }
  return problems;
}

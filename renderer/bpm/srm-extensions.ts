import { Condition } from '../../src/shared/formats/common';
import { SRM_CONDITION_LANGUAGE, type ApprovalRule, type ModdleElement } from '../../src/shared/bpm/srm-moddle';

/** What creates moddle elements: bpmn-js's `moddle` service or a `BpmnModdle` with the srm package. */
export interface ModdleFactory {
  create(type: string, properties?: Record<string, unknown>): ModdleElement;
}

const APPROVAL_TYPE = 'srm:Approval';

function extensionValues(element: ModdleElement): ModdleElement[] {
  const extensions = element.extensionElements as { values?: ModdleElement[] } | undefined;
  return extensions?.values ?? [];
}

/**
 * The task's new `extensionElements` holding `rule` as its one `<srm:approval>`: other extensions (another
 * tool's) stay as they were. Empty approver values and field names are left out; the server names a rule
 * without approvers.
 */
export function approvalExtensionElements(moddle: ModdleFactory, task: ModdleElement, rule: ApprovalRule): ModdleElement {
  const approvers = rule.approvers
    .filter((approver) => approver.value.trim() !== '')
    .map((approver) => moddle.create('srm:Approver', { kind: approver.kind, value: approver.value.trim() }));
  const formFields = rule.formFields
    .filter((field) => field.name.trim() !== '')
    .map((field) => moddle.create('srm:FormField', { name: field.name.trim(), access: field.access }));
  const properties: Record<string, unknown> = { mode: rule.mode, approvers, formFields };
  if (rule.dueHours !== null) properties.dueHours = rule.dueHours;
  if (rule.rejectTo !== undefined && rule.rejectTo.trim() !== '') properties.rejectTo = rule.rejectTo.trim();
  const approval = moddle.create(APPROVAL_TYPE, properties);
  const others = extensionValues(task).filter((value) => value.$type !== APPROVAL_TYPE);
  const extensions = moddle.create('bpmn:ExtensionElements', { values: [...others, approval] });
  for (const value of [...others, approval]) value.$parent = extensions;
  for (const child of [...approvers, ...formFields]) child.$parent = approval;
  return extensions;
}

/** A sequence flow's condition: its language and body, or null when the flow has none. */
export function readCondition(flow: ModdleElement): { language: string | null; body: string } | null {
  const expression = flow.conditionExpression as ModdleElement | undefined;
  if (!expression) return null;
  return { language: typeof expression.language === 'string' ? expression.language : null, body: typeof expression.body === 'string' ? expression.body : '' };
}

/** Why a condition body is no platform condition, or null when it is one (the check the server's deploy makes). */
export function conditionProblem(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return (error as Error).message;
  }
  const parsed = Condition.safeParse(json);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
}

/** The `conditionExpression` of a flow taken when `body` (a platform condition as JSON) holds; none for an empty body. */
export function conditionExpression(moddle: ModdleFactory, body: string): ModdleElement | undefined {
  if (body.trim() === '') return undefined;
  return moddle.create('bpmn:FormalExpression', { language: SRM_CONDITION_LANGUAGE, body: body.trim() });
}

/**
 * What this platform adds to BPMN 2.0, as a moddle package in its own namespace: the form bpmn-moddle
 * (and so bpmn-js and its properties panel, like camunda-bpmn-moddle) reads and writes. A designer passes
 * it as `moddleExtensions: {srm: SRM_MODDLE}`; the server parses deployed models with the same package.
 *
 * ```xml
 * <bpmn:userTask id="level1" name="Department head">
 *   <bpmn:extensionElements>
 *     <srm:approval mode="all" dueHours="48" rejectTo="submitter">
 *       <srm:approver kind="user" value="approver" />
 *       <srm:approver kind="role" value="PUR_APPROVER" />
 *       <srm:approver kind="processRole" value="PO_SECOND_LEVEL" />
 *       <srm:approver kind="orgPermit" value="PUR_APPROVER" />
 *       <srm:approver kind="field" value="buyerId" />
 *       <srm:approver kind="deptHead" value="1" />
 *       <srm:formField name="description" access="edit" />
 *     </srm:approval>
 *   </bpmn:extensionElements>
 * </bpmn:userTask>
 * <bpmn:sequenceFlow id="large" sourceRef="amountGateway" targetRef="level2">
 *   <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="srm:condition">{"field": "taxTotalAmount", "op": "gte", "value": 100000}</bpmn:conditionExpression>
 * </bpmn:sequenceFlow>
 * ```
 */
export const SRM_BPMN_NAMESPACE = 'http://srm-platform.org/schema/bpmn/1.0';

/** The `language` of a condition expression written in the platform's condition format (src/shared/formats/common.ts, Condition). */
export const SRM_CONDITION_LANGUAGE = 'srm:condition';

export const SRM_MODDLE = {
  name: 'SRM platform',
  prefix: 'srm',
  uri: SRM_BPMN_NAMESPACE,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Approval',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: [
        { name: 'mode', isAttr: true, type: 'String' },
        { name: 'dueHours', isAttr: true, type: 'Integer' },
        { name: 'rejectTo', isAttr: true, type: 'String' },
        { name: 'approvers', type: 'Approver', isMany: true },
        { name: 'formFields', type: 'FormField', isMany: true },
      ],
    },
    {
      name: 'FormField',
      superClass: ['Element'],
      properties: [
        { name: 'name', isAttr: true, type: 'String' },
        { name: 'access', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'Approver',
      superClass: ['Element'],
      properties: [
        { name: 'kind', isAttr: true, type: 'String' },
        { name: 'value', isAttr: true, type: 'String' },
      ],
    },
  ],
} as const;

/** How the approvers of a node decide: any one of them (or-sign), all of them (countersign), all one after another. */
export const SIGN_MODES = ['any', 'all', 'sequential'] as const;
export type SignMode = (typeof SIGN_MODES)[number];

/**
 * Who may approve, `value` naming:
 * - `user`: a user by user name;
 * - `role`: a responsibility code: every enabled user holding it today;
 * - `processRole`: a process role (bpmProcessRole) code: its members, those scoped to an organisation only
 *   for documents of that organisation;
 * - `orgPermit`: a responsibility code: its holders who also hold an organisation permit for the document's
 *   organisation (the entity's orgScope field);
 * - `field`: a field of the document holding a user id (a reference to baseUsers) or a user name;
 * - `deptHead`: a level, 1 to MAX_HEAD_LEVEL: the head of the submitter's department (1), of the department
 *   above it (2), and so on (server: department-heads.ts).
 */
export const APPROVER_KINDS = ['user', 'role', 'processRole', 'orgPermit', 'field', 'deptHead'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** The most department levels a `deptHead` rule may climb. */
export const MAX_HEAD_LEVEL = 9;

/** The level a `deptHead` rule's value names (1 = the submitter's own department head), or null when it names none. */
export function headLevel(value: string): number | null {
  const level = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(level) && level >= 1 && level <= MAX_HEAD_LEVEL ? level : null;
}

export interface ApproverRule {
  kind: string;
  value: string;
}

/** What a node's form permission gives its current approver on a document field: `edit` opens it (every field is read-only in approval). */
export const FORM_ACCESS = ['read', 'edit'] as const;
export type FormAccess = (typeof FORM_ACCESS)[number];

export interface FormFieldRule {
  name: string;
  access: string;
}

/**
 * Where an approver of a node may send the process back when he rejects: only to the submitter (the process
 * ends rejected; the default), to any earlier user task, or to the earlier user tasks named (ids, comma separated).
 */
export const REJECT_TO_SUBMITTER = 'submitter';
export const REJECT_TO_ANY = 'any';

/** A user task's approval as written in the model (not yet checked). */
export interface ApprovalRule {
  mode: string;
  dueHours: number | null;
  approvers: ApproverRule[];
  formFields: FormFieldRule[];
  /** `rejectTo` as written: "submitter" (also when left out), "any" or node ids "node1,node2". */
  rejectTo?: string;
}

/** The node ids a `rejectTo` value names, or the keyword it is ("submitter" when empty). */
export function rejectTargets(rejectTo: string | undefined): { keyword: typeof REJECT_TO_SUBMITTER | typeof REJECT_TO_ANY } | { nodes: string[] } {
  const value = rejectTo?.trim() ?? '';
  if (value === '' || value === REJECT_TO_SUBMITTER) return { keyword: REJECT_TO_SUBMITTER };
  if (value === REJECT_TO_ANY) return { keyword: REJECT_TO_ANY };
  return { nodes: [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id !== ''))] };
}

/** The document fields a node opens for editing to its current approver. */
export function openedFields(rule: ApprovalRule | null): string[] {
  return (rule?.formFields ?? []).filter((field) => field.access === 'edit' && field.name !== '').map((field) => field.name);
}

/** A moddle element as bpmn-moddle (server) and bpmn-js (designer) hand it out: its type and its properties. */
export interface ModdleElement {
  $type: string;
  [property: string]: unknown;
}

/**
 * A user task's `<srm:approval>` as written in the model, or null when it has none. `element` is the task's
 * business object in the designer, or its behaviour as bpmn-engine parsed it on the server: both hold the
 * `extensionElements` moddle read.
 */
export function readApproval(element: Record<string, unknown>): ApprovalRule | null {
  const values = (element.extensionElements as { values?: ModdleElement[] } | undefined)?.values ?? [];
  const approval = values.find((value) => value.$type === 'srm:Approval');
  if (!approval) return null;
  const approvers = (approval.approvers as ModdleElement[] | undefined) ?? [];
  const formFields = (approval.formFields as ModdleElement[] | undefined) ?? [];
  return {
    mode: typeof approval.mode === 'string' ? approval.mode : 'any',
    dueHours: typeof approval.dueHours === 'number' ? approval.dueHours : null,
    approvers: approvers.map((approver) => ({ kind: String(approver.kind ?? ''), value: String(approver.value ?? '') })),
    formFields: formFields.map((field) => ({ name: String(field.name ?? ''), access: String(field.access ?? 'edit') })),
    ...(typeof approval.rejectTo === 'string' && { rejectTo: approval.rejectTo }),
  };
}

import type { Language } from '../../shared/formats/common';

type Args = Record<string, string | number>;

/** Every message of the approval platform, in both languages. */
const MESSAGES = {
  xmlRequired: { CN: () => '请提供BPMN模型XML', EN: () => 'Give the BPMN model XML' },
  xmlUnreadable: { CN: (a: Args) => `BPMN XML无法解析：${a.detail}`, EN: (a: Args) => `The BPMN XML cannot be read: ${a.detail}` },
  oneProcess: { CN: (a: Args) => `模型必须恰好包含一个流程，现有${a.count}个`, EN: (a: Args) => `A model must hold exactly one process; it holds ${a.count}` },
  noStartEvent: { CN: (a: Args) => `流程"${a.element}"没有开始事件`, EN: (a: Args) => `Process "${a.element}" has no start event` },
  noEndEvent: { CN: (a: Args) => `流程"${a.element}"没有结束事件`, EN: (a: Args) => `Process "${a.element}" has no end event` },
  flowWithoutCondition: {
    CN: (a: Args) => `排他网关"${a.element}"：出口连线"${a.flow}"没有条件，且网关没有默认连线`,
    EN: (a: Args) => `Exclusive gateway "${a.element}": outgoing flow "${a.flow}" has no condition and the gateway has no default flow`,
  },
  conditionInvalid: {
    CN: (a: Args) => `连线"${a.element}"的条件不是平台条件格式（${a.language}，JSON）：${a.detail}`,
    EN: (a: Args) => `The condition of flow "${a.element}" is not a platform condition (${a.language}, JSON): ${a.detail}`,
  },
  noApproverRule: { CN: (a: Args) => `用户任务"${a.element}"没有审批人规则（srm:approval）`, EN: (a: Args) => `User task "${a.element}" has no approver rule (srm:approval)` },
  signModeInvalid: {
    CN: (a: Args) => `用户任务"${a.element}"：审批方式"${a.mode}"无效，应为 ${a.allowed}`,
    EN: (a: Args) => `User task "${a.element}": sign mode "${a.mode}" is not one of ${a.allowed}`,
  },
  approverKindInvalid: {
    CN: (a: Args) => `用户任务"${a.element}"：审批人类型"${a.kind}"无效，应为 ${a.allowed}`,
    EN: (a: Args) => `User task "${a.element}": approver kind "${a.kind}" is not one of ${a.allowed}`,
  },
  unknownUser: { CN: (a: Args) => `用户任务"${a.element}"：审批人用户"${a.value}"不存在或已停用`, EN: (a: Args) => `User task "${a.element}": approver user "${a.value}" does not exist or is disabled` },
  unknownRole: { CN: (a: Args) => `用户任务"${a.element}"：审批角色"${a.value}"不存在`, EN: (a: Args) => `User task "${a.element}": approver role "${a.value}" does not exist` },
  approverValueEmpty: {
    CN: (a: Args) => `用户任务"${a.element}"：审批人规则（${a.kind}）没有指定值`,
    EN: (a: Args) => `User task "${a.element}": an approver rule (${a.kind}) names nothing`,
  },
  headLevelInvalid: {
    CN: (a: Args) => `用户任务"${a.element}"：部门负责人层级"${a.value}"无效，应为 1 到 ${a.max} 的整数（1 为提交人所在部门负责人，2 为上一级部门负责人）`,
    EN: (a: Args) => `User task "${a.element}": department head level "${a.value}" is not a whole number from 1 to ${a.max} (1 is the submitter's department head, 2 the head of the department above)`,
  },
  unknownProcessRole: {
    CN: (a: Args) => `用户任务"${a.element}"：流程角色"${a.value}"不存在或已停用`,
    EN: (a: Args) => `User task "${a.element}": process role "${a.value}" does not exist or is disabled`,
  },
  noDocumentOrg: {
    CN: (a: Args) => `用户任务"${a.element}"：组织权限审批人需要单据的组织，但单据类型 ${a.entity} 没有组织字段`,
    EN: (a: Args) => `User task "${a.element}": an organisation-permit approver needs the document's organisation, and document type ${a.entity} has none`,
  },
  approverFieldUnknown: {
    CN: (a: Args) => `用户任务"${a.element}"：审批人字段"${a.value}"不是单据类型 ${a.entity} 中指向用户的字段（用户ID或用户名）`,
    EN: (a: Args) => `User task "${a.element}": approver field "${a.value}" is no field of document type ${a.entity} naming a user (a user id or a user name)`,
  },
  formAccessInvalid: {
    CN: (a: Args) => `用户任务"${a.element}"：表单字段"${a.field}"的权限"${a.access}"无效，应为 ${a.allowed}`,
    EN: (a: Args) => `User task "${a.element}": form field "${a.field}" has access "${a.access}", not one of ${a.allowed}`,
  },
  formFieldUnknown: {
    CN: (a: Args) => `用户任务"${a.element}"：表单字段"${a.field}"不是单据类型 ${a.entity} 可编辑的字段`,
    EN: (a: Args) => `User task "${a.element}": form field "${a.field}" is no editable field of document type ${a.entity}`,
  },
  rejectToInvalid: {
    CN: (a: Args) => `用户任务"${a.element}"：驳回目标"${a.target}"不是它之前的用户任务，应为 ${a.allowed}`,
    EN: (a: Args) => `User task "${a.element}": reject target "${a.target}" is not a user task before it; use one of ${a.allowed}`,
  },
  modelRefused: {
    CN: (a: Args) => `模型不能部署（${a.count}个问题）：${a.first}`,
    EN: (a: Args) => `The model cannot be deployed (${a.count} problem(s)): ${a.first}`,
  },
  deployed: { CN: (a: Args) => `已部署 ${a.key} 第${a.version}版`, EN: (a: Args) => `Deployed ${a.key} version ${a.version}` },
  versionTaken: { CN: (a: Args) => `${a.key} 正在被他人同时部署，请重试`, EN: (a: Args) => `${a.key} was being deployed by someone else at the same time; try again` },
  modelKeyRequired: { CN: () => '请指定流程模型标识', EN: () => 'Name the process model key' },
  noDeployedModel: { CN: (a: Args) => `流程模型"${a.key}"没有已部署的版本`, EN: (a: Args) => `Process model "${a.key}" has no deployed version` },
  startFieldUnknown: {
    CN: (a: Args) => `发起表单没有字段"${a.field}"（应为 modelKey / entity / id）`,
    EN: (a: Args) => `The start form has no field "${a.field}" (modelKey / entity / id)`,
  },
  entityRequired: { CN: () => '请指定单据类型', EN: () => 'Name the document type' },
  alreadyRunning: {
    CN: (a: Args) => `单据 ${a.code} 已在审批中（流程实例 ${a.instance}）`,
    EN: (a: Args) => `Document ${a.code} is already in approval (process instance ${a.instance})`,
  },
  noApprovers: {
    CN: (a: Args) => `节点"${a.element}"找不到审批人（${a.rules}），单据未提交`,
    EN: (a: Args) => `Node "${a.element}" resolves to no approver (${a.rules}); nothing was submitted`,
  },
  noModelFits: {
    CN: (a: Args) => `单据 ${a.code} 没有适用的审批流程（提交动作的流程选择都不满足，且没有默认流程），单据未提交`,
    EN: (a: Args) => `No approval process fits document ${a.code} (no choice of its submit action holds and it names no default); nothing was submitted`,
  },
  noTaskOfYours: {
    CN: () => '该单据在审批中，您没有它的待办任务，不能审批或驳回',
    EN: () => 'This document is in approval and you hold no open task on it, so you cannot approve or reject it',
  },
  started: { CN: (a: Args) => `已提交审批（流程实例 ${a.instance}）`, EN: (a: Args) => `Submitted for approval (process instance ${a.instance})` },
  taskNotOpen: {
    CN: () => '该任务已被处理或已变更，请刷新待办后再操作',
    EN: () => 'This task has already been completed or changed; refresh your to-do list',
  },
  inApprovalNotYours: {
    CN: (a: Args) => `单据 ${a.code} 正在审批中，只有当前审批人可以修改`,
    EN: (a: Args) => `Document ${a.code} is in approval; only its current approver may change it`,
  },
  processFailed: { CN: (a: Args) => `流程执行出错：${a.detail}`, EN: (a: Args) => `The process failed: ${a.detail}` },
  taskNotFound: { CN: (a: Args) => `审批任务 ${a.id} 不存在`, EN: (a: Args) => `Approval task ${a.id} does not exist` },
  targetUserRequired: { CN: () => '请选择要转交的用户', EN: () => 'Choose the user to hand the task to' },
  targetUserUnknown: {
    CN: (a: Args) => `用户 ${a.user} 不存在、已停用或不是内部用户，不能接收审批任务`,
    EN: (a: Args) => `User ${a.user} does not exist, is disabled or is not an internal user, so cannot take an approval task`,
  },
  targetIsHolder: { CN: () => '不能转交给任务当前的处理人', EN: () => 'The task is already with this user; choose someone else' },
  targetHoldsNodeTask: {
    CN: (a: Args) => `${a.user} 在节点"${a.node}"已有待处理的任务，不能再接收一个`,
    EN: (a: Args) => `${a.user} already holds a pending task of node "${a.node}" and cannot take another`,
  },
  delegatedTaskResolveOnly: {
    CN: () => '这是他人委托给您的任务，只能办理（同意或驳回）后交还委托人，不能再转办、委托或加签',
    EN: () => 'This task was delegated to you: resolve it (approve or reject) and it returns to its owner; it cannot be transferred, delegated or given signers',
  },
  addSignPositionInvalid: { CN: () => '加签方式应为 BEFORE（前加签）或 AFTER（后加签）', EN: () => 'Say where the signer signs: BEFORE or AFTER you' },
  attachmentNotForHistory: {
    CN: (a: Args) => `附件 ${a.id} 不存在，或不是您为审批意见上传且尚未使用的文件`,
    EN: (a: Args) => `Attachment ${a.id} does not exist, or is not a file you uploaded for an approval comment and not yet used`,
  },
  transferred: { CN: (a: Args) => `已转办给 ${a.user}`, EN: (a: Args) => `Transferred to ${a.user}` },
  delegated: { CN: (a: Args) => `已委托给 ${a.user}，办理后任务将交还给您`, EN: (a: Args) => `Delegated to ${a.user}; the task comes back to you once resolved` },
  resolved: { CN: () => '已办理，任务已交还委托人', EN: () => 'Resolved; the task went back to its owner' },
  signerAdded: { CN: (a: Args) => `已加签 ${a.user}`, EN: (a: Args) => `Added ${a.user} as a signer` },
  reassigned: { CN: (a: Args) => `已改派给 ${a.user}`, EN: (a: Args) => `Reassigned to ${a.user}` },
  rejectsToSubmitterOnly: {
    CN: (a: Args) => `节点"${a.element}"只能驳回给提交人，不能驳回到其他节点`,
    EN: (a: Args) => `Node "${a.element}" rejects only back to the submitter, not to another node`,
  },
  rejectTargetNotAllowed: {
    CN: (a: Args) => `不能驳回到节点"${a.target}"，可选节点：${a.allowed}`,
    EN: (a: Args) => `The process cannot be sent back to node "${a.target}"; allowed: ${a.allowed}`,
  },
  rejectedToNode: { CN: (a: Args) => `已驳回到节点"${a.element}"`, EN: (a: Args) => `Sent back to node "${a.element}"` },
  notRunning: {
    CN: () => '该流程已结束或已变更，请刷新后再操作',
    EN: () => 'This process has already ended or changed; refresh and try again',
  },
  notSubmitter: { CN: () => '只有提交人可以撤回该流程', EN: () => 'Only the submitter can withdraw this process' },
  alreadyActed: {
    CN: () => '审批人已处理过该流程，不能撤回',
    EN: () => 'An approver has already decided on this process, so it can no longer be withdrawn',
  },
  withdrawn: { CN: () => '已撤回', EN: () => 'Withdrawn' },
  stopCommentRequired: { CN: () => '请填写终止原因', EN: () => 'Give the reason for stopping the process' },
  stopped: { CN: () => '流程已终止', EN: () => 'The process was stopped' },
  noRunningProcess: { CN: () => '该单据没有审批中的流程', EN: () => 'This document has no process in approval' },
  urgeNotRunning: {
    CN: (a: Args) => `流程实例 ${a.instance} 已结束（${a.status}），无需催办`,
    EN: (a: Args) => `Process instance ${a.instance} has ended (${a.status}); there is no one to urge`,
  },
  urgeNotYours: {
    CN: () => '只有提交人或管理员可以催办该流程',
    EN: () => 'Only the submitter or an administrator may urge this process',
  },
  urgeTooSoon: {
    CN: (a: Args) => `该流程已于 ${a.last} 催办过，每${a.minutes}分钟最多催办一次，请于 ${a.next} 后再催办`,
    EN: (a: Args) => `This process was urged at ${a.last}; it may be urged once every ${a.minutes} minute(s), so urge it again from ${a.next}`,
  },
  urged: { CN: (a: Args) => `已催办：${a.names}`, EN: (a: Args) => `Urged: ${a.names}` },
  approved: { CN: () => '已同意', EN: () => 'Approved' },
  rejected: { CN: () => '已驳回', EN: () => 'Rejected' },
} as const;

export type BpmMessageKey = keyof typeof MESSAGES;

export function bpmMessage(key: BpmMessageKey, language: Language, args: Args = {}): string {
  return MESSAGES[key][language](args);
}

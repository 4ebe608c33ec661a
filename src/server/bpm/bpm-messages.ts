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
  modelRefused: {
    CN: (a: Args) => `模型不能部署（${a.count}个问题）：${a.first}`,
    EN: (a: Args) => `The model cannot be deployed (${a.count} problem(s)): ${a.first}`,
  },
  deployed: { CN: (a: Args) => `已部署 ${a.key} 第${a.version}版`, EN: (a: Args) => `Deployed ${a.key} version ${a.version}` },
  versionTaken: { CN: (a: Args) => `${a.key} 正在被他人同时部署，请重试`, EN: (a: Args) => `${a.key} was being deployed by someone else at the same time; try again` },
  modelKeyRequired: { CN: () => '请指定流程模型标识', EN: () => 'Name the process model key' },
  noDeployedModel: { CN: (a: Args) => `流程模型"${a.key}"没有已部署的版本`, EN: (a: Args) => `Process model "${a.key}" has no deployed version` },
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
  processFailed: { CN: (a: Args) => `流程执行出错：${a.detail}`, EN: (a: Args) => `The process failed: ${a.detail}` },
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

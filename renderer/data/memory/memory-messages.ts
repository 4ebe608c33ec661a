import type { Language } from '../../../src/shared/formats/common';

/** Messages of the memory adapter, worded like the server's so tests and Storybook read the same. */
const MESSAGES = {
  ok: { CN: '操作成功', EN: 'Done' },
  queryOk: { CN: '查询成功', EN: 'Done' },
  saved: { CN: '保存成功', EN: 'Saved' },
  deleted: { CN: '删除成功', EN: 'Deleted' },
  notFound: { CN: '记录不存在', EN: 'Record not found' },
  stale: { CN: '记录已被他人修改，请刷新后重试', EN: 'The record was changed by someone else; reload it' },
  notEditable: { CN: '当前状态({{status}})不允许修改', EN: 'The record cannot be changed in status {{status}}' },
  notAllowedFrom: { CN: '当前状态({{status}})不允许{{action}}', EN: '{{action}} is not allowed when the status is {{status}}' },
  wrongActor: { CN: '您没有权限执行{{action}}', EN: 'You have no permission for {{action}}' },
  serverCommand: { CN: '{{action}}只能在服务器上执行，预览中不可用', EN: '{{action}} runs on the server only; it is not available in the preview' },
  needsComment: { CN: '请填写{{action}}原因', EN: 'Give a reason to {{action}}' },
  needsLine: { CN: '{{action}}需要指定订单行（lineId）', EN: '{{action}} needs the line it runs on (lineId)' },
  lineNotAllowedFrom: { CN: '行状态({{status}})不允许{{action}}', EN: '{{action}} is not allowed when the line status is {{status}}' },
  lineNotApplicable: { CN: '该行不适用"{{action}}"', EN: '{{action}} does not apply to this line' },
  needsLines: { CN: '至少需要{{count}}行', EN: 'At least {{count}} lines are needed' },
  invalid: { CN: '数据校验未通过', EN: 'Some fields are not valid' },
  recordPrefix: { CN: '第{{index}}条记录：{{message}}', EN: 'Record {{index}}: {{message}}' },
  linePrefix: { CN: '第{{index}}行：{{message}}', EN: 'Line {{index}}: {{message}}' },
  listCheckOn: { CN: '{{label}}（{{value}}）：{{message}}', EN: '{{label}} ({{value}}): {{message}}' },
  savedWithWarnings: { CN: '已保存，但请注意：{{warnings}}', EN: 'Saved, but note: {{warnings}}' },
  unknownEndpoint: { CN: '接口不存在：{{path}}', EN: 'Unknown endpoint: {{path}}' },
  outsideFilter: { CN: '所选{{label}}不符合条件', EN: 'The chosen {{label}} does not qualify here' },
  holdsConsumptions: { CN: '该单据仍占用着数量，请先取消后再删除', EN: 'This document still holds what it consumed; cancel it before deleting' },
  beyondLimit: { CN: '{{target}}的{{label}}将超出可用数量：本次{{amount}}，剩余可用{{open}}', EN: '{{target}}: {{label}} would exceed what is open: {{amount}} asked, {{open}} open' },
  belowZero: { CN: '{{target}}的{{label}}不能小于0', EN: '{{target}}: {{label}} cannot go below 0' },
  generateMixed: { CN: '所选行的{{label}}不一致，不能生成同一张单据', EN: 'The picked lines differ in {{label}}, so they cannot go into one document' },
  generateNoLines: { CN: '没有可{{action}}的行', EN: 'No line qualifies for {{action}}' },
  generated: { CN: '已生成{{target}} {{code}}', EN: '{{target}} {{code}} created' },
  badPageKey: { CN: '参数{{field}}无效：请传入返回的nextKey或prevKey（[排序字段值, 主键]）', EN: 'The parameter {{field}} is not valid: pass a nextKey or prevKey as answered ([sort value, primary key])' },
  badFilter: { CN: '不能按字段{{field}}查询或排序', EN: 'Field {{field}} cannot be filtered or sorted' },
} as const;

export type MemoryMessageKey = keyof typeof MESSAGES;

export function memoryMessage(key: MemoryMessageKey, language: Language, args: Record<string, string | number> = {}) {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

import type { FieldError } from '../../shared/api/envelope';
import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** Every message the engine answers, in both languages (field checks come from src/shared/validation). */
const MESSAGES = {
  unknownEntity: {
    CN: (a) => `未知的业务对象：${a.entity}`,
    EN: (a) => `Unknown entity: ${a.entity}`,
  },
  notFound: {
    CN: (a) => `${a.label}不存在或已被删除`,
    EN: (a) => `${a.label}: record not found`,
  },
  idRequired: {
    CN: () => `缺少记录ID`,
    EN: () => `The record id is missing`,
  },
  staleVersion: {
    CN: () => `记录已被他人修改，请刷新后重试`,
    EN: () => `The record was changed by someone else; reload it`,
  },
  notEditable: {
    CN: (a) => `当前状态为"${a.status}"，不允许修改或删除`,
    EN: (a) => `The record cannot be changed or deleted when the status is ${a.status}`,
  },
  onlyInApproval: {
    CN: () => '您只能在单据审批到您的节点时修改其开放的字段',
    EN: () => 'You may change this document only while it waits on your approval, and only the fields your step opens',
  },
  closedInApproval: {
    CN: (a) => `单据审批中，"${a.label}"不可修改（当前审批节点未开放该字段）`,
    EN: (a) => `"${a.label}" cannot be changed while the document is in approval (the current approval step does not open it)`,
  },
  linesClosedInApproval: {
    CN: (a) => `单据审批中，"${a.label}"不可修改`,
    EN: (a) => `"${a.label}" cannot be changed while the document is in approval`,
  },
  supplierReadOnly: {
    CN: (a) => `供应商用户不能新增、修改或删除${a.label}`,
    EN: (a) => `Supplier users may not create, change or delete ${a.label} records`,
  },
  unknownAction: {
    CN: (a) => `${a.label}没有操作"${a.action}"`,
    EN: (a) => `${a.label} has no action "${a.action}"`,
  },
  actionNotAllowed: {
    CN: (a) => `当前状态为"${a.status}"，不允许${a.action}`,
    EN: (a) => `${a.action} is not allowed when the status is ${a.status}`,
  },
  actionNotApplicable: {
    CN: (a) => `此单据不适用"${a.action}"（${a.hint}）`,
    EN: (a) => `${a.action} does not apply to this record (${a.hint})`,
  },
  actionForSuppliers: {
    CN: (a) => `${a.action}只能由供应商用户执行`,
    EN: (a) => `${a.action} can only be done by supplier users`,
  },
  actionForInternal: {
    CN: (a) => `${a.action}只能由内部用户执行`,
    EN: (a) => `${a.action} can only be done by internal users`,
  },
  needsLines: {
    CN: (a) => `${a.collection}至少需要${a.min}行才能${a.action}`,
    EN: (a) => `${a.action} needs at least ${a.min} line(s) in ${a.collection}`,
  },
  needsLine: {
    CN: (a) => `${a.action}需要指定${a.collection}（lineId）`,
    EN: (a) => `${a.action} needs the ${a.collection} it runs on (lineId)`,
  },
  actionLineNotFound: {
    CN: (a) => `${a.collection}不存在或不属于此单据`,
    EN: (a) => `No such ${a.collection} on this record`,
  },
  lineActionNotAllowed: {
    CN: (a) => `${a.line}的状态为"${a.status}"，不允许${a.action}`,
    EN: (a) => `${a.action} is not allowed on ${a.line}: its status is ${a.status}`,
  },
  lineActionNotApplicable: {
    CN: (a) => `${a.line}不适用"${a.action}"`,
    EN: (a) => `${a.action} does not apply to ${a.line}`,
  },
  needsComment: {
    CN: (a) => `${a.action}必须填写原因`,
    EN: (a) => `${a.action} needs a reason (comment)`,
  },
  referenceOutsideFilter: {
    CN: (a) => `所选${a.label}不属于当前${a.depends}`,
    EN: (a) => `The chosen ${a.label} does not belong to the chosen ${a.depends}`,
  },
  unknownField: {
    CN: (a) => `不能按字段"${a.field}"${a.use === 'sort' ? '排序' : '查询'}`,
    EN: (a) => `The field "${a.field}" cannot be used to ${a.use === 'sort' ? 'sort' : 'filter'}`,
  },
  unindexedSort: {
    CN: (a) => `不能按字段"${a.field}"排序：该字段没有索引，排序会读遍整张表`,
    EN: (a) => `The list cannot be sorted by "${a.field}": the field has no index, so sorting would read the whole table`,
  },
  badFilterValue: {
    CN: (a) => `查询条件"${a.key}"的值无效`,
    EN: (a) => `The value of the filter "${a.key}" is not valid`,
  },
  badSortOrder: {
    CN: () => `排序方向只能是asc或desc`,
    EN: () => `The sort order must be asc or desc`,
  },
  badPageIndex: {
    CN: () => `页码必须是大于0的整数`,
    EN: () => `The page index must be a whole number from 1`,
  },
  badPageRows: {
    CN: (a) => `每页行数必须是1到${a.max}之间的整数`,
    EN: (a) => `The rows per page must be a whole number from 1 to ${a.max}`,
  },
  badAfterKey: {
    CN: () => `参数afterKey无效：请传入上一页返回的nextKey（[排序字段值, 主键]），且排序与上一页相同`,
    EN: () => `The parameter afterKey is not valid: pass the nextKey of the previous page ([sort value, primary key]) with the same sort`,
  },
  badBeforeKey: {
    CN: () => `参数beforeKey无效：请传入当前页返回的prevKey（[排序字段值, 主键]），且排序与当前页相同`,
    EN: () => `The parameter beforeKey is not valid: pass the prevKey of the current page ([sort value, primary key]) with the same sort`,
  },
  twoPageKeys: {
    CN: () => `afterKey与beforeKey只能传一个`,
    EN: () => `Pass either afterKey or beforeKey, not both`,
  },
  referenceMissing: {
    CN: (a) => `${a.label}引用的记录不存在：${a.value}`,
    EN: (a) => `${a.label}: the referenced record ${a.value} does not exist`,
  },
  attachmentNotOurs: {
    CN: (a) => `${a.label}：附件 ${a.value} 不存在，或不属于此单据`,
    EN: (a) => `${a.label}: attachment ${a.value} does not exist or does not belong to this document`,
  },
  permitNotGranted: {
    CN: (a) => `您没有该${a.label}的数据权限：${a.value}（请联系管理员在“用户数据权限”中授权）`,
    EN: (a) => `${a.label}: you have no permit for ${a.value}; ask your administrator to grant it under User data permits`,
  },
  orgNotGranted: {
    CN: (a) => `您没有该${a.label}的数据权限：${a.value}`,
    EN: (a) => `${a.label}: you have no access to organisation ${a.value}`,
  },
  twoCurrentLines: {
    CN: (a) => `${a.group}"${a.value}"只能有一行${a.flag}，本次保存有多行被设为${a.flag}`,
    EN: (a) => `Only one line per ${a.group} "${a.value}" may be ${a.flag}; this save sets more than one`,
  },
  duplicate: {
    CN: (a) => `${a.label}"${a.value}"已存在`,
    EN: (a) => `${a.label} "${a.value}" already exists`,
  },
  duplicateHeldBy: {
    CN: (a) => `${a.label}"${a.value}"已存在：${a.codeLabel} ${a.code}`,
    EN: (a) => `${a.label} "${a.value}" already exists: ${a.codeLabel} ${a.code}`,
  },
  exclusiveFlag: {
    CN: (a) => `${a.entity}中${a.label}为"是"的只能有一条`,
    EN: (a) => `Only one ${a.entity} may have ${a.label} set`,
  },
  lineNotFound: {
    CN: (a) => `第${a.index}行引用的行记录不存在：${a.id}`,
    EN: (a) => `Line ${a.index}: the line ${a.id} does not belong to this record`,
  },
  linesFixed: {
    CN: (a) => `${a.collection}：当前不能增加或删除行，只能修改允许修改的字段`,
    EN: (a) => `${a.collection}: lines cannot be added or removed now; only the fields open to you may change`,
  },
  linePrefix: {
    CN: (a) => `第${a.index}行：${a.message}`,
    EN: (a) => `Line ${a.index}: ${a.message}`,
  },
  recordPrefix: {
    CN: (a) => `第${a.index}条记录：${a.message}`,
    EN: (a) => `Record ${a.index}: ${a.message}`,
  },
  moreErrors: {
    CN: (a) => `等${a.count}个问题`,
    EN: (a) => `and ${a.count} more`,
  },
  badRecord: {
    CN: () => `提交的数据格式不正确`,
    EN: () => `The submitted record is not valid data`,
  },
  badLines: {
    CN: (a) => `${a.collection}必须是数组`,
    EN: (a) => `${a.collection} must be a list of lines`,
  },
  matchFillUnknown: {
    CN: (a) => `${a.entity}没有名为"${a.name}"的匹配取值规则`,
    EN: (a) => `${a.entity} has no match fill named "${a.name}"`,
  },
  matchFillRecord: {
    CN: () => '请传入要匹配的记录（record）',
    EN: () => 'Send the record to match (record)',
  },
  effectiveKeyMissing: {
    CN: (a) => `请传入${a.label}`,
    EN: (a) => `${a.label} is required to find the record in force`,
  },
  effectiveBadDate: {
    CN: (a) => `参数date"${a.value}"不是有效日期，格式为yyyy-MM-dd`,
    EN: (a) => `The parameter date "${a.value}" is not a valid date (yyyy-MM-dd)`,
  },
  noneEffective: {
    CN: (a) => `${a.date}没有生效的${a.entity}（${a.keys}）：最早的${a.dateLabel}晚于该日期或尚未维护`,
    EN: (a) => `No ${a.entity} (${a.keys}) is in force on ${a.date}: none has a ${a.dateLabel} on or before that date`,
  },
  changeTargetFixed: {
    CN: (a) => `变更申请保存后不能更换${a.label}`,
    EN: (a) => `${a.label} of a change request cannot be replaced once it is saved`,
  },
  changeTargetChanged: {
    CN: (a) => `${a.target} ${a.code}的资料在本申请发起后已被修改（申请基于版本${a.base}，当前版本${a.current}），为避免覆盖他人的修改，不能应用本申请：请驳回后重新发起变更申请`,
    EN: (a) => `${a.target} ${a.code} was changed after this request was opened (the request is based on version ${a.base}, it is now at version ${a.current}); applying it would overwrite those changes: reject it and open a new change request`,
  },
  changeTargetGone: {
    CN: (a) => `变更申请的${a.target}已不存在，不能应用`,
    EN: (a) => `The ${a.target} this request changes no longer exists`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type EngineMessageKey = keyof typeof MESSAGES;

export function engineMessage(language: Language, key: EngineMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

export function engineError(language: Language, key: EngineMessageKey, args: Args = {}, errors: FieldError[] = []): ApiError {
  return new ApiError(engineMessage(language, key, args), errors);
}

const SHOWN_IN_SUMMARY = 3;

/** One ApiError for a list of field errors: the first few messages as the summary, all of them in errors. */
export function validationError(language: Language, errors: FieldError[]): ApiError {
  const texts = errors.slice(0, SHOWN_IN_SUMMARY).map((error) =>
    error.line ? engineMessage(language, 'linePrefix', { index: error.line.index + 1, message: error.message }) : error.message,
  );
  if (errors.length > SHOWN_IN_SUMMARY) {
    texts.push(engineMessage(language, 'moreErrors', { count: errors.length - SHOWN_IN_SUMMARY }));
  }
  return new ApiError(texts.join(language === 'CN' ? '；' : '; '), errors);
}

/** An error of one record of a batch save: the record named in the message and on every field error. */
export function inBatchRecord(error: ApiError, index: number, language: Language): ApiError {
  const message = engineMessage(language, 'recordPrefix', { index: index + 1, message: error.message });
  return new ApiError(message, error.errors.map((fieldError) => ({ ...fieldError, record: index })), error.status);
}

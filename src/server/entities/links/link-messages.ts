import type { Language } from '../../../shared/formats/common';
import { ApiError } from '../../http/api-error';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** Messages of generate actions, consumptions and document links, in both languages. */
const MESSAGES = {
  generated: {
    CN: (a) => `已生成${a.target} ${a.code}`,
    EN: (a) => `${a.target} ${a.code} created`,
  },
  generateMixed: {
    CN: (a) => `所选行的${a.label}不一致，不能生成同一张${a.target}`,
    EN: (a) => `The picked lines differ in ${a.label}, so they cannot go into one ${a.target}`,
  },
  generateNoLines: {
    CN: (a) => `没有可${a.action}的行`,
    EN: (a) => `No line qualifies for ${a.action}`,
  },
  generateNotQualified: {
    CN: (a) => `${a.record}不满足${a.action}的条件`,
    EN: (a) => `${a.record} does not qualify for ${a.action}`,
  },
  generateTooMany: {
    CN: (a) => `一次最多可处理${a.max}条记录`,
    EN: (a) => `At most ${a.max} records can be handled at once`,
  },
  generateTooManyLines: {
    CN: (a) => `一次最多生成${a.max}行`,
    EN: (a) => `At most ${a.max} lines can be generated at once`,
  },
  generateIdsRequired: {
    CN: () => `请选择要处理的行`,
    EN: () => `Choose the lines to use`,
  },
  lineTitle: {
    CN: (a) => `${a.document} 第${a.number}行`,
    EN: (a) => `${a.document} line ${a.number}`,
  },
  consumedBeyondLimit: {
    CN: (a) => `${a.target}的${a.label}将超出可用数量：本次${a.amount}，剩余可用${a.open}`,
    EN: (a) => `${a.target}: ${a.label} would exceed what is open: ${a.amount} asked, ${a.open} open`,
  },
  consumedBelowZero: {
    CN: (a) => `${a.target}的${a.label}不能小于0`,
    EN: (a) => `${a.target}: ${a.label} cannot go below 0`,
  },
  consumptionTargetMissing: {
    CN: (a) => `${a.record}引用的${a.target}不存在或无权访问`,
    EN: (a) => `${a.record}: the ${a.target} it refers to does not exist or is not yours`,
  },
  holdsConsumptions: {
    CN: (a) => `该${a.label}仍占用着数量，请先取消后再删除`,
    EN: (a) => `This ${a.label} still holds what it consumed; cancel it before deleting`,
  },
  alreadyConsumed: {
    CN: (a) => `${a.record}已占用${a.label}，不能重复占用`,
    EN: (a) => `${a.record} already holds its ${a.label}; it cannot take it twice`,
  },
  postingTargetMissing: {
    CN: (a) => `要变更的${a.target}不存在`,
    EN: (a) => `the ${a.target} to change does not exist`,
  },
  listCheckOn: {
    CN: (a) => `${a.label}（${a.value}）：${a.message}`,
    EN: (a) => `${a.label} (${a.value}): ${a.message}`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type LinkMessageKey = keyof typeof MESSAGES;

export function linkMessage(language: Language, key: LinkMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

export function linkError(language: Language, key: LinkMessageKey, args: Args = {}, field?: string): ApiError {
  const message = linkMessage(language, key, args);
  return new ApiError(message, field ? [{ field, message }] : []);
}

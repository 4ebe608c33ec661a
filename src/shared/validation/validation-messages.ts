import type { Language } from '../formats/common';

type MessageArgs = { label: string; limit?: number | string };
type Template = (args: MessageArgs) => string;

/** Field-level validation messages, in both languages, shared by the server and the browser. */
const MESSAGES: Record<string, Record<Language, Template>> = {
  required: {
    CN: ({ label }) => `${label}不能为空`,
    EN: ({ label }) => `${label} is required`,
  },
  notInteger: {
    CN: ({ label }) => `${label}必须是整数`,
    EN: ({ label }) => `${label} must be a whole number`,
  },
  notNumber: {
    CN: ({ label }) => `${label}必须是数字`,
    EN: ({ label }) => `${label} must be a number`,
  },
  tooLong: {
    CN: ({ label, limit }) => `${label}长度不能超过${limit}个字符`,
    EN: ({ label, limit }) => `${label} must be at most ${limit} characters`,
  },
  belowMin: {
    CN: ({ label, limit }) => `${label}不能小于${limit}`,
    EN: ({ label, limit }) => `${label} must be at least ${limit}`,
  },
  aboveMax: {
    CN: ({ label, limit }) => `${label}不能大于${limit}`,
    EN: ({ label, limit }) => `${label} must be at most ${limit}`,
  },
  tooPrecise: {
    CN: ({ label, limit }) => `${label}最多保留${limit}位小数`,
    EN: ({ label, limit }) => `${label} allows at most ${limit} decimal places`,
  },
  locked: {
    CN: ({ label }) => `${label}当前不可修改`,
    EN: ({ label }) => `${label} cannot be changed now`,
  },
  tooManyDigits: {
    CN: ({ label, limit }) => `${label}最多${limit}位有效数字`,
    EN: ({ label, limit }) => `${label} allows at most ${limit} significant digits`,
  },
  badDate: {
    CN: ({ label, limit }) => `${label}日期格式应为${limit}`,
    EN: ({ label, limit }) => `${label} must be a date in the form ${limit}`,
  },
  badFlag: {
    CN: ({ label }) => `${label}只能是Y或N`,
    EN: ({ label }) => `${label} must be Y or N`,
  },
  unknownLookup: {
    CN: ({ label, limit }) => `${label}的值"${limit}"不是有效的选项`,
    EN: ({ label, limit }) => `${label}: "${limit}" is not one of the allowed values`,
  },
  notText: {
    CN: ({ label }) => `${label}必须是文本`,
    EN: ({ label }) => `${label} must be text`,
  },
  badAttachmentIds: {
    CN: ({ label }) => `${label}应为以逗号分隔的附件ID`,
    EN: ({ label }) => `${label} must be attachment ids separated by commas`,
  },
};

export type ValidationMessageKey = keyof typeof MESSAGES;

export function validationMessage(key: ValidationMessageKey, language: Language, args: MessageArgs): string {
  return MESSAGES[key][language](args);
}

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
  badCreditCode: {
    CN: ({ label }) => `${label}应为18位数字或大写字母（不含I、O、S、V、Z）`,
    EN: ({ label }) => `${label} must be 18 digits or capital letters (no I, O, S, V, Z)`,
  },
  badCreditCodeCheck: {
    CN: ({ label }) => `${label}校验位不正确，请核对营业执照`,
    EN: ({ label }) => `${label}: the check character is wrong; compare it with the business licence`,
  },
  badEmail: {
    CN: ({ label }) => `${label}不是有效的邮箱地址`,
    EN: ({ label }) => `${label} is not a valid e-mail address`,
  },
  badMobile: {
    CN: ({ label }) => `${label}应为11位手机号码`,
    EN: ({ label }) => `${label} must be an 11-digit mobile number`,
  },
  badCnaps: {
    CN: ({ label }) => `${label}应为12位数字的联行号`,
    EN: ({ label }) => `${label} must be a 12-digit CNAPS bank code`,
  },
  badSwift: {
    CN: ({ label }) => `${label}应为8或11位SWIFT代码（大写字母和数字）`,
    EN: ({ label }) => `${label} must be an 8 or 11 character SWIFT code (capital letters and digits)`,
  },
  badPostcode: {
    CN: ({ label }) => `${label}应为6位数字`,
    EN: ({ label }) => `${label} must be 6 digits`,
  },
  badUrl: {
    CN: ({ label }) => `${label}应以http://或https://开头`,
    EN: ({ label }) => `${label} must start with http:// or https://`,
  },
};

export type ValidationMessageKey = keyof typeof MESSAGES;

export function validationMessage(key: ValidationMessageKey, language: Language, args: MessageArgs): string {
  return MESSAGES[key][language](args);
}

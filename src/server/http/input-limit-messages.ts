import type { Language } from '../../shared/formats/common';
import { BadInput } from './bad-input';

type Args = Record<string, string | number>;

/** The refusals of input beyond the limits of input-limits.ts and of unreadable bodies, in both languages. */
const MESSAGES = {
  tooDeep: {
    CN: (a: Args) => `参数"${a.field}"嵌套过深（最多${a.max}层）`,
    EN: (a: Args) => `"${a.field}" is nested too deep (at most ${a.max} levels)`,
  },
  filterTooLong: {
    CN: (a: Args) => `查询条件"${a.field}"过长（最多${a.max}个字符）`,
    EN: (a: Args) => `The filter "${a.field}" is too long (at most ${a.max} characters)`,
  },
  tooManyFilterValues: {
    CN: (a: Args) => `查询条件"${a.field}"的值过多（最多${a.max}个）`,
    EN: (a: Args) => `The filter "${a.field}" has too many values (at most ${a.max})`,
  },
  numberOutOfRange: {
    CN: (a: Args) => `"${a.field}"必须是${a.min}到${a.max}之间的数`,
    EN: (a: Args) => `"${a.field}" must be a number from ${a.min} to ${a.max}`,
  },
  badMultipart: {
    CN: () => '上传内容不完整或不是有效的multipart表单，请重新选择文件上传',
    EN: () => 'The upload is incomplete or not a valid multipart form; choose the file and upload it again',
  },
  multipartTooManyParts: {
    CN: () => '上传表单的字段或文件过多',
    EN: () => 'The upload form has too many fields or files',
  },
  badRequest: {
    CN: () => '请求内容无效',
    EN: () => 'The request is not valid',
  },
} as const;

export type InputLimitMessageKey = keyof typeof MESSAGES;

export function inputLimitMessage(key: InputLimitMessageKey, language: Language, args: Args = {}): string {
  return MESSAGES[key][language](args);
}

/** A refusal of input, naming the parameter it concerns. */
export function inputRefusal(key: InputLimitMessageKey, field: string, language: Language, args: Args = {}, httpStatus: 400 | 413 = 400): BadInput {
  return new BadInput(inputLimitMessage(key, language, { field, ...args }), field, httpStatus);
}

import type { Language, LocalizedText } from '../../shared/formats/common';

type Args = Record<string, string | number>;

/** Every message of the job platform, in both languages. */
const MESSAGES = {
  parametersNotObject: {
    CN: () => '参数必须是JSON对象，例如 {"参数名": 值}；没有参数时留空',
    EN: () => 'Parameters must be a JSON object such as {"name": value}; leave them empty for none',
  },
  parameterInvalid: {
    CN: (a: Args) => (a.name ? `参数${a.name}：${a.detail}` : `参数：${a.detail}`),
    EN: (a: Args) => (a.name ? `Parameter ${a.name}: ${a.detail}` : `Parameters: ${a.detail}`),
  },
  programUnavailable: {
    CN: (a: Args) => `程序"${a.code}"在本服务器上不可用，请选择其他程序或联系管理员`,
    EN: (a: Args) => `The program "${a.code}" is not available on this server; choose another or ask your administrator`,
  },
} as const;

export type JobMessageKey = keyof typeof MESSAGES;

export function jobMessage(key: JobMessageKey, language: Language, args: Args = {}): string {
  return MESSAGES[key][language](args);
}

/** Both languages in one text, for what is stored once and read by anyone (a request's result). */
export function bothLanguages(text: LocalizedText): string {
  return text.cn === text.en ? text.cn : `${text.cn} / ${text.en}`;
}

export function jobMessageInBoth(key: JobMessageKey, args: Args = {}): string {
  return bothLanguages({ cn: jobMessage(key, 'CN', args), en: jobMessage(key, 'EN', args) });
}

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
  cronRequired: {
    CN: () => '周期运行需要CRON表达式，例如 0 2 * * *（每天2点）',
    EN: () => 'A recurring request needs a CRON expression, e.g. 0 2 * * * (every day at 02:00)',
  },
  cronInvalid: {
    CN: (a: Args) => `CRON表达式"${a.expression}"无效：${a.detail}。格式：分 时 日 月 周，例如 */15 * * * *`,
    EN: (a: Args) => `The CRON expression "${a.expression}" is invalid: ${a.detail}. Format: minute hour day month weekday, e.g. */15 * * * *`,
  },
  runAtRequired: {
    CN: () => '指定时间运行需要填写运行时间',
    EN: () => 'A request run at a time needs its time',
  },
  programDisabled: {
    CN: (a: Args) => `程序"${a.code}"已停用，请在并发程序中启用后再提交`,
    EN: (a: Args) => `The program "${a.code}" is disabled; enable it under Concurrent programs first`,
  },
  runTimeExceeded: {
    CN: (a: Args) => `运行超过最长运行时间${a.minutes}分钟，已终止`,
    EN: (a: Args) => `Stopped: the run exceeded its maximum run time of ${a.minutes} minute(s)`,
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

import type { Language } from '../../shared/formats/common';

type Args = Record<string, string | number>;

/** What the message centre answers and records, in both languages. */
const TEXTS = {
  templateSyntax: {
    CN: (a: Args) => `模板语法错误：${a.label} 第 ${a.line} 行第 ${a.col} 列：${a.reason}`,
    EN: (a: Args) => `Template syntax error in ${a.label}, line ${a.line}, column ${a.col}: ${a.reason}`,
  },
  templateRender: {
    CN: (a: Args) => `模板无法渲染：${a.label}：${a.reason}`,
    EN: (a: Args) => `The template cannot be rendered: ${a.label}: ${a.reason}`,
  },
  preview: {
    CN: (a: Args) => `预览（示例数据）\n【中文】${a.subjectCn}\n${a.bodyCn}\n【English】${a.subjectEn}\n${a.bodyEn}`,
    EN: (a: Args) => `Preview (sample data)\n[Chinese] ${a.subjectCn}\n${a.bodyCn}\n[English] ${a.subjectEn}\n${a.bodyEn}`,
  },
  testSent: { CN: (a: Args) => `测试消息已发送至 ${a.target}（${a.ms} 毫秒）`, EN: (a: Args) => `Test message sent to ${a.target} (${a.ms} ms)` },
  testFailed: { CN: (a: Args) => `测试消息发送失败（${a.target}）：${a.reason}`, EN: (a: Args) => `The test message to ${a.target} failed: ${a.reason}` },
  testOutbox: {
    CN: () => '未配置 SMTP（SMTP_HOST）：测试邮件未发出',
    EN: () => 'No SMTP server is configured (SMTP_HOST): the test mail was not sent',
  },
  noTestTarget: { CN: () => '请先填写"测试收件邮箱"，或为当前用户维护邮箱', EN: () => 'Fill in the test mail address first, or give your user a mail address' },
  channelDisabled: { CN: (a: Args) => `渠道 ${a.code} 已停用`, EN: (a: Args) => `Channel ${a.code} is disabled` },
  noSmtp: {
    CN: () => '未配置 SMTP（SMTP_HOST），邮件无法发出；配置后点击"重试"',
    EN: () => 'No SMTP server is configured (SMTP_HOST), so the mail cannot leave; configure it, then Retry',
  },
  noMailAddress: { CN: (a: Args) => `接收人 ${a.user} 没有邮箱`, EN: (a: Args) => `Receiver ${a.user} has no mail address` },
  httpStatus: { CN: (a: Args) => `对方返回 HTTP ${a.status}`, EN: (a: Args) => `The endpoint answered HTTP ${a.status}` },
  timeout: { CN: (a: Args) => `${a.ms} 毫秒内未响应（超时）`, EN: (a: Args) => `No answer within ${a.ms} ms (timeout)` },
  testTitle: { CN: () => '消息中心测试消息', EN: () => 'Message centre test message' },
  testBody: {
    CN: (a: Args) => `这是渠道 ${a.code} 的测试消息，由 ${a.user} 于 ${a.at} 发送。`,
    EN: (a: Args) => `This is a test message of channel ${a.code}, sent by ${a.user} at ${a.at}.`,
  },
  unknownSource: { CN: (a: Args) => `消息来源 ${a.code} 不存在`, EN: (a: Args) => `Message source ${a.code} does not exist` },
} as const;

export type MessageTextKey = keyof typeof TEXTS;

export function messageText(key: MessageTextKey, language: Language, args: Args = {}): string {
  return TEXTS[key][language](args);
}

/** Both languages, Chinese first: what the delivery records (the reader may read either). */
export function bothLanguages(key: MessageTextKey, args: Args = {}): string {
  return `${TEXTS[key].CN(args)} / ${TEXTS[key].EN(args)}`;
}

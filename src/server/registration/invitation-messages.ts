import type { Language } from '../../shared/formats/common';

/** Messages of registration invitations (registerInviteList and the invited registration page), in both languages. */
const MESSAGES = {
  invalid: { CN: '邀请链接无效或已被新的链接取代，请联系邀请方重新发送', EN: 'This invitation link is not valid or was replaced by a newer one; ask the buyer to send it again' },
  expired: { CN: '邀请链接已过期，请联系邀请方重新发送', EN: 'This invitation link has expired; ask the buyer to send it again' },
  revoked: { CN: '该邀请已被撤销，如需注册请联系邀请方', EN: 'This invitation was revoked; contact the buyer if you still want to register' },
  used: { CN: '该邀请链接已用于注册，不能再次使用', EN: 'This invitation link was already used to register' },
  expiryPast: { CN: '有效期已过，请先修改并保存有效期再发送', EN: 'The validity date has passed; change and save it before sending' },
  sent: { CN: '邀请已发送至{{email}}', EN: 'Invitation sent to {{email}}' },
  mailSubject: { CN: '{{org}}邀请贵公司注册成为供应商', EN: '{{org}} invites you to register as a supplier' },
  mailBody: {
    CN: '您好，{{name}}：\n\n{{org}}邀请贵公司（{{company}}）在供应商平台注册。请在{{expiry}}前打开以下链接完成注册（链接仅可使用一次）：\n{{link}}\n{{note}}',
    EN: 'Hello {{name}},\n\n{{org}} invites {{company}} to register on its supplier platform. Open this link by {{expiry}} to register (it works once):\n{{link}}\n{{note}}',
  },
} as const;

export type InvitationMessageKey = keyof typeof MESSAGES;

export function invitationMessage(key: InvitationMessageKey, language: Language, args: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

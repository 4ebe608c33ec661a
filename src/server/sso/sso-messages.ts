import type { Language } from '../../shared/formats/common';

/** Messages of the single sign-on calls answered as envelopes (the redirects carry codes the login page explains). */
const MESSAGES = {
  ticketInvalid: {
    CN: '单点登录已失效或已被使用，请重新点击单点登录按钮',
    EN: 'This single sign-on has expired or was already used; click the sign-on button again',
  },
  userDisabled: { CN: '该账号已被禁用，请联系管理员', EN: 'This account is disabled; contact your administrator' },
  signedIn: { CN: '登录成功', EN: 'Signed in' },
} as const;

export function ssoMessage(key: keyof typeof MESSAGES, language: Language): string {
  return MESSAGES[key][language];
}

import type { Language } from '../../shared/formats/common';

/** Messages of the public identity flows (captcha, password recovery, password change), in both languages. */
const MESSAGES = {
  captchaRequired: { CN: '请输入图中的验证码', EN: 'Type the characters shown in the picture (captcha)' },
  captchaWrong: { CN: '验证码错误或已过期，请重新输入', EN: 'The captcha is wrong or expired; type the new one' },
  tooManyRequests: { CN: '操作过于频繁，请{{minutes}}分钟后再试', EN: 'Too many requests; try again in {{minutes}} min' },
  userNameRequired: { CN: '请输入用户名', EN: 'Enter your user name' },
  resetCodeSent: {
    CN: '如果该用户存在且登记了邮箱，验证码已发送，10分钟内有效',
    EN: 'If this user exists and has an e-mail address, a code was sent to it; it is valid for 10 minutes',
  },
  resetCodeRequired: { CN: '请输入6位数字验证码', EN: 'Enter the 6-digit code' },
  resetCodeWrong: { CN: '验证码错误，还可尝试{{left}}次', EN: 'Wrong code; {{left}} tries left' },
  resetCodeInvalid: { CN: '验证码无效或已过期，请重新获取', EN: 'The code is no longer valid (expired, used or too many tries); ask for a new one' },
  resetCodeOk: { CN: '验证码正确，请设置新密码', EN: 'Code accepted; choose a new password' },
  passwordReset: { CN: '密码已重置，请使用新密码登录', EN: 'Password changed; sign in with the new password' },
  passwordChanged: { CN: '密码已修改，其他登录会话已退出', EN: 'Password changed; your other sessions were ended' },
  oldPasswordWrong: { CN: '原密码错误', EN: 'The current password is wrong' },
  passwordSameAsOld: { CN: '新密码不能与原密码相同', EN: 'The new password must differ from the current one' },
  userHasNoEmail: { CN: '该用户未登记邮箱，无法发送临时密码', EN: 'This user has no e-mail address to send the temporary password to' },
  userNotFound: { CN: '用户不存在', EN: 'No such user' },
  resetMailSubject: { CN: 'SRM平台密码重置验证码', EN: 'SRM platform password reset code' },
  resetMailBody: {
    CN: '您好，{{name}}：\n\n您的密码重置验证码是 {{code}}，10分钟内有效。如非本人操作，请忽略本邮件。',
    EN: 'Hello {{name}},\n\nyour password reset code is {{code}}; it is valid for 10 minutes. If you did not ask for it, ignore this mail.',
  },
  adminResetMailSubject: { CN: 'SRM平台密码已被管理员重置', EN: 'Your SRM platform password was reset' },
  adminResetMailBody: {
    CN: '您好，{{name}}：\n\n管理员已重置您的密码，临时密码为 {{password}}。请登录后立即修改密码。',
    EN: 'Hello {{name}},\n\nan administrator reset your password; the temporary password is {{password}}. Sign in and change it at once.',
  },
  adminResetDone: { CN: '密码已重置，临时密码已通过邮件发送给用户', EN: 'Password reset; the temporary password was mailed to the user' },
} as const;

export type IdentityMessageKey = keyof typeof MESSAGES;

export function identityMessage(key: IdentityMessageKey, language: Language, args: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

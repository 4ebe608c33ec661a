import type { Language } from '../../shared/formats/common';

const MESSAGES = {
  invalidToken: { CN: '访问令牌无效、已过期或已被吊销', EN: 'The access token is invalid, expired or revoked' },
  outOfScope: { CN: '访问令牌的授权范围不包含此接口', EN: 'The access token\'s scopes do not include this API' },
  rateLimited: { CN: '调用过于频繁：本应用每分钟最多调用 {limit} 次，请 {seconds} 秒后再试', EN: 'Too many calls: this application may call {limit} times a minute; try again in {seconds} s' },
  secretIssued: { CN: '客户端密钥只在此文件中出现这一次，请妥善保存', EN: 'The client secret is given this once, in this file only: keep it safe' },
  tokensRevoked: { CN: '已吊销 {count} 个访问令牌', EN: '{count} access token(s) revoked' },
} as const;

export type OauthMessageKey = keyof typeof MESSAGES;

export function oauthMessage(key: OauthMessageKey, language: Language, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

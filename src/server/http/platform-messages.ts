import type { Language } from '../../shared/formats/common';

/** Every message the platform layer (HTTP, identity, signing, access, routes) sends, in both languages. */
const MESSAGES = {
  badJson: { CN: '请求内容不是有效的JSON', EN: 'request body is not valid JSON' },
  badContentType: { CN: '不支持的请求内容类型，请使用JSON', EN: 'Unsupported content type; send JSON' },
  bodyTooLarge: { CN: '请求内容过大', EN: 'The request body is too large' },
  unknownRoute: { CN: '接口不存在：{{path}}', EN: 'Unknown endpoint: {{path}}' },
  unexpected: {
    CN: '系统繁忙，请稍后重试（请求编号：{{requestId}}）',
    EN: 'Something went wrong on the server; try again later (request id {{requestId}})',
  },
  shuttingDown: { CN: '服务正在重启，请稍后重试', EN: 'The server is restarting; try again in a moment' },
  notReady: { CN: '服务暂不可用，无响应：{{dependencies}}', EN: 'Not ready; not answering: {{dependencies}}' },
  dependencyDatabase: { CN: '数据库', EN: 'database' },
  dependencyRedis: { CN: 'Redis', EN: 'Redis' },
  notLoggedIn: { CN: '登录已失效，请重新登录', EN: 'Your session has ended; sign in again' },
  wrongCredentials: { CN: '用户名或密码错误', EN: 'Wrong user name or password' },
  credentialsMissing: { CN: '请输入用户名和密码', EN: 'Enter your user name and password' },
  userDisabled: { CN: '该账号已被禁用，请联系管理员', EN: 'This account is disabled; contact your administrator' },
  tooManyLoginAttempts: {
    CN: '登录失败次数过多，请{{minutes}}分钟后再试',
    EN: 'Too many failed sign-ins; try again in {{minutes}} min',
  },
  loggedIn: { CN: '登录成功', EN: 'Signed in' },
  loggedOut: { CN: '已退出登录', EN: 'Signed out' },
  loggedOutOthers: { CN: '已退出其他设备（{{count}}个会话）', EN: 'Signed out of your other devices ({{count}} sessions)' },
  signingHeaderMissing: {
    CN: '请求缺少签名请求头 {{header}}（见 docs/api.md 的 “Request signing”）',
    EN: 'The signing header {{header}} is missing (see "Request signing" in docs/api.md)',
  },
  staleTimestamp: {
    CN: '请求头 timestamp 须为毫秒时间戳，且与服务器时间相差不超过5分钟，请校准本机时间后重试',
    EN: 'The timestamp header must be milliseconds since 1970 within 5 minutes of the server clock; check the client clock',
  },
  badAppSign: { CN: '请求头 appsign 与 timestamp 不匹配', EN: 'The appsign header does not match the timestamp header' },
  badNonce: { CN: '请求头 randomNum 不能超过128个字符', EN: 'The randomNum header must be at most 128 characters' },
  replayedRequest: { CN: '重复的请求已被拒绝', EN: 'This request was already received (replayed request refused)' },
  badSignature: {
    CN: '请求签名校验失败：请求头 parameterSignature 须用本会话的 signSecret 对方法、含 /api 与查询串的路径、timestamp、randomNum、请求体 SHA-256（小写十六进制）逐行签名',
    EN: 'The parameterSignature header does not match (bad signature): HMAC-SHA256 with this session\'s signSecret of the method, the path with /api and the query, timestamp, randomNum and the lowercase hex SHA-256 of the exact body, one per line',
  },
  noPermission: { CN: '您没有权限执行此操作', EN: 'you have no permission for this action' },
  idRequired: { CN: '请提供有效的记录ID', EN: 'Give a valid record id' },
  idsRequired: { CN: '请选择要删除的记录', EN: 'Choose the records to delete' },
  recordsRequired: { CN: '请提供要保存的记录', EN: 'Give the records to save' },
  lookupTypeRequired: { CN: '请提供快码类型', EN: 'Give the lookup type' },
  queryOk: { CN: '查询成功', EN: 'Done' },
  saved: { CN: '保存成功', EN: 'Saved' },
  savedWithWarnings: { CN: '已保存，但请注意：{{warnings}}', EN: 'Saved, but note: {{warnings}}' },
  deleted: { CN: '删除成功', EN: 'Deleted' },
  actionDone: { CN: '操作成功', EN: 'Done' },
} as const;

export type PlatformMessageKey = keyof typeof MESSAGES;

export function platformMessage(
  key: PlatformMessageKey,
  language: Language,
  args: Record<string, string | number> = {},
): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

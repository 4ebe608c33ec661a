import type { Language } from '../../shared/formats/common';
import { ApiError } from '../http/api-error';

type Args = Record<string, string | number>;
type Template = (args: Args) => string;

/** The units a truncated value is counted in (see redis-key-value.ts). */
export type ValueUnit = 'bytes' | 'items' | 'characters';
const UNITS_CN: Record<string | number, string> = { bytes: '字节', items: '项', characters: '个字符' };

/** What the Redis administration screens are told, in both languages. */
const MESSAGES = {
  notConfigured: {
    CN: () => '本服务未使用Redis（可选）：会话、缓存和任务队列保存在数据库和本进程中。需要时设置环境变量REDIS_URL后重启服务',
    EN: () => 'This server runs without Redis (optional): sessions, caches and the job queue live in the database and this process. To use Redis, set REDIS_URL and restart the server',
  },
  keyNotFound: {
    CN: (a) => `Redis键不存在或已过期：${a.key}`,
    EN: (a) => `The Redis key does not exist (deleted or expired): ${a.key}`,
  },
  badKeyType: {
    CN: (a) => `键类型无效：${a.value}（可选：${a.types}）`,
    EN: (a) => `Unknown key type ${a.value} (one of ${a.types})`,
  },
  listCapped: {
    CN: (a) => `匹配的键超过${a.cap}个，仅列出扫描到的前${a.cap}个，请缩小键名条件`,
    EN: (a) => `More than ${a.cap} keys match; only the first ${a.cap} found are listed. Narrow the key search`,
  },
  valueTruncated: {
    CN: (a) => `…（已截断：共${a.total}${UNITS_CN[a.unit]}，仅显示前${a.shown}${UNITS_CN[a.unit]}）`,
    EN: (a) => `… (truncated: the first ${a.shown} of ${a.total} ${a.unit} shown)`,
  },
} satisfies Record<string, Record<Language, Template>>;

export type RedisKeyMessageKey = keyof typeof MESSAGES;

export function redisKeyMessage(language: Language, key: RedisKeyMessageKey, args: Args = {}): string {
  const templates: Record<Language, Template> = MESSAGES[key];
  return templates[language](args);
}

/** Redis is optional: its absence is a notice (status M), not a failure. */
export function redisNotConfigured(language: Language): ApiError {
  return new ApiError(redisKeyMessage(language, 'notConfigured'), [], 'M');
}

export function redisKeyError(language: Language, key: RedisKeyMessageKey, args: Args = {}): ApiError {
  return new ApiError(redisKeyMessage(language, key, args));
}

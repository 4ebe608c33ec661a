import { join, resolve } from 'node:path';

/**
 * Server settings, all from environment variables (DESIGN §4.6). Defaults:
 * PORT 8080, HOST 0.0.0.0, DATA_DIR ./data, DATABASE_URL unset (SQLite file under DATA_DIR),
 * REDIS_URL unset (sessions in the database; nonces, caches, rate limits and jobs in this process),
 * REDIS_KEY_PREFIX srm:,
 * SESSION_IDLE_MINUTES 120, SESSION_MAX_HOURS 12, DEMO_DATA true, WEB_DIR dist/web, LOG_LEVEL info,
 * TRUST_PROXY unset (the peer address is the client's), IMPORT_MAX_BYTES 20971520 (20 MB),
 * IMPORT_MAX_ROWS 100000, SECRET_KEY unset (then the file SECRET_KEY_FILE, DATA_DIR/keys/secret-aes.key).
 */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Every Redis key of this deployment starts with it, so deployments can share one Redis. */
  redisKeyPrefix: string;
  /** A session ends after this long without a call. */
  sessionIdleMinutes: number;
  /** A session ends this long after login, however busy. */
  sessionMaxHours: number;
  demoData: boolean;
  /** A development server writes the code generator's files into the repository (DEV_CODE_WRITE); off in production. */
  devCodeWrite: boolean;
  webDir: string;
  logLevel: LogLevel;
  /** What of the log also goes to the server-log table (the `log` screen): SERVER_LOG_LEVEL, LOG_LEVEL by default. */
  serverLogLevel: LogLevel;
  /**
   * Which proxies in front may name the client in X-Forwarded-For: false (none), a hop count, or their
   * addresses/CIDR ranges. Login limits per address count the client's address, so behind a proxy this
   * must be set, or every user shares the proxy's address.
   */
  trustProxy: TrustProxy;
  /** Where mail goes (SMTP_*); unset: messages stay in the outbox table. */
  smtp?: SmtpSettings;
  /** Largest Excel file an import accepts, in bytes. */
  importMaxBytes: number;
  /** Most data rows one import (Excel or doImport) may hold. */
  importMaxRows: number;
  /**
   * The file service's RSA-2048 private key (PEM): clients encrypt batch-delete ids with its public key,
   * and file links are signed with a key derived from it. Created on first start when missing; every
   * server process of a deployment must read the same file.
   */
  fileKeyPath: string;
  /**
   * The AES-256 key that seals secrets at rest (SSO client secrets): SECRET_KEY (base64 of 32 bytes) when
   * set, else the file SECRET_KEY_FILE, created on first start. Every process must use the same key.
   */
  secretKey: { key?: string; path: string };
  /** The LibreOffice program that converts documents for preview (Debian's `soffice`). */
  officeCommand: string;
  /** An approval instance may be urged once in this many minutes (BPM_URGE_INTERVAL_MINUTES). */
  urgeIntervalMinutes: number;
  /** How often the job queue looks for approval tasks to remind or escalate (BPM_REMINDER_SCAN_MINUTES). */
  reminderScanMinutes: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export type TrustProxy = false | number | string[];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A setting that cannot be used: startup stops and names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`invalid ${variable}=${JSON.stringify(value)}: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, raw, `a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

/** Positive decimals are allowed so tests can use a session that idles out within a second. */
function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(value > 0)) throw new ConfigError(name, raw, 'a number greater than 0');
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes', 'y'].includes(lower)) return true;
  if (['false', '0', 'no', 'n'].includes(lower)) return false;
  throw new ConfigError(name, raw, 'true or false');
}

function url(env: Env, name: string, schemes: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  if (!schemes.some((scheme) => raw.startsWith(`${scheme}://`))) {
    throw new ConfigError(name, raw, `a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`);
  }
  return raw;
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL');
  if (raw === undefined) return 'info';
  const found = LOG_LEVELS.find((level) => level === raw.toLowerCase());
  if (!found) throw new ConfigError('LOG_LEVEL', raw, LOG_LEVELS.join(', '));
  return found;
}

function keyPrefix(env: Env): string {
  const raw = text(env, 'REDIS_KEY_PREFIX');
  if (raw === undefined) return 'srm:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(raw)) throw new ConfigError('REDIS_KEY_PREFIX', raw, 'letters, digits and _ . : - (at most 64)');
  return raw;
}

function trustProxy(env: Env): TrustProxy {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) return addresses;
  throw new ConfigError('TRUST_PROXY', raw, 'false, a hop count from 1 to 10, or comma-separated addresses/CIDR ranges');
}

function smtp(env: Env): SmtpSettings | undefined {
  const host = text(env, 'SMTP_HOST');
  if (host === undefined) return undefined;
  const secure = flag(env, 'SMTP_SECURE', false);
  const from = text(env, 'SMTP_FROM') ?? text(env, 'SMTP_USER');
  if (from === undefined) throw new ConfigError('SMTP_FROM', '', 'the sender address when SMTP_HOST is set');
  return {
    host,
    port: integer(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535),
    secure,
    user: text(env, 'SMTP_USER'),
    password: env.SMTP_PASSWORD,
    from,
  };
}

/** SECRET_KEY: base64 of exactly 32 bytes (`openssl rand -base64 32`). */
function secretKey(env: Env): string | undefined {
  const raw = text(env, 'SECRET_KEY');
  if (raw === undefined) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || Buffer.from(raw, 'base64').length !== 32) {
    throw new ConfigError('SECRET_KEY', '(hidden)', '32 bytes in base64 (openssl rand -base64 32)');
  }
  return raw;
}

/** Reads and checks every setting; relative directories are resolved against `cwd`. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const sessionIdleMinutes = positiveNumber(env, 'SESSION_IDLE_MINUTES', 120);
  const sessionMaxHours = positiveNumber(env, 'SESSION_MAX_HOURS', 12);
  if (sessionIdleMinutes > sessionMaxHours * 60) {
    throw new ConfigError('SESSION_IDLE_MINUTES', String(sessionIdleMinutes), 'at most SESSION_MAX_HOURS * 60');
  }
  const dataDir = resolve(cwd, text(env, 'DATA_DIR') ?? './data');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    redisKeyPrefix: keyPrefix(env),
    sessionIdleMinutes,
    sessionMaxHours,
    demoData: flag(env, 'DEMO_DATA', true),
    devCodeWrite: flag(env, 'DEV_CODE_WRITE', false),
    webDir: resolve(cwd, text(env, 'WEB_DIR') ?? 'dist/web'),
    logLevel: logLevel(env),
    serverLogLevel: env.SERVER_LOG_LEVEL === undefined || env.SERVER_LOG_LEVEL === '' ? logLevel(env) : logLevel({ LOG_LEVEL: env.SERVER_LOG_LEVEL }),
    trustProxy: trustProxy(env),
    smtp: smtp(env),
    importMaxBytes: integer(env, 'IMPORT_MAX_BYTES', 20 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    importMaxRows: integer(env, 'IMPORT_MAX_ROWS', 100_000, 1, 1_000_000),
    fileKeyPath: resolve(cwd, text(env, 'FILE_RSA_KEY_FILE') ?? join(dataDir, 'keys', 'file-rsa.pem')),
    secretKey: { key: secretKey(env), path: resolve(cwd, text(env, 'SECRET_KEY_FILE') ?? join(dataDir, 'keys', 'secret-aes.key')) },
    officeCommand: text(env, 'OFFICE_COMMAND') ?? 'soffice',
    urgeIntervalMinutes: integer(env, 'BPM_URGE_INTERVAL_MINUTES', 30, 1, 7 * 24 * 60),
    reminderScanMinutes: integer(env, 'BPM_REMINDER_SCAN_MINUTES', 10, 1, 24 * 60),
  };
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db';

/** File under DATA_DIR whose SQLite lock serialises startups on the embedded database. */
export const SQLITE_STARTUP_LOCK_FILE = 'startup.lock';
/** First key of the PostgreSQL advisory lock ("SRM" + 1); the second is a hash of the current schema. */
const ADVISORY_LOCK_CLASS = 0x53524d01;
const POLL_MS = 200;
const DEFAULT_WAIT_MS = 5 * 60_000;

export interface StartupLockOptions {
  /** How long to wait for another process's migration and seeding before giving up. */
  waitMs?: number;
}

type TryAcquire = () => Promise<boolean>;

/** Tries until the lock is taken; says once that it waits, and gives up with a message after `waitMs`. */
async function acquire(tryAcquire: TryAcquire, what: string, log: FastifyBaseLogger, waitMs: number): Promise<void> {
  const started = Date.now();
  if (await tryAcquire()) return;
  log.info(`another process is migrating or seeding the database; waiting for its ${what}`);
  while (!(await tryAcquire())) {
    if (Date.now() - started > waitMs) {
      throw new Error(
        `gave up after ${Math.round(waitMs / 1000)} s waiting for the ${what}: another server process is still ` +
          'migrating or seeding the same database; look at that process (its log says which step it is on)',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  log.info(`got the ${what} after ${Date.now() - started} ms`);
}

/**
 * PostgreSQL: a session advisory lock held on one pooled connection for the whole run (the work itself
 * uses the other connections). Keyed by the current schema, so deployments in separate schemas of one
 * database do not wait for each other. A process that dies loses its connection and with it the lock.
 */
async function withAdvisoryLock<T>(database: Database, log: FastifyBaseLogger, waitMs: number, work: () => Promise<T>): Promise<T> {
  return database.db.connection().execute(async (connection) => {
    const tryAcquire = async () => {
      const result = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${ADVISORY_LOCK_CLASS}, hashtext(current_schema())) as locked`.execute(connection);
      return result.rows[0]?.locked === true;
    };
    await acquire(tryAcquire, 'startup lock (PostgreSQL advisory lock)', log, waitMs);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${ADVISORY_LOCK_CLASS}, hashtext(current_schema()))`.execute(connection);
    }
  });
}

/**
 * SQLite: a write transaction on a small lock database beside srm.sqlite (not srm.sqlite itself, which the
 * work writes through its own connection). The lock is the operating system's file lock, which ends with
 * the process, so a crashed startup never leaves a stale lock behind to clean up by hand.
 */
async function withFileLock<T>(dataDir: string, log: FastifyBaseLogger, waitMs: number, work: () => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  const lock = new BetterSqlite3(join(dataDir, SQLITE_STARTUP_LOCK_FILE), { timeout: 0 });
  try {
    const tryAcquire = async () => {
      try {
        lock.exec('begin immediate');
        return true;
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
        throw error;
      }
    };
    await acquire(tryAcquire, `startup lock (${join(dataDir, SQLITE_STARTUP_LOCK_FILE)})`, log, waitMs);
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

/**
 * Runs `work` (migrations and seeding) in one process at a time per database: replicas started together on
 * an empty database would otherwise both create tables and both seed. The others wait, then find the
 * database up to date and change nothing.
 */
export function withStartupLock<T>(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  return database.dialect === 'postgres'
    ? withAdvisoryLock(database, log, waitMs, work)
    : withFileLock(dataDir, log, waitMs, work);
}

import type { SqlDatabase } from '../sql-database';
import { SESSIONS_TABLE } from './sessions-table';

/**
 * How long sessions of the SQL store are kept after they ended or expired: long enough to see in the
 * table who was signed in recently (and for a request just after expiry to still read "ended"), short
 * enough that sys_sessions stays small.
 */
export const SESSION_RETENTION_MS = 24 * 3_600_000;

/**
 * Deletes sessions of the SQL store that ended or expired more than `retentionMs` before `now`, and
 * answers how many. Run at startup and by the scheduled housekeeping job; sessions in Redis need no
 * such job, Redis expires them itself.
 */
export async function purgeExpiredSessions(database: SqlDatabase, now: number, retentionMs: number): Promise<number> {
  const horizon = now - retentionMs;
  const result = await database.db
    .deleteFrom(SESSIONS_TABLE)
    .where((eb) => eb.or([eb('expiresAt', '<', horizon), eb('endedAt', '<', horizon)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

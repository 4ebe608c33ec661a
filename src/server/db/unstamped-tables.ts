import { SERVER_LOGS_TABLE } from '../logs/server-log-table';
import { NONCES_TABLE } from '../signing/nonces-table';

/**
 * Tables no kept read depends on, written on every signed call (used nonces) or every second (log lines):
 * their writes leave the database's change stamp alone on both dialects, so each call does not make every
 * kept read (sessions, users, permits) stale.
 */
export const UNSTAMPED_TABLES: readonly string[] = [NONCES_TABLE, SERVER_LOGS_TABLE];

const UNSTAMPED_WRITE = new RegExp(`^\\s*(insert into|update|delete from) "(${UNSTAMPED_TABLES.join('|')})"`, 'i');

/** Whether a statement's text writes one of UNSTAMPED_TABLES (as Kysely compiles such writes). */
export function isUnstampedWrite(text: string): boolean {
  return UNSTAMPED_WRITE.test(text);
}

import { UnchangedDataReads } from '../cache/unchanged-data-reads';
import { asNumber, asOptionalNumber, asOptionalString, type SqlDatabase, type SqlRow } from '../sql-database';
import type { NewSession, SessionStore, StoredSession, UserSession } from './session-store';
import { SESSIONS_TABLE } from './sessions-table';

function toSession(row: SqlRow): StoredSession {
  return {
    id: asNumber(row.id),
    userId: asNumber(row.userId),
    signSecret: String(row.signSecret),
    createdAt: asNumber(row.createdAt),
    lastSeenAt: asNumber(row.lastSeenAt),
    expiresAt: asNumber(row.expiresAt),
    endedAt: asOptionalNumber(row.endedAt),
  };
}

/**
 * Sessions in the sys_sessions table: shared by every server process on the same database. The lookup of
 * every signed-in call is kept while the database is unchanged (unchanged-data-reads.ts): ending a session,
 * its activity, any write at all, in any process, makes the next call read it again.
 */
export function createSqlSessionStore(database: SqlDatabase): SessionStore {
  const { db } = database;
  const reads = new UnchangedDataReads(database);
  return {
    async create(session: NewSession) {
      const row = await db
        .insertInto(SESSIONS_TABLE)
        .values({
          tokenHash: session.tokenHash,
          userId: session.userId,
          signSecret: session.signSecret,
          createdAt: session.now,
          lastSeenAt: session.now,
          expiresAt: session.expiresAt,
          endedAt: null,
          userAgent: session.device?.userAgent ?? null,
          address: session.device?.address ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSession(row);
    },
    async findByTokenHash(tokenHash: string) {
      const row = await reads.read(tokenHash, () => db.selectFrom(SESSIONS_TABLE).selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst());
      return row ? toSession(row) : null;
    },
    async touch(id: number, lastSeenAt: number, expiresAt: number) {
      await db.updateTable(SESSIONS_TABLE).set({ lastSeenAt, expiresAt }).where('id', '=', id).execute();
    },
    async end(id: number, endedAt: number) {
      await db.updateTable(SESSIONS_TABLE).set({ endedAt }).where('id', '=', id).where('endedAt', 'is', null).execute();
    },
    async listByUser(userId: number, now: number): Promise<UserSession[]> {
      const rows = await db
        .selectFrom(SESSIONS_TABLE)
        .selectAll()
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .where('expiresAt', '>', now)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...toSession(row), userAgent: asOptionalString(row.userAgent), address: asOptionalString(row.address) }));
    },
    async endAllExcept(userId: number, keepId: number, endedAt: number) {
      const result = await db
        .updateTable(SESSIONS_TABLE)
        .set({ endedAt })
        .where('userId', '=', userId)
        .where('id', '<>', keepId)
        .where('endedAt', 'is', null)
        .where('expiresAt', '>', endedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredSessions } from '../../../src/server/auth/purge-expired-sessions';
import { migrateSessionsTable, SESSIONS_TABLE } from '../../../src/server/auth/sessions-table';
import { createSqlSessionStore } from '../../../src/server/auth/sql-session-store';
import type { Database } from '../../../src/server/db';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 0, 15, 12);

let database: ServerDatabase;
let sql: Database;
beforeAll(async () => {
  database = await createServerDatabase('purge', { empty: true });
  sql = await database.open();
  await migrateSessionsTable(sql);
});
afterAll(async () => {
  await sql?.close();
  await database?.drop();
});

async function remainingUsers(): Promise<number[]> {
  const rows = await sql.db.selectFrom(SESSIONS_TABLE).select('userId').orderBy('userId').execute();
  return rows.map((row) => Number(row.userId));
}

describe('purgeExpiredSessions', () => {
  it('deletes sessions ended or expired before the retention period, keeps the rest, and counts', async () => {
    const store = createSqlSessionStore(sql);
    const add = async (userId: number, createdAt: number, expiresAt: number, endedAt?: number) => {
      const session = await store.create({ userId, tokenHash: `${userId}`.padStart(64, '0'), signSecret: 's', now: createdAt, expiresAt });
      if (endedAt !== undefined) await store.end(session.id, endedAt);
    };
    await add(1, now - 40 * HOUR, now - 30 * HOUR); // expired 30 h ago: gone
    await add(2, now - 30 * HOUR, now - 20 * HOUR); // expired 20 h ago: kept (retention 24 h)
    await add(3, now - 30 * HOUR, now + 2 * HOUR, now - 26 * HOUR); // ended 26 h ago, expiry ahead: gone
    await add(4, now - 2 * HOUR, now + 2 * HOUR, now - HOUR); // ended an hour ago: kept
    await add(5, now - HOUR, now + HOUR); // live: kept

    expect(await purgeExpiredSessions(sql, now, 24 * HOUR)).toBe(2);
    expect(await remainingUsers()).toEqual([2, 4, 5]);
    expect(await purgeExpiredSessions(sql, now, 24 * HOUR)).toBe(0);
    expect(await purgeExpiredSessions(sql, now, 0)).toBe(2);
    expect(await remainingUsers()).toEqual([5]);
  });
});

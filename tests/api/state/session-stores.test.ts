import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisSessionStore } from '../../../src/server/auth/redis-session-store';
import type { SessionStore } from '../../../src/server/auth/session-store';
import { migrateSessionsTable } from '../../../src/server/auth/sessions-table';
import { createSqlSessionStore } from '../../../src/server/auth/sql-session-store';
import type { Database } from '../../../src/server/db';
import type { RedisConnection } from '../../../src/server/redis/redis-connection';
import { redisAvailable } from '../../support/real-services';
import { createServerDatabase, type ServerDatabase } from '../support/test-database';
import { testRedis, type TestRedis } from '../support/test-redis';

const hasRedis = await redisAvailable();
const HOUR = 3_600_000;

let counter = 0;
function newSession(now: number, expiresAt = now + HOUR) {
  counter += 1;
  return { userId: 7, tokenHash: `${'ab'.repeat(30)}${String(counter).padStart(4, '0')}`, signSecret: 'c'.repeat(64), now, expiresAt };
}

/** What every SessionStore must do, whichever backs it. */
function describeSessionStore(name: string, enabled: boolean, open: () => Promise<SessionStore>) {
  describe.skipIf(!enabled)(`${name} session store`, () => {
    let store: SessionStore;
    beforeAll(async () => {
      store = await open();
    });

    it('finds a created session by its token hash, and nothing for an unknown hash', async () => {
      const now = Date.now();
      const input = newSession(now);
      const created = await store.create(input);
      expect(created).toEqual({
        id: expect.any(Number),
        userId: 7,
        signSecret: input.signSecret,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + HOUR,
        endedAt: null,
      });
      expect(await store.findByTokenHash(input.tokenHash)).toEqual(created);
      expect(await store.findByTokenHash('f'.repeat(64))).toBeNull();
    });

    it('numbers sessions with distinct, increasing ids', async () => {
      const now = Date.now();
      const first = await store.create(newSession(now));
      const second = await store.create(newSession(now));
      expect(second.id).toBeGreaterThan(first.id);
    });

    it('records activity: last seen and the extended expiry', async () => {
      const now = Date.now();
      const input = newSession(now);
      const { id } = await store.create(input);
      await store.touch(id, now + 5000, now + 2 * HOUR);
      expect(await store.findByTokenHash(input.tokenHash)).toMatchObject({ id, lastSeenAt: now + 5000, expiresAt: now + 2 * HOUR });
    });

    it('keeps an ended session as ended (the first end counts), not as unknown', async () => {
      const now = Date.now();
      const input = newSession(now);
      const { id } = await store.create(input);
      await store.end(id, now + 1000);
      await store.end(id, now + 9000);
      expect(await store.findByTokenHash(input.tokenHash)).toMatchObject({ id, endedAt: now + 1000, expiresAt: now + HOUR });
    });

    it("lists a user's live sessions with their device, newest first, and ends all but one", async () => {
      const now = Date.now();
      const userId = 9000 + counter;
      const open = (at: number, expiresAt: number, userAgent: string) =>
        store.create({ ...newSession(at, expiresAt), userId, device: { userAgent, address: '10.1.2.3' } });
      const laptop = await open(now, now + HOUR, 'Mozilla/5.0 (Windows NT 10.0) Chrome/120');
      const phone = await open(now + 1, now + HOUR, 'Mozilla/5.0 (iPhone) Safari/604');
      const ended = await open(now + 2, now + HOUR, 'ended');
      await store.end(ended.id, now + 3);
      await open(now - 2 * HOUR, now - HOUR, 'expired');
      await store.create({ ...newSession(now), userId: userId + 1 });
      const listed = await store.listByUser(userId, now + 10);
      expect(listed.map((session) => [session.id, session.userAgent, session.address])).toEqual([
        [phone.id, 'Mozilla/5.0 (iPhone) Safari/604', '10.1.2.3'],
        [laptop.id, 'Mozilla/5.0 (Windows NT 10.0) Chrome/120', '10.1.2.3'],
      ]);
      expect(await store.endAllExcept(userId, phone.id, now + 20)).toBe(1);
      expect((await store.listByUser(userId, now + 30)).map((session) => session.id)).toEqual([phone.id]);
      expect((await store.listByUser(userId + 1, now + 30)).length).toBe(1);
    });
  });
}

let database: ServerDatabase;
let sql: Database;
describeSessionStore('SQL', true, async () => {
  database = await createServerDatabase('sessions', { empty: true });
  sql = await database.open();
  await migrateSessionsTable(sql);
  return createSqlSessionStore(sql);
});
afterAll(async () => {
  await sql?.close();
  await database?.drop();
});

let redis: TestRedis;
let connection: RedisConnection;
describeSessionStore('Redis', hasRedis, async () => {
  redis = testRedis('sessions');
  connection = await redis.connect();
  return new RedisSessionStore(connection);
});
afterAll(async () => {
  await redis?.cleanUp();
});

describe.skipIf(!hasRedis)('Redis session keys', () => {
  const margin = 60_000;
  const tokenTtl = (tokenHash: string) => connection.client.pttl(connection.key('session', 'token', tokenHash));
  const idTtl = (id: number) => connection.client.pttl(connection.key('session', 'id', id));

  it('expire with the session (plus a margin), and activity moves the expiry', async () => {
    const store = new RedisSessionStore(connection);
    const now = Date.now();
    const input = newSession(now, now + 10 * 60_000);
    const { id } = await store.create(input);
    for (const ttl of [await tokenTtl(input.tokenHash), await idTtl(id)]) {
      expect(ttl).toBeGreaterThan(10 * 60_000 + margin - 5000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + margin);
    }
    await store.touch(id, now + 1000, now + 30 * 60_000);
    expect(await tokenTtl(input.tokenHash)).toBeGreaterThan(30 * 60_000 + margin - 5000);
    expect(await idTtl(id)).toBeGreaterThan(30 * 60_000 + margin - 5000);
  });

  it('ending keeps the expiry; touching or ending a session Redis already dropped recreates nothing', async () => {
    const store = new RedisSessionStore(connection);
    const now = Date.now();
    const input = newSession(now, now + 10 * 60_000);
    const { id } = await store.create(input);
    await store.end(id, now + 1000);
    const ttl = await tokenTtl(input.tokenHash);
    expect(ttl).toBeGreaterThan(10 * 60_000 + margin - 5000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + margin);

    const tokenKey = connection.key('session', 'token', input.tokenHash);
    await connection.client.del(tokenKey);
    await store.touch(id, now + 2000, now + HOUR);
    await store.end(id, now + 3000);
    expect(await connection.client.exists(tokenKey)).toBe(0);
    expect(await store.findByTokenHash(input.tokenHash)).toBeNull();
  });
});

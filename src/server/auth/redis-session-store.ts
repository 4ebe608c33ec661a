import { execTransaction } from '../redis/exec-transaction';
import type { RedisConnection } from '../redis/redis-connection';
import type { NewSession, SessionStore, StoredSession, UserSession } from './session-store';

/**
 * Records outlive their expiry by this margin, so a request arriving just after it (or a process whose
 * clock runs slightly behind) still finds the session and answers "ended", and never a half-written
 * record. Whether a session is usable is decided by its times, not by the key's presence.
 */
const EXPIRY_MARGIN_MS = 60_000;

/** Activity on a record that still exists; never recreates one that expired meanwhile. */
const TOUCH_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'lastSeenAt', ARGV[1], 'expiresAt', ARGV[2])
redis.call('PEXPIREAT', KEYS[1], ARGV[3])
redis.call('PEXPIREAT', KEYS[2], ARGV[3])
return 1`;

/** Marks an existing record ended (the first end wins); the record stays until it expires. */
const END_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('HSETNX', KEYS[1], 'endedAt', ARGV[1])`;

function toSession(fields: Record<string, string>): StoredSession | null {
  if (fields.id === undefined) return null;
  return {
    id: Number(fields.id),
    userId: Number(fields.userId),
    signSecret: fields.signSecret,
    createdAt: Number(fields.createdAt),
    lastSeenAt: Number(fields.lastSeenAt),
    expiresAt: Number(fields.expiresAt),
    endedAt: fields.endedAt === undefined ? null : Number(fields.endedAt),
  };
}

/**
 * Sessions in Redis (REDIS_URL), shared by every server process. Keys:
 * `session:token:<token hash>` → a hash with the session's fields, read on every signed-in call;
 * `session:id:<id>` → the token hash, so `touch` and `end` (which get the id) find the record;
 * `session:next-id` → the counter that numbers sessions (ids scope nonces and stamp audit fields);
 * `session:user:<user id>` → the set of the user's session ids (his signed-in devices), kept as long as
 * his longest-lived session (ids whose session expired are dropped when the set is read).
 * The keys of a session expire with it (plus a margin); Redis removes them, no housekeeping needed.
 */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: RedisConnection) {}

  async create(session: NewSession): Promise<StoredSession> {
    const { client } = this.redis;
    const id = await client.incr(this.redis.key('session', 'next-id'));
    const stored: StoredSession = {
      id,
      userId: session.userId,
      signSecret: session.signSecret,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
      endedAt: null,
    };
    const recordKey = this.tokenKey(session.tokenHash);
    const idKey = this.idKey(id);
    const keepUntil = session.expiresAt + EXPIRY_MARGIN_MS;
    await execTransaction(
      client
        .multi()
        .hset(recordKey, {
          id,
          userId: stored.userId,
          signSecret: stored.signSecret,
          createdAt: stored.createdAt,
          lastSeenAt: stored.lastSeenAt,
          expiresAt: stored.expiresAt,
          userAgent: session.device?.userAgent ?? '',
          address: session.device?.address ?? '',
        })
        .pexpireat(recordKey, keepUntil)
        .set(idKey, session.tokenHash)
        .pexpireat(idKey, keepUntil)
        .sadd(this.userKey(session.userId), id)
        .pexpireat(this.userKey(session.userId), keepUntil, 'GT')
        .pexpireat(this.userKey(session.userId), keepUntil, 'NX'),
    );
    return stored;
  }

  async findByTokenHash(tokenHash: string): Promise<StoredSession | null> {
    return toSession(await this.redis.client.hgetall(this.tokenKey(tokenHash)));
  }

  async touch(id: number, lastSeenAt: number, expiresAt: number): Promise<void> {
    const tokenHash = await this.redis.client.get(this.idKey(id));
    if (tokenHash === null) return;
    const keepUntil = expiresAt + EXPIRY_MARGIN_MS;
    await this.redis.client.eval(TOUCH_SCRIPT, 2, this.tokenKey(tokenHash), this.idKey(id), lastSeenAt, expiresAt, keepUntil);
    const userId = await this.redis.client.hget(this.tokenKey(tokenHash), 'userId');
    if (userId !== null) await this.redis.client.pexpireat(this.userKey(Number(userId)), keepUntil, 'GT');
  }

  async end(id: number, endedAt: number): Promise<void> {
    const tokenHash = await this.redis.client.get(this.idKey(id));
    if (tokenHash === null) return;
    await this.redis.client.eval(END_SCRIPT, 1, this.tokenKey(tokenHash), endedAt);
  }

  async listByUser(userId: number, now: number): Promise<UserSession[]> {
    const { client } = this.redis;
    const ids = (await client.smembers(this.userKey(userId))).map(Number).sort((a, b) => b - a);
    const sessions: UserSession[] = [];
    for (const id of ids) {
      const tokenHash = await client.get(this.idKey(id));
      const fields = tokenHash === null ? {} : await client.hgetall(this.tokenKey(tokenHash));
      const session = toSession(fields);
      if (!session) {
        await client.srem(this.userKey(userId), id);
        continue;
      }
      if (session.endedAt !== null || session.expiresAt <= now) continue;
      sessions.push({ ...session, userAgent: fields.userAgent || null, address: fields.address || null });
    }
    return sessions;
  }

  async endAllExcept(userId: number, keepId: number, endedAt: number): Promise<number> {
    const others = (await this.listByUser(userId, endedAt)).filter((session) => session.id !== keepId);
    for (const session of others) await this.end(session.id, endedAt);
    return others.length;
  }

  private userKey(userId: number): string {
    return this.redis.key('session', 'user', userId);
  }

  private tokenKey(tokenHash: string): string {
    return this.redis.key('session', 'token', tokenHash);
  }

  private idKey(id: number): string {
    return this.redis.key('session', 'id', id);
  }
}

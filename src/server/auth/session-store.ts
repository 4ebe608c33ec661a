/** A login session as the server keeps it. Times are milliseconds since the epoch. */
export interface StoredSession {
  id: number;
  userId: number;
  signSecret: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  endedAt: number | null;
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  signSecret: string;
  now: number;
  expiresAt: number;
}

/**
 * Where sessions live: the database by default (sql-session-store.ts), Redis when REDIS_URL is set
 * (redis-session-store.ts). Tokens are only ever passed in hashed form.
 */
export interface SessionStore {
  create(session: NewSession): Promise<StoredSession>;
  /** The session with this token hash, whatever its state (the caller decides whether it is usable). */
  findByTokenHash(tokenHash: string): Promise<StoredSession | null>;
  /** Records activity: the new last-seen time and the expiry it extends to. */
  touch(id: number, lastSeenAt: number, expiresAt: number): Promise<void>;
  end(id: number, endedAt: number): Promise<void>;
}

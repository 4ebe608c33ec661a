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
  /** Where the session was opened from, as the user centre lists it (his devices). */
  device?: SessionDevice;
}

/** The browser (user agent) and network address a session was opened from. */
export interface SessionDevice {
  userAgent: string | null;
  address: string | null;
}

/** A session as its user sees it in his list of signed-in devices. */
export type UserSession = StoredSession & SessionDevice;

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
  /** The user's sessions that have not ended nor expired at `now`, newest first. */
  listByUser(userId: number, now: number): Promise<UserSession[]>;
  /** Ends every live session of the user but `keepId` (sign out other devices); answers how many it ended. */
  endAllExcept(userId: number, keepId: number, endedAt: number): Promise<number>;
}

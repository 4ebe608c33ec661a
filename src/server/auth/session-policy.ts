import type { StoredSession } from './session-store';

/** How long sessions live: idle timeout and absolute lifetime (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export function sessionPolicy(config: { sessionIdleMinutes: number; sessionMaxHours: number }): SessionPolicy {
  return { idleMs: config.sessionIdleMinutes * 60_000, maxMs: config.sessionMaxHours * 3_600_000 };
}

/** The expiry after activity at `now`: idle time from now, never past the absolute lifetime. */
export function expiryAfterActivity(policy: SessionPolicy, createdAt: number, now: number): number {
  return Math.min(now + policy.idleMs, createdAt + policy.maxMs);
}

export function isSessionUsable(session: StoredSession, now: number): boolean {
  return session.endedAt === null && now < session.expiresAt;
}

/**
 * Whether activity should be written: not on every call (a write per request), but often enough
 * that the recorded expiry is never more than a twentieth of the idle time behind.
 */
export function needsTouch(policy: SessionPolicy, session: StoredSession, now: number): boolean {
  return now - session.lastSeenAt >= Math.min(30_000, policy.idleMs / 20);
}

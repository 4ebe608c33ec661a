import type { LoginAnswer, SessionUser } from '../../shared/api/login';

export type { LoginAnswer, SessionUser, UserType } from '../../shared/api/login';

/** The "saved user info" kept in localStorage so a reload stays signed in. */
export type SavedUserInfo = LoginAnswer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (!isRecord(value)) return false;
  return (
    typeof value.userId === 'number' &&
    typeof value.userName === 'string' &&
    typeof value.userFullName === 'string' &&
    (value.userType === 'internal' || value.userType === 'supplier')
  );
}

/** Checks a stored or received value field by field: localStorage may hold anything. */
export function isSavedUserInfo(value: unknown): value is SavedUserInfo {
  if (!isRecord(value)) return false;
  return (
    typeof value.authorizationCode === 'string' &&
    value.authorizationCode.length > 0 &&
    typeof value.signSecret === 'string' &&
    typeof value.certificate === 'string' &&
    typeof value.gatewayTag === 'string' &&
    isSessionUser(value.user)
  );
}

/** A session whose expiry has passed is treated as absent (the server would answer NOTLOGIN anyway). */
export function isExpired(info: SavedUserInfo, now: number = Date.now()): boolean {
  if (info.expiresAt === undefined || info.expiresAt === null) return false;
  const expiry = typeof info.expiresAt === 'number' ? info.expiresAt : Date.parse(info.expiresAt);
  return Number.isFinite(expiry) && expiry <= now;
}

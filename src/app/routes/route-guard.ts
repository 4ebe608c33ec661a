import type { UserType } from '../session/session-types';

/** Paths reachable without signing in (spec 000 §2, §6): login, and the registration and recovery pages. */
export const PUBLIC_PATHS: readonly string[] = ['/', '/login', '/register', '/forget', '/registerInfoEdit'];
const LOGIN_PATHS: readonly string[] = ['/', '/login'];

export const LOGIN_PATH = '/login';

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(trimTrailingSlash(pathname));
}

/** A user's home: buyers work from inHome, suppliers from exHome. */
export function homePathFor(userType: UserType): string {
  return userType === 'supplier' ? '/main/exHome' : '/main/inHome';
}

export interface GuardSession {
  /** The authorization code of the session state or of the saved user info. */
  authorizationCode: string | null;
  userType: UserType | null;
}

/**
 * Where the router guard sends a navigation, or null to let it through: without an authorization code every
 * route except login, register and forget goes to login; a signed-in user at '/' or '/login' goes home.
 */
export function guardRedirect(pathname: string, session: GuardSession): string | null {
  const path = trimTrailingSlash(pathname);
  if (!session.authorizationCode) return isPublicPath(path) ? null : LOGIN_PATH;
  if (LOGIN_PATHS.includes(path)) return homePathFor(session.userType ?? 'internal');
  return null;
}

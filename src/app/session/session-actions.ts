import type { DataAdapter } from '../../../renderer/data/data-adapter';
import { tabRecordNamesAtom, tabStateAtom } from '../tabs/tab-atoms';
import type { AppStore } from './app-store';
import { requestLogout } from './auth-api';
import { languageAtom, LOOKUP_CACHE_PREFIX, sessionNoticeAtom, userInfoAtom, type SessionNotice } from './session-atoms';
import type { SavedUserInfo, SessionUser } from './session-types';

/** Keeps the answer of a successful login as the session (and the saved user info). */
export function startSession(store: AppStore, info: SavedUserInfo): void {
  store.set(sessionNoticeAtom, null);
  store.set(userInfoAtom, info);
  // The language he chose in his user centre wins over the login page's.
  if (info.user.languageCode) store.set(languageAtom, info.user.languageCode);
}

/** Replaces the user of the running session (heartbeat answers may carry renamed users). */
export function refreshSessionUser(store: AppStore, user: SessionUser): void {
  const info = store.get(userInfoAtom);
  if (info) store.set(userInfoAtom, { ...info, user });
}

/** Lookup values cached per type belong to the session: another user may see other values. */
export function clearLookupCache(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(LOOKUP_CACHE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Forgets everything the session held: credentials, saved user info, cached lookups and open tabs. The
 * router guard sees the missing authorization code and sends the user to the login page, which shows
 * `notice`.
 */
export function endSession(store: AppStore, notice: SessionNotice): void {
  store.set(userInfoAtom, null);
  store.set(tabStateAtom, null);
  store.set(tabRecordNamesAtom, new Map());
  clearLookupCache();
  store.set(sessionNoticeAtom, notice);
}

/** Signs out on the server first (so the token dies there), then locally whatever the answer. */
export async function signOut(store: AppStore, adapter: DataAdapter): Promise<void> {
  try {
    await requestLogout(adapter);
  } finally {
    endSession(store, 'signedOut');
  }
}

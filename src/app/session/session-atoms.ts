import { atom } from 'jotai';
import type { Language } from '../../shared/formats/common';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/app-i18n';
import { isExpired, isSavedUserInfo, type SavedUserInfo } from './session-types';
import { atomWithLocalStorage } from './stored-atom';

export const USER_INFO_STORAGE_KEY = 'srm.userInfo';
export const LANGUAGE_STORAGE_KEY = 'srm.language';
/** Lookup values cached by the renderer, one key per lookup type; cleared at sign-out. */
export const LOOKUP_CACHE_PREFIX = 'srm.lookup.';

/** The saved user info: session credentials and user, mirrored to localStorage. */
export const storedUserInfoAtom = atomWithLocalStorage<SavedUserInfo | null>(
  USER_INFO_STORAGE_KEY,
  null,
  (value): value is SavedUserInfo | null => value === null || isSavedUserInfo(value),
);

/** The session in force: the stored info when it is well-formed and not expired. */
export const userInfoAtom = atom(
  (get) => {
    const info = get(storedUserInfoAtom);
    return info && !isExpired(info) ? info : null;
  },
  (_get, set, next: SavedUserInfo | null) => set(storedUserInfoAtom, next),
);

export const authorizationCodeAtom = atom((get) => get(userInfoAtom)?.authorizationCode ?? null);
export const sessionUserAtom = atom((get) => get(userInfoAtom)?.user ?? null);

/** The UI language (CN default), kept in the user state and localStorage. */
export const languageAtom = atomWithLocalStorage<Language>(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE, isLanguage);

/** Why the user is at the login page, shown there once (session ended, signed out). */
export type SessionNotice = 'sessionExpired' | 'signedOut' | null;
export const sessionNoticeAtom = atom<SessionNotice>(null);

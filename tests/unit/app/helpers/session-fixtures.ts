import { LANGUAGE_STORAGE_KEY, USER_INFO_STORAGE_KEY } from '../../../../src/app/session/session-atoms';
import type { SavedUserInfo, SessionUser } from '../../../../src/app/session/session-types';

export const buyer: SessionUser = {
  userId: 11,
  userName: 'buyer01',
  userFullName: '王采购',
  userType: 'internal',
  supplierId: null,
  supplierName: null,
};

export const supplierUser: SessionUser = {
  userId: 21,
  userName: 'sup01',
  userFullName: 'Li Lei',
  userType: 'supplier',
  supplierId: 5,
  supplierName: 'ACME Ltd',
};

export function savedInfo(user: SessionUser = buyer): SavedUserInfo {
  return {
    authorizationCode: 'auth-code-1',
    signSecret: 'secret-1',
    certificate: 'cert-1',
    gatewayTag: 'gw-1',
    expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
    user,
  };
}

/** Puts a session (and a language) where a reload would find them: the saved user info in localStorage. */
export function saveSession(info: SavedUserInfo | null, language: 'CN' | 'EN' = 'CN'): void {
  if (info) localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(info));
  localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(language));
}

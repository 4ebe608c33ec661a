import type { Language } from '../formats/common';
/** What `base/baseLoginRestful/login` and `currentUser` answer, for the server that issues it and the clients that read it. */
export type UserType = 'internal' | 'supplier';

/** The signed-in user. */
export interface SessionUser {
  userId: number;
  userName: string;
  userFullName: string;
  userType: UserType;
  supplierId: number | null;
  supplierName: string | null;
  /** The language the user prefers (his user centre): the shell switches to it when he signs in. */
  languageCode?: Language | null;
}

/** The session's credentials (the token and the secret that signs later calls) plus the user. */
export interface LoginAnswer {
  authorizationCode: string;
  signSecret: string;
  certificate: string;
  gatewayTag: string;
  /** When the session ends at the latest, 'yyyy-MM-dd HH:mm:ss' server time or ISO text. */
  expiresAt: string;
  user: SessionUser;
}

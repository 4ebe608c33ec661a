import type { Language } from '../../src/shared/formats/common';
import { computeAppSign } from '../../src/shared/signing/appsign';
import { SIGNED_HEADERS, signRequest } from '../../src/shared/signing/request-signature';
import type { MenuContext } from './data-adapter';

/** What login hands the client: the session token and the secret that signs every later call. */
export interface SessionCredentials {
  authorizationCode: string;
  signSecret: string;
  certificate: string;
  gatewayTag: string;
}

export interface SignedCall {
  method: string;
  /** Path with query, without origin: `/api/file/v2/file/downloadBody`. */
  path: string;
  /** The exact body text sent; '' for multipart and streamed bodies (their metadata goes in the query). */
  body: string;
  menu?: MenuContext;
}

export interface SigningContext {
  session: SessionCredentials | null;
  language: Language;
  appId?: string;
}

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The headers of spec 000 §7 plus the nonce and the keyed signature of DESIGN §4.4, for one call. */
export function signedHeaders(context: SigningContext, call: SignedCall): Record<string, string> {
  const timestamp = String(Date.now());
  const nonce = randomNonce();
  const headers: Record<string, string> = {
    [SIGNED_HEADERS.appsign]: computeAppSign(timestamp),
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.nonce]: nonce,
    [SIGNED_HEADERS.language]: context.language,
    [SIGNED_HEADERS.appId]: context.appId ?? 'srm-web',
  };
  if (context.session) {
    headers[SIGNED_HEADERS.authorization] = context.session.authorizationCode;
    headers[SIGNED_HEADERS.certificate] = context.session.certificate;
    headers[SIGNED_HEADERS.gatewayTag] = context.session.gatewayTag;
    headers[SIGNED_HEADERS.signature] = signRequest(context.session.signSecret, {
      method: call.method,
      path: call.path,
      timestamp,
      nonce,
      body: call.body,
    });
  }
  if (call.menu) {
    headers[SIGNED_HEADERS.menuId] = String(call.menu.menuId);
    headers[SIGNED_HEADERS.respId] = String(call.menu.respId);
  }
  return headers;
}

import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';

/** Headers of spec 000 §7 plus the nonce and the keyed signature of DESIGN §4.4. */
export const SIGNED_HEADERS = {
  appsign: 'appsign',
  timestamp: 'timestamp',
  certificate: 'certificate',
  authorization: 'AuthorizationCode',
  language: 'SAAF-Language',
  appId: 'appId',
  gatewayTag: 'Gateway-Tag',
  nonce: 'randomNum',
  signature: 'parameterSignature',
  menuId: 'menuId',
  respId: 'respId',
} as const;

/** How far a request's timestamp may be from the server's clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

export interface SignatureInput {
  method: string;
  /** Path with query, without origin: `/api/srm/v1/srmPoHeaderRestful/listByPage`. */
  path: string;
  timestamp: string;
  nonce: string;
  /** The exact body text sent ('' when none). */
  body: string;
}

/** The text that is signed: method, path, timestamp, nonce and the SHA-256 of the body (hex), one per line. */
export function canonicalRequestWith(input: SignatureInput, bodySha256Hex: string): string {
  return [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, bodySha256Hex].join('\n');
}

/** canonicalRequestWith, hashing the body here (in the browser too: crypto-js). */
export function canonicalRequest(input: SignatureInput): string {
  return canonicalRequestWith(input, SHA256(input.body).toString());
}

/** HMAC-SHA256 (hex) keyed by the per-session secret issued at login. */
export function signRequest(secret: string, input: SignatureInput): string {
  return HmacSHA256(canonicalRequest(input), secret).toString();
}

/** Compares two hex strings in time independent of where they differ. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

import { createHash, randomBytes } from 'node:crypto';

/** The session token (AuthorizationCode): 256 random bits, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The per-session signing secret: 256 random bits, hex (the HMAC key of request signatures). */
export function newSignSecret(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** What the database keeps instead of the token: a stolen table does not yield usable tokens. */
export function tokenHash(token: string): string {
  return sha256Hex(token);
}

/** The key id of a signing secret (the `certificate` header): the first 16 hex of its SHA-256. */
export function certificateOf(signSecret: string): string {
  return sha256Hex(signSecret).slice(0, 16);
}

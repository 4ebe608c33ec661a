import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Client secrets and access tokens are 32 random bytes (base64url): too much entropy to guess, so a
 * SHA-256 of them is what is stored and compared (a slow password hash guards low-entropy secrets only).
 */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether the secret matches the stored hash, in constant time. */
export function secretMatches(secret: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || storedHash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(secretHash(secret), 'hex'), Buffer.from(storedHash, 'hex'));
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SecretBox } from '../secrets/secret-box';

/** Reads one cookie of the request (no cookie plug-in: the platform's only cookies are these two). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Sets (or with `value` null, clears) an HttpOnly cookie scoped to `path`. SameSite=Lax: the provider's
 * redirect back is a top-level GET, which carries it; a cross-site POST or sub-request does not.
 */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string | null, path: string, maxAgeSeconds: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const cookie = value === null
    ? `${name}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
    : `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, cookie]);
}

/** A JSON value sealed with the platform key (AES-256-GCM): the browser keeps it but can neither read nor change it. */
export function sealJson(secrets: SecretBox, value: unknown): string {
  return secrets.seal(JSON.stringify(value));
}

/** The value of sealJson, or undefined when the text was not sealed under this key or was changed. */
export function openJson(secrets: SecretBox, sealed: string | undefined): unknown {
  if (!sealed) return undefined;
  try {
    return JSON.parse(secrets.open(sealed));
  } catch {
    return undefined;
  }
}

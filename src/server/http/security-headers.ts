import type { FastifyInstance } from 'fastify';

/**
 * The app's own scripts and styles, inline styles (Arco sets style attributes and injects style
 * tags), data: images and fonts, and frames of the same origin (the embedded-page screens) or of a
 * blob: URL (the PDF viewer shows a downloaded file through a blob URL in an iframe).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};

/**
 * Sets the security headers on every answer, errors and static files included. A header the route
 * already set is kept: a file download answers its own stricter `Content-Security-Policy: sandbox`.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

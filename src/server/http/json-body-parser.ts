import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { platformMessage } from './platform-messages';
import { requestLanguage } from './request-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: the request signature is computed over this text. */
    rawBody: string;
  }
}

/** Keys that could reach an object's prototype when a parsed body is later merged into another object. */
const POISON_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function withoutPoisonKeys(key: string, value: unknown): unknown {
  return POISON_KEYS.has(key) ? undefined : value;
}

/**
 * Replaces Fastify's JSON parser with one that keeps the raw text (for the signature check) and
 * answers unparsable JSON with a readable message in the caller's language. An empty body is `{}`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.decorateRequest('rawBody', '');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, parsed?: unknown) => void) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      if (text.trim() === '') {
        done(null, {});
        return;
      }
      try {
        done(null, JSON.parse(text, withoutPoisonKeys));
      } catch {
        done(new ApiError(platformMessage('badJson', requestLanguage(request))));
      }
    },
  );
}

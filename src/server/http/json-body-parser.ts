import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadInput } from './bad-input';
import { assertBodyDepth } from './input-limits';
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

/** Removes those keys at every level, without recursion (the depth is checked after). */
function withoutPoisonKeys(parsed: unknown): unknown {
  const pending: unknown[] = [parsed];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (typeof value !== 'object' || value === null) continue;
    for (const key of POISON_KEYS) if (Object.hasOwn(value, key)) delete (value as Record<string, unknown>)[key];
    for (const child of Object.values(value)) pending.push(child);
  }
  return parsed;
}

/**
 * Replaces Fastify's JSON parser with one that keeps the raw text (for the signature check) and
 * answers unparsable JSON with a 400 naming `body` in the caller's language, and a body nested beyond
 * INPUT_LIMITS.jsonDepth with a 400 naming its member. An empty body is `{}`.
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
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        done(new BadInput(platformMessage('badJson', requestLanguage(request)), 'body'));
        return;
      }
      try {
        assertBodyDepth(parsed, requestLanguage(request));
        done(null, withoutPoisonKeys(parsed));
      } catch (error) {
        done(error as Error);
      }
    },
  );
}

import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import type { LoginAnswer } from '../../src/shared/api/login';
import type { Language } from '../../src/shared/formats/common';
import { computeAppSign } from '../../src/shared/signing/appsign';
import { SIGNED_HEADERS, signRequest } from '../../src/shared/signing/request-signature';
import type { MenuContext } from '../../renderer/data/data-adapter';

const LANGUAGE: Language = 'CN';
const FAILURES_KEPT = 3;

function parseEnvelope(body: string): { status?: unknown; msg?: unknown } | undefined {
  try {
    return JSON.parse(body) as { status?: unknown; msg?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * Answers other than status S. autocannon counts transport errors and HTTP errors itself; `count` adds
 * those that came back as HTTP 2xx with a status other than S. `samples` keeps a few distinct messages of
 * both kinds, to say what failed.
 */
export class EnvelopeFailures {
  count = 0;
  readonly samples: string[] = [];

  record(httpStatus: number, body: string): void {
    const envelope = parseEnvelope(body);
    const successful = httpStatus >= 200 && httpStatus < 300;
    if (successful && envelope?.status === 'S') return;
    if (successful) this.count += 1;
    const message = `HTTP ${httpStatus}: ${envelope ? String(envelope.msg) : body.slice(0, 200)}`;
    if (this.samples.length < FAILURES_KEPT && !this.samples.includes(message)) this.samples.push(message);
  }
}

/**
 * The headers of one signed call, exactly like the browser's adapter (renderer/data/http-adapter.ts):
 * fresh timestamp and nonce, HMAC of method, path, timestamp, nonce and body hash with the session's
 * secret, appsign, menu context. A replayed or stale request would be refused, so every send signs anew.
 */
export function signedHeaders(credentials: LoginAnswer, menu: MenuContext, path: string, text: string): Record<string, string> {
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  return {
    'Content-Type': 'application/json',
    [SIGNED_HEADERS.appsign]: computeAppSign(timestamp),
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.nonce]: nonce,
    [SIGNED_HEADERS.language]: LANGUAGE,
    [SIGNED_HEADERS.appId]: 'srm-bench',
    [SIGNED_HEADERS.authorization]: credentials.authorizationCode,
    [SIGNED_HEADERS.certificate]: credentials.certificate,
    [SIGNED_HEADERS.gatewayTag]: credentials.gatewayTag,
    [SIGNED_HEADERS.signature]: signRequest(credentials.signSecret, { method: 'POST', path, timestamp, nonce, body: text }),
    [SIGNED_HEADERS.menuId]: String(menu.menuId),
    [SIGNED_HEADERS.respId]: String(menu.respId),
  };
}

/** The JSON text of a call's body, with the language every signed call carries. */
export function bodyText(body: Record<string, unknown>): string {
  return JSON.stringify({ ...body, lan: LANGUAGE });
}

/** One API call for autocannon, signed before every send (signedHeaders). */
export function signedLoadRequest(
  credentials: LoginAnswer,
  menu: MenuContext,
  path: string,
  body: () => Record<string, unknown>,
  failures: EnvelopeFailures,
): autocannon.Request {
  return {
    method: 'POST',
    path,
    setupRequest(request) {
      const text = bodyText(body());
      return { ...request, body: text, headers: signedHeaders(credentials, menu, path, text) };
    },
    onResponse(status, responseBody) {
      failures.record(status, responseBody);
    },
  };
}

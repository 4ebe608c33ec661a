import type { Language } from '../../shared/formats/common';
import { SIGNATURE_WINDOW_MS, SIGNED_HEADERS, signaturesEqual } from '../../shared/signing/request-signature';
import { HttpRefusal } from '../http/http-refusal';
import { platformMessage, type PlatformMessageKey } from '../http/platform-messages';
import type { NonceStore } from './nonce-store';
import { computeAppSignNative, signRequestNative } from './node-signing';

/** The signed parts of one request, as received. */
export interface SignedRequest {
  method: string;
  /** Path with query, exactly as requested (request.url). */
  path: string;
  rawBody: string;
  timestamp: string | undefined;
  appSign: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
}

function refuse(key: PlatformMessageKey, language: Language, args: Record<string, string> = {}): never {
  throw new HttpRefusal(platformMessage(key, language, args), 401);
}

/** Names the first signing header the request lacks, so a client author knows what to add. */
function requireHeaders(request: SignedRequest, language: Language): void {
  const present: [string, string | undefined][] = [
    [SIGNED_HEADERS.timestamp, request.timestamp],
    [SIGNED_HEADERS.appsign, request.appSign],
    [SIGNED_HEADERS.nonce, request.nonce],
    [SIGNED_HEADERS.signature, request.signature],
  ];
  const missing = present.find(([, value]) => !value);
  if (missing) refuse('signingHeaderMissing', language, { header: missing[0] });
}

/**
 * Checks a signed-in call (DESIGN §4.4): timestamp within the window, appsign of that timestamp,
 * the HMAC of method, path, timestamp, nonce and body under the session's secret (constant time),
 * then the nonce never seen before. The nonce is recorded only for a correctly signed request, so
 * forged requests cannot burn nonces of real ones. Throws a 401 refusal naming the missing header or the
 * failed check (never the expected values).
 */
export async function verifySignedRequest(
  request: SignedRequest,
  signSecret: string,
  scope: string,
  nonces: NonceStore,
  language: Language,
  now: number = Date.now(),
): Promise<void> {
  requireHeaders(request, language);
  const { timestamp = '', appSign = '', nonce = '', signature = '' } = request;
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) refuse('staleTimestamp', language);
  if (!signaturesEqual(appSign.toLowerCase(), computeAppSignNative(timestamp))) refuse('badAppSign', language);
  if (nonce.length > 128) refuse('badNonce', language);
  const expected = signRequestNative(signSecret, {
    method: request.method,
    path: request.path,
    timestamp,
    nonce,
    body: request.rawBody,
  });
  if (!signaturesEqual(signature.toLowerCase(), expected)) refuse('badSignature', language);
  if (!(await nonces.remember(`${scope}:${nonce}`, now))) refuse('replayedRequest', language);
}

/** A nonce must be remembered while a request carrying it could still pass the timestamp check. */
export const NONCE_TTL_MS = 2 * SIGNATURE_WINDOW_MS;

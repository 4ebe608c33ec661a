import type { ApiEnvelope } from '../../../../src/shared/api/envelope';
import type { Language } from '../../../../src/shared/formats/common';
import { computeAppSign } from '../../../../src/shared/signing/appsign';
import { SIGNED_HEADERS, signRequest } from '../../../../src/shared/signing/request-signature';
import type { SessionCredentials } from '../../../../renderer/data/http-adapter';
import type { MenuContext } from '../../../../renderer/data/data-adapter';
import { uniqueNonce } from '../../support/raw-requests';

/** One request built by hand: any method, signed like the browser, with overrides a browser never sends. */
export interface CallSpec {
  method?: string;
  /** Path with query; what is signed. */
  path: string;
  /** A JSON body (POST and other methods with a body). */
  body?: Record<string, unknown>;
  menu?: MenuContext;
  language?: Language;
  timestamp?: string;
  nonce?: string;
  /** Sent instead of the signed path / body: a request changed after signing. */
  sentPath?: string;
  sentBody?: string;
  headers?: Record<string, string>;
}

export interface CallAnswer {
  httpStatus: number;
  /** The envelope, or null when the answer is not JSON (a file, a HEAD answer). */
  envelope: ApiEnvelope<unknown> | null;
  headers: Headers;
}

function hasBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/** The request as fetch takes it: signed when credentials are given, anonymous otherwise. */
export function callInit(credentials: SessionCredentials | null, spec: CallSpec): RequestInit {
  const method = spec.method ?? 'POST';
  const body = hasBody(method) ? JSON.stringify(spec.body ?? {}) : '';
  const timestamp = spec.timestamp ?? String(Date.now());
  const nonce = spec.nonce ?? uniqueNonce();
  const headers: Record<string, string> = {
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.appsign]: computeAppSign(timestamp),
    [SIGNED_HEADERS.nonce]: nonce,
    [SIGNED_HEADERS.language]: spec.language ?? 'EN',
  };
  if (hasBody(method)) headers['Content-Type'] = 'application/json';
  if (credentials) {
    headers[SIGNED_HEADERS.authorization] = credentials.authorizationCode;
    headers[SIGNED_HEADERS.certificate] = credentials.certificate;
    headers[SIGNED_HEADERS.signature] = signRequest(credentials.signSecret, { method, path: spec.path, timestamp, nonce, body });
  }
  if (spec.menu) {
    headers[SIGNED_HEADERS.menuId] = String(spec.menu.menuId);
    headers[SIGNED_HEADERS.respId] = String(spec.menu.respId);
  }
  const init: RequestInit = { method, headers: { ...headers, ...spec.headers } };
  if (hasBody(method)) init.body = spec.sentBody ?? body;
  return init;
}

export async function sendCall(baseUrl: string, init: RequestInit, path: string): Promise<CallAnswer> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  let envelope: ApiEnvelope<unknown> | null = null;
  if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') {
    envelope = JSON.parse(text) as ApiEnvelope<unknown>;
  }
  return { httpStatus: response.status, envelope, headers: response.headers };
}

/** Signs (when credentials are given) and sends one call. */
export function call(baseUrl: string, credentials: SessionCredentials | null, spec: CallSpec): Promise<CallAnswer> {
  return sendCall(baseUrl, callInit(credentials, spec), spec.sentPath ?? spec.path);
}

import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import { computeAppSign } from '../../../src/shared/signing/appsign';
import { SIGNED_HEADERS, signRequest } from '../../../src/shared/signing/request-signature';
import type { SessionCredentials } from '../../../renderer/data/http-adapter';

/** A signed request built by hand, so tests can send what a browser never would. */
export interface RawRequest {
  path: string;
  body?: Record<string, unknown>;
  timestamp?: string;
  nonce?: string;
  /** Overrides the computed appsign. */
  appSign?: string;
  /** Sent instead of the signed body (a body changed after signing). */
  sentBody?: string;
  /** Overrides the computed signature. */
  signature?: string;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  httpStatus: number;
  envelope: ApiEnvelope<unknown>;
  headers: Headers;
}

let counter = 0;
export function uniqueNonce(): string {
  counter += 1;
  return `test-${process.pid}-${Date.now()}-${counter}-${Math.random().toString(16).slice(2)}`;
}

/** Signs like renderer/data/http-adapter.ts, then applies the test's overrides. */
export function signedRequestInit(credentials: SessionCredentials | null, request: RawRequest): RequestInit {
  const body = JSON.stringify(request.body ?? {});
  const timestamp = request.timestamp ?? String(Date.now());
  const nonce = request.nonce ?? uniqueNonce();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [SIGNED_HEADERS.timestamp]: timestamp,
    [SIGNED_HEADERS.appsign]: request.appSign ?? computeAppSign(timestamp),
    [SIGNED_HEADERS.nonce]: nonce,
  };
  if (credentials) {
    headers[SIGNED_HEADERS.authorization] = credentials.authorizationCode;
    headers[SIGNED_HEADERS.certificate] = credentials.certificate;
    headers[SIGNED_HEADERS.signature] =
      request.signature ?? signRequest(credentials.signSecret, { method: 'POST', path: request.path, timestamp, nonce, body });
  }
  return { method: 'POST', headers: { ...headers, ...request.headers }, body: request.sentBody ?? body };
}

export async function sendRaw(baseUrl: string, init: RequestInit, path: string): Promise<RawAnswer> {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { httpStatus: response.status, envelope: (await response.json()) as ApiEnvelope<unknown>, headers: response.headers };
}

/** Sends one hand-signed request. */
export function sendSigned(baseUrl: string, credentials: SessionCredentials | null, request: RawRequest): Promise<RawAnswer> {
  return sendRaw(baseUrl, signedRequestInit(credentials, request), request.path);
}

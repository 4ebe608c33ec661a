import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { Language } from '../../src/shared/formats/common';
import { computeAppSign } from '../../src/shared/signing/appsign';
import { SIGNED_HEADERS, signRequest } from '../../src/shared/signing/request-signature';
import type { DataAdapter, DataRequest } from './data-adapter';

/** What login hands the client: the session token and the secret that signs every later call. */
export interface SessionCredentials {
  authorizationCode: string;
  signSecret: string;
  certificate: string;
  gatewayTag: string;
}

export interface HttpAdapterOptions {
  /** Origin of the API, '' for the page's own origin. */
  baseUrl?: string;
  getSession: () => SessionCredentials | null;
  getLanguage: () => Language;
  /** Called when the server answers NOTLOGIN (expired or ended session). */
  onNotLogin?: () => void;
  fetchImpl?: typeof fetch;
  appId?: string;
}

const NETWORK_ERROR: Record<Language, string> = {
  CN: '网络异常，请检查网络后重试',
  EN: 'The server could not be reached; check the network and try again',
};
const BAD_ANSWER: Record<Language, string> = {
  CN: '服务器返回了无法识别的内容',
  EN: 'The server sent an answer that could not be read',
};

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/** The HTTP data adapter: signs each call (DESIGN §4.4) and unwraps the envelope. */
export function createHttpAdapter(options: HttpAdapterOptions): DataAdapter {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  return {
    async request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      const language = options.getLanguage();
      const path = `/api/${request.service}/v1/${request.resource}/${request.operation}`;
      const body = JSON.stringify({ ...(request.body ?? {}), lan: language });
      const timestamp = String(Date.now());
      const nonce = randomNonce();
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        [SIGNED_HEADERS.appsign]: computeAppSign(timestamp),
        [SIGNED_HEADERS.timestamp]: timestamp,
        [SIGNED_HEADERS.nonce]: nonce,
        [SIGNED_HEADERS.language]: language,
        [SIGNED_HEADERS.appId]: options.appId ?? 'srm-web',
      };
      const session = options.getSession();
      if (session) {
        headers[SIGNED_HEADERS.authorization] = session.authorizationCode;
        headers[SIGNED_HEADERS.certificate] = session.certificate;
        headers[SIGNED_HEADERS.gatewayTag] = session.gatewayTag;
        headers[SIGNED_HEADERS.signature] = signRequest(session.signSecret, {
          method: 'POST',
          path,
          timestamp,
          nonce,
          body,
        });
      }
      if (request.menu) {
        headers[SIGNED_HEADERS.menuId] = String(request.menu.menuId);
        headers[SIGNED_HEADERS.respId] = String(request.menu.respId);
      }
      let answer: unknown;
      try {
        const response = await fetchImpl(`${options.baseUrl ?? ''}${path}`, { method: 'POST', headers, body });
        answer = await response.json();
      } catch {
        return { status: 'E', msg: NETWORK_ERROR[language], data: null as T };
      }
      if (!isEnvelope(answer)) return { status: 'E', msg: BAD_ANSWER[language], data: null as T };
      if (answer.status === 'NOTLOGIN') options.onNotLogin?.();
      return answer as ApiEnvelope<T>;
    },
  };
}

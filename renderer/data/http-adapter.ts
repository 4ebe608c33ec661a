import type { ApiEnvelope, FailureReason } from '../../src/shared/api/envelope';
import type { Language } from '../../src/shared/formats/common';
import type { DataAdapter, DataRequest, MenuContext } from './data-adapter';
import { signedHeaders, type SessionCredentials, type SigningContext } from './signed-headers';

export type { SessionCredentials } from './signed-headers';

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

export const NETWORK_ERROR: Record<Language, string> = {
  CN: '网络异常，请检查网络后重试',
  EN: 'The server could not be reached; check the network and try again',
};
export const BAD_ANSWER: Record<Language, string> = {
  CN: '服务器返回了无法识别的内容',
  EN: 'The server sent an answer that could not be read',
};

export function signingContextOf(options: HttpAdapterOptions): SigningContext {
  return { session: options.getSession(), language: options.getLanguage(), appId: options.appId };
}

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

/** One signed JSON POST to `path` (under the API origin), answered by the server's envelope. */
export async function signedJsonCall<T>(
  options: HttpAdapterOptions,
  path: string,
  payload: Record<string, unknown> = {},
  menu?: MenuContext,
): Promise<ApiEnvelope<T>> {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const language = options.getLanguage();
  const body = JSON.stringify({ ...payload, lan: language });
  const headers = {
    'Content-Type': 'application/json',
    ...signedHeaders(signingContextOf(options), { method: 'POST', path, body, menu }),
  };
  let answer: unknown;
  let httpStatus: number;
  try {
    const response = await fetchImpl(`${options.baseUrl ?? ''}${path}`, { method: 'POST', headers, body });
    httpStatus = response.status;
    answer = await response.json();
  } catch {
    return { status: 'E', msg: NETWORK_ERROR[language], data: null as T };
  }
  if (!isEnvelope(answer)) return { status: 'E', msg: BAD_ANSWER[language], data: null as T };
  if (answer.status === 'NOTLOGIN') options.onNotLogin?.();
  const reason = answer.reason ?? reasonOfHttpStatus(httpStatus);
  return (reason && answer.status === 'E' ? { ...answer, reason } : answer) as ApiEnvelope<T>;
}

/** A refusal's HTTP code says why, when its envelope does not (a 403 of the access guard, a 404 route). */
function reasonOfHttpStatus(status: number): FailureReason | undefined {
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return undefined;
}

/** The HTTP data adapter: signs each call (DESIGN §4.4) and unwraps the envelope. */
export function createHttpAdapter(options: HttpAdapterOptions): DataAdapter {
  return {
    request<T>(request: DataRequest): Promise<ApiEnvelope<T>> {
      return signedJsonCall<T>(options, `/api/${request.service}/v1/${request.resource}/${request.operation}`, request.body, request.menu);
    },
  };
}

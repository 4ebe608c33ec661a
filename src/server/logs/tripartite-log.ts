import { creationAudit } from '../audit/creation-audit';
import { formatDateTime } from '../entities';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import type { SqlDatabase } from '../sql-database';
import { redactText, redactUrl } from './redaction';

/** The table of the third-party call log (schemas/srm/srmBaseTripartiteLog.json). */
export const TRIPARTITE_LOGS_TABLE = 'srm_base_tripartite_logs';
const EXCERPT = 2000;
/** A response body is read for its excerpt only when it is text this small (a download is never buffered). */
const READ_RESPONSE_UP_TO = 64 * 1024;
const SYSTEM = { userId: SYSTEM_USER_ID, sessionId: SYSTEM_USER_ID };

/** One outbound call as the log keeps it. */
export interface OutboundCall {
  time: Date;
  method: string;
  url: string;
  status: number | null;
  durationMs: number;
  error: string | null;
  requestBody: string | null;
  responseBody: string | null;
  responseType: string | null;
}

type Recorder = (call: OutboundCall) => void;
const recorders = new Set<Recorder>();
let originalFetch: typeof fetch | null = null;

function requestText(body: unknown): string | null {
  if (typeof body === 'string') return body.slice(0, EXCERPT);
  if (body instanceof URLSearchParams) return body.toString().slice(0, EXCERPT);
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, EXCERPT)).toString('utf8');
  return null;
}

async function responseText(response: Response): Promise<string | null> {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? NaN);
  if (!/json|text|xml|form/.test(type) || !(length <= READ_RESPONSE_UP_TO)) return null;
  try {
    return (await response.clone().text()).slice(0, EXCERPT);
  } catch {
    return null;
  }
}

/**
 * The process's fetch, wrapped once: every outbound HTTP call (single sign-on, OAuth, webhooks, other
 * systems' APIs) is handed to the recorders after it answered or failed. The wrapper never changes the
 * call's outcome; recorders run after it and their failures are ignored.
 */
function installFetchWrapper(): void {
  if (originalFetch) return;
  const inner = globalThis.fetch;
  originalFetch = inner;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const started = performance.now();
    const time = new Date();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const requestBody = requestText(init?.body);
    const report = (call: Omit<OutboundCall, 'time' | 'method' | 'url' | 'requestBody' | 'durationMs'>) => {
      for (const recorder of recorders) {
        try {
          recorder({ time, method, url, requestBody, durationMs: Math.round(performance.now() - started), ...call });
        } catch {
          // a recorder never fails the call
        }
      }
    };
    try {
      const response = await inner(input, init);
      if (recorders.size > 0) report({ status: response.status, error: null, responseBody: await responseText(response), responseType: response.headers.get('content-type') });
      return response;
    } catch (error) {
      report({ status: null, error: error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error), responseBody: null, responseType: null });
      throw error;
    }
  };
}

/**
 * Every outbound HTTP call of the server as a row of the third-party call log: the system (host), method,
 * URL with secret parameters hidden, status, duration, and request and response excerpts with secret
 * values hidden. No caller has to remember to log; rows are written after the call, never delaying it.
 */
export class TripartiteCallLog {
  private readonly writes = new Set<Promise<void>>();
  private readonly recorder: Recorder = (call) => this.record(call);

  /** `ownCall` says which addresses are this server itself (a test's client in the same process): not third parties. */
  constructor(
    private readonly database: SqlDatabase,
    private readonly ownCall: (url: URL) => boolean = () => false,
  ) {}

  start(): void {
    installFetchWrapper();
    recorders.add(this.recorder);
  }

  async stop(): Promise<void> {
    recorders.delete(this.recorder);
    await Promise.all([...this.writes]);
  }

  private record(call: OutboundCall): void {
    let system = call.url;
    try {
      const url = new URL(call.url);
      if (this.ownCall(url)) return;
      system = url.host;
    } catch {
      // keep the address as it is
    }
    const stamp = formatDateTime(new Date());
    const response = [call.responseType ? `content-type: ${call.responseType}` : null, call.responseBody ? redactText(call.responseBody) : null].filter(Boolean).join('\n');
    const row = {
      logTime: formatDateTime(call.time),
      systemName: system.slice(0, 200),
      method: call.method.slice(0, 10),
      url: redactUrl(call.url).slice(0, 1000),
      statusCode: call.status,
      result: call.error || (call.status !== null && call.status >= 400) ? 'E' : 'S',
      durationMs: call.durationMs,
      errorMessage: call.error ? call.error.slice(0, 1000) : null,
      requestExcerpt: call.requestBody ? redactText(call.requestBody).slice(0, EXCERPT) : null,
      responseExcerpt: response === '' ? null : response.slice(0, EXCERPT),
      ...creationAudit(stamp, SYSTEM),
    };
    const write = this.database.db
      .insertInto(TRIPARTITE_LOGS_TABLE)
      .values(row)
      .execute()
      .then(
        () => undefined,
        () => undefined,
      );
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write));
  }
}

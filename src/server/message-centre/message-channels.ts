import { createHmac } from 'node:crypto';
import type { Delivery, MailSender } from '../mail/mail-sender';
import { bothLanguages } from './message-texts';

/** What one attempt came to: SENT, OUTBOX (mail without SMTP: nothing left) or FAILED with the reason. */
export interface AttemptResult {
  result: 'SENT' | 'OUTBOX' | 'FAILED';
  error: string | null;
  responseStatus: number | null;
  durationMs: number;
}

/** A message as a channel sends it: both languages, the document it is about, the screen it opens. */
export interface OutgoingMessage {
  instanceId: number | null;
  source: string | null;
  entity: string | null;
  recordId: number | null;
  recordCode: string | null;
  event: string | null;
  title: { cn: string; en: string };
  content: { cn: string; en: string };
  link: { route: string; params: Record<string, string> } | null;
}

/** The header carrying the body's HMAC-SHA256 under the channel's secret, hex: `sha256=<hex>`. */
export const SIGNATURE_HEADER = 'x-srm-signature';
export const TIMESTAMP_HEADER = 'x-srm-timestamp';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** A mail of a message: both languages, Chinese first (users have no language of their own yet). */
export function mailOf(message: OutgoingMessage): { subject: string; text: string } {
  const subject = message.title.cn === message.title.en || message.title.en === '' ? message.title.cn : `${message.title.cn} / ${message.title.en}`;
  const text = message.content.en === '' || message.content.en === message.content.cn ? message.content.cn : `${message.content.cn}\n\n${message.content.en}`;
  return { subject, text };
}

export async function sendMail(sender: Pick<MailSender, 'deliver'>, to: string, message: OutgoingMessage): Promise<AttemptResult> {
  const started = performance.now();
  const delivery: Delivery = await sender.deliver({ to, ...mailOf(message) });
  const durationMs = Math.round(performance.now() - started);
  if (delivery.status === 'FAILED') return { result: 'FAILED', error: delivery.errorMessage, responseStatus: null, durationMs };
  if (delivery.status === 'OUTBOX') return { result: 'OUTBOX', error: bothLanguages('noSmtp'), responseStatus: null, durationMs };
  return { result: 'SENT', error: null, responseStatus: null, durationMs };
}

/** POSTs the message as JSON, signed with the channel's secret when it has one; a 2xx answer within the timeout is SENT. */
export async function sendWebhook(url: string, secret: string | null, timeoutMs: number, message: OutgoingMessage, now: Date): Promise<AttemptResult> {
  const body = JSON.stringify({ ...message, sentAt: now.toISOString() });
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)) };
  if (secret) headers[SIGNATURE_HEADER] = signBody(secret, body);
  const started = performance.now();
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await response.arrayBuffer().catch(() => undefined);
    const durationMs = Math.round(performance.now() - started);
    if (response.status >= 200 && response.status < 300) return { result: 'SENT', error: null, responseStatus: response.status, durationMs };
    return { result: 'FAILED', error: bothLanguages('httpStatus', { status: response.status }), responseStatus: response.status, durationMs };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const name = (error as { name?: string }).name;
    const reason = name === 'TimeoutError' || name === 'AbortError' ? bothLanguages('timeout', { ms: timeoutMs }) : describeFetchError(error);
    return { result: 'FAILED', error: reason, responseStatus: null, durationMs };
  }
}

function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const base = error instanceof Error ? error.message : String(error);
  return cause?.code ? `${base}: ${cause.code}` : cause?.message ? `${base}: ${cause.message}` : base;
}

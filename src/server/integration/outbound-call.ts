import type { Kysely } from 'kysely';
import type { Language } from '../../shared/formats/common';
import { writeInterfaceLog } from './interface-log';
import type { OutboundPoints, OutboundRequest } from './outbound-points';

const MESSAGES = {
  notConfigured: { cn: '未配置ERP接口', en: 'No ERP interface is configured' },
  sent: { cn: '已同步到ERP', en: 'Sent to the ERP' },
  failed: { cn: 'ERP同步失败：{reason}', en: 'The ERP sync failed: {reason}' },
} as const;

export function outboundMessage(key: keyof typeof MESSAGES, language: Language, reason = ''): string {
  return (language === 'EN' ? MESSAGES[key].en : MESSAGES[key].cn).replace('{reason}', reason);
}

export interface OutboundOutcome {
  status: 'S' | 'E';
  message: string;
}

/**
 * Calls a point through its handler and logs the call whatever happens: S with the handler's reply, E when
 * no handler is registered ("not configured") or the handler threw (its message).
 */
export async function callOutbound(points: OutboundPoints, db: Kysely<Record<string, Record<string, unknown>>>, request: OutboundRequest): Promise<OutboundOutcome> {
  const language = request.actor.language;
  const startedAt = new Date();
  const handler = points.handlerOf(request.point);
  let outcome: OutboundOutcome;
  let response: unknown;
  if (!handler) outcome = { status: 'E', message: outboundMessage('notConfigured', language) };
  else {
    try {
      const answer = await handler(request);
      response = answer.response;
      outcome = { status: 'S', message: answer.message ?? outboundMessage('sent', language) };
    } catch (error) {
      outcome = { status: 'E', message: outboundMessage('failed', language, error instanceof Error ? error.message : String(error)) };
    }
  }
  await writeInterfaceLog(db, { request, result: outcome.status, message: outcome.message, response, startedAt, durationMs: Date.now() - startedAt.getTime() });
  return outcome;
}

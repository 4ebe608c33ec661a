import type { Kysely } from 'kysely';
import { formatDateTime } from '../entities/engine-clock';
import { creationAudit } from '../audit/creation-audit';
import type { OutboundRequest } from './outbound-points';

/** The interface log (schemas/srm/srmBaseInterfaceLog.json, screen srmBaseInterfaceLogsList): read-only through the API. */
const INTERFACE_LOG_TABLE = 'srm_base_interface_logs';

/** The longest payload and reply kept: enough to see what was sent, bounded so a huge order cannot bloat the log. */
export const PAYLOAD_LENGTH = 20_000;
const MESSAGE_LENGTH = 1000;

export interface InterfaceCall {
  request: OutboundRequest;
  result: 'S' | 'E';
  message: string;
  response?: unknown;
  startedAt: Date;
  durationMs: number;
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A call a client made to the platform (a bearer call of an API client, src/server/oauth/bearer-calls.ts). */
export interface InboundCall {
  pointName: string;
  entity: string | null;
  recordId: string | null;
  result: 'S' | 'E';
  message: string;
  payload: unknown;
  response: unknown;
  startedAt: Date;
  durationMs: number;
  actor: Pick<OutboundRequest['actor'], 'userId' | 'userName' | 'sessionId' | 'requestId'>;
}

/** Writes one inbound call, direction IN, on its own like an outbound one. */
export async function writeInboundCall(db: Kysely<Record<string, Record<string, unknown>>>, call: InboundCall): Promise<void> {
  const stamp = formatDateTime(call.startedAt);
  await db
    .insertInto(INTERFACE_LOG_TABLE)
    .values({
      logTime: stamp,
      pointName: clip(call.pointName, 100),
      direction: 'IN',
      entityName: call.entity,
      recordId: call.recordId,
      documentCode: null,
      result: call.result,
      message: clip(call.message, MESSAGE_LENGTH),
      requestPayload: clip(asText(call.payload), PAYLOAD_LENGTH),
      responseText: clip(asText(call.response), PAYLOAD_LENGTH),
      durationMs: call.durationMs,
      userId: call.actor.userId,
      userName: call.actor.userName,
      requestId: call.actor.requestId ?? null,
      ...creationAudit(stamp, call.actor),
    })
    .execute();
}

/**
 * Writes one call on its own, outside any transaction of the document, so the entry stays even when the
 * call failed and the command answers an error.
 */
export async function writeInterfaceLog(db: Kysely<Record<string, Record<string, unknown>>>, call: InterfaceCall): Promise<void> {
  const stamp = formatDateTime(call.startedAt);
  const { request } = call;
  await db
    .insertInto(INTERFACE_LOG_TABLE)
    .values({
      logTime: stamp,
      pointName: request.point,
      direction: 'OUT',
      entityName: request.entity,
      recordId: String(request.recordId),
      documentCode: request.documentCode,
      result: call.result,
      message: clip(call.message, MESSAGE_LENGTH),
      requestPayload: clip(asText(request.payload), PAYLOAD_LENGTH),
      responseText: call.response === undefined ? null : clip(asText(call.response), PAYLOAD_LENGTH),
      durationMs: call.durationMs,
      userId: request.actor.userId,
      userName: request.actor.userName,
      requestId: request.actor.requestId ?? null,
      ...creationAudit(stamp, request.actor),
    })
    .execute();
}

import type { Actor } from '../entities/entity-engine.types';

/**
 * The named outbound integration points: the places where the platform hands a document to another system
 * (an ERP). The platform decides when a point is called and logs every call (interface-log.ts); what answers
 * a point is a handler the interface platform registers for it. A point without a handler is "not
 * configured": the call is logged and refused with a clear message, never silently dropped.
 */
export const OUTBOUND_POINT_NAMES = ['erp.purchaseOrder.sync'] as const;
export type OutboundPointName = (typeof OUTBOUND_POINT_NAMES)[number];

/** What a point is called with: the document it concerns and the payload to send. */
export interface OutboundRequest {
  point: OutboundPointName;
  entity: string;
  recordId: number;
  documentCode: string;
  payload: unknown;
  actor: Actor;
}

/** What a handler answers when the other system took the document: its reply, kept in the log. */
export interface OutboundResponse {
  message?: string;
  response?: unknown;
}

/** Sends a request to the other system; throws (with the other system's message) when it refused or failed. */
export type OutboundHandler = (request: OutboundRequest) => Promise<OutboundResponse>;

/** The handlers of the points, one per point name; registered at start-up, none by the platform itself. */
export class OutboundPoints {
  private readonly handlers = new Map<OutboundPointName, OutboundHandler>();

  register(point: OutboundPointName, handler: OutboundHandler): void {
    if (!OUTBOUND_POINT_NAMES.includes(point)) throw new Error(`unknown outbound integration point ${point}`);
    if (this.handlers.has(point)) throw new Error(`outbound integration point ${point} already has a handler`);
    this.handlers.set(point, handler);
  }

  handlerOf(point: OutboundPointName): OutboundHandler | undefined {
    return this.handlers.get(point);
  }
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a proxy or client may send to name its request, and the server answers with. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: it goes into every log line of the request and back into a response
 * header, so anything longer or with other characters (spaces, quotes, control characters) is replaced.
 * UUIDs, trace ids and the ids proxies generate all fit.
 */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's x-request-id when it is sane, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Answers every request with its id in x-request-id, so a user or a proxy can quote it and the logs
 * (pino's `reqId` on every line of the request) can be searched for it.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '../../shared/api/envelope';
import { platformMessage } from './platform-messages';
import { requestLanguage } from './request-language';

/**
 * Once close() has begun, requests that still arrive (on kept-alive connections, or before the listening
 * socket is closed) get 503 with an envelope the client can show, so a load balancer or the user retries
 * them on another process. Fastify's own return503OnClosing would answer the same code with a body the
 * client cannot read (app.ts turns it off so requests reach this gate). Requests already running finish
 * normally: close() waits for them, and their answers end their connections, since a kept-alive
 * connection would otherwise hold close() open until the keep-alive timeout.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    const envelope: ApiEnvelope<null> = { status: 'E', msg: platformMessage('shuttingDown', requestLanguage(request)), data: null };
    return reply.code(503).type('application/json; charset=utf-8').send(envelope);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}

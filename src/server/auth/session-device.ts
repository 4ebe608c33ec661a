import type { FastifyRequest } from 'fastify';
import type { SessionDevice } from './session-store';

/** The browser and address a sign-in comes from, cut to what the sessions store keeps. */
export function deviceOf(request: FastifyRequest): SessionDevice {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, 400) : null, address: request.ip ? request.ip.slice(0, 64) : null };
}

import type { FastifyRequest } from 'fastify';
import { identityMessage } from '../auth/identity-messages';
import { ApiError } from '../http/api-error';
import { requestLanguage } from '../http/request-language';
import type { RateLimiter } from './rate-limiter';

/** How often one client address may call a public endpoint that costs the server work or reveals something. */
export interface PublicCallLimit {
  name: string;
  perAddress: number;
  windowMs: number;
}

/** Counts the call against the caller's address; refuses it (status E, when to retry) beyond the limit. */
export async function admitPublicCall(limiter: RateLimiter, limit: PublicCallLimit, request: FastifyRequest): Promise<void> {
  const window = await limiter.consume(`public:${limit.name}:${request.ip}`, limit.windowMs);
  if (window.count <= limit.perAddress) return;
  const minutes = Math.max(1, Math.ceil(window.closesInMs / 60_000));
  request.log.warn({ endpoint: limit.name, address: request.ip }, 'public call refused: too many from this address');
  throw new ApiError(identityMessage('tooManyRequests', requestLanguage(request), { minutes }));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNED_HEADERS } from '../../shared/signing/request-signature';
import { requestLanguage } from '../http/request-language';
import { routeAccessOf } from '../http/route-access';
import type { OrganizationPermits } from '../access/organization-permits';
import type { UserPermits } from '../access/user-permits';
import { bearerTokenOf, type BearerCalls } from '../oauth/bearer-calls';
import type { NonceStore } from '../signing/nonce-store';
import { verifySignedRequest } from '../signing/verify-signature';
import './request-identity';
import type { SessionService } from './session-service';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Identity and signature on every route that is not public: the session from the AuthorizationCode
 * header (before the body is read, so anonymous calls cost nothing), then the request signature
 * over the raw body. A call with an API client's bearer token (`Authorization: Bearer`) acts as the
 * client's service user instead and is not signed: the token is its credential (oauth/bearer-calls.ts);
 * a session call is always signed. A route that declares no access is refused outright (fail closed). Authority
 * comes from these headers only: cookies are never read, so a page of another site cannot act with a
 * user's session.
 */
export function registerRequestGuard(
  app: FastifyInstance,
  sessions: SessionService,
  nonces: NonceStore,
  organizations: OrganizationPermits,
  permits: UserPermits,
  bearer: BearerCalls,
): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('signatureVerified', false);

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const access = routeAccessOf(request);
    if (access === undefined) throw new Error(`route ${request.method} ${request.routeOptions.url} declares no access`);
    if (access === 'public') return;
    const token = bearerTokenOf(request);
    if (token !== null) {
      await bearer.identify(request, reply, token);
      return;
    }
    const active = await sessions.resolve(header(request, SIGNED_HEADERS.authorization), requestLanguage(request));
    request.identity = { ...active, organizations: await organizations.forUser(active.user), permits: await permits.forUser(active.user) };
  });

  app.addHook('preValidation', async (request) => {
    const identity = request.identity;
    if (!identity || identity.client) return;
    await verifySignedRequest(
      {
        method: request.method,
        path: request.url,
        rawBody: request.rawBody,
        timestamp: header(request, SIGNED_HEADERS.timestamp),
        appSign: header(request, SIGNED_HEADERS.appsign),
        nonce: header(request, SIGNED_HEADERS.nonce),
        signature: header(request, SIGNED_HEADERS.signature),
      },
      identity.session.signSecret,
      String(identity.session.id),
      nonces,
      requestLanguage(request),
    );
    request.signatureVerified = true;
  });
}

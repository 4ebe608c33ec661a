import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from './access-tokens';
import type { ClientApps } from './client-apps';
import { secretMatches } from './client-secrets';

export interface TokenRouteOptions {
  apps: ClientApps;
  tokens: AccessTokens;
}

type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

/** An RFC 6749 §5.2 error: 401 for a client that failed to authenticate, 400 for the rest. */
function refuse(reply: FastifyReply, error: TokenError, description: string): FastifyReply {
  const status = error === 'invalid_client' ? 401 : 400;
  if (status === 401) reply.header('www-authenticate', 'Basic realm="srm", charset="UTF-8"');
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

const field = (body: unknown, name: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The client's id and secret from HTTP Basic (RFC 6749 §2.3.1: each form-encoded) or from the body. */
function clientCredentials(request: FastifyRequest): { clientId?: string; clientSecret?: string } {
  const header = request.headers.authorization;
  const basic = typeof header === 'string' && /^basic /i.test(header) ? Buffer.from(header.slice(6).trim(), 'base64').toString('utf8') : null;
  if (basic !== null) {
    const colon = basic.indexOf(':');
    if (colon < 0) return {};
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: decode(basic.slice(0, colon)), clientSecret: decode(basic.slice(colon + 1)) };
  }
  return { clientId: field(request.body, 'client_id'), clientSecret: field(request.body, 'client_secret') };
}

/**
 * POST /api/oauth/token: the OAuth 2.0 client credentials grant (RFC 6749 §4.4) for the applications
 * registered in 第三方应用 (baseOauthApp). The body is form-encoded (or JSON); the client authenticates by
 * HTTP Basic or by client_id and client_secret in the body. The token's scopes are those asked for (`scope`,
 * space-separated), each of which the application must have been granted, or all it was granted.
 */
export async function tokenRoutes(app: FastifyInstance, options: TokenRouteOptions): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post('/token', { config: { access: 'public' } }, async (request, reply) => {
    const grantType = field(request.body, 'grant_type');
    if (!grantType) return refuse(reply, 'invalid_request', 'grant_type is required');
    if (grantType !== 'client_credentials') return refuse(reply, 'unsupported_grant_type', 'only the client_credentials grant is supported');
    const { clientId, clientSecret } = clientCredentials(request);
    if (!clientId || !clientSecret) return refuse(reply, 'invalid_client', 'client_id and client_secret are required (HTTP Basic or the body)');
    const client = await options.apps.byClientId(clientId);
    if (!client || !client.enabled || !secretMatches(clientSecret, client.secretHash)) return refuse(reply, 'invalid_client', 'unknown client, wrong secret or disabled application');
    const allowed = await options.apps.allowedScopes(client.appId);
    const asked = field(request.body, 'scope')?.split(' ').filter((scope) => scope !== '');
    const unknown = (asked ?? []).filter((scope) => !allowed.includes(scope));
    if (unknown.length > 0) return refuse(reply, 'invalid_scope', `not granted to this application: ${unknown.join(' ')}`);
    const scopes = asked && asked.length > 0 ? [...new Set(asked)] : allowed;
    if (scopes.length === 0) return refuse(reply, 'invalid_scope', 'the application is granted no API: choose its APIs in 第三方应用 / API clients');
    const { token, expiresIn } = await options.tokens.issue(client.appId, scopes, client.tokenLifetimeSeconds);
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({ access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: scopes.join(' ') });
  });
}

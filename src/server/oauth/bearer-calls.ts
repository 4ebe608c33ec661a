import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrganizationPermits } from '../access/organization-permits';
import type { UserPermits } from '../access/user-permits';
import { requireIdentity, type RequestIdentity } from '../auth/request-identity';
import { sessionUserOf, type UserDirectory } from '../auth/user-directory';
import { HttpRefusal } from '../http/http-refusal';
import { requestLanguage } from '../http/request-language';
import { isEntityAccess, routeAccessOf } from '../http/route-access';
import { writeInboundCall } from '../integration/interface-log';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { SqlDatabase } from '../sql-database';
import type { AccessTokens } from './access-tokens';
import type { ClientApps } from './client-apps';
import { scopeOf } from '../openapi/openapi-document';
import { oauthMessage } from './oauth-messages';

/** The API client behind a bearer call (set on the identity by the request guard). */
export interface BearerClient {
  appId: number;
  clientId: string;
  appName: string;
  scopes: ReadonlySet<string>;
}

const RATE_WINDOW_MS = 60_000;

/** The token of `Authorization: Bearer <token>`, or null when the call carries none. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Calls of third-party applications with an OAuth 2.0 access token (docs/api.md "API clients"). The token
 * stands for its application's service user: the call acts as that user, whose data reach (organisation
 * permits, supplier scope) applies as for anyone; what it may call is the token's scopes, checked by the
 * access guard instead of a menu. Such calls are not signed (the token is the credential); every call is
 * counted against the application's limit per minute and written to the interface log.
 */
export class BearerCalls {
  constructor(
    private readonly deps: {
      tokens: AccessTokens;
      apps: ClientApps;
      users: UserDirectory;
      permits: OrganizationPermits;
      userPermits: UserPermits;
      limiter: RateLimiter;
      database: SqlDatabase;
      now: () => number;
    },
  ) {}

  /** Resolves the token to the service user's identity and counts the call; refuses 401 or 429. */
  async identify(request: FastifyRequest, reply: FastifyReply, token: string): Promise<RequestIdentity> {
    const language = requestLanguage(request);
    const invalid = () => {
      reply.header('www-authenticate', 'Bearer realm="srm", error="invalid_token"');
      return new HttpRefusal(oauthMessage('invalidToken', language), 401, 'NOTLOGIN');
    };
    const grant = await this.deps.tokens.resolve(token);
    const app = grant ? await this.deps.apps.byAppId(grant.appId) : null;
    const account = app?.enabled ? await this.deps.users.findById(app.serviceUserId) : null;
    if (!grant || !app || !account?.enabled) throw invalid();
    const user = sessionUserOf(account);
    const now = this.deps.now();
    const identity: RequestIdentity = {
      session: { id: 0, userId: user.userId, signSecret: '', createdAt: now, lastSeenAt: now, expiresAt: grant.expiresAt, endedAt: null },
      user,
      organizations: await this.deps.permits.forUser(user),
      permits: await this.deps.userPermits.forUser(user),
      client: { appId: app.appId, clientId: app.clientId, appName: app.appName, scopes: grant.scopes },
    };
    request.identity = identity;
    const window = await this.deps.limiter.consume(`oauth-client:${app.appId}`, RATE_WINDOW_MS);
    if (window.count > app.rateLimitPerMinute) {
      const seconds = Math.max(1, Math.ceil(window.closesInMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpRefusal(oauthMessage('rateLimited', language, { limit: app.rateLimitPerMinute, seconds }), 429);
    }
    return identity;
  }

  /** Writes every call of a client to the interface log before its answer leaves. */
  register(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      const client = request.identity?.client;
      if (!client) return payload;
      const identity = requireIdentity(request);
      const access = routeAccessOf(request);
      const entity = isEntityAccess(access) ? access.entity : null;
      const answer = typeof payload === 'string' ? payload : '';
      const envelope = parsed(answer);
      const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
      await writeInboundCall(this.deps.database.db, {
        pointName: isEntityAccess(access) ? `api.${scopeOf(access.entity, access.operation)}` : `api.${request.method} ${request.url}`,
        entity,
        recordId: typeof body.id === 'number' || typeof body.id === 'string' ? String(body.id) : null,
        result: reply.statusCode === 200 && envelope?.status === 'S' ? 'S' : 'E',
        message: `${client.clientId} ${client.appName}: HTTP ${reply.statusCode} ${typeof envelope?.msg === 'string' ? envelope.msg : ''}`.trim(),
        payload: request.rawBody || body,
        response: answer,
        startedAt: new Date(Date.now() - reply.elapsedTime),
        durationMs: Math.round(reply.elapsedTime),
        actor: { userId: identity.user.userId, userName: identity.user.userName, sessionId: 0, requestId: String(request.id) },
      });
      return payload;
    });
  }
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether the token's scopes cover the entity operation the route declares (the access guard's rule for bearer calls). */
export function bearerMayCall(client: BearerClient, entity: string, operation: string): boolean {
  return client.scopes.has(scopeOf(entity, operation));
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { SessionService } from '../auth/session-service';
import { deviceOf } from '../auth/session-device';
import { sessionUserOf, type UserDirectory } from '../auth/user-directory';
import type { SecretBox } from '../secrets/secret-box';
import type { NonceStore } from '../signing/nonce-store';
import { NONCE_TTL_MS } from '../signing/verify-signature';
import type { SqlDatabase } from '../sql-database';
import { platformUserOf } from './sso-accounts';
import { cookieOf, openJson, sealJson, setCookie } from './sso-cookies';
import { ssoMessage } from './sso-messages';
import type { SsoOidcClient } from './sso-oidc-client';
import type { SsoProviders } from './sso-providers';
import { SsoRefusal } from './sso-refusal';

export interface SsoRouteOptions {
  database: SqlDatabase;
  providers: SsoProviders;
  client: SsoOidcClient;
  secrets: SecretBox;
  nonces: NonceStore;
  sessions: SessionService;
  users: UserDirectory;
  now?: () => number;
}

const FLOW_COOKIE = 'srm_sso_flow';
/** Where the flow routes are, under the /api prefix; the flow cookie goes only there. */
const FLOW_PATH = '/api/auth/sso';
/** The provider's pages must be done within this; the state is remembered as used at least as long (replays). */
const FLOW_TTL_MS = NONCE_TTL_MS;
const TICKET_COOKIE = 'srm_sso_ticket';
const TICKET_PATH = '/api/base/v1/baseSsoLoginRestful';
/** The login page redeems the ticket as soon as it loads. */
const TICKET_TTL_MS = 2 * 60_000;

interface Flow {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  expiresAt: number;
}

interface Ticket {
  id: string;
  userId: number;
  expiresAt: number;
}

function isFlow(value: unknown): value is Flow {
  const flow = value as Flow | undefined;
  return typeof flow?.provider === 'string' && typeof flow.state === 'string' && typeof flow.nonce === 'string' && typeof flow.verifier === 'string' && typeof flow.redirectUri === 'string' && typeof flow.expiresAt === 'number';
}

function isTicket(value: unknown): value is Ticket {
  const ticket = value as Ticket | undefined;
  return typeof ticket?.id === 'string' && typeof ticket.userId === 'number' && typeof ticket.expiresAt === 'number';
}

function queryText(request: FastifyRequest, key: string): string {
  const value = (request.query as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

function callbackUri(request: FastifyRequest, code: string): string {
  return `${request.protocol}://${request.host}${FLOW_PATH}/${encodeURIComponent(code)}/callback`;
}

/** Back to the login page with the refusal's code (and the user name it concerns); never a stack trace. */
function toLoginPage(reply: FastifyReply, refusal: SsoRefusal): FastifyReply {
  const query = new URLSearchParams({ ssoError: refusal.code, ...(refusal.detail.userName ? { ssoUser: refusal.detail.userName } : {}), ...(refusal.detail.claim ? { ssoClaim: refusal.detail.claim } : {}) });
  return reply.redirect(`/login?${query.toString()}`, 302);
}

/**
 * Single sign-on with OpenID Connect (docs/api.md "Single sign-on"):
 * - GET  /api/auth/sso/:code/start     redirects to the provider (PKCE, state and nonce in a sealed cookie)
 * - GET  /api/auth/sso/:code/callback  validates the answer, finds or creates the user, sets a one-use
 *   ticket cookie and redirects to /login?sso=done
 * - POST /api/base/v1/baseSsoLoginRestful/providers  the enabled providers' codes and names (public)
 * - POST /api/base/v1/baseSsoLoginRestful/session    redeems the ticket: the same session as a password login
 */
export async function ssoRoutes(app: FastifyInstance, options: SsoRouteOptions): Promise<void> {
  const { providers, client, secrets, nonces, sessions, users } = options;
  const now = options.now ?? Date.now;
  const publicRoute = { config: { access: 'public' as const } };

  app.get<{ Params: { code: string } }>('/auth/sso/:code/start', publicRoute, async (request, reply) => {
    try {
      const provider = await providers.findEnabled(request.params.code);
      if (!provider) throw new SsoRefusal('providerUnknown');
      const redirectUri = callbackUri(request, provider.code);
      const started = await client.authorizationUrl(provider, redirectUri).catch((error: unknown) => {
        request.log.warn({ err: error, provider: provider.code }, 'single sign-on: provider discovery failed');
        throw new SsoRefusal('providerUnavailable');
      });
      const flow: Flow = { provider: provider.code, ...started.secrets, redirectUri, expiresAt: now() + FLOW_TTL_MS };
      setCookie(request, reply, FLOW_COOKIE, sealJson(secrets, flow), FLOW_PATH, FLOW_TTL_MS / 1000);
      return reply.redirect(started.url.href, 302);
    } catch (error) {
      if (error instanceof SsoRefusal) return toLoginPage(reply, error);
      // A secret that no longer opens (SECRET_KEY changed), the database away: a message, never a stack trace.
      request.log.error({ err: error, provider: request.params.code }, 'single sign-on could not start');
      return toLoginPage(reply, new SsoRefusal('providerUnavailable'));
    }
  });

  app.get<{ Params: { code: string } }>('/auth/sso/:code/callback', publicRoute, async (request, reply) => {
    const flow = openJson(secrets, cookieOf(request, FLOW_COOKIE));
    setCookie(request, reply, FLOW_COOKIE, null, FLOW_PATH, 0);
    try {
      if (!isFlow(flow)) throw new SsoRefusal('flowMissing');
      const state = queryText(request, 'state');
      if (flow.provider !== request.params.code || state !== flow.state) throw new SsoRefusal('stateMismatch');
      if (now() > flow.expiresAt) throw new SsoRefusal('flowExpired');
      // Each answer of the provider is used once, on every process: a replayed callback stops here.
      if (!(await nonces.remember(`sso:${flow.state}`, now()))) throw new SsoRefusal('replayed');
      if (queryText(request, 'error') !== '') {
        request.log.info({ provider: flow.provider, error: queryText(request, 'error') }, 'single sign-on: the provider refused');
        throw new SsoRefusal('providerRefused');
      }
      const provider = await providers.findEnabled(flow.provider);
      if (!provider) throw new SsoRefusal('providerUnknown');
      const url = new URL(flow.redirectUri);
      url.search = new URLSearchParams(request.query as Record<string, string>).toString();
      const identity = await client.claims(provider, url, flow).catch((error: unknown) => {
        request.log.warn({ err: error, provider: provider.code }, 'single sign-on: the provider\'s answer was refused');
        throw new SsoRefusal('tokenRejected');
      });
      const userId = await platformUserOf(options.database, provider, identity.issuer, identity.claims, new Date(now()));
      const account = await users.findById(userId);
      if (!account || !account.enabled) throw new SsoRefusal('userDisabled', { userName: account?.userName ?? '' });
      const ticket: Ticket = { id: randomBytes(16).toString('hex'), userId, expiresAt: now() + TICKET_TTL_MS };
      setCookie(request, reply, TICKET_COOKIE, sealJson(secrets, ticket), TICKET_PATH, TICKET_TTL_MS / 1000);
      request.log.info({ userId, provider: provider.code }, 'single sign-on: identity accepted');
      return reply.redirect('/login?sso=done', 302);
    } catch (error) {
      if (!(error instanceof SsoRefusal)) {
        request.log.error({ err: error }, 'single sign-on failed');
        return toLoginPage(reply, new SsoRefusal('tokenRejected'));
      }
      request.log.info({ code: error.code, provider: request.params.code }, 'single sign-on refused');
      return toLoginPage(reply, error);
    }
  });

  const responses = { schema: { response: envelopeResponses('record') } };

  app.post('/base/v1/baseSsoLoginRestful/providers', { ...publicRoute, schema: { response: envelopeResponses('list') } }, async () => {
    return success(await providers.listPublic(), '');
  });

  app.post('/base/v1/baseSsoLoginRestful/session', { ...publicRoute, ...responses }, async (request, reply) => {
    const language = requestLanguage(request);
    const ticket = openJson(secrets, cookieOf(request, TICKET_COOKIE));
    setCookie(request, reply, TICKET_COOKIE, null, TICKET_PATH, 0);
    if (!isTicket(ticket) || now() > ticket.expiresAt || !(await nonces.remember(`sso-ticket:${ticket.id}`, now()))) {
      throw new ApiError(ssoMessage('ticketInvalid', language));
    }
    const account = await users.findById(ticket.userId);
    if (!account || !account.enabled) throw new ApiError(ssoMessage('userDisabled', language));
    const issued = await sessions.open(sessionUserOf(account), deviceOf(request));
    await users.recordLogin(account.userId, new Date(now()));
    request.log.info({ userId: account.userId }, 'user signed in (single sign-on)');
    return success(issued, ssoMessage('signedIn', language));
  });
}

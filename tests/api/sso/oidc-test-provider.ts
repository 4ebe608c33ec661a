import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** An account of the test provider: its subject and the claims it gives. */
export interface TestAccount {
  sub: string;
  preferred_username: string;
  email: string;
  name: string;
}

/** How the provider's token answer is altered: not at all, an ID token for another audience, an expired one. */
export type TokenTamper = 'none' | 'wrongAudience' | 'expired';

export interface TestOidcProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** The subject the next authorization signs in as (the provider's login page, answered by the test). */
  signInAs(sub: string): void;
  tamper(mode: TokenTamper): void;
  stop(): Promise<void>;
}

function base64url(value: Buffer | string): string {
  return Buffer.from(value).toString('base64url');
}

/** An RS256 JWT signed with the provider's own key (the one it publishes in its JWKS). */
function signJwt(key: KeyObject, kid: string, payload: Record<string, unknown>): string {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key);
  return `${input}.${base64url(signature)}`;
}

/**
 * A real OpenID provider (`oidc-provider`) on a free port of 127.0.0.1, with one confidential client whose
 * redirect URIs are the platform's callbacks. Its login and consent interaction is answered at once for the
 * account chosen by `signInAs` (the test plays the user), or, `interactive`, shown as the provider's own pages. With `tamper`, the token endpoint's answer carries
 * an ID token the test signs with the provider's own key: the same claims and nonce, but another audience or
 * an expiry an hour ago, so only that check can refuse it.
 */
export async function startTestOidcProvider(
  client: { clientId: string; clientSecret: string; redirectUris: string[] },
  { interactive = false }: { interactive?: boolean } = {},
): Promise<TestOidcProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-signing-key';
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();
  let nextSub = '';
  let tamperMode: TokenTamper = 'none';

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['sso-test-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    // Interactive (a browser test): the provider's own development login and consent pages, where the login typed
    // is the subject. Otherwise the test answers the interaction at once for the subject of signInAs.
    features: { devInteractions: { enabled: interactive } },
    pkce: { required: () => true },
    ...(interactive ? {} : { interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` } }),
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || tamperMode === 'none' || typeof ctx.body !== 'object' || ctx.body === null) return;
    const body = ctx.body as Record<string, unknown>;
    const original = JSON.parse(Buffer.from(String(body.id_token).split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const forged = tamperMode === 'wrongAudience'
      ? { ...original, aud: 'another-application' }
      : { ...original, iat: nowSeconds - 7200, exp: nowSeconds - 3600 };
    ctx.body = { ...body, id_token: signJwt(privateKey, kid, forged) };
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (interactive || !req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const clientId = String(details.params.client_id);
      const grant = new provider.Grant({ accountId: nextSub, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: nextSub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    accounts,
    signInAs(sub) {
      nextSub = sub;
    },
    tamper(mode) {
      tamperMode = mode;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import * as oidc from 'openid-client';
import type { SsoProvider } from './sso-providers';

/** What the start of a sign-in keeps for its callback (in the sealed flow cookie). */
export interface SsoFlowSecrets {
  state: string;
  nonce: string;
  verifier: string;
}

/** Discovered configurations are kept this long per provider version (a changed provider is discovered again). */
const DISCOVERY_TTL_MS = 5 * 60_000;

/** Plain http only for an issuer on this machine (a development or test provider); anything else must be https. */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/**
 * The OpenID Connect relying party over `openid-client`: discovery from the issuer, the authorization code
 * flow with PKCE (S256), state and nonce; the code exchange validates the ID token (signature from the
 * provider's JWKS, issuer, audience, expiry, nonce). A provider with a client secret authenticates with
 * client_secret_basic, one without is a public client (PKCE only).
 */
export class SsoOidcClient {
  private readonly discovered = new Map<number, { version: number; at: number; config: Promise<oidc.Configuration> }>();

  async authorizationUrl(provider: SsoProvider, redirectUri: string): Promise<{ url: URL; secrets: SsoFlowSecrets }> {
    const config = await this.configuration(provider);
    const secrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: scopesOf(provider),
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.verifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
    });
    return { url, secrets };
  }

  /**
   * Exchanges the code of the callback URL and answers the identity's claims: the ID token's, completed by
   * the userinfo endpoint when the provider has one. Throws on anything the validation refuses.
   */
  async claims(provider: SsoProvider, callbackUrl: URL, secrets: SsoFlowSecrets): Promise<{ issuer: string; claims: Record<string, unknown> }> {
    const config = await this.configuration(provider);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.verifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('the provider answered no ID token');
    const userInfo = config.serverMetadata().userinfo_endpoint ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub) : {};
    return { issuer: idClaims.iss, claims: { ...userInfo, ...idClaims } };
  }

  private configuration(provider: SsoProvider): Promise<oidc.Configuration> {
    const kept = this.discovered.get(provider.id);
    if (kept && kept.version === provider.version && Date.now() - kept.at < DISCOVERY_TTL_MS) return kept.config;
    const issuer = new URL(provider.issuer);
    const config = oidc.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret ?? undefined,
      provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
      { execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
    this.discovered.set(provider.id, { version: provider.version, at: Date.now(), config });
    // A failed discovery is not kept: the next sign-in tries again.
    config.catch(() => this.discovered.delete(provider.id));
    return config;
  }
}

/** The provider's scopes, `openid` always among them (without it there is no ID token). */
function scopesOf(provider: SsoProvider): string {
  const scopes = provider.scopes.split(/[\s,]+/).filter((scope) => scope !== '');
  return [...new Set(['openid', ...scopes])].join(' ');
}

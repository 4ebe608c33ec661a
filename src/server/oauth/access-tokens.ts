import { asNumber, type SqlDatabase } from '../sql-database';
import { ACCESS_TOKENS_TABLE } from './access-tokens-table';
import { randomSecret, secretHash } from './client-secrets';

/** A valid token: whose it is and what it may call. */
export interface TokenGrant {
  appId: number;
  scopes: ReadonlySet<string>;
  expiresAt: number;
}

/**
 * Opaque bearer tokens: random, stored only as their SHA-256 with the application, the granted scopes and
 * the expiry, so revoking is deleting rows. Times are milliseconds from the injected clock.
 */
export class AccessTokens {
  constructor(
    private readonly database: SqlDatabase,
    private readonly now: () => number,
  ) {}

  async issue(appId: number, scopes: readonly string[], lifetimeSeconds: number): Promise<{ token: string; expiresIn: number }> {
    const now = this.now();
    const token = randomSecret();
    // The application's expired tokens go as it gets a new one, so the table holds about one per client.
    await this.database.db.deleteFrom(ACCESS_TOKENS_TABLE).where('appId', '=', appId).where('expiresAt', '<=', now).execute();
    await this.database.db
      .insertInto(ACCESS_TOKENS_TABLE)
      .values({ tokenHash: secretHash(token), appId, scopes: JSON.stringify(scopes), createdAt: now, expiresAt: now + lifetimeSeconds * 1000 })
      .execute();
    return { token, expiresIn: lifetimeSeconds };
  }

  /** The grant of an unexpired, unrevoked token, or null. */
  async resolve(token: string): Promise<TokenGrant | null> {
    const row = await this.database.db.selectFrom(ACCESS_TOKENS_TABLE).selectAll().where('tokenHash', '=', secretHash(token)).executeTakeFirst();
    if (!row) return null;
    const expiresAt = asNumber(row.expiresAt);
    if (expiresAt <= this.now()) return null;
    return { appId: asNumber(row.appId), scopes: new Set(JSON.parse(String(row.scopes)) as string[]), expiresAt };
  }

  /** Revokes the tokens of disabled and deleted applications (after a write of baseOauthApp). */
  async revokeDisabled(): Promise<void> {
    await this.database.db
      .deleteFrom(ACCESS_TOKENS_TABLE)
      .where((eb) => eb.not(eb('appId', 'in', eb.selectFrom('base_oauth_apps').select('appId').where('enabledFlag', '=', 'Y'))))
      .execute();
  }

  /** Revokes every token of the application; answers how many were live. */
  async revokeAll(appId: number): Promise<number> {
    const live = await this.database.db.selectFrom(ACCESS_TOKENS_TABLE).select('id').where('appId', '=', appId).where('expiresAt', '>', this.now()).execute();
    await this.database.db.deleteFrom(ACCESS_TOKENS_TABLE).where('appId', '=', appId).execute();
    return live.length;
  }
}

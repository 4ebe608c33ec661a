import type { SecretBox } from '../secrets/secret-box';
import { asNumber, asOptionalNumber, asOptionalString, type SqlDatabase, type SqlRow } from '../sql-database';

export const SSO_PROVIDERS_TABLE = 'base_sso_providers';

/** What the login page may know of a provider: its code and names, nothing of its connection. */
export interface PublicSsoProvider {
  code: string;
  nameCn: string;
  nameEn: string;
}

/** An enabled provider as the sign-in uses it, the client secret opened. */
export interface SsoProvider extends PublicSsoProvider {
  id: number;
  /** Changes with every save: the discovered configuration is kept per version. */
  version: number;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  scopes: string;
  claims: { userName: string; email: string; fullName: string };
  autoProvision: boolean;
  provisionResponsibilityId: number | null;
}

/** Reads the providers of `baseSsoProvider` (screen baseSSO) for the login page and the sign-in. */
export class SsoProviders {
  constructor(
    private readonly database: SqlDatabase,
    private readonly secrets: SecretBox,
  ) {}

  /** Enabled providers in their order, for the buttons of the login page. */
  async listPublic(): Promise<PublicSsoProvider[]> {
    const rows = await this.database.db
      .selectFrom(SSO_PROVIDERS_TABLE)
      .select(['providerCode', 'providerNameCn', 'providerNameEn'])
      .where('enabledFlag', '=', 'Y')
      .orderBy('orderNo')
      .orderBy('providerCode')
      .execute();
    return rows.map((row) => ({ code: String(row.providerCode), nameCn: String(row.providerNameCn), nameEn: String(row.providerNameEn) }));
  }

  /** The enabled provider of this code, or undefined (unknown or disabled alike). */
  async findEnabled(code: string): Promise<SsoProvider | undefined> {
    const row = await this.database.db.selectFrom(SSO_PROVIDERS_TABLE).selectAll().where('providerCode', '=', code).where('enabledFlag', '=', 'Y').executeTakeFirst();
    return row ? this.providerOf(row) : undefined;
  }

  private openSecret(sealed: string, code: string): string {
    try {
      return this.secrets.open(sealed);
    } catch {
      throw new Error(`the client secret of SSO provider ${code} does not open with this secret key (SECRET_KEY or its file changed?): enter it again on the baseSSO screen`);
    }
  }

  private providerOf(row: SqlRow): SsoProvider {
    const sealed = asOptionalString(row.clientSecret);
    return {
      id: asNumber(row.providerId),
      version: asNumber(row.versionNum),
      code: String(row.providerCode),
      nameCn: String(row.providerNameCn),
      nameEn: String(row.providerNameEn),
      issuer: String(row.issuerUrl),
      clientId: String(row.clientId),
      clientSecret: sealed ? this.openSecret(sealed, String(row.providerCode)) : null,
      scopes: String(row.scopes),
      claims: { userName: String(row.userNameClaim), email: String(row.emailClaim), fullName: String(row.fullNameClaim) },
      autoProvision: row.autoProvisionFlag === 'Y',
      provisionResponsibilityId: asOptionalNumber(row.provisionRespId) ?? null,
    };
  }
}

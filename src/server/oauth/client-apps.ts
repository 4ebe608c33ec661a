import { asNumber, type SqlDatabase } from '../sql-database';

const APPS = 'base_oauth_apps';
const SCOPES = 'base_oauth_app_scopes';
const APIS = 'base_apis';

/** A registered application (baseOauthApp) as the token endpoint and bearer calls need it. */
export interface ClientApp {
  appId: number;
  clientId: string;
  appName: string;
  secretHash: string | null;
  enabled: boolean;
  tokenLifetimeSeconds: number;
  rateLimitPerMinute: number;
  serviceUserId: number;
}

function clientApp(row: Record<string, unknown>): ClientApp {
  return {
    appId: asNumber(row.appId),
    clientId: String(row.clientId),
    appName: String(row.appName),
    secretHash: typeof row.secretHash === 'string' ? row.secretHash : null,
    enabled: row.enabledFlag === 'Y',
    tokenLifetimeSeconds: asNumber(row.tokenLifetimeSeconds),
    rateLimitPerMinute: asNumber(row.rateLimitPerMinute),
    serviceUserId: asNumber(row.serviceUserId),
  };
}

const COLUMNS = ['appId', 'clientId', 'appName', 'secretHash', 'enabledFlag', 'tokenLifetimeSeconds', 'rateLimitPerMinute', 'serviceUserId'] as const;

/** The applications and the platform APIs each may call (its scope lines naming PLATFORM APIs of the API manager). */
export class ClientApps {
  constructor(private readonly database: SqlDatabase) {}

  async byClientId(clientId: string): Promise<ClientApp | null> {
    const row = await this.database.db.selectFrom(APPS).select([...COLUMNS]).where('clientId', '=', clientId).executeTakeFirst();
    return row ? clientApp(row) : null;
  }

  async byAppId(appId: number): Promise<ClientApp | null> {
    const row = await this.database.db.selectFrom(APPS).select([...COLUMNS]).where('appId', '=', appId).executeTakeFirst();
    return row ? clientApp(row) : null;
  }

  /** The scopes the application was granted: the codes (`<entity>.<operation>`) of its platform APIs. */
  async allowedScopes(appId: number): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom(SCOPES)
      .innerJoin(APIS, `${APIS}.apiId`, `${SCOPES}.apiId`)
      .select(`${APIS}.apiCode as apiCode`)
      .where(`${SCOPES}.appId`, '=', appId)
      .where(`${APIS}.source`, '=', 'PLATFORM')
      .execute();
    return [...new Set(rows.map((row) => String(row.apiCode)))].sort();
  }

  async setSecretHash(appId: number, hash: string, issuedAt: string, userId: number): Promise<void> {
    await this.database.db
      .updateTable(APPS)
      .set({ secretHash: hash, secretIssuedAt: issuedAt, lastUpdatedBy: userId, lastUpdateDate: issuedAt })
      .where('appId', '=', appId)
      .execute();
  }
}

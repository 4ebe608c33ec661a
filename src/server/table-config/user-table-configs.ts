import { sql } from 'kysely';
import { StoredColumnSettings } from '../../shared/column-settings/column-settings-format';
import { formatDateTime } from '../entities/engine-clock';
import { asNumber, type SqlDatabase } from '../sql-database';
import { USER_TABLE_CONFIG_TABLE } from './user-table-config-table';

export interface StoredTableConfig {
  settings: StoredColumnSettings;
  versionNum: number;
}

/**
 * The column configurations of users, one per user and grid. Every method takes the user id, which the
 * routes take from the session: there is no way to name another user's row.
 */
export class UserTableConfigs {
  constructor(private readonly database: SqlDatabase) {}

  async find(userId: number, tableName: string): Promise<StoredTableConfig | null> {
    const row = await this.database.db
      .selectFrom(USER_TABLE_CONFIG_TABLE)
      .select(['settings', 'versionNum'])
      .where('userId', '=', userId)
      .where('tableName', '=', tableName)
      .executeTakeFirst();
    if (!row) return null;
    // Stored only after validation; a row that no longer parses (edited by hand) counts as none.
    const parsed = StoredColumnSettings.safeParse(JSON.parse(String(row.settings)));
    return parsed.success ? { settings: parsed.data, versionNum: asNumber(row.versionNum) } : null;
  }

  /** Inserts or replaces the user's configuration of the grid in one statement; answers the new version. */
  async save(userId: number, tableName: string, settings: StoredColumnSettings, now: Date = new Date()): Promise<number> {
    const stamp = formatDateTime(now);
    const text = JSON.stringify(settings);
    const row = await this.database.db
      .insertInto(USER_TABLE_CONFIG_TABLE)
      .values({ userId, tableName, settings: text, versionNum: 1, creationDate: stamp, lastUpdateDate: stamp })
      .onConflict((conflict) =>
        conflict.columns(['userId', 'tableName']).doUpdateSet({
          settings: text,
          versionNum: sql`${sql.ref(`${USER_TABLE_CONFIG_TABLE}.versionNum`)} + 1`,
          lastUpdateDate: stamp,
        }),
      )
      .returning('versionNum')
      .executeTakeFirstOrThrow();
    return asNumber(row.versionNum);
  }

  /** Forgets the user's configuration of the grid (its defaults apply again); answers whether one existed. */
  async reset(userId: number, tableName: string): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom(USER_TABLE_CONFIG_TABLE)
      .where('userId', '=', userId)
      .where('tableName', '=', tableName)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

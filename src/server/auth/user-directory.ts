import { UnchangedDataReads } from '../cache/unchanged-data-reads';
import { asNumber, asOptionalNumber, asOptionalString, type SqlDatabase, type SqlRow } from '../sql-database';
import { dateTimeText, systemTable } from '../system-tables';

import type { SessionUser } from '../../shared/api/login';

export type { SessionUser } from '../../shared/api/login';

export interface UserAccount extends SessionUser {
  enabled: boolean;
  passwordHash: string | null;
  /** Sessions opened before this moment (ms) ended when the password changed; null: none ended. */
  sessionsValidFrom: number | null;
}

/**
 * Reads users for identity: by name at login, by id for each signed-in call (kept while the database is
 * unchanged, unchanged-data-reads.ts: disabling a user or changing his password counts at once).
 */
export class UserDirectory {
  private readonly reads: UnchangedDataReads;

  constructor(private readonly database: SqlDatabase) {
    this.reads = new UnchangedDataReads(database);
  }

  async findByName(userName: string): Promise<UserAccount | null> {
    return this.findOne('userName', userName);
  }

  async findById(userId: number): Promise<UserAccount | null> {
    const account = await this.reads.read(String(userId), () => this.findOne('userId', userId));
    return account && { ...account };
  }

  async recordLogin(userId: number, now: Date): Promise<void> {
    await this.database.db
      .updateTable(systemTable('users'))
      .set({ lastLoginDate: dateTimeText(now) })
      .where('userId', '=', userId)
      .execute();
  }

  private async findOne(column: 'userName' | 'userId', value: string | number): Promise<UserAccount | null> {
    const { db } = this.database;
    const row = await db
      .selectFrom(`${systemTable('users')} as u`)
      .leftJoin(`${systemTable('suppliers')} as s`, 's.supplierId', 'u.supplierId')
      .select([
        'u.userId',
        'u.userName',
        'u.userFullName',
        'u.userType',
        'u.supplierId',
        'u.passwordHash',
        'u.sessionsValidFrom',
        'u.enabledFlag',
        'u.languageCode',
        's.supplierName',
      ])
      .where(`u.${column}`, '=', value)
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  }
}

function toAccount(row: SqlRow): UserAccount {
  return {
    userId: asNumber(row.userId),
    userName: String(row.userName),
    userFullName: String(row.userFullName),
    userType: row.userType === 'supplier' ? 'supplier' : 'internal',
    supplierId: asOptionalNumber(row.supplierId),
    supplierName: asOptionalString(row.supplierName),
    languageCode: row.languageCode === 'EN' || row.languageCode === 'CN' ? row.languageCode : null,
    enabled: row.enabledFlag === 'Y',
    passwordHash: asOptionalString(row.passwordHash),
    sessionsValidFrom: asOptionalNumber(row.sessionsValidFrom),
  };
}

export function sessionUserOf(account: UserAccount): SessionUser {
  const { userId, userName, userFullName, userType, supplierId, supplierName, languageCode } = account;
  return { userId, userName, userFullName, userType, supplierId, supplierName, ...(languageCode && { languageCode }) };
}

import { hashPassword } from '../auth/password-hash';
import { asNumber, asOptionalString, type SqlDatabase } from '../sql-database';
import { dateTimeText, systemTable } from '../system-tables';

export interface PasswordAccount {
  userId: number;
  userName: string;
  userFullName: string;
  email: string | null;
  enabled: boolean;
  passwordHash: string | null;
}

/** The users table as password recovery and change need it. */
export class PasswordAccounts {
  constructor(private readonly database: SqlDatabase) {}

  async find(by: { userName: string } | { userId: number }): Promise<PasswordAccount | null> {
    const [column, value] = 'userName' in by ? ['userName', by.userName] : ['userId', by.userId];
    const row = await this.database.db
      .selectFrom(systemTable('users'))
      .select(['userId', 'userName', 'userFullName', 'email', 'enabledFlag', 'passwordHash'])
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: asNumber(row.userId),
      userName: String(row.userName),
      userFullName: String(row.userFullName),
      email: asOptionalString(row.email),
      enabled: row.enabledFlag === 'Y',
      passwordHash: asOptionalString(row.passwordHash),
    };
  }

  /**
   * Stores the new password's hash and ends every session opened before now (the session check
   * compares each session's start with sessionsValidFrom). `changedBy` goes to the audit columns.
   */
  async setPassword(userId: number, password: string, changedBy: number, now = new Date()): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.database.db
      .updateTable(systemTable('users'))
      .set((eb) => ({
        passwordHash,
        sessionsValidFrom: now.getTime(),
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: changedBy,
        lastUpdateDate: dateTimeText(now),
      }))
      .where('userId', '=', userId)
      .execute();
  }
}

import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { asNumber, asOptionalNumber, type SqlDatabase } from '../sql-database';
import { RESET_CODES_TABLE } from './reset-codes-table';

export const RESET_CODE_LIMITS = { ttlMs: 10 * 60_000, tries: 5 } as const;

export type CodeCheck = { ok: true } | { ok: false; triesLeft: number };

/**
 * Six-digit codes for password recovery, stored as salted scrypt hashes (like passwords: trying the
 * million values against a leaked row costs hours, and every server process can check any code). A
 * code expires after 10 minutes, allows 5 wrong tries, and is gone once used.
 */
export class ResetCodes {
  constructor(
    private readonly database: SqlDatabase,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A new code for the user, replacing any earlier one; answered once, to be mailed. */
  async issue(userId: number): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = { codeHash: await hashPassword(code), expiresAt: this.clock() + RESET_CODE_LIMITS.ttlMs, triesLeft: RESET_CODE_LIMITS.tries, verifiedAt: null };
    await this.database.db.transaction().execute(async (db) => {
      await db.deleteFrom(RESET_CODES_TABLE).where('userId', '=', userId).execute();
      await db.insertInto(RESET_CODES_TABLE).values({ userId, ...values }).execute();
    });
    return code;
  }

  /**
   * Checks a code: a wrong one uses up a try (the last wrong try removes the code); a right one is
   * marked verified when `markVerified`, or removed when `consume` (the password is being set).
   */
  async check(userId: number, code: string, outcome: 'markVerified' | 'consume'): Promise<CodeCheck> {
    const row = await this.database.db.selectFrom(RESET_CODES_TABLE).selectAll().where('userId', '=', userId).executeTakeFirst();
    if (!row || asNumber(row.expiresAt) <= this.clock() || asNumber(row.triesLeft) <= 0) return { ok: false, triesLeft: 0 };
    if (!/^\d{6}$/.test(code) || !(await verifyPassword(code, String(row.codeHash)))) {
      // Decrement only while tries remain: parallel guesses cannot go below zero.
      const updated = await this.database.db
        .updateTable(RESET_CODES_TABLE)
        .set((eb) => ({ triesLeft: eb('triesLeft', '-', 1) }))
        .where('userId', '=', userId)
        .where('triesLeft', '>', 0)
        .executeTakeFirst();
      const left = Number(updated.numUpdatedRows) > 0 ? asNumber(row.triesLeft) - 1 : 0;
      if (left <= 0) await this.discard(userId);
      return { ok: false, triesLeft: left };
    }
    if (outcome === 'consume') {
      // Whoever deletes the row used the code; a second request with the same code finds nothing.
      const deleted = await this.database.db.deleteFrom(RESET_CODES_TABLE).where('userId', '=', userId).where('codeHash', '=', String(row.codeHash)).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? { ok: true } : { ok: false, triesLeft: 0 };
    }
    if (asOptionalNumber(row.verifiedAt) === null) {
      await this.database.db.updateTable(RESET_CODES_TABLE).set({ verifiedAt: this.clock() }).where('userId', '=', userId).execute();
    }
    return { ok: true };
  }

  async discard(userId: number): Promise<void> {
    await this.database.db.deleteFrom(RESET_CODES_TABLE).where('userId', '=', userId).execute();
  }
}

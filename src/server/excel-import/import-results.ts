import { randomBytes } from 'node:crypto';
import { formatDateTime } from '../entities';
import { asNumber, type SqlDatabase } from '../sql-database';
import { IMPORT_RESULTS_TABLE } from './import-results-table';

/** How long a marked workbook can be downloaded after the failed import. */
export const IMPORT_RESULT_TTL_MS = 60 * 60 * 1000;

export interface StoredResult {
  resultId: string;
  /** yyyy-MM-dd HH:mm:ss, server time. */
  expiresAt: string;
}

/**
 * Marked workbooks of failed imports, for the user who imported only, for an hour. The id is 192 random
 * bits; expired ones are deleted whenever a new one is stored.
 */
export class ImportResults {
  constructor(
    private readonly database: SqlDatabase,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async store(userId: number, fileName: string, content: Buffer): Promise<StoredResult> {
    const now = this.clock();
    await this.database.db.deleteFrom(IMPORT_RESULTS_TABLE).where('expiresAt', '<', now.getTime()).execute();
    const resultId = randomBytes(24).toString('hex');
    const expires = now.getTime() + IMPORT_RESULT_TTL_MS;
    await this.database.db
      .insertInto(IMPORT_RESULTS_TABLE)
      .values({ resultId, userId, fileName, content, createdAt: formatDateTime(now), expiresAt: expires })
      .execute();
    return { resultId, expiresAt: formatDateTime(new Date(expires)) };
  }

  /** The workbook, if this user stored it and it has not expired; any other case answers the same. */
  async find(userId: number, resultId: string): Promise<{ fileName: string; content: Buffer } | undefined> {
    const row = await this.database.db
      .selectFrom(IMPORT_RESULTS_TABLE)
      .select(['fileName', 'content', 'userId', 'expiresAt'])
      .where('resultId', '=', resultId)
      .executeTakeFirst();
    if (!row || asNumber(row.userId) !== userId || asNumber(row.expiresAt) < this.clock().getTime()) return undefined;
    return { fileName: String(row.fileName), content: Buffer.from(row.content as Uint8Array) };
  }
}

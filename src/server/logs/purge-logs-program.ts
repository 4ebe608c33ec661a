import { z } from 'zod';
import { formatDateTime } from '../entities';
import type { JobProgram } from '../jobs/job-program';
import { asNumber } from '../sql-database';

/** The table of the retention settings (schemas/base/baseLogRetention.json, screen logRetention). */
export const LOG_RETENTIONS_TABLE = 'base_log_retentions';

/** Each log of the platform by its retention code: its table and the column of its time. */
export const PURGEABLE_LOGS: Record<string, { table: string; timeField: string }> = {
  SERVER_LOG: { table: 'base_server_logs', timeField: 'logTime' },
  TRIPARTITE_LOG: { table: 'srm_base_tripartite_logs', timeField: 'logTime' },
  INTERFACE_LOG: { table: 'srm_base_interface_logs', timeField: 'logTime' },
  OPERATE_LOG: { table: 'base_user_operate_logs', timeField: 'operateTime' },
};

const DAY_MS = 86_400_000;

const PurgeLogsParameters = z
  .object({
    /** Only this log (a LOG_RETENTION_TARGET code); every log when left out. */
    logCode: z.enum(Object.keys(PURGEABLE_LOGS) as [string, ...string[]]).optional().describe('one log only; all when empty'),
  })
  .strict();

/**
 * Deletes the rows of each log older than its retention (logRetention screen: days kept per log) and notes
 * when and how many on the setting; daily at 02:00, once across processes, or submitted by hand.
 */
export const purgeLogsProgram: JobProgram<z.infer<typeof PurgeLogsParameters>> = {
  code: 'purgeLogs',
  name: { cn: '清理过期日志', en: 'Purge old log rows' },
  parameters: PurgeLogsParameters,
  parameterLookups: { logCode: 'LOG_RETENTION_TARGET' },
  daily: { hour: 2 },
  async run({ logCode }, { database, now, writeLog, writeOutput }) {
    const settings = await database.db.selectFrom(LOG_RETENTIONS_TABLE).select(['retentionId', 'logCode', 'retentionDays']).execute();
    let total = 0;
    const report = ['log,retentionDays,cutoff,deletedRows'];
    for (const setting of settings) {
      const code = String(setting.logCode);
      const log = PURGEABLE_LOGS[code];
      if (!log || (logCode && code !== logCode)) continue;
      const days = asNumber(setting.retentionDays);
      const cutoff = formatDateTime(new Date(now.getTime() - days * DAY_MS));
      const result = await database.db.deleteFrom(log.table).where(log.timeField, '<', cutoff).executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      total += deleted;
      await database.db
        .updateTable(LOG_RETENTIONS_TABLE)
        .set({ lastPurgeTime: formatDateTime(now), lastPurgedRows: deleted })
        .where('retentionId', '=', setting.retentionId)
        .execute();
      report.push(`${code},${days},${cutoff},${deleted}`);
      writeLog?.(`${code}: ${deleted} row(s) before ${cutoff} deleted (kept ${days} day(s))`);
    }
    await writeOutput?.('purged-logs.csv', `${report.join('\n')}\n`, 'text/csv');
    return { cn: `已删除${total}行过期日志`, en: `Deleted ${total} old log row(s)` };
  },
};

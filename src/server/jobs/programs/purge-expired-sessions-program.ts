import { z } from 'zod';
import { purgeExpiredSessions, SESSION_RETENTION_MS } from '../../auth/purge-expired-sessions';
import type { JobProgram } from '../job-program';

const HOUR_MS = 3_600_000;

const PurgeParameters = z
  .object({
    /** Sessions that ended or expired longer ago than this are deleted. */
    retentionHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(SESSION_RETENTION_MS / HOUR_MS),
  })
  .strict();

/** Housekeeping of the SQL session store (sys_sessions); daily at 03:00, when few people work. */
export const purgeExpiredSessionsProgram: JobProgram<z.infer<typeof PurgeParameters>> = {
  code: 'purgeExpiredSessions',
  name: { cn: '清理过期会话', en: 'Purge expired sessions' },
  parameters: PurgeParameters,
  daily: { hour: 3 },
  async run({ retentionHours }, { database, now }) {
    const deleted = await purgeExpiredSessions(database, now.getTime(), retentionHours * HOUR_MS);
    return {
      cn: `已删除${deleted}个结束超过${retentionHours}小时的会话`,
      en: `Deleted ${deleted} session(s) ended more than ${retentionHours} hour(s) ago`,
    };
  },
};

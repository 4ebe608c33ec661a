import type { JobProgram } from './job-program';
import { purgeExpiredSessionsProgram } from './programs/purge-expired-sessions-program';

/**
 * Every background program of the product, by code. A program is offered to users through the
 * SCHEDULE_PROGRAM lookup (seed/system/lookups.json), whose value for it must carry the same code.
 */
export const JOB_PROGRAMS: readonly JobProgram[] = [purgeExpiredSessionsProgram];

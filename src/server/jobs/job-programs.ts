import { TASK_REMINDER_PROGRAM } from '../bpm/task-reminder-program';
import { BACK_EXPORT_PROGRAM } from '../excel-export/back-export-program';
import { PURGE_UNSAVED_ATTACHMENTS_PROGRAM } from '../files/purge-unsaved-attachments';
import type { JobProgram, JobProgramDeclaration } from './job-program';
import { purgeExpiredSessionsProgram } from './programs/purge-expired-sessions-program';
import { expireInvitationsProgram } from '../registration/expire-invitations-program';
import { MESSAGE_DELIVERY_PROGRAM } from '../message-centre/message-program';
import { purgeLogsProgram } from '../logs/purge-logs-program';
import { refreshPlannerStatisticsProgram } from '../db/planner-statistics';

/**
 * Every background program of the product, by code. A program is offered to users through the
 * SCHEDULE_PROGRAM lookup (seed/system/lookups.json), whose value for it must carry the same code.
 */
export const JOB_PROGRAMS: readonly JobProgram[] = [purgeExpiredSessionsProgram, expireInvitationsProgram];

/** Programs that need nothing of the running server but came later than the SCHEDULE_PROGRAM values above (defined in app.ts after those below). */
export const LATER_JOB_PROGRAMS: readonly JobProgram[] = [purgeLogsProgram as JobProgram, refreshPlannerStatisticsProgram as JobProgram];

/**
 * Every program a request may name: those above, and those built in app.ts because they need the running
 * server's services (the engine, the file store, the approval platform), known here by their declaration.
 */
export const PROGRAM_DECLARATIONS: readonly JobProgramDeclaration[] = [...JOB_PROGRAMS, BACK_EXPORT_PROGRAM, PURGE_UNSAVED_ATTACHMENTS_PROGRAM, TASK_REMINDER_PROGRAM, MESSAGE_DELIVERY_PROGRAM, ...LATER_JOB_PROGRAMS];

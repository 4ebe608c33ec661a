import { z } from 'zod';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { EngineKit } from '../entities/engine-kit';
import type { JobProgram, JobProgramDeclaration } from '../jobs/job-program';
import { TaskReminders } from './task-reminders';

const NoParameters = z.object({}).strict();

/** The timer of approval tasks as requests know it (SCHEDULE_PROGRAM lookup value bpmTaskReminders). */
export const TASK_REMINDER_PROGRAM: JobProgramDeclaration<z.infer<typeof NoParameters>> = {
  code: 'bpmTaskReminders',
  name: { cn: '审批任务到期提醒与升级', en: 'Approval task reminders and escalation' },
  parameters: NoParameters,
};

/**
 * Reminds and escalates open approval tasks by the reminder settings (src/server/bpm/task-reminders.ts),
 * run by the job queue every `minutes` (BPM_REMINDER_SCAN_MINUTES) at the moment the run starts.
 */
export function taskReminderProgram(kit: EngineKit, catalog: EntityCatalog, minutes: number): JobProgram<z.infer<typeof NoParameters>> {
  const reminders = new TaskReminders(kit, catalog);
  return {
    ...TASK_REMINDER_PROGRAM,
    every: { minutes },
    async run(_parameters, { now }) {
      const { reminded, escalated } = await reminders.run(now);
      return { cn: `已发送${reminded}条到期提醒，升级${escalated}个超期任务`, en: `Sent ${reminded} reminder(s) and escalated ${escalated} overdue task(s)` };
    },
  };
}

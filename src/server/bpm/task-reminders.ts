import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import type { ApproverRule } from '../../shared/bpm/srm-moddle';
import { BPM_ENTITIES, HISTORY_ACTION, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { formatDateTime, type Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import type { EngineKit } from '../entities/engine-kit';
import { insertRow } from '../entities/write-row';
import { postNotices } from '../messages/user-notices';
import { SYSTEM_USER_ID } from '../seed/seed-writes';
import { asNumber, asOptionalNumber, type SqlRow } from '../sql-database';
import { systemTable } from '../system-tables';
import { knownApprovers, resolveApprovers } from './approver-directory';
import { openNoticeTasks, taskNotice, userNames } from './bpm-notifications';

const HOUR_MS = 3_600_000;

/** The timer job writes as the system user (history lines, audit columns). */
const TIMER_ACTOR: Actor = { userId: SYSTEM_USER_ID, userName: 'scheduler', userType: 'internal', supplierId: null, language: 'CN', sessionId: SYSTEM_USER_ID, organizations: 'all' };

/** A row of bpmReminderSetting as the timer reads it. */
export interface ReminderSetting {
  modelKey: string;
  /** Empty: every node of the model. */
  activityId: string | null;
  remindTiming: 'BEFORE_DUE' | 'AFTER_DUE';
  remindHours: number;
  repeatEveryHours: number | null;
  maxReminders: number;
  escalateAfterHours: number | null;
  escalateUserId: number | null;
  escalateRespId: number | null;
}

/** An open task with a due time, as the timer reads it. */
interface DueTask {
  taskId: number;
  modelKey: string;
  activityId: string;
  due: Date;
  remindCount: number;
  escalated: boolean;
}

export interface ReminderRun {
  reminded: number;
  escalated: number;
}

/** Stored datetimes are server local time 'yyyy-MM-dd HH:mm:ss'. */
function localTime(text: string): Date {
  return new Date(text.replace(' ', 'T'));
}

function settingOf(row: SqlRow): ReminderSetting {
  return {
    modelKey: String(row.modelKey),
    activityId: typeof row.activityId === 'string' && row.activityId.trim() !== '' ? row.activityId.trim() : null,
    remindTiming: row.remindTiming === 'AFTER_DUE' ? 'AFTER_DUE' : 'BEFORE_DUE',
    remindHours: asNumber(row.remindHours ?? 0),
    repeatEveryHours: asOptionalNumber(row.repeatEveryHours),
    maxReminders: asNumber(row.maxReminders ?? 1),
    escalateAfterHours: asOptionalNumber(row.escalateAfterHours),
    escalateUserId: asOptionalNumber(row.escalateUserId),
    escalateRespId: asOptionalNumber(row.escalateRespId),
  };
}

/**
 * When the next reminder of a task is due under a setting: the first at remindHours before or after the
 * due time, then every repeatEveryHours, at most maxReminders; null when none is left.
 */
export function nextReminderAt(setting: ReminderSetting, due: Date, sent: number): Date | null {
  if (sent >= setting.maxReminders) return null;
  if (sent > 0 && setting.repeatEveryHours === null) return null;
  const first = due.getTime() + (setting.remindTiming === 'BEFORE_DUE' ? -1 : 1) * setting.remindHours * HOUR_MS;
  return new Date(first + sent * (setting.repeatEveryHours ?? 0) * HOUR_MS);
}

/** The setting of a node: its own, else the model's for every node. */
function settingFor(settings: readonly ReminderSetting[], task: Pick<DueTask, 'modelKey' | 'activityId'>): ReminderSetting | undefined {
  const ofModel = settings.filter((setting) => setting.modelKey === task.modelKey);
  return ofModel.find((setting) => setting.activityId === task.activityId) ?? ofModel.find((setting) => setting.activityId === null);
}

/**
 * The timer of approval tasks (reminderSetting): reminds the assignee of an open task around its due
 * time and escalates it to a user or responsibility once it is overdue long enough. Run by the job queue
 * every few minutes with the moment of the run (tests pass theirs). Each reminder and escalation is one
 * transaction that first moves the task by a conditional UPDATE (remindCount from the number read,
 * escalatedTime from empty), so when two processes run the job at once each message is sent once.
 */
export class TaskReminders {
  constructor(
    private readonly kit: EngineKit,
    private readonly catalog: EntityCatalog,
  ) {}

  async run(now: Date): Promise<ReminderRun> {
    const settings = await this.settings();
    const outcome: ReminderRun = { reminded: 0, escalated: 0 };
    if (settings.length === 0) return outcome;
    for (const task of await this.dueTasks(settings, now)) {
      const setting = settingFor(settings, task);
      if (!setting) continue;
      const next = nextReminderAt(setting, task.due, task.remindCount);
      if (next && next.getTime() <= now.getTime() && (await this.remind(task, now))) outcome.reminded += 1;
      const escalateAt = setting.escalateAfterHours === null ? null : task.due.getTime() + setting.escalateAfterHours * HOUR_MS;
      if (!task.escalated && escalateAt !== null && escalateAt <= now.getTime() && (await this.escalate(task, setting, now))) outcome.escalated += 1;
    }
    return outcome;
  }

  private async settings(): Promise<ReminderSetting[]> {
    const rows = await this.kit.base.db.selectFrom(tableOf(this.catalog.get(BPM_ENTITIES.reminderSetting))).selectAll().where('enabledFlag', '=', 'Y').orderBy('settingId').execute();
    return rows.map(settingOf);
  }

  /** Open tasks of the configured models whose due time is near enough for a first reminder (or past). */
  private async dueTasks(settings: readonly ReminderSetting[], now: Date): Promise<DueTask[]> {
    const lead = Math.max(0, ...settings.filter((setting) => setting.remindTiming === 'BEFORE_DUE').map((setting) => setting.remindHours));
    const rows = await this.kit.base.db
      .selectFrom(`${tableOf(this.catalog.get(BPM_ENTITIES.task))} as task`)
      .innerJoin(`${tableOf(this.catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'task.instanceId')
      .select(['task.taskId', 'task.activityId', 'task.dueTime', 'task.remindCount', 'task.escalatedTime', 'instance.modelKey'])
      .where('task.status', '=', TASK_STATUS.open)
      .where('task.dueTime', 'is not', null)
      .where('task.dueTime', '<=', formatDateTime(new Date(now.getTime() + lead * HOUR_MS)))
      .where('instance.modelKey', 'in', [...new Set(settings.map((setting) => setting.modelKey))])
      .orderBy('task.taskId')
      .execute();
    return rows.map((row) => ({
      taskId: asNumber(row.taskId),
      modelKey: String(row.modelKey),
      activityId: String(row.activityId),
      due: localTime(String(row.dueTime)),
      remindCount: asNumber(row.remindCount ?? 0),
      escalated: row.escalatedTime !== null && row.escalatedTime !== undefined,
    }));
  }

  private inStep<T>(now: Date, work: (context: EngineContext) => Promise<T>): Promise<T> {
    return this.kit.transaction((context) => work({ ...context, now: () => now }));
  }

  /** One reminder to the assignee, unless another run sent it first (the count moved) or the task closed. */
  private remind(task: DueTask, now: Date): Promise<boolean> {
    return this.inStep(now, async (context) => {
      const moved = await context.db
        .updateTable(tableOf(this.catalog.get(BPM_ENTITIES.task)))
        .set({ remindCount: task.remindCount + 1, lastRemindTime: formatDateTime(now) })
        .where('taskId', '=', task.taskId)
        .where('status', '=', TASK_STATUS.open)
        .where((eb) => eb(eb.fn.coalesce('remindCount', eb.lit(0)), '=', task.remindCount))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const [open] = await openNoticeTasks(context, { taskIds: [task.taskId] });
      await postNotices(context, [taskNotice('BPM_TASK_REMINDER', open, open.assigneeId)]);
      return true;
    });
  }

  /** Tells the escalation user and every holder of the escalation responsibility, once per task. */
  private escalate(task: DueTask, setting: ReminderSetting, now: Date): Promise<boolean> {
    return this.inStep(now, async (context) => {
      const moved = await context.db
        .updateTable(tableOf(this.catalog.get(BPM_ENTITIES.task)))
        .set({ escalatedTime: formatDateTime(now) })
        .where('taskId', '=', task.taskId)
        .where('status', '=', TASK_STATUS.open)
        .where('escalatedTime', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      const [open] = await openNoticeTasks(context, { taskIds: [task.taskId] });
      const targets = await this.escalationTargets(context, setting, now);
      const hours = Math.floor((now.getTime() - task.due.getTime()) / HOUR_MS);
      await postNotices(context, targets.map((userId) => taskNotice('BPM_TASK_ESCALATED', open, userId, { by: open.assigneeName, hours })));
      const names = await userNames(context, targets);
      await insertRow(
        context,
        this.catalog.get(BPM_ENTITIES.history),
        {
          instanceId: open.instanceId,
          taskId: task.taskId,
          activityId: task.activityId,
          activityName: open.subject.node,
          userId: SYSTEM_USER_ID,
          action: HISTORY_ACTION.escalate,
          actionComment: targets.map((id) => names.get(id) ?? String(id)).join(', ').slice(0, 2000) || null,
          actionTime: formatDateTime(now),
        },
        TIMER_ACTOR,
      );
      return true;
    });
  }

  private async escalationTargets(context: EngineContext, setting: ReminderSetting, now: Date): Promise<number[]> {
    const rules: ApproverRule[] = [];
    if (setting.escalateUserId !== null) {
      const user = await context.db.selectFrom(systemTable('users')).select('userName').where('userId', '=', setting.escalateUserId).executeTakeFirst();
      if (user) rules.push({ kind: 'user', value: String(user.userName) });
    }
    if (setting.escalateRespId !== null) {
      const resp = await context.db.selectFrom(systemTable('responsibilities')).select('responsibilityCode').where('responsibilityId', '=', setting.escalateRespId).executeTakeFirst();
      if (resp) rules.push({ kind: 'role', value: String(resp.responsibilityCode) });
    }
    return resolveApprovers(rules, await knownApprovers(context.db, context.catalog, rules, now));
  }
}

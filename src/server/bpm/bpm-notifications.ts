import { tableOf } from '../../shared/entity/entity-catalog';
import type { LocalizedText } from '../../shared/formats/common';
import type { EngineContext } from '../entities/engine-context';
import { postNotices, type Notice } from '../messages/user-notices';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';
import { BPM_ENTITIES, TASK_STATUS } from '../../shared/bpm/bpm-entities';
import { BPM_NOTICES, type BpmNoticeKind, type NoticeSubject } from './bpm-notice-texts';

/** Screens the notices open: a task on the approval screen, a result on the submitter's done list's detail. */
export const TASK_ROUTE = 'approvalTask';
export const INSTANCE_ROUTE = 'myApprovalDetail';

/** An open task with what its notices say. */
export interface NoticeTask {
  taskId: number;
  instanceId: number;
  assigneeId: number;
  assigneeName: string;
  subject: NoticeSubject;
}

function typeLabel(context: EngineContext, entityName: string): LocalizedText {
  return context.catalog.has(entityName) ? context.catalog.get(entityName).label : { cn: entityName, en: entityName };
}

/** Full names of users by id (a missing user shows his id). */
export async function userNames(context: EngineContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await context.db.selectFrom(systemTable('users')).select(['userId', 'userFullName', 'userName']).where('userId', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [asNumber(row.userId), String(row.userFullName ?? row.userName)]));
}

/** Tasks still OPEN among these ids, with their document and node (read in the caller's transaction). */
export async function openNoticeTasks(context: EngineContext, where: { taskIds?: readonly number[]; instanceId?: number }): Promise<NoticeTask[]> {
  let query = context.db
    .selectFrom(`${tableOf(context.catalog.get(BPM_ENTITIES.task))} as task`)
    .innerJoin(`${tableOf(context.catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'task.instanceId')
    .select(['task.taskId', 'task.instanceId', 'task.assigneeId', 'task.activityId', 'task.activityName', 'task.dueTime', 'instance.businessCode', 'instance.businessEntity'])
    .where('task.status', '=', TASK_STATUS.open)
    .orderBy('task.taskId');
  if (where.taskIds) {
    if (where.taskIds.length === 0) return [];
    query = query.where('task.taskId', 'in', [...where.taskIds]);
  }
  if (where.instanceId !== undefined) query = query.where('task.instanceId', '=', where.instanceId);
  const rows = await query.execute();
  const names = await userNames(context, rows.map((row) => asNumber(row.assigneeId)));
  return rows.map((row) => {
    const assigneeId = asNumber(row.assigneeId);
    return {
      taskId: asNumber(row.taskId),
      instanceId: asNumber(row.instanceId),
      assigneeId,
      assigneeName: names.get(assigneeId) ?? String(assigneeId),
      subject: {
        code: String(row.businessCode ?? row.instanceId),
        type: typeLabel(context, String(row.businessEntity)),
        node: String(row.activityName ?? row.activityId),
        due: row.dueTime === null ? null : String(row.dueTime),
      },
    };
  });
}

/** The notice of a task of this kind, to `recipientId` (the assignee unless an escalation names someone else). */
export function taskNotice(kind: BpmNoticeKind, task: NoticeTask, recipientId: number, extra: Partial<NoticeSubject> = {}): Notice {
  const { title, content } = BPM_NOTICES[kind]({ ...task.subject, ...extra });
  return {
    recipientId,
    sourceType: kind,
    title,
    content,
    link: { route: TASK_ROUTE, params: { id: String(task.instanceId) } },
    source: { entity: BPM_ENTITIES.task, id: task.taskId },
  };
}

/**
 * Tells the assignees of tasks that have just become theirs: an in-app message (the bell) and a queued
 * mail each, in the caller's transaction (a step rolled back tells nobody; the mail leaves after commit).
 * Call it wherever task rows become OPEN for someone: createNodeTasks does for new nodes and the next
 * signer of a sequential node; an operation that hands a task to another user (transfer, delegate, add
 * signer) calls it with the ids of the tasks it opened. Ids of tasks not OPEN (a later sequential signer
 * WAITING) are passed over.
 */
export async function notifyTaskAssigned(context: EngineContext, taskIds: readonly number[]): Promise<void> {
  const tasks = await openNoticeTasks(context, { taskIds });
  await postNotices(context, tasks.map((task) => taskNotice('BPM_TASK_ASSIGNED', task, task.assigneeId)));
}

/** How a process ended, for its submitter. */
export interface ProcessResult {
  instanceId: number;
  outcome: 'APPROVED' | 'REJECTED';
  /** Who decided last, and at which node, with his comment. */
  decidedBy: number;
  node: string;
  comment: string | null;
}

/** Tells the submitter how his process ended, in the caller's transaction. */
export async function notifyProcessResult(context: EngineContext, result: ProcessResult): Promise<void> {
  const instance = await context.db
    .selectFrom(tableOf(context.catalog.get(BPM_ENTITIES.instance)))
    .select(['submittedBy', 'businessCode', 'businessEntity'])
    .where('instanceId', '=', result.instanceId)
    .executeTakeFirstOrThrow();
  const names = await userNames(context, [result.decidedBy]);
  const kind = result.outcome === 'APPROVED' ? 'BPM_PROCESS_APPROVED' : 'BPM_PROCESS_REJECTED';
  const subject: NoticeSubject = {
    code: String(instance.businessCode ?? result.instanceId),
    type: typeLabel(context, String(instance.businessEntity)),
    node: result.node,
    by: names.get(result.decidedBy) ?? String(result.decidedBy),
    comment: result.comment,
  };
  const { title, content } = BPM_NOTICES[kind](subject);
  await postNotices(context, [
    {
      recipientId: asNumber(instance.submittedBy),
      sourceType: kind,
      title,
      content,
      link: { route: INSTANCE_ROUTE, params: { id: String(result.instanceId) } },
      source: { entity: BPM_ENTITIES.instance, id: result.instanceId },
    },
  ]);
}

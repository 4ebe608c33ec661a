import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Actor, EntityEngine, EntityRecord } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { refuseField } from '../http/api-error';
import { asNumber } from '../sql-database';
import { ADD_SIGN_POSITION, BPM_ENTITIES, PENDING_TASK_STATUSES, type AddSignPosition } from '../../shared/bpm/bpm-entities';
import { tableOf } from '../../shared/entity/entity-catalog';
import { bpmMessage } from './bpm-messages';
import { HandoverSteps, type HandoverStep } from './handover-steps';
import { TARGET_FIELD } from './handover-target';
import { HISTORY_ATTACHMENT_FIELD } from './history-attachments';

/** What a handover call sends: the task and the version read, the user it goes to, a comment, files already uploaded. */
export interface HandoverInput {
  taskId: number;
  versionNum?: number;
  targetUserId: unknown;
  comment?: unknown;
  attachmentIds?: unknown;
}

function positiveId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** "12,15", [12, 15] or nothing; anything else is refused naming the field. */
function fileIdsOf(value: unknown, actor: Actor): number[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
  return parts.map((part) => positiveId(part) ?? refuseField(bpmMessage('attachmentNotForHistory', actor.language, { id: String(part) }), HISTORY_ATTACHMENT_FIELD));
}

/**
 * The handover operations as the bpm endpoints call them (task-handover-routes.ts): transfer, delegate and
 * add signer on the caller's own task, reassign of any task by an administrator; each one step of
 * handover-steps.ts in its own transaction. Each answers the message to show.
 */
export class TaskHandover {
  private readonly steps: HandoverSteps;

  constructor(
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
  ) {
    this.steps = new HandoverSteps(engine.kit, catalog);
  }

  async transfer(input: HandoverInput, actor: Actor): Promise<string> {
    const name = await this.run(input, actor, true, (context, step) => this.steps.transfer(context, step, actor));
    return bpmMessage('transferred', actor.language, { user: name });
  }

  async delegate(input: HandoverInput, actor: Actor): Promise<string> {
    const name = await this.run(input, actor, true, (context, step) => this.steps.delegate(context, step, actor));
    return bpmMessage('delegated', actor.language, { user: name });
  }

  async addSigner(input: HandoverInput & { position: unknown }, actor: Actor): Promise<string> {
    const position: AddSignPosition = Object.values(ADD_SIGN_POSITION).find((value) => value === input.position) ?? refuseField(bpmMessage('addSignPositionInvalid', actor.language), 'position');
    const name = await this.run(input, actor, true, (context, step) => this.steps.addSigner(context, step, position, actor));
    return bpmMessage('signerAdded', actor.language, { user: name });
  }

  /** Any user's task: the access rule granted the caller the reassign code of the monitoring menu. */
  async reassign(input: HandoverInput, actor: Actor): Promise<string> {
    const name = await this.run(input, actor, false, (context, step) => this.steps.reassign(context, step, actor));
    return bpmMessage('reassigned', actor.language, { user: name });
  }

  /**
   * The pending tasks of an instance, whoever holds them, with their holders' names: what monitoring shows
   * an administrator to reassign (bpmTask's userScope lists each user only his own).
   */
  async pendingTasks(instanceId: number): Promise<EntityRecord[]> {
    const rows = await this.engine.kit.transaction((context) =>
      context.db
        .selectFrom(`${tableOf(this.catalog.get(BPM_ENTITIES.task))} as task`)
        .leftJoin('base_users as assignee', 'assignee.userId', 'task.assigneeId')
        .leftJoin('base_users as owner', 'owner.userId', 'task.ownerId')
        .select(['task.taskId', 'task.versionNum', 'task.activityId', 'task.activityName', 'task.assigneeId', 'task.ownerId', 'task.status', 'task.addSignPosition', 'assignee.userFullName as assigneeName', 'owner.userFullName as ownerName'])
        .where('task.instanceId', '=', instanceId)
        .where('task.status', 'in', PENDING_TASK_STATUSES)
        .orderBy('task.taskId')
        .execute(),
    );
    return rows.map((row) => ({ ...row, taskId: asNumber(row.taskId), versionNum: asNumber(row.versionNum), assigneeId: asNumber(row.assigneeId), ownerId: row.ownerId === null ? null : asNumber(row.ownerId) }));
  }

  /**
   * Reads the task as stored inside the step's transaction and runs the step. `own`: it must be the caller's
   * (as bpmTask's userScope has it): another user's task answers like a missing one, except that a task the
   * caller read at an older version, since handed on, answers as changed (the loser of a race is told so).
   */
  private run(input: HandoverInput, actor: Actor, own: boolean, work: (context: EngineContext, step: HandoverStep) => Promise<string>): Promise<string> {
    return this.engine.kit.transaction(async (context) => {
      const task = await this.engine.kit.stored(context, this.catalog.get(BPM_ENTITIES.task), input.taskId);
      if (!task) refuseField(bpmMessage('taskNotFound', actor.language, { id: input.taskId }), 'id');
      if (own && asNumber(task.assigneeId) !== actor.userId) {
        const changed = input.versionNum !== undefined && input.versionNum < asNumber(task.versionNum);
        refuseField(changed ? bpmMessage('taskNotOpen', actor.language) : bpmMessage('taskNotFound', actor.language, { id: input.taskId }), 'id');
      }
      return work(context, this.stepOf(task, input, actor));
    });
  }

  private stepOf(task: EntityRecord, input: HandoverInput, actor: Actor): HandoverStep {
    const targetUserId = positiveId(input.targetUserId) ?? refuseField(bpmMessage('targetUserRequired', actor.language), TARGET_FIELD);
    const comment = typeof input.comment === 'string' && input.comment.trim() !== '' ? input.comment.slice(0, 2000) : null;
    return { task, versionNum: input.versionNum ?? asNumber(task.versionNum), targetUserId, comment, attachmentIds: fileIdsOf(input.attachmentIds, actor) };
  }
}

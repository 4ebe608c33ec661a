import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import type { Actor, EntityRecord } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import type { EngineKit } from '../entities/engine-kit';
import { insertRow } from '../entities/write-row';
import { refuseField } from '../http/api-error';
import { asNumber } from '../sql-database';
import { ADD_SIGN_POSITION, BPM_ENTITIES, HISTORY_ACTION, INSTANCE_STATUS, TASK_STATUS, type AddSignPosition } from '../../shared/bpm/bpm-entities';
import { bpmMessage } from './bpm-messages';
import { checkedTarget } from './handover-target';
import { bindHistoryAttachments, checkHistoryAttachments } from './history-attachments';
import { writeHistory } from './task-history';
import { notifyTaskAssigned } from './bpm-notifications';

/** A task handed on: the task as the caller read it, the version he read, the user it goes to, his comment and files. */
export interface HandoverStep {
  task: EntityRecord;
  versionNum: number;
  targetUserId: number;
  comment: string | null;
  attachmentIds: number[];
}

/** A delegated task resolved by its delegate: back to its owner. */
export interface ResolveStep {
  task: EntityRecord;
  versionNum: number;
  comment: string | null;
  attachmentIds: number[];
}

function ownerOf(task: EntityRecord): number | null {
  return task.ownerId === null || task.ownerId === undefined ? null : asNumber(task.ownerId);
}

/**
 * The task operations that hand a task to someone else (转办, 委托, 加签, admin reassign), each one step
 * inside the caller's transaction under the race rule of process-steps.ts: the instance row is locked
 * first, then the task moves by one conditional UPDATE on its status, version and owner; of two
 * simultaneous operations on a task exactly one changes it, the other is refused and writes nothing.
 * The process engine does not move: the node still waits on the same user task, only who acts changes.
 */
export class HandoverSteps {
  constructor(
    private readonly kit: EngineKit,
    private readonly catalog: EntityCatalog,
  ) {}

  /** 转办: the holder gives his task to another user; the task keeps its id (and any signers added to it). */
  async transfer(context: EngineContext, step: HandoverStep, actor: Actor): Promise<string> {
    const name = await this.prepare(context, step, actor, true);
    await this.move(context, step, actor, { assigneeId: step.targetUserId });
    await this.record(context, step, actor, HISTORY_ACTION.transfer);
    await notifyTaskAssigned(context, [asNumber(step.task.taskId)]);
    await this.journal(context, step, actor, 'doTransferTask', { assigneeId: step.targetUserId });
    return name;
  }

  /** 委托: the task goes to the delegate; the holder stays its owner and gets it back once the delegate resolved it. */
  async delegate(context: EngineContext, step: HandoverStep, actor: Actor): Promise<string> {
    const name = await this.prepare(context, step, actor, true);
    const owner = asNumber(step.task.assigneeId);
    await this.move(context, step, actor, { assigneeId: step.targetUserId, ownerId: owner });
    await this.record(context, step, actor, HISTORY_ACTION.delegate);
    await notifyTaskAssigned(context, [asNumber(step.task.taskId)]);
    await this.journal(context, step, actor, 'doDelegateTask', { assigneeId: step.targetUserId, ownerId: owner });
    return name;
  }

  /** The delegate approved or rejected a delegated task: it goes back OPEN to its owner, who decides. */
  async resolve(context: EngineContext, step: ResolveStep, actor: Actor, operation: string): Promise<void> {
    const owner = ownerOf(step.task);
    if (owner === null) throw new Error(`task ${String(step.task.taskId)} is not delegated`);
    await this.lockRunning(context, step.task, actor);
    await checkHistoryAttachments(context, step.attachmentIds, actor);
    await this.move(context, step, actor, { assigneeId: owner, ownerId: null });
    await this.record(context, { ...step, targetUserId: owner }, actor, HISTORY_ACTION.resolve);
    await notifyTaskAssigned(context, [asNumber(step.task.taskId)]);
    await this.journal(context, step, actor, operation, { assigneeId: owner, ownerId: null });
  }

  /**
   * 加签: another user signs at the task's node. BEFORE: his task opens now and the holder's waits
   * (ON_HOLD) until he approved. AFTER: his task waits until the holder approved, then opens, and the
   * holder's approval counts for the node only once he approved too (added-signers.ts).
   */
  async addSigner(context: EngineContext, step: HandoverStep, position: AddSignPosition, actor: Actor): Promise<string> {
    const name = await this.prepare(context, step, actor, true);
    const before = position === ADD_SIGN_POSITION.before;
    await this.move(context, step, actor, before ? { status: TASK_STATUS.onHold } : {});
    const task = step.task;
    const added = await insertRow(
      context,
      this.catalog.get(BPM_ENTITIES.task),
      {
        instanceId: asNumber(task.instanceId),
        activityId: String(task.activityId),
        activityName: task.activityName ?? null,
        assigneeId: step.targetUserId,
        status: before ? TASK_STATUS.open : TASK_STATUS.waiting,
        signMode: String(task.signMode),
        sequenceNo: task.sequenceNo ?? null,
        dueTime: task.dueTime ?? null,
        parentTaskId: asNumber(task.taskId),
        addSignPosition: position,
      },
      actor,
    );
    await this.record(context, step, actor, before ? HISTORY_ACTION.addSignerBefore : HISTORY_ACTION.addSignerAfter);
    await notifyTaskAssigned(context, [added]);
    await this.journal(context, step, actor, 'doAddSigner', before ? { status: TASK_STATUS.onHold } : {});
    return name;
  }

  /** An administrator moves any open task to another user; a delegation of it ends (the new holder decides). */
  async reassign(context: EngineContext, step: HandoverStep, actor: Actor): Promise<string> {
    const name = await this.prepare(context, step, actor, false);
    await this.move(context, step, actor, { assigneeId: step.targetUserId, ownerId: null });
    await this.record(context, step, actor, HISTORY_ACTION.reassign);
    await notifyTaskAssigned(context, [asNumber(step.task.taskId)]);
    await this.journal(context, step, actor, 'doReassignTask', { assigneeId: step.targetUserId, ownerId: null });
    return name;
  }

  /** Locks the instance and checks the task is open, held outright (`ownOnly`) and the target fits; answers his name. */
  private async prepare(context: EngineContext, step: HandoverStep, actor: Actor, ownOnly: boolean): Promise<string> {
    await this.lockRunning(context, step.task, actor);
    if (step.task.status !== TASK_STATUS.open) refuseField(bpmMessage('taskNotOpen', actor.language), 'id');
    if (ownOnly && ownerOf(step.task) !== null) refuseField(bpmMessage('delegatedTaskResolveOnly', actor.language), 'id');
    const name = await checkedTarget(context, this.catalog, step.task, step.targetUserId, actor);
    await checkHistoryAttachments(context, step.attachmentIds, actor);
    return name;
  }

  /** The instance row locked (FOR UPDATE on PostgreSQL); an instance no longer running has no open task. */
  private async lockRunning(context: EngineContext, task: EntityRecord, actor: Actor): Promise<void> {
    const query = context.db
      .selectFrom(tableOf(this.catalog.get(BPM_ENTITIES.instance)))
      .select(['instanceId', 'status'])
      .where('instanceId', '=', asNumber(task.instanceId));
    const instance = await (context.rules.name === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (instance?.status !== INSTANCE_STATUS.running) refuseField(bpmMessage('taskNotOpen', actor.language), 'id');
  }

  /** The one conditional UPDATE of the race rule: the task as read (OPEN, its version, its owner) or nothing. */
  private async move(context: EngineContext, step: { task: EntityRecord; versionNum: number }, actor: Actor, values: Record<string, unknown>): Promise<void> {
    const owner = ownerOf(step.task);
    const moved = await context.db
      .updateTable(tableOf(this.catalog.get(BPM_ENTITIES.task)))
      .set({ ...values, versionNum: step.versionNum + 1, lastUpdatedBy: actor.userId, lastUpdateDate: formatDateTime(context.now()), lastUpdateLogin: actor.sessionId })
      .where('taskId', '=', asNumber(step.task.taskId))
      .where('status', '=', TASK_STATUS.open)
      .where('versionNum', '=', step.versionNum)
      .where('ownerId', owner === null ? 'is' : '=', owner)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) refuseField(bpmMessage('taskNotOpen', actor.language), 'id');
  }

  /** The history line of the step, naming the user the task went to, with the step's files bound to the instance. */
  private async record(context: EngineContext, step: HandoverStep, actor: Actor, action: string): Promise<void> {
    const task = step.task;
    const instanceId = asNumber(task.instanceId);
    await writeHistory(context, this.catalog, actor, {
      instanceId,
      taskId: asNumber(task.taskId),
      activityId: String(task.activityId),
      activityName: task.activityName ?? null,
      action,
      actionComment: step.comment,
      targetUserId: step.targetUserId,
      attachmentIds: step.attachmentIds.length > 0 ? step.attachmentIds.join(',') : null,
    });
    await bindHistoryAttachments(context, this.catalog, step.attachmentIds, instanceId);
  }

  private async journal(context: EngineContext, step: { task: EntityRecord }, actor: Actor, operation: string, changed: Record<string, unknown>): Promise<void> {
    const task = step.task;
    await this.kit.journal(context, this.catalog.get(BPM_ENTITIES.task), operation, actor, asNumber(task.taskId), task, { ...task, ...changed });
  }
}

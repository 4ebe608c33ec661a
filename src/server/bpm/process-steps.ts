import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import { outcomeActionName, type ProcessOutcome } from '../../shared/formats/process-binding-format';
import type { Actor, EntityRecord } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import type { EngineKit } from '../entities/engine-kit';
import { insertRow } from '../entities/write-row';
import { refuseField } from '../http/api-error';
import { asNumber } from '../sql-database';
import { approvalDecidesNode } from './added-signers';
import { cancelPendingTasks, createNodeTasks, nodesWithPendingTasks, taskRowOf } from './approval-tasks';
import { rowToRecord } from '../entities/record-mapping';
import type { ApprovalDocument } from './approver-directory';
import { bpmMessage } from './bpm-messages';
import { notifyProcessResult } from './bpm-notifications';
import { BPM_ENTITIES, HISTORY_ACTION, INSTANCE_STATUS, TASK_STATUS, type TaskDecision } from '../../shared/bpm/bpm-entities';
import { HandoverSteps } from './handover-steps';
import { completeUserTask, startProcess, type EngineStep } from './process-engine';
import { deployedOutline } from './deployed-outlines';
import { writeHistory } from './task-history';
import { rejectToNode } from './reject-to-node';

/** A process to start for a document. */
export interface StartStep {
  modelKey: string;
  entityName: string;
  documentId: number;
  businessCode: string;
  variables: Record<string, unknown>;
  /** The document's workflow action that submitted it (its status then follows the process), or null for a start by hand. */
  startAction: string | null;
}

/** A task decided: the task as stored, the version the caller read, the decision and its comment. */
export interface CompleteStep {
  task: EntityRecord;
  versionNum: number;
  decision: TaskDecision;
  comment?: string;
  /** A rejection that sends the process back to this earlier node instead of ending it (reject-to-node.ts). */
  targetActivityId?: string;
}

/** An instance row as read under its lock, with its model's XML. */
export interface InstanceRow {
  instanceId: number;
  versionNum: number;
  status: string;
  engineState: string;
  bpmnXml: string;
  businessEntity: string;
  businessId: number;
  startAction: string | null;
  submittedBy: number;
}

/**
 * One step of an approval process inside the caller's transaction: a start, or a task decided. Each reads
 * the instance's engine state, moves bpmn-engine one step and writes the new state with the task and
 * history rows, so any server process continues any instance and a crash keeps the last whole step. When
 * a process a document's action submitted ends, the document's outcome action runs in the same step.
 * The steps that move a process by hand (reject-to-node.ts, process-withdraw.ts, process-stop.ts) build on
 * its lock, instance write, history and document outcome.
 */
export class ProcessSteps {
  private readonly handover: HandoverSteps;

  constructor(
    readonly kit: EngineKit,
    readonly catalog: EntityCatalog,
  ) {
    this.handover = new HandoverSteps(kit, catalog);
  }

  private table(name: string): string {
    return tableOf(this.catalog.get(name));
  }

  /** Starts the latest deployed version of the model; answers the new instance's id. */
  async start(context: EngineContext, input: StartStep, actor: Actor): Promise<number> {
    const language = actor.language;
    const running = await this.runningInstanceOf(context, input.entityName, input.documentId);
    if (running !== undefined) refuseField(bpmMessage('alreadyRunning', language, { code: input.businessCode, instance: running }), 'id');
    const model = await context.db
      .selectFrom(this.table(BPM_ENTITIES.model))
      .select(['modelId', 'bpmnXml'])
      .where('modelKey', '=', input.modelKey)
      .where('deployedFlag', '=', 'Y')
      .orderBy('modelVersion', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!model) refuseField(bpmMessage('noDeployedModel', language, { key: input.modelKey }), 'modelKey');
    const xml = String(model.bpmnXml);
    const step = await startProcess(xml, input.variables, language);
    const values = {
      modelId: asNumber(model.modelId),
      modelKey: input.modelKey,
      businessEntity: input.entityName,
      businessId: input.documentId,
      businessCode: input.businessCode,
      startAction: input.startAction,
      status: INSTANCE_STATUS.running,
      submittedBy: actor.userId,
      startTime: formatDateTime(context.now()),
      variables: JSON.stringify(input.variables),
      engineState: step.state,
    };
    const id = await insertRow(context, this.catalog.get(BPM_ENTITIES.instance), values, actor);
    await this.history(context, actor, { instanceId: id, action: HISTORY_ACTION.start });
    const instance: InstanceRow = { ...values, instanceId: id, versionNum: 1, bpmnXml: xml, submittedBy: actor.userId };
    await this.afterStep(context, actor, instance, step);
    await this.kit.journal(context, this.catalog.get(BPM_ENTITIES.instance), 'doStartProcess', actor, id, undefined, { ...values, engineState: undefined, instanceId: id });
    return id;
  }

  /**
   * Approves or rejects a task. The instance row is locked first (FOR UPDATE on PostgreSQL; SQLite runs
   * one write transaction at a time), then the task moves OPEN -> decision by a conditional UPDATE on its
   * status and version: of two simultaneous completions exactly one changes the row, the other changes
   * nothing and is refused, and its transaction writes nothing. A task delegated to the caller is
   * resolved instead: whatever he decides, it goes back to its owner (handover-steps.ts).
   */
  async complete(context: EngineContext, input: CompleteStep, actor: Actor): Promise<void> {
    const language = actor.language;
    const seen = input.task;
    const operation = input.decision === 'APPROVE' ? 'doApproveTask' : 'doRejectTask';
    const comment = input.comment?.slice(0, 2000) ?? null;
    if (seen.ownerId !== null && seen.ownerId !== undefined) {
      await this.handover.resolve(context, { task: seen, versionNum: input.versionNum, comment, attachmentIds: [] }, actor, operation);
      return;
    }
    const taskId = asNumber(seen.taskId);
    const instance = await this.lockInstance(context, asNumber(seen.instanceId));
    const decided = input.decision === 'APPROVE' ? TASK_STATUS.approved : TASK_STATUS.rejected;
    const moved = await context.db
      .updateTable(this.table(BPM_ENTITIES.task))
      .set({
        status: decided,
        completedTime: formatDateTime(context.now()),
        completedComment: comment,
        versionNum: input.versionNum + 1,
        lastUpdatedBy: actor.userId,
        lastUpdateDate: formatDateTime(context.now()),
        lastUpdateLogin: actor.sessionId,
      })
      .where('taskId', '=', taskId)
      .where('status', '=', TASK_STATUS.open)
      .where('versionNum', '=', input.versionNum)
      .where('ownerId', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1 || instance.status !== INSTANCE_STATUS.running) refuseField(bpmMessage('taskNotOpen', language), 'id');
    const task = taskRowOf(seen);
    await this.history(context, actor, {
      instanceId: instance.instanceId,
      taskId,
      activityId: task.activityId,
      activityName: seen.activityName === null ? null : String(seen.activityName),
      action: input.decision === 'APPROVE' ? HISTORY_ACTION.approve : HISTORY_ACTION.reject,
      actionComment: comment,
    });
    const node = seen.activityName === null ? task.activityId : String(seen.activityName);
    if (input.decision === 'REJECT' && input.targetActivityId !== undefined) {
      await rejectToNode(this, context, actor, { instance, task, targetActivityId: input.targetActivityId, comment });
    } else if (input.decision === 'REJECT') {
      // Rejected: back to the submitter; the process ends here whatever the model says next.
      await cancelPendingTasks(context, this.catalog, actor, instance.instanceId);
      await this.history(context, actor, { instanceId: instance.instanceId, action: HISTORY_ACTION.endRejected });
      await this.writeInstance(context, actor, instance, { status: INSTANCE_STATUS.rejected, endTime: formatDateTime(context.now()) });
      await this.documentFollows(context, instance, 'REJECTED', comment, actor);
      await notifyProcessResult(context, { instanceId: instance.instanceId, outcome: 'REJECTED', decidedBy: actor.userId, node, comment });
    } else if (await approvalDecidesNode(context, this.catalog, actor, task)) {
      const step = await completeUserTask(instance.engineState, task.activityId, language);
      await this.afterStep(context, actor, instance, step, { node, comment });
    }
    await this.kit.journal(context, this.catalog.get(BPM_ENTITIES.task), operation, actor, taskId, seen, { ...seen, status: decided });
  }

  /** The id of the document's running process instance, if it has one. */
  async runningInstanceOf(context: EngineContext, entityName: string, documentId: number): Promise<number | undefined> {
    const running = await context.db
      .selectFrom(this.table(BPM_ENTITIES.instance))
      .select('instanceId')
      .where('businessEntity', '=', entityName)
      .where('businessId', '=', documentId)
      .where('status', '=', INSTANCE_STATUS.running)
      .executeTakeFirst();
    return running ? asNumber(running.instanceId) : undefined;
  }

  /** The actor's open task of the document's running process, as stored; none when he holds none. */
  async openTaskOf(context: EngineContext, entityName: string, documentId: number, actor: Actor): Promise<EntityRecord | undefined> {
    const row = await context.db
      .selectFrom(`${this.table(BPM_ENTITIES.task)} as task`)
      .innerJoin(`${this.table(BPM_ENTITIES.instance)} as instance`, 'instance.instanceId', 'task.instanceId')
      .select('task.taskId')
      .where('instance.businessEntity', '=', entityName)
      .where('instance.businessId', '=', documentId)
      .where('instance.status', '=', INSTANCE_STATUS.running)
      .where('task.assigneeId', '=', actor.userId)
      .where('task.status', '=', TASK_STATUS.open)
      .orderBy('task.taskId')
      .limit(1)
      .executeTakeFirst();
    return row ? this.kit.stored(context, this.catalog.get(BPM_ENTITIES.task), asNumber(row.taskId)) : undefined;
  }

  /** Reads the instance under its lock (the race rule above): every step of an instance starts here. */
  async lockInstance(context: EngineContext, instanceId: number): Promise<InstanceRow> {
    const query = context.db
      .selectFrom(`${this.table(BPM_ENTITIES.instance)} as instance`)
      .innerJoin(`${this.table(BPM_ENTITIES.model)} as model`, 'model.modelId', 'instance.modelId')
      .select(['instance.instanceId', 'instance.versionNum', 'instance.status', 'instance.engineState', 'instance.businessEntity', 'instance.businessId', 'instance.startAction', 'instance.submittedBy', 'model.bpmnXml'])
      .where('instance.instanceId', '=', instanceId);
    const row = await (context.rules.name === 'postgres' ? query.forUpdate('instance') : query).executeTakeFirstOrThrow();
    return {
      instanceId: asNumber(row.instanceId),
      versionNum: asNumber(row.versionNum),
      status: String(row.status),
      engineState: String(row.engineState),
      bpmnXml: String(row.bpmnXml),
      businessEntity: String(row.businessEntity),
      businessId: asNumber(row.businessId),
      startAction: row.startAction === null ? null : String(row.startAction),
      submittedBy: asNumber(row.submittedBy),
    };
  }

  /**
   * After the engine moved: the process ended approved (the submitter is told), or tasks for the nodes it
   * now waits on. `decided`: the node whose decision moved it, with its comment (none at a start).
   */
  async afterStep(context: EngineContext, actor: Actor, instance: InstanceRow, step: EngineStep, decided: { node: string; comment: string | null } | null = null): Promise<void> {
    if (step.finished) {
      const comment = decided?.comment ?? null;
      await this.history(context, actor, { instanceId: instance.instanceId, action: HISTORY_ACTION.endApproved });
      await this.writeInstance(context, actor, instance, { status: INSTANCE_STATUS.approved, endTime: formatDateTime(context.now()), engineState: step.state });
      await this.documentFollows(context, instance, 'APPROVED', comment, actor);
      await notifyProcessResult(context, { instanceId: instance.instanceId, outcome: 'APPROVED', decidedBy: actor.userId, node: decided?.node ?? '', comment });
      return;
    }
    const outline = await deployedOutline(instance.bpmnXml);
    const pending = await nodesWithPendingTasks(context, this.catalog, instance.instanceId);
    const document = await this.document(context, instance);
    for (const activityId of step.waitingOn.filter((id) => !pending.has(id))) {
      const node = outline.nodes.find((candidate) => candidate.id === activityId);
      if (node) await createNodeTasks(context, this.catalog, instance, node, document, actor);
    }
    await this.writeInstance(context, actor, instance, { engineState: step.state });
  }

  /** The instance's document as stored now (approvers read its organisation and fields); none when it is gone. */
  private async document(context: EngineContext, instance: InstanceRow): Promise<ApprovalDocument | undefined> {
    if (!this.catalog.has(instance.businessEntity)) return undefined;
    const entity = this.catalog.get(instance.businessEntity);
    const row = await context.db.selectFrom(tableOf(entity)).selectAll().where(entity.primaryKey, '=', instance.businessId).executeTakeFirst();
    return row ? { entity, record: rowToRecord(entity, row) } : undefined;
  }

  /**
   * A process a document's action submitted has ended: the document's action for that outcome runs, in
   * this step's transaction, as the user who decided last. The process decided, so his own organisation
   * permits do not limit it (an approver need not be a buyer of the document's organisation). An outcome
   * the workflow declares no action for falls back as process-binding-format.ts says (to REJECTED).
   */
  async documentFollows(context: EngineContext, instance: InstanceRow, outcome: ProcessOutcome, comment: string | null, actor: Actor): Promise<void> {
    if (instance.startAction === null) return;
    const entity = this.catalog.get(instance.businessEntity);
    const action = outcomeActionName(entity.workflow?.actions ?? {}, outcome);
    if (!action) throw new Error(`${entity.name} was submitted for approval by ${instance.startAction} but declares no action with processOutcome ${outcome}`);
    await this.kit.act(context, entity, action, { id: instance.businessId, comment: comment ?? undefined }, { ...actor, organizations: 'all' });
  }

  /** The instance's new values at the version read under the lock; a change meanwhile refuses the step. */
  async writeInstance(context: EngineContext, actor: Actor, instance: InstanceRow, values: Record<string, unknown>): Promise<void> {
    const result = await context.db
      .updateTable(this.table(BPM_ENTITIES.instance))
      .set({ ...values, versionNum: instance.versionNum + 1, lastUpdatedBy: actor.userId, lastUpdateDate: formatDateTime(context.now()), lastUpdateLogin: actor.sessionId })
      .where('instanceId', '=', instance.instanceId)
      .where('versionNum', '=', instance.versionNum)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) refuseField(bpmMessage('taskNotOpen', actor.language), 'id');
    instance.versionNum += 1;
  }

  async history(context: EngineContext, actor: Actor, values: Record<string, unknown>): Promise<void> {
    await writeHistory(context, this.catalog, actor, values);
  }
}

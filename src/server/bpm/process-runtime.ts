import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { tableOf } from '../../shared/entity/entity-catalog';
import { isServiceEntity } from '../../shared/entity/entity-catalog';
import type { Actor, EntityEngine, EntityRecord } from '../entities';
import { formatDateTime } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import { insertRow } from '../entities/write-row';
import { ApiError } from '../http/api-error';
import { asNumber } from '../sql-database';
import { cancelPendingTasks, createNodeTasks, nodeDecided, nodesWithPendingTasks, type TaskRow } from './approval-tasks';
import { bpmMessage } from './bpm-messages';
import { BPM_ENTITIES, HISTORY_ACTION, INSTANCE_STATUS, TASK_STATUS, type TaskDecision } from './instance-tables';
import { completeUserTask, startProcess, type EngineStep } from './process-engine';
import { readProcessOutline } from './process-outline';

export interface StartInput {
  modelKey: unknown;
  entity: unknown;
  id: number;
}

export interface CompleteInput {
  taskId: number;
  versionNum?: number;
  decision: TaskDecision;
  comment?: string;
}

interface InstanceRow {
  instanceId: number;
  versionNum: number;
  status: string;
  engineState: string;
  bpmnXml: string;
}

function refuse(message: string, field: string): never {
  throw new ApiError(message, [{ field, message }]);
}

/** The document's own values (no line collections, no display objects): what gateway conditions read. */
function variablesOf(document: EntityRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value === null || typeof value !== 'object'));
}

/**
 * Runs approval processes: each step (a start, a task completed) is one transaction that reads the
 * instance's engine state, moves bpmn-engine one step, and writes the new state with the task and history
 * rows, so any server process continues any instance and a crash keeps the last whole step.
 */
export class ProcessRuntime {
  constructor(
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
  ) {}

  private table(name: string): string {
    return tableOf(this.catalog.get(name));
  }

  async start(input: StartInput, actor: Actor): Promise<EntityRecord> {
    const language = actor.language;
    const modelKey = typeof input.modelKey === 'string' ? input.modelKey.trim() : '';
    if (modelKey === '') refuse(bpmMessage('modelKeyRequired', language), 'modelKey');
    const entityName = typeof input.entity === 'string' ? input.entity : '';
    if (!this.catalog.has(entityName) || isServiceEntity(this.catalog.get(entityName))) refuse(bpmMessage('entityRequired', language), 'entity');
    const documentEntity = this.catalog.get(entityName);
    // Read as the caller may see it: a document out of his scope answers like a missing one.
    const document = await this.engine.findById(entityName, input.id, actor);
    const businessCode = String(document[documentEntity.codeField ?? documentEntity.primaryKey] ?? input.id);
    const variables = variablesOf(document);
    const kit = this.engine.kit;
    const instanceId = await kit.transaction(async (context) => {
      const running = await context.db
        .selectFrom(this.table(BPM_ENTITIES.instance))
        .select('instanceId')
        .where('businessEntity', '=', entityName)
        .where('businessId', '=', input.id)
        .where('status', '=', INSTANCE_STATUS.running)
        .executeTakeFirst();
      if (running) refuse(bpmMessage('alreadyRunning', language, { code: businessCode, instance: asNumber(running.instanceId) }), 'id');
      const model = await context.db
        .selectFrom(this.table(BPM_ENTITIES.model))
        .select(['modelId', 'bpmnXml'])
        .where('modelKey', '=', modelKey)
        .where('deployedFlag', '=', 'Y')
        .orderBy('modelVersion', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!model) refuse(bpmMessage('noDeployedModel', language, { key: modelKey }), 'modelKey');
      const xml = String(model.bpmnXml);
      const step = await startProcess(xml, variables, language);
      const now = formatDateTime(context.now());
      const values = {
        modelId: asNumber(model.modelId),
        modelKey,
        businessEntity: entityName,
        businessId: input.id,
        businessCode,
        status: INSTANCE_STATUS.running,
        submittedBy: actor.userId,
        startTime: now,
        variables: JSON.stringify(variables),
        engineState: step.state,
      };
      const id = await insertRow(context, this.catalog.get(BPM_ENTITIES.instance), values, actor);
      await this.history(context, actor, { instanceId: id, action: HISTORY_ACTION.start });
      await this.afterStep(context, actor, { instanceId: id, versionNum: 1, status: INSTANCE_STATUS.running, engineState: step.state, bpmnXml: xml }, step);
      await kit.journal(context, this.catalog.get(BPM_ENTITIES.instance), 'doStartProcess', actor, id, undefined, { ...values, engineState: undefined, instanceId: id });
      return id;
    });
    return this.engine.findById(BPM_ENTITIES.instance, instanceId, actor);
  }

  /**
   * Approves or rejects one of the caller's tasks. The instance row is locked first (FOR UPDATE on
   * PostgreSQL; SQLite runs one write transaction at a time), then the task moves OPEN -> decision by a
   * conditional UPDATE on its status and version: of two simultaneous completions exactly one changes the
   * row, the other changes nothing and is refused, and its transaction writes nothing.
   */
  async complete(input: CompleteInput, actor: Actor): Promise<EntityRecord> {
    const language = actor.language;
    // Through the task's userScope: another user's task answers like a missing one.
    const seen = await this.engine.findById(BPM_ENTITIES.task, input.taskId, actor);
    const kit = this.engine.kit;
    await kit.transaction(async (context) => {
      const instance = await this.lockInstance(context, asNumber(seen.instanceId));
      const version = input.versionNum ?? asNumber(seen.versionNum);
      const moved = await context.db
        .updateTable(this.table(BPM_ENTITIES.task))
        .set({
          status: input.decision === 'APPROVE' ? TASK_STATUS.approved : TASK_STATUS.rejected,
          completedTime: formatDateTime(context.now()),
          completedComment: input.comment?.slice(0, 2000) ?? null,
          versionNum: version + 1,
          lastUpdatedBy: actor.userId,
          lastUpdateDate: formatDateTime(context.now()),
          lastUpdateLogin: actor.sessionId,
        })
        .where('taskId', '=', input.taskId)
        .where('status', '=', TASK_STATUS.open)
        .where('versionNum', '=', version)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1 || instance.status !== INSTANCE_STATUS.running) refuse(bpmMessage('taskNotOpen', language), 'id');
      const task: TaskRow = { taskId: input.taskId, instanceId: instance.instanceId, activityId: String(seen.activityId), signMode: String(seen.signMode) };
      const activityName = seen.activityName === null ? null : String(seen.activityName);
      await this.history(context, actor, {
        instanceId: instance.instanceId,
        taskId: task.taskId,
        activityId: task.activityId,
        activityName,
        action: input.decision === 'APPROVE' ? HISTORY_ACTION.approve : HISTORY_ACTION.reject,
        actionComment: input.comment?.slice(0, 2000) ?? null,
      });
      if (input.decision === 'REJECT') {
        // Rejected: back to the submitter; the process ends here whatever the model says next.
        await cancelPendingTasks(context, this.catalog, actor, instance.instanceId);
        await this.history(context, actor, { instanceId: instance.instanceId, action: HISTORY_ACTION.endRejected });
        await this.writeInstance(context, actor, instance, { status: INSTANCE_STATUS.rejected, endTime: formatDateTime(context.now()) });
      } else if (await nodeDecided(context, this.catalog, actor, task)) {
        const step = await completeUserTask(instance.engineState, task.activityId, language);
        await this.afterStep(context, actor, instance, step);
      }
      await kit.journal(context, this.catalog.get(BPM_ENTITIES.task), input.decision === 'APPROVE' ? 'doApproveTask' : 'doRejectTask', actor, input.taskId, seen, {
        ...seen,
        status: input.decision === 'APPROVE' ? TASK_STATUS.approved : TASK_STATUS.rejected,
      });
    });
    return this.engine.findById(BPM_ENTITIES.task, input.taskId, actor);
  }

  private async lockInstance(context: EngineContext, instanceId: number): Promise<InstanceRow> {
    const query = context.db
      .selectFrom(`${this.table(BPM_ENTITIES.instance)} as instance`)
      .innerJoin(`${this.table(BPM_ENTITIES.model)} as model`, 'model.modelId', 'instance.modelId')
      .select(['instance.instanceId', 'instance.versionNum', 'instance.status', 'instance.engineState', 'model.bpmnXml'])
      .where('instance.instanceId', '=', instanceId);
    const row = await (context.rules.name === 'postgres' ? query.forUpdate('instance') : query).executeTakeFirstOrThrow();
    return {
      instanceId: asNumber(row.instanceId),
      versionNum: asNumber(row.versionNum),
      status: String(row.status),
      engineState: String(row.engineState),
      bpmnXml: String(row.bpmnXml),
    };
  }

  /** After the engine moved: the process ended approved, or tasks for the nodes it now waits on. */
  private async afterStep(context: EngineContext, actor: Actor, instance: InstanceRow, step: EngineStep): Promise<void> {
    if (step.finished) {
      await this.history(context, actor, { instanceId: instance.instanceId, action: HISTORY_ACTION.endApproved });
      await this.writeInstance(context, actor, instance, { status: INSTANCE_STATUS.approved, endTime: formatDateTime(context.now()), engineState: step.state });
      return;
    }
    const outline = await readProcessOutline(instance.bpmnXml);
    const pending = await nodesWithPendingTasks(context, this.catalog, instance.instanceId);
    for (const activityId of step.waitingOn.filter((id) => !pending.has(id))) {
      const node = outline.nodes.find((candidate) => candidate.id === activityId);
      if (node) await createNodeTasks(context, this.catalog, instance.instanceId, node, actor);
    }
    await this.writeInstance(context, actor, instance, { engineState: step.state });
  }

  /** The instance's new values at the version read under the lock; a change meanwhile refuses the step. */
  private async writeInstance(context: EngineContext, actor: Actor, instance: InstanceRow, values: Record<string, unknown>): Promise<void> {
    const result = await context.db
      .updateTable(this.table(BPM_ENTITIES.instance))
      .set({ ...values, versionNum: instance.versionNum + 1, lastUpdatedBy: actor.userId, lastUpdateDate: formatDateTime(context.now()), lastUpdateLogin: actor.sessionId })
      .where('instanceId', '=', instance.instanceId)
      .where('versionNum', '=', instance.versionNum)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) refuse(bpmMessage('taskNotOpen', actor.language), 'id');
    instance.versionNum += 1;
  }

  private async history(context: EngineContext, actor: Actor, values: Record<string, unknown>): Promise<void> {
    await insertRow(context, this.catalog.get(BPM_ENTITIES.history), { userId: actor.userId, actionTime: formatDateTime(context.now()), ...values }, actor);
  }
}

import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { isServiceEntity } from '../../shared/entity/entity-catalog';
import type { Actor, EntityEngine, EntityRecord } from '../entities';
import { refuseField } from '../http/api-error';
import { asNumber } from '../sql-database';
import { bpmMessage } from './bpm-messages';
import { documentVariables } from './document-variables';
import { BPM_ENTITIES, type TaskDecision } from '../../shared/bpm/bpm-entities';
import { ProcessSteps } from './process-steps';

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
  /** A rejection: the earlier node to send the process back to, instead of ending it. */
  targetActivityId?: string;
}

/**
 * The approval operations as the bpm endpoints call them: each checks what the caller may see, then runs
 * one process step (process-steps.ts) in its own transaction.
 */
export class ProcessRuntime {
  private readonly steps: ProcessSteps;

  constructor(
    private readonly engine: EntityEngine,
    private readonly catalog: EntityCatalog,
  ) {
    this.steps = new ProcessSteps(engine.kit, catalog);
  }

  /** A process started by hand on a document (processInitiate): the document's status does not follow it. */
  async start(input: StartInput, actor: Actor): Promise<EntityRecord> {
    const language = actor.language;
    const modelKey = typeof input.modelKey === 'string' ? input.modelKey.trim() : '';
    if (modelKey === '') refuseField(bpmMessage('modelKeyRequired', language), 'modelKey');
    const entityName = typeof input.entity === 'string' ? input.entity : '';
    if (!this.catalog.has(entityName) || isServiceEntity(this.catalog.get(entityName))) refuseField(bpmMessage('entityRequired', language), 'entity');
    const documentEntity = this.catalog.get(entityName);
    // Read as the caller may see it: a document out of his scope answers like a missing one.
    const document = await this.engine.findById(entityName, input.id, actor);
    const step = { modelKey, entityName, documentId: input.id, ...documentVariables(documentEntity, document), startAction: null };
    const instanceId = await this.engine.kit.transaction((context) => this.steps.start(context, step, actor));
    return this.engine.findById(BPM_ENTITIES.instance, instanceId, actor);
  }

  /**
   * Approves or rejects one of the caller's tasks; a task delegated to him is resolved instead (`resolved`):
   * it went back to its owner, so he is answered the task as stored, no longer his to read.
   */
  async complete(input: CompleteInput, actor: Actor): Promise<{ task: EntityRecord; resolved: boolean }> {
    // Through the task's userScope: another user's task answers like a missing one.
    const seen = await this.engine.findById(BPM_ENTITIES.task, input.taskId, actor);
    const versionNum = input.versionNum ?? asNumber(seen.versionNum);
    const step = { task: seen, versionNum, decision: input.decision, comment: input.comment, targetActivityId: input.targetActivityId };
    const resolved = seen.ownerId !== null && seen.ownerId !== undefined;
    const task = await this.engine.kit.transaction(async (context) => {
      await this.steps.complete(context, step, actor);
      return resolved ? this.engine.kit.stored(context, this.catalog.get(BPM_ENTITIES.task), input.taskId) : undefined;
    });
    return { task: task ?? (await this.engine.findById(BPM_ENTITIES.task, input.taskId, actor)), resolved };
  }
}

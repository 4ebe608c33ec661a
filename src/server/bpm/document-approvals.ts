import type { Expression, SqlBool } from 'kysely';
import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import { evaluateCondition } from '../../shared/expressions/evaluate-condition';
import type { EntitySchema } from '../../shared/formats/entity-format';
import type { ProcessBinding, ProcessOutcome } from '../../shared/formats/process-binding-format';
import type { ActionInput, Actor, EntityRecord } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import type { EngineKit } from '../entities/engine-kit';
import type { StoredRow } from '../entities/load-record';
import type { WorkflowProcesses } from '../entities/workflow-processes';
import { ApiError } from '../http/api-error';
import { asNumber } from '../sql-database';
import { approvalEditRights } from './approval-edit-rights';
import { approvalParticipation } from './approval-participation';
import { bpmMessage } from './bpm-messages';
import { documentVariables } from './document-variables';
import { stopProcess } from './process-stop';
import { ProcessSteps } from './process-steps';
import { withdrawProcess } from './process-withdraw';

/** The process a binding names for these variables: the first `choose` entry that holds, else its processKey. */
export function chosenProcessKey(binding: ProcessBinding, variables: Record<string, unknown>): string | undefined {
  return binding.choose?.find((choice) => evaluateCondition(choice.when, variables))?.processKey ?? binding.processKey;
}

/**
 * Documents bound to approval processes (entity-format `process` / `processOutcome`), as the entity
 * engine asks for them inside a workflow action's transaction.
 */
export class DocumentApprovals implements WorkflowProcesses {
  private readonly steps: ProcessSteps;

  constructor(
    kit: EngineKit,
    private readonly catalog: EntityCatalog,
  ) {
    this.steps = new ProcessSteps(kit, catalog);
  }

  openedFields(context: EngineContext, entity: EntitySchema, row: StoredRow, actor: Actor): Promise<ReadonlySet<string> | undefined> {
    return approvalEditRights(context, this.catalog, entity, row, actor);
  }

  participation(entity: EntitySchema, actor: Actor): Expression<SqlBool> | undefined {
    return approvalParticipation(entity, actor, this.catalog);
  }

  async submitted(context: EngineContext, entity: EntitySchema, actionName: string, document: EntityRecord, actor: Actor): Promise<void> {
    const binding = entity.workflow?.actions[actionName]?.process;
    if (!binding) return;
    const { businessCode, variables } = documentVariables(entity, document);
    const modelKey = chosenProcessKey(binding, variables);
    if (modelKey === undefined) {
      const message = bpmMessage('noModelFits', actor.language, { code: businessCode });
      throw new ApiError(message, [{ field: 'id', message }]);
    }
    const documentId = asNumber(document[entity.primaryKey]);
    await this.steps.start(context, { modelKey, entityName: entity.name, documentId, businessCode, variables, startAction: actionName }, actor);
  }

  /**
   * An outcome action called on the document: WITHDRAWN withdraws its running process (its submitter only),
   * STOPPED stops it, APPROVED / REJECTED decide the caller's open task of it.
   */
  async decide(context: EngineContext, entity: EntitySchema, outcome: ProcessOutcome, input: ActionInput & { id: number }, actor: Actor): Promise<void> {
    if (outcome === 'WITHDRAWN' || outcome === 'STOPPED') {
      const instanceId = await this.steps.runningInstanceOf(context, entity.name, input.id);
      if (instanceId === undefined) {
        const message = bpmMessage('noRunningProcess', actor.language);
        throw new ApiError(message, [{ field: 'id', message }]);
      }
      const step = { instanceId, comment: input.comment };
      await (outcome === 'WITHDRAWN' ? withdrawProcess(this.steps, context, step, actor) : stopProcess(this.steps, context, step, actor));
      return;
    }
    const task = await this.steps.openTaskOf(context, entity.name, input.id, actor);
    if (!task) {
      const message = bpmMessage('noTaskOfYours', actor.language);
      throw new ApiError(message, [{ field: 'id', message }]);
    }
    const decision = outcome === 'APPROVED' ? 'APPROVE' : 'REJECT';
    await this.steps.complete(context, { task, versionNum: asNumber(task.versionNum), decision, comment: input.comment }, actor);
  }
}

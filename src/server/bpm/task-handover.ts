import type { EntityCatalog } from '../../shared/entity/entity-catalog';
import type { Actor, EntityEngine, EntityRecord } from '../entities';
import { ApiError } from '../http/api-error';
import { asNumber } from '../sql-database';
import { ADD_SIGN_POSITION, BPM_ENTITIES, type AddSignPosition } from '../../shared/bpm/bpm-entities';
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

function refuse(message: string, field: string): never {
  throw new ApiError(message, [{ field, message }]);
}

function positiveId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** "12,15", [12, 15] or nothing; anything else is refused naming the field. */
function fileIdsOf(value: unknown, actor: Actor): number[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
  return parts.map((part) => positiveId(part) ?? refuse(bpmMessage('attachmentNotForHistory', actor.language, { id: String(part) }), HISTORY_ATTACHMENT_FIELD));
}

/**
 * The handover operations as the bpm endpoints call them (task-handover-routes.ts): transfer, delegate and
 * add signer on the caller's own task (read through bpmTask's userScope: another user's task answers like a
 * missing one), reassign of any task by an administrator; each one step of handover-steps.ts in its own
 * transaction. Each answers the task as its caller may now read it, with the message to show.
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
    const step = await this.ownStep(input, actor);
    const name = await this.engine.kit.transaction((context) => this.steps.transfer(context, step, actor));
    return bpmMessage('transferred', actor.language, { user: name });
  }

  async delegate(input: HandoverInput, actor: Actor): Promise<string> {
    const step = await this.ownStep(input, actor);
    const name = await this.engine.kit.transaction((context) => this.steps.delegate(context, step, actor));
    return bpmMessage('delegated', actor.language, { user: name });
  }

  async addSigner(input: HandoverInput & { position: unknown }, actor: Actor): Promise<string> {
    const position = Object.values(ADD_SIGN_POSITION).find((value) => value === input.position) ?? refuse(bpmMessage('addSignPositionInvalid', actor.language), 'position');
    const step = await this.ownStep(input, actor);
    const name = await this.engine.kit.transaction((context) => this.steps.addSigner(context, step, position satisfies AddSignPosition, actor));
    return bpmMessage('signerAdded', actor.language, { user: name });
  }

  /** Any user's task: read as stored inside the step's transaction, the access rule having granted the reassign code. */
  async reassign(input: HandoverInput, actor: Actor): Promise<string> {
    const name = await this.engine.kit.transaction(async (context) => {
      const task = await this.engine.kit.stored(context, this.catalog.get(BPM_ENTITIES.task), input.taskId);
      if (!task) refuse(bpmMessage('taskNotFound', actor.language, { id: input.taskId }), 'id');
      return this.steps.reassign(context, this.stepOf(task, input, actor), actor);
    });
    return bpmMessage('reassigned', actor.language, { user: name });
  }

  private async ownStep(input: HandoverInput, actor: Actor): Promise<HandoverStep> {
    const task = await this.engine.findById(BPM_ENTITIES.task, input.taskId, actor);
    return this.stepOf(task, input, actor);
  }

  private stepOf(task: EntityRecord, input: HandoverInput, actor: Actor): HandoverStep {
    const targetUserId = positiveId(input.targetUserId) ?? refuse(bpmMessage('targetUserRequired', actor.language), TARGET_FIELD);
    const comment = typeof input.comment === 'string' && input.comment.trim() !== '' ? input.comment.slice(0, 2000) : null;
    return { task, versionNum: input.versionNum ?? asNumber(task.versionNum), targetUserId, comment, attachmentIds: fileIdsOf(input.attachmentIds, actor) };
  }
}

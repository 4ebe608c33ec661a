import { tableOf, type EntityCatalog } from '../../shared/entity/entity-catalog';
import { formatDateTime, type Actor } from '../entities';
import type { EngineContext } from '../entities/engine-context';
import type { EngineKit } from '../entities/engine-kit';
import { insertRow } from '../entities/write-row';
import { refuseField } from '../http/api-error';
import { postNotices } from '../messages/user-notices';
import { asNumber } from '../sql-database';
import { BPM_ENTITIES, HISTORY_ACTION, INSTANCE_STATUS } from '../../shared/bpm/bpm-entities';
import { bpmMessage } from './bpm-messages';
import { openNoticeTasks, taskNotice, userNames } from './bpm-notifications';

const MINUTE_MS = 60_000;

export interface UrgeInput {
  instanceId: number;
  comment?: string;
}

function refuse(message: string): never {
  return refuseField(message, 'id');
}

/**
 * Urging (催办) a running approval: its submitter, or an administrator (a user reaching every
 * organisation), sends each current approver a message and a mail. Once per instance per interval: the
 * instance's lastUrgeTime moves by one conditional UPDATE (set only when the last urge is older than the
 * interval), so of two simultaneous urges one goes through and the other is told when urging is allowed
 * again. Message, history line and the stamp share the step's transaction.
 */
export class ProcessUrge {
  constructor(
    private readonly kit: EngineKit,
    private readonly catalog: EntityCatalog,
    private readonly intervalMinutes: number,
  ) {}

  /** Urges in the caller's transaction; answers the full names of the approvers urged. */
  async urge(context: EngineContext, input: UrgeInput, actor: Actor): Promise<string[]> {
    const language = actor.language;
    const table = tableOf(this.catalog.get(BPM_ENTITIES.instance));
    const instance = await context.db.selectFrom(table).select(['status', 'submittedBy', 'lastUrgeTime']).where('instanceId', '=', input.instanceId).executeTakeFirst();
    if (!instance) throw new Error(`process instance ${input.instanceId} was read before the urge and is gone`);
    if (asNumber(instance.submittedBy) !== actor.userId && actor.organizations !== 'all') refuse(bpmMessage('urgeNotYours', language));
    if (instance.status !== INSTANCE_STATUS.running) refuse(bpmMessage('urgeNotRunning', language, { instance: input.instanceId, status: String(instance.status) }));
    const now = context.now();
    const stamp = formatDateTime(now);
    const cutoff = formatDateTime(new Date(now.getTime() - this.intervalMinutes * MINUTE_MS));
    const stamped = await context.db
      .updateTable(table)
      .set({ lastUrgeTime: stamp })
      .where('instanceId', '=', input.instanceId)
      .where('status', '=', INSTANCE_STATUS.running)
      .where((eb) => eb.or([eb('lastUrgeTime', 'is', null), eb('lastUrgeTime', '<=', cutoff)]))
      .executeTakeFirst();
    if (Number(stamped.numUpdatedRows) !== 1) refuse(await this.tooSoonMessage(context, input.instanceId, actor));
    const tasks = await openNoticeTasks(context, { instanceId: input.instanceId });
    const comment = input.comment?.trim().slice(0, 2000) || null;
    const by = (await userNames(context, [actor.userId])).get(actor.userId) ?? actor.userName;
    await postNotices(context, tasks.map((task) => taskNotice('BPM_URGE', task, task.assigneeId, { by, comment })));
    await insertRow(
      context,
      this.catalog.get(BPM_ENTITIES.history),
      { instanceId: input.instanceId, userId: actor.userId, action: HISTORY_ACTION.urge, actionComment: comment, actionTime: stamp },
      actor,
    );
    await this.kit.journal(context, this.catalog.get(BPM_ENTITIES.instance), 'doUrge', actor, input.instanceId);
    return [...new Set(tasks.map((task) => task.assigneeName))];
  }

  /** Why an urge within the interval is refused: when the instance was urged and when it may be urged again. */
  private async tooSoonMessage(context: EngineContext, instanceId: number, actor: Actor): Promise<string> {
    const row = await context.db.selectFrom(tableOf(this.catalog.get(BPM_ENTITIES.instance))).select('lastUrgeTime').where('instanceId', '=', instanceId).executeTakeFirstOrThrow();
    const last = String(row.lastUrgeTime);
    const next = formatDateTime(new Date(new Date(last.replace(' ', 'T')).getTime() + this.intervalMinutes * MINUTE_MS));
    return bpmMessage('urgeTooSoon', actor.language, { last, next, minutes: this.intervalMinutes });
  }
}

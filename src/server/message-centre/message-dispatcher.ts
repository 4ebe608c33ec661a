import { tableOf } from '../../shared/entity/entity-catalog';
import type { Language } from '../../shared/formats/common';
import { TASK_STATUS, BPM_ENTITIES, INSTANCE_STATUS as PROCESS_STATUS } from '../../shared/bpm/bpm-entities';
import type { EngineContext } from '../entities/engine-context';
import type { EngineEvent, EngineEvents } from '../entities/engine-events';
import type { Actor, EntityRecord } from '../entities/entity-engine.types';
import { recordWithLines } from '../entities/load-record';
import { formatDateTime } from '../entities/engine-clock';
import { systemAudit } from '../seed/seed-writes';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';
import { INSTANCE_STATUS, MSG_TABLES, type ChannelType } from './message-entities';
import { renderTemplate, type TemplateTexts } from './message-templates';

type Row = Record<string, unknown>;

/** An event raised in code (a password reset, a supplier registered): its source by code, the data its templates read. */
export interface PlatformEvent {
  sourceCode: string;
  /** The record it is about, when there is one (its entity and id), read for the templates as `record`. */
  entity?: string;
  id?: number;
  /** Who caused it (the templates' `actor`). */
  actor?: Pick<Actor, 'userId' | 'userName'>;
  /** More variables for the templates (`data.tempPassword`...). */
  data?: Record<string, unknown>;
  /** The users the receiver kind EVENT_USER means (the user whose password was reset). */
  eventUserIds?: readonly number[];
}

interface Receiver {
  userId: number | null;
  name: string;
  address: string | null;
}

/** One occurrence the sources answer to: a workflow action on a record, or a platform event. */
interface Occurrence {
  sources: Row[];
  entity: string | undefined;
  id: number | undefined;
  action: string;
  actor: Pick<Actor, 'userId' | 'userName'> | undefined;
  comment: string | null;
  data: Record<string, unknown>;
  eventUserIds: readonly number[];
}

/** The longest texts the instance and inbox columns hold. */
const TITLE_LENGTH = 240;
const CONTENT_LENGTH = 4000;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The one dispatcher of the platform's messages (docs/authoring.md "Message centre"). The engine hands it
 * every workflow action inside the action's transaction (engine-events.ts); it finds the enabled sources
 * declared for that entity and action (msgSource: entityName + actionName), renders each enabled template
 * of each source (liquidjs) for each receiver, and writes one message instance per receiver and channel in
 * the same transaction, PENDING (or CHECKING when the source or template wants a check). Nothing is sent
 * here: once the transaction has committed, `committed` wakes the delivery (message-delivery.ts). Code
 * raises events that are not workflow actions (a password reset) with `raise`, in its own transaction.
 */
export class MessageDispatcher implements EngineEvents {
  private wake: () => void = () => undefined;

  /** Who to wake after a commit that wrote instances (the delivery). */
  onCommitted(wake: () => void): void {
    this.wake = wake;
  }

  committed(): void {
    this.wake();
  }

  async dispatch(context: EngineContext, events: readonly EngineEvent[]): Promise<void> {
    if (!context.catalog.has('msgSource')) return;
    for (const event of events) {
      const sources = await context.db
        .selectFrom(MSG_TABLES.source)
        .selectAll()
        .where('entityName', '=', event.entity)
        .where('actionName', '=', event.action)
        .where('eventKind', '=', 'WORKFLOW')
        .where('enabledFlag', '=', 'Y')
        .execute();
      if (sources.length === 0) continue;
      await this.produce(context, { sources, entity: event.entity, id: event.id, action: event.action, actor: event.actor, comment: event.comment, data: {}, eventUserIds: [] });
    }
  }

  /** A platform event, in the caller's transaction; answers how many instances it wrote (0 when its source is missing or disabled). */
  async raise(context: EngineContext, event: PlatformEvent): Promise<number> {
    const sources = await context.db.selectFrom(MSG_TABLES.source).selectAll().where('sourceCode', '=', event.sourceCode).where('enabledFlag', '=', 'Y').execute();
    if (sources.length === 0) return 0;
    const entity = event.entity ?? (typeof sources[0].entityName === 'string' ? sources[0].entityName : undefined);
    return this.produce(context, { sources, entity, id: event.id, action: event.sourceCode, actor: event.actor, comment: null, data: event.data ?? {}, eventUserIds: event.eventUserIds ?? [] });
  }

  private async produce(context: EngineContext, occurrence: Occurrence): Promise<number> {
    const now = context.now();
    const record = await this.recordOf(context, occurrence.entity, occurrence.id);
    const actorName = occurrence.actor ? (await this.userNames(context, [occurrence.actor.userId])).get(occurrence.actor.userId) ?? occurrence.actor.userName : '';
    let written = 0;
    for (const source of occurrence.sources) {
      const templates = await context.db
        .selectFrom(`${MSG_TABLES.template} as t`)
        .innerJoin(`${MSG_TABLES.channel} as c`, 'c.channelId', 't.channelId')
        .select(['t.templateId', 't.subjectCn', 't.bodyCn', 't.subjectEn', 't.bodyEn', 't.requireCheckFlag', 'c.channelId', 'c.channelType', 'c.maxAttempts', 'c.webhookUrl'])
        .where('t.sourceId', '=', source.sourceId as number)
        .where('t.enabledFlag', '=', 'Y')
        .where('c.enabledFlag', '=', 'Y')
        .orderBy('t.templateId')
        .execute();
      if (templates.length === 0) continue;
      const receiverRows = await context.db
        .selectFrom(MSG_TABLES.receiver)
        .selectAll()
        .where('templateId', 'in', templates.map((template) => template.templateId as number))
        .orderBy('receiverId')
        .execute();
      const entitySchema = occurrence.entity && context.catalog.has(occurrence.entity) ? context.catalog.get(occurrence.entity) : undefined;
      const recordCode = record && entitySchema ? text(record[entitySchema.codeField ?? entitySchema.displayField ?? entitySchema.primaryKey]) : '';
      const actionDeclared = entitySchema?.workflow?.actions[occurrence.action];
      const dataFor = (language: Language, receiver: Receiver) => ({
        record: record ?? {},
        data: occurrence.data,
        actor: occurrence.actor ? { userId: occurrence.actor.userId, userName: occurrence.actor.userName, name: actorName } : {},
        receiver: { userId: receiver.userId, name: receiver.name, address: receiver.address },
        event: {
          action: occurrence.action,
          actionLabel: actionDeclared ? (language === 'EN' ? actionDeclared.label.en : actionDeclared.label.cn) : occurrence.action,
          comment: occurrence.comment ?? '',
          time: formatDateTime(now),
        },
        entity: { name: occurrence.entity ?? '', label: entitySchema ? (language === 'EN' ? entitySchema.label.en : entitySchema.label.cn) : '', code: recordCode },
        source: { code: text(source.sourceCode), name: text(language === 'EN' ? source.sourceNameEn : source.sourceNameCn) },
      });
      for (const template of templates) {
        const type = text(template.channelType) as ChannelType;
        const mine = receiverRows.filter((row) => row.templateId === template.templateId);
        const receivers = type === 'WEBHOOK' ? [{ userId: null, name: '', address: text(template.webhookUrl) }] : await this.receivers(context, mine, type, record, occurrence);
        const texts = { subjectCn: text(template.subjectCn), bodyCn: text(template.bodyCn), subjectEn: text(template.subjectEn), bodyEn: text(template.bodyEn) } as TemplateTexts;
        const status = source.requireCheckFlag === 'Y' || template.requireCheckFlag === 'Y' ? INSTANCE_STATUS.checking : INSTANCE_STATUS.pending;
        const rows: Row[] = [];
        for (const receiver of receivers) {
          // A template broken after it was saved (a variable that fails to render) must not undo the business change:
          // the instance records the error as FAILED for an administrator to see.
          let cn: TemplateTexts | null = null;
          let en: TemplateTexts | null = null;
          let error: string | null = null;
          try {
            cn = await renderTemplate(texts, dataFor('CN', receiver), 'CN');
            en = await renderTemplate(texts, dataFor('EN', receiver), 'EN');
          } catch (failure) {
            error = failure instanceof Error ? failure.message : String(failure);
          }
          rows.push({
            sourceId: source.sourceId,
            templateId: template.templateId,
            channelId: template.channelId,
            channelType: type,
            entityName: occurrence.entity ?? null,
            recordId: occurrence.id ?? null,
            recordCode: recordCode === '' ? null : recordCode.slice(0, 120),
            eventAction: occurrence.action.slice(0, 60),
            receiverUserId: receiver.userId,
            receiverAddress: receiver.address?.slice(0, 500) ?? null,
            titleCn: (cn?.subjectCn ?? '').slice(0, TITLE_LENGTH),
            titleEn: (en?.subjectEn ?? '').slice(0, TITLE_LENGTH),
            contentCn: (cn?.bodyCn ?? '').slice(0, CONTENT_LENGTH),
            contentEn: (en?.bodyEn ?? '').slice(0, CONTENT_LENGTH),
            linkRoute: source.linkRoute ?? null,
            linkParams: source.linkRoute && occurrence.id !== undefined ? JSON.stringify({ id: String(occurrence.id) }) : null,
            status: error ? INSTANCE_STATUS.failed : status,
            attemptCount: 0,
            maxAttempts: asNumber(template.maxAttempts ?? 5),
            lastError: error?.slice(0, 1000) ?? null,
            ...systemAudit(now),
          });
        }
        for (let start = 0; start < rows.length; start += 50) await context.db.insertInto(MSG_TABLES.instance).values(rows.slice(start, start + 50)).execute();
        written += rows.length;
      }
    }
    return written;
  }

  private async recordOf(context: EngineContext, entity: string | undefined, id: number | undefined): Promise<EntityRecord | null> {
    if (!entity || id === undefined || !context.catalog.has(entity)) return null;
    const schema = context.catalog.get(entity);
    const row = await context.db.selectFrom(tableOf(schema)).selectAll().where(schema.primaryKey, '=', id).executeTakeFirst();
    if (!row) return null;
    const record = await recordWithLines(context, schema, row);
    // Templates never read what clients never read (a password hash, a sealed secret).
    for (const field of schema.fields) if (field.serverOnly || field.secret) delete record[field.name];
    return record;
  }

  private async userNames(context: EngineContext, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await context.db.selectFrom(systemTable('users')).select(['userId', 'userFullName', 'userName']).where('userId', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [asNumber(row.userId), text(row.userFullName ?? row.userName)]));
  }

  /** The users (and mail addresses) the receiver lines of a template mean for this occurrence; each once. */
  private async receivers(context: EngineContext, lines: Row[], type: ChannelType, record: EntityRecord | null, occurrence: Occurrence): Promise<Receiver[]> {
    const userIds: number[] = [];
    const addresses: string[] = [];
    const today = formatDateTime(context.now()).slice(0, 10);
    for (const line of lines) {
      const kind = text(line.receiverType);
      if (kind === 'CREATOR' && record?.createdBy !== undefined && record.createdBy !== null) userIds.push(asNumber(record.createdBy));
      else if (kind === 'FIELD_USER' && record && record[text(line.fieldName)] !== null && record[text(line.fieldName)] !== undefined) {
        const value = Number(record[text(line.fieldName)]);
        if (Number.isInteger(value)) userIds.push(value);
      } else if (kind === 'USER' && line.userId !== null) userIds.push(asNumber(line.userId));
      else if (kind === 'EVENT_USER') userIds.push(...occurrence.eventUserIds);
      else if (kind === 'EMAIL' && typeof line.mailAddress === 'string' && line.mailAddress !== '') addresses.push(line.mailAddress);
      else if (kind === 'APPROVER' && occurrence.entity && occurrence.id !== undefined) userIds.push(...(await this.approvers(context, occurrence.entity, occurrence.id)));
      else if (kind === 'RESPONSIBILITY' && line.respId !== null) {
        const rows = await context.db
          .selectFrom(systemTable('userResponsibilities'))
          .select('userId')
          .where('responsibilityId', '=', asNumber(line.respId))
          .where((eb) => eb.or([eb('startDateActive', 'is', null), eb('startDateActive', '<=', today)]))
          .where((eb) => eb.or([eb('endDateActive', 'is', null), eb('endDateActive', '>=', today)]))
          .execute();
        userIds.push(...rows.map((row) => asNumber(row.userId)));
      } else if (kind === 'SUPPLIER_CONTACTS' && record?.supplierId !== null && record?.supplierId !== undefined) {
        const rows = await context.db.selectFrom(systemTable('users')).select('userId').where('supplierId', '=', asNumber(record.supplierId)).where('userType', '=', 'supplier').execute();
        userIds.push(...rows.map((row) => asNumber(row.userId)));
      }
    }
    const unique = [...new Set(userIds)];
    const users = unique.length === 0 ? [] : await context.db.selectFrom(systemTable('users')).select(['userId', 'userFullName', 'userName', 'email']).where('userId', 'in', unique).where('enabledFlag', '=', 'Y').execute();
    const byId = new Map(users.map((user) => [asNumber(user.userId), user]));
    const receivers: Receiver[] = unique.flatMap((userId) => {
      const user = byId.get(userId);
      if (!user) return [];
      const email = typeof user.email === 'string' && user.email.trim() !== '' ? user.email.trim() : null;
      return [{ userId, name: text(user.userFullName ?? user.userName), address: type === 'MAIL' ? email : null }];
    });
    if (type === 'MAIL') for (const address of new Set(addresses)) receivers.push({ userId: null, name: address, address });
    return receivers;
  }

  /** The holders of the open tasks of the running approval of the record: its current approvers. */
  private async approvers(context: EngineContext, entity: string, id: number): Promise<number[]> {
    if (!context.catalog.has(BPM_ENTITIES.task)) return [];
    const rows = await context.db
      .selectFrom(`${tableOf(context.catalog.get(BPM_ENTITIES.task))} as task`)
      .innerJoin(`${tableOf(context.catalog.get(BPM_ENTITIES.instance))} as instance`, 'instance.instanceId', 'task.instanceId')
      .select('task.assigneeId')
      .where('instance.businessEntity', '=', entity)
      .where('instance.businessId', '=', id)
      .where('instance.status', '=', PROCESS_STATUS.running)
      .where('task.status', '=', TASK_STATUS.open)
      .execute();
    return rows.map((row) => asNumber(row.assigneeId));
  }
}

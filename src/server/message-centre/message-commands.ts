import type { FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine } from '../entities/entity-engine.types';
import type { RecordChecks } from '../entities';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { MailSender } from '../mail/mail-sender';
import type { SecretBox } from '../secrets/secret-box';
import { systemAudit } from '../seed/seed-writes';
import { asNumber, type SqlDatabase } from '../sql-database';
import { dateTimeText, systemTable } from '../system-tables';
import { EntityRequestBody } from '../services/entity-request-body';
import { sendMail, sendWebhook, type AttemptResult, type OutgoingMessage } from './message-channels';
import { INBOX_SOURCE_TYPE, MSG_ENTITIES, MSG_TABLES } from './message-entities';
import { renderTemplate, sampleData, TEMPLATE_FIELDS, templateSyntaxErrors, type TemplateTexts } from './message-templates';
import { messageText } from './message-texts';

type Handler = (request: FastifyRequest) => Promise<unknown>;

interface CommandDependencies {
  engine: EntityEngine;
  database: SqlDatabase;
  mail: Pick<MailSender, 'deliver'>;
  secrets: SecretBox;
  now?: () => Date;
}

/** Every template save (form, batch, import) is refused on a Liquid syntax error, on the field, with its line. */
export function messageRecordChecks(): RecordChecks {
  return new Map([[MSG_ENTITIES.template, (record, actor) => templateSyntaxErrors(record as Partial<TemplateTexts>, actor.language)]]);
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The message centre's commands, platform code (not plug-ins: docs/authoring.md "Message centre"):
 * msgTemplate.doPreview renders a template over its source's sample variables on the server (texts sent
 * with the call, an unsaved edit, win over the stored ones); msgChannel.doSendTest sends one test message
 * through a channel now and logs the attempt (msgLog, test flag).
 */
export function messageCommandHandlers({ engine, database, mail, secrets, now = () => new Date() }: CommandDependencies): Map<string, Handler> {
  const preview: Handler = async (request) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const body = new EntityRequestBody(request.body, language);
    const template = await engine.findById(MSG_ENTITIES.template, body.id(), actor);
    const sent = (typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {});
    const texts = {} as TemplateTexts;
    for (const field of TEMPLATE_FIELDS) texts[field] = typeof sent[field] === 'string' ? (sent[field] as string) : text(template[field]);
    const variables = await database.db.selectFrom(MSG_TABLES.variable).select(['variableCode', 'sampleValue']).where('sourceId', '=', asNumber(template.sourceId)).orderBy('variableId').execute();
    const data = sampleData(variables);
    const rendered = await renderTemplate(texts, { ...data, receiver: data.receiver ?? { name: actor.userName } }, language);
    return success(rendered, messageText('preview', language, rendered));
  };

  const sendTest: Handler = async (request) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const visible = await engine.findById(MSG_ENTITIES.channel, new EntityRequestBody(request.body, language).id(), actor);
    const channel = await database.db.selectFrom(MSG_TABLES.channel).selectAll().where('channelId', '=', asNumber(visible.channelId)).executeTakeFirstOrThrow();
    const code = text(channel.channelCode);
    if (channel.enabledFlag !== 'Y') throw new ApiError(messageText('channelDisabled', language, { code }));
    const at = now();
    const args = { code, user: actor.userName, at: dateTimeText(at) };
    const message: OutgoingMessage = {
      instanceId: null,
      source: null,
      entity: MSG_ENTITIES.channel,
      recordId: asNumber(channel.channelId),
      recordCode: code,
      event: 'doSendTest',
      title: { cn: messageText('testTitle', 'CN'), en: messageText('testTitle', 'EN') },
      content: { cn: messageText('testBody', 'CN', args), en: messageText('testBody', 'EN', args) },
      link: null,
    };
    let target: string;
    let attempt: AttemptResult;
    if (channel.channelType === 'INAPP') {
      target = String(actor.userId);
      const started = performance.now();
      await database.db
        .insertInto(systemTable('userMessages'))
        .values({ recipientId: actor.userId, sourceType: INBOX_SOURCE_TYPE, titleCn: message.title.cn, titleEn: message.title.en, contentCn: message.content.cn, contentEn: message.content.en, readFlag: 'N', ...systemAudit(at) })
        .execute();
      attempt = { result: 'SENT', error: null, responseStatus: null, durationMs: Math.round(performance.now() - started) };
    } else if (channel.channelType === 'MAIL') {
      const own = await database.db.selectFrom(systemTable('users')).select('email').where('userId', '=', actor.userId).executeTakeFirst();
      target = text(channel.testTarget) || text(own?.email);
      if (target === '') throw new ApiError(messageText('noTestTarget', language), [{ field: 'testTarget', message: messageText('noTestTarget', language) }]);
      attempt = await sendMail(mail, target, message);
    } else {
      target = text(channel.webhookUrl);
      const secret = typeof channel.webhookSecret === 'string' && channel.webhookSecret !== '' ? secrets.open(channel.webhookSecret) : null;
      attempt = await sendWebhook(target, secret, asNumber(channel.timeoutMs ?? 5000), message, at);
    }
    await database.db
      .insertInto(MSG_TABLES.log)
      .values({
        instanceId: null,
        channelId: channel.channelId,
        channelType: channel.channelType,
        target: target.slice(0, 500),
        attemptNo: 1,
        attemptTime: dateTimeText(at),
        result: attempt.result,
        durationMs: attempt.durationMs,
        responseStatus: attempt.responseStatus,
        testFlag: 'Y',
        errorMessage: attempt.error?.slice(0, 1000) ?? null,
        ...systemAudit(at),
      })
      .execute();
    if (attempt.result === 'OUTBOX') throw new ApiError(messageText('testOutbox', language));
    if (attempt.result === 'FAILED') throw new ApiError(messageText('testFailed', language, { target, reason: attempt.error ?? '' }));
    return success({ target, durationMs: attempt.durationMs, responseStatus: attempt.responseStatus }, messageText('testSent', language, { target, ms: attempt.durationMs }));
  };

  return new Map([
    [`${MSG_ENTITIES.template}.doPreview`, preview],
    [`${MSG_ENTITIES.channel}.doSendTest`, sendTest],
  ]);
}

import type { LocalizedText } from '../../shared/formats/common';
import type { EngineContext } from '../entities/engine-context';
import { queueMail } from '../mail/mail-outbox';
import { systemAudit } from '../seed/seed-writes';
import { formatDateTime } from '../entities';
import { asNumber } from '../sql-database';
import { systemTable } from '../system-tables';

/** A screen a message opens: its route and params (e.g. approvalTask with {id: instanceId}). */
export interface NoticeLink {
  route: string;
  params: Record<string, string>;
}

/** One message to one user, in both languages; it reaches him in the bell and, when he has a mail address, by mail. */
export interface Notice {
  recipientId: number;
  /** A USER_MESSAGE_SOURCE code: what caused it. */
  sourceType: string;
  title: LocalizedText;
  content: LocalizedText;
  link?: NoticeLink;
  /** The record it is about (a task, an instance), for the message centre to come. */
  source?: { entity: string; id: number };
  /** USER_MESSAGE_CATEGORY: NOTICE (default), TODO (asks for an action: opens OPEN in 待办消息), ALERT. */
  category?: string;
  /** The message centre's source code, when a configured message source sent it. */
  sourceCode?: string;
}

/** Sources whose messages ask the receiver to act: they are to-dos (msgTd) unless the notice says otherwise. */
const TODO_SOURCES = new Set(['BPM_TASK_ASSIGNED', 'BPM_URGE', 'BPM_TASK_REMINDER', 'BPM_TASK_ESCALATED']);

/**
 * The channels each user switched off (baseMessageSubscription, enabledFlag N and not mandatory): keys
 * `userId|sourceType|channel`. A user without settings receives everything.
 */
async function switchedOff(context: EngineContext, userIds: number[]): Promise<Set<string>> {
  const rows = await context.db
    .selectFrom(systemTable('messageSubscriptions'))
    .select(['userId', 'sourceType', 'channelCode'])
    .where('userId', 'in', userIds)
    .where('enabledFlag', '=', 'N')
    .where('mandatoryFlag', '=', 'N')
    .execute();
  return new Set(rows.map((row) => `${asNumber(row.userId)}|${String(row.sourceType)}|${String(row.channelCode)}`));
}

/** The mail of a notice: both languages, Chinese first (users have no language of their own yet). */
function mailOf(notice: Notice): { subject: string; body: string } {
  return {
    subject: `${notice.title.cn} / ${notice.title.en}`,
    body: `${notice.content.cn}\n\n${notice.content.en}`,
  };
}

/**
 * Posts notices inside the caller's transaction: an in-app message per notice (baseUserMessage, unread)
 * and a QUEUED mail for recipients with a mail address, so a step rolled back posts nothing and a committed
 * one's mail is sent by the outbox after the commit. Disabled users get nothing.
 */
export async function postNotices(context: EngineContext, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const now = context.now();
  const ids = [...new Set(notices.map((notice) => notice.recipientId))];
  const users = await context.db
    .selectFrom(systemTable('users'))
    .select(['userId', 'email', 'userName', 'userFullName'])
    .where('userId', 'in', ids)
    .where('enabledFlag', '=', 'Y')
    .execute();
  const mailOfUser = new Map(users.map((user) => [asNumber(user.userId), typeof user.email === 'string' ? user.email.trim() : '']));
  const nameOfUser = new Map(users.map((user) => [asNumber(user.userId), `${String(user.userName)} ${String(user.userFullName ?? '')}`.trim()]));
  const off = await switchedOff(context, ids);
  const audit = systemAudit(now);
  for (const notice of notices) {
    const address = mailOfUser.get(notice.recipientId);
    if (address === undefined) continue;
    const wants = (channel: string) => !off.has(`${notice.recipientId}|${notice.sourceType}|${channel}`);
    const category = notice.category ?? (TODO_SOURCES.has(notice.sourceType) ? 'TODO' : 'NOTICE');
    if (address !== '' && wants('MAIL')) await queueMail(context.db, { recipient: address, ...mailOf(notice), sourceType: notice.sourceType, recipientUserId: notice.recipientId }, now);
    if (!wants('INAPP')) continue;
    await context.db
      .insertInto(systemTable('messageHistory'))
      .values({
        recipient: (nameOfUser.get(notice.recipientId) ?? String(notice.recipientId)).slice(0, 240),
        recipientUserId: notice.recipientId,
        subject: notice.title.cn.slice(0, 240),
        body: notice.content.cn,
        messageStatus: 'SENT',
        channelCode: 'INAPP',
        sentDate: formatDateTime(now),
        sourceType: notice.sourceType,
        attemptCount: 1,
        lastAttemptTime: formatDateTime(now),
        ...audit,
      })
      .execute();
    await context.db
      .insertInto(systemTable('userMessages'))
      .values({
        recipientId: notice.recipientId,
        sourceType: notice.sourceType,
        titleCn: notice.title.cn.slice(0, 240),
        titleEn: notice.title.en.slice(0, 240),
        contentCn: notice.content.cn.slice(0, 4000),
        contentEn: notice.content.en.slice(0, 4000),
        linkRoute: notice.link?.route ?? null,
        linkParams: notice.link ? JSON.stringify(notice.link.params) : null,
        sourceEntity: notice.source?.entity ?? null,
        sourceId: notice.source?.id ?? null,
        readFlag: 'N',
        messageCategory: category,
        todoStatus: category === 'TODO' ? 'OPEN' : null,
        sourceCode: notice.sourceCode ?? null,
        linkId: notice.link?.params.id ?? null,
        ...audit,
      })
      .execute();
  }
}

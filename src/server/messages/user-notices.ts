import type { LocalizedText } from '../../shared/formats/common';
import type { EngineContext } from '../entities/engine-context';
import { queueMail } from '../mail/mail-outbox';
import { systemAudit } from '../seed/seed-writes';
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
    .select(['userId', 'email'])
    .where('userId', 'in', ids)
    .where('enabledFlag', '=', 'Y')
    .execute();
  const mailOfUser = new Map(users.map((user) => [asNumber(user.userId), typeof user.email === 'string' ? user.email.trim() : '']));
  const audit = systemAudit(now);
  for (const notice of notices) {
    const address = mailOfUser.get(notice.recipientId);
    if (address === undefined) continue;
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
        ...audit,
      })
      .execute();
    if (address !== '') await queueMail(context.db, { recipient: address, ...mailOf(notice), sourceType: notice.sourceType }, now);
  }
}

import type { Language } from '../../shared/formats/common';
import type { InboxMessage, InboxSummary } from '../../shared/messages/inbox-message';
import { formatDateTime } from '../entities';
import { asNumber, type SqlDatabase, type SqlRow } from '../sql-database';
import { systemTable } from '../system-tables';

/** The bell shows at most this many of the newest messages; the message centre lists them all. */
export const RECENT_MESSAGES = 20;

function linkOf(row: SqlRow): InboxMessage['link'] {
  if (typeof row.linkRoute !== 'string' || row.linkRoute === '') return null;
  let params: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(String(row.linkParams ?? '{}'));
    if (parsed && typeof parsed === 'object') params = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    // A link written without params still opens its screen.
  }
  return { route: row.linkRoute, params };
}

/**
 * One user's in-app messages (baseUserMessage): every query names the recipient, so a user reads and marks
 * only his own, whatever id he sends.
 */
export class UserInbox {
  private readonly table = systemTable('userMessages');

  constructor(
    private readonly database: SqlDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async unread(userId: number): Promise<number> {
    const row = await this.database.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('recipientId', '=', userId)
      .where('readFlag', '=', 'N')
      .executeTakeFirstOrThrow();
    return asNumber(row.count);
  }

  async recent(userId: number, language: Language): Promise<InboxSummary> {
    const rows = await this.database.db
      .selectFrom(this.table)
      .select(['messageId', 'sourceType', 'titleCn', 'titleEn', 'contentCn', 'contentEn', 'linkRoute', 'linkParams', 'readFlag', 'creationDate'])
      .where('recipientId', '=', userId)
      .orderBy('messageId', 'desc')
      .limit(RECENT_MESSAGES)
      .execute();
    const messages = rows.map((row) => ({
      messageId: asNumber(row.messageId),
      sourceType: String(row.sourceType),
      title: String(language === 'CN' ? row.titleCn : row.titleEn),
      content: String((language === 'CN' ? row.contentCn : row.contentEn) ?? ''),
      link: linkOf(row),
      read: row.readFlag === 'Y',
      createdAt: String(row.creationDate),
    }));
    return { unread: await this.unread(userId), messages };
  }

  /** Marks one of his messages read; false when he has no such message. Marking a read one again changes nothing. */
  async markRead(userId: number, messageId: number): Promise<boolean> {
    const mine = await this.database.db.selectFrom(this.table).select('readFlag').where('messageId', '=', messageId).where('recipientId', '=', userId).executeTakeFirst();
    if (!mine) return false;
    if (mine.readFlag !== 'Y') await this.mark(userId, messageId);
    return true;
  }

  /**
   * Marks one of his to-do messages done (and read); false when he has no such to-do. Marking a done one
   * again changes nothing.
   */
  async markDone(userId: number, messageId: number): Promise<boolean> {
    const mine = await this.database.db
      .selectFrom(this.table)
      .select(['todoStatus', 'readFlag'])
      .where('messageId', '=', messageId)
      .where('recipientId', '=', userId)
      .where('messageCategory', '=', 'TODO')
      .executeTakeFirst();
    if (!mine) return false;
    if (mine.todoStatus === 'DONE') return true;
    const stamp = formatDateTime(this.now());
    await this.database.db
      .updateTable(this.table)
      .set((eb) => ({
        todoStatus: 'DONE',
        doneTime: stamp,
        readFlag: 'Y',
        readTime: mine.readFlag === 'Y' ? eb.ref('readTime') : stamp,
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: userId,
        lastUpdateDate: stamp,
      }))
      .where('messageId', '=', messageId)
      .where('recipientId', '=', userId)
      .execute();
    return true;
  }

  /** Marks all his unread messages read; answers how many changed. */
  async markAllRead(userId: number): Promise<number> {
    return this.mark(userId);
  }

  private async mark(userId: number, messageId?: number): Promise<number> {
    const stamp = formatDateTime(this.now());
    let query = this.database.db
      .updateTable(this.table)
      .set((eb) => ({ readFlag: 'Y', readTime: stamp, versionNum: eb('versionNum', '+', 1), lastUpdatedBy: userId, lastUpdateDate: stamp }))
      .where('recipientId', '=', userId)
      .where('readFlag', '=', 'N');
    if (messageId !== undefined) query = query.where('messageId', '=', messageId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

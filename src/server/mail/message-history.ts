import type { SqlDatabase } from '../sql-database';
import { systemAudit } from '../seed/seed-writes';
import { dateTimeText } from '../system-tables';

export const MESSAGE_HISTORY_TABLE = 'base_message_history';

export type MessageStatus = 'OUTBOX' | 'SENT' | 'FAILED';

export interface MessageEntry {
  recipient: string;
  subject: string;
  body: string;
  status: MessageStatus;
  errorMessage?: string;
}

/** Every mail the platform sends or keeps for an administrator (entity baseMessageHistory). */
export async function recordMessage(database: SqlDatabase, entry: MessageEntry, now = new Date()): Promise<void> {
  await database.db
    .insertInto(MESSAGE_HISTORY_TABLE)
    .values({
      recipient: entry.recipient.slice(0, 240),
      subject: entry.subject.slice(0, 240),
      body: entry.body,
      messageStatus: entry.status,
      sentDate: entry.status === 'SENT' ? dateTimeText(now) : null,
      errorMessage: entry.errorMessage?.slice(0, 1000) ?? null,
      ...systemAudit(now),
    })
    .execute();
}

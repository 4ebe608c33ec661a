import type { SqlDatabase } from '../sql-database';
import { systemAudit } from '../seed/seed-writes';
import { dateTimeText, SYSTEM_TABLES, systemTable } from '../system-tables';

export const MESSAGE_HISTORY_TABLE = systemTable('messageHistory');
export const MESSAGE_HISTORY_ENTITY = SYSTEM_TABLES.messageHistory.entity;

/** QUEUED: written by a step's transaction, for the outbox to send after commit (mail-outbox.ts); SENDING: taken by one process. */
export type MessageStatus = 'QUEUED' | 'SENDING' | 'OUTBOX' | 'SENT' | 'FAILED';

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
      channelCode: 'MAIL',
      sentDate: entry.status === 'SENT' ? dateTimeText(now) : null,
      errorMessage: entry.errorMessage?.slice(0, 1000) ?? null,
      attemptCount: entry.status === 'OUTBOX' ? 0 : 1,
      lastAttemptTime: entry.status === 'OUTBOX' ? null : dateTimeText(now),
      ...systemAudit(now),
    })
    .execute();
}

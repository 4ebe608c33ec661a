import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SYSTEM_USER_ID, systemAudit } from '../seed/seed-writes';
import { asNumber, type SqlDatabase, type SqlTables } from '../sql-database';
import { dateTimeText } from '../system-tables';
import type { Delivery, MailSender } from './mail-sender';
import { MESSAGE_HISTORY_TABLE } from './message-history';

/** A mail written into the outbox by the step that causes it. */
export interface QueuedMail {
  recipient: string;
  subject: string;
  body: string;
  /** What caused it (a USER_MESSAGE_SOURCE code). */
  sourceType: string;
  /** The platform user it goes to, when it goes to one (the message centre's cross-channel history). */
  recipientUserId?: number;
}

/** How often every process looks for queued mail a kick missed (a process that stopped after its commit). */
const SWEEP_INTERVAL_MS = 60_000;
/** A mail SENDING for this long was taken by a process that died mid-send: it is marked FAILED for a person to retry. */
const STUCK_AFTER_MS = 10 * 60_000;
/** Mails taken per round; the next round takes the rest. */
const BATCH = 50;

/**
 * Writes a mail into the outbox (baseMessageHistory, status QUEUED) inside the caller's transaction: a step
 * rolled back leaves no mail, a committed one leaves it for MailOutbox to send.
 */
export async function queueMail(db: Kysely<SqlTables>, mail: QueuedMail, now: Date): Promise<void> {
  await db
    .insertInto(MESSAGE_HISTORY_TABLE)
    .values({
      recipient: mail.recipient.slice(0, 240),
      subject: mail.subject.slice(0, 240),
      body: mail.body,
      messageStatus: 'QUEUED',
      channelCode: 'MAIL',
      recipientUserId: mail.recipientUserId ?? null,
      sourceType: mail.sourceType,
      attemptCount: 0,
      ...systemAudit(now),
    })
    .execute();
}

/** Every QUEUED mail becomes OUTBOX: kept for an administrator to read, never sent (the demo data's mail). */
export async function keepQueuedMail(db: Kysely<SqlTables>, now: Date): Promise<void> {
  await db
    .updateTable(MESSAGE_HISTORY_TABLE)
    .set((eb) => ({ messageStatus: 'OUTBOX', versionNum: eb('versionNum', '+', 1), lastUpdateDate: dateTimeText(now) }))
    .where('messageStatus', '=', 'QUEUED')
    .execute();
}

/**
 * Sends the mail steps queued (the transactional outbox): after a commit the server kicks it, and every
 * minute each process sweeps what a kick missed. Each mail is taken by one conditional UPDATE QUEUED ->
 * SENDING, so of several processes exactly one sends it; then SENT, OUTBOX (no SMTP configured) or FAILED
 * with the reason. FAILED mail stays for a person to retry (transactionCompen: doRetry puts it back to QUEUED).
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly database: SqlDatabase,
    private readonly sender: Pick<MailSender, 'deliver'>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Delivers queued mail in the background, once now and once more if kicked while running. */
  deliverSoon(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverQueued()
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, 'queued mail not delivered; the next sweep tries again'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.deliverSoon();
        }
      });
  }

  /** Sends every mail QUEUED now; answers how many this process sent (or kept, or failed). */
  async deliverQueued(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await this.database.db
        .selectFrom(MESSAGE_HISTORY_TABLE)
        .select(['messageId', 'recipient', 'subject', 'body'])
        .where('messageStatus', '=', 'QUEUED')
        .orderBy('messageId')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const id = asNumber(row.messageId);
        if (!(await this.take(id))) continue;
        const delivery = await this.sender.deliver({ to: String(row.recipient), subject: String(row.subject), text: String(row.body ?? '') });
        await this.record(id, delivery);
        handled += 1;
      }
      if (rows.length < BATCH) return handled;
    }
  }

  /** Starts the sweep (first round at once); on stop, waits for the round under way. */
  start(): void {
    this.sweep();
    this.timer = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private sweep(): void {
    void this.failStuck()
      .then(() => this.deliverSoon())
      .catch((error: unknown) => this.log.warn({ err: error }, 'mail outbox sweep failed'));
  }

  private async take(messageId: number): Promise<boolean> {
    const stamp = dateTimeText(this.now());
    const result = await this.database.db
      .updateTable(MESSAGE_HISTORY_TABLE)
      .set((eb) => ({
        messageStatus: 'SENDING',
        attemptCount: eb(eb.fn.coalesce('attemptCount', eb.lit(0)), '+', 1),
        lastAttemptTime: stamp,
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: stamp,
      }))
      .where('messageId', '=', messageId)
      .where('messageStatus', '=', 'QUEUED')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async record(messageId: number, delivery: Delivery): Promise<void> {
    const stamp = dateTimeText(this.now());
    await this.database.db
      .updateTable(MESSAGE_HISTORY_TABLE)
      .set((eb) => ({
        messageStatus: delivery.status,
        sentDate: delivery.status === 'SENT' ? stamp : null,
        errorMessage: delivery.status === 'FAILED' ? delivery.errorMessage.slice(0, 1000) : null,
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: stamp,
      }))
      .where('messageId', '=', messageId)
      .where('messageStatus', '=', 'SENDING')
      .execute();
  }

  /** SENDING for too long: the process sending it died; FAILED, so it shows among the failed side effects. */
  private async failStuck(): Promise<void> {
    const now = this.now();
    await this.database.db
      .updateTable(MESSAGE_HISTORY_TABLE)
      .set((eb) => ({
        messageStatus: 'FAILED',
        errorMessage: '发送中断（服务器进程已停止），请重新发送 / Interrupted while sending (the server process stopped); retry to send it again',
        versionNum: eb('versionNum', '+', 1),
        lastUpdatedBy: SYSTEM_USER_ID,
        lastUpdateDate: dateTimeText(now),
      }))
      .where('messageStatus', '=', 'SENDING')
      .where('lastAttemptTime', '<', dateTimeText(new Date(now.getTime() - STUCK_AFTER_MS)))
      .execute();
  }
}

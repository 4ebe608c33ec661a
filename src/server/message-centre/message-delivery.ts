import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../mail/mail-sender';
import type { SecretBox } from '../secrets/secret-box';
import { SYSTEM_USER_ID, systemAudit } from '../seed/seed-writes';
import { asNumber, type SqlDatabase, type SqlRow } from '../sql-database';
import { dateTimeText, systemTable } from '../system-tables';
import { sendMail, sendWebhook, type AttemptResult, type OutgoingMessage } from './message-channels';
import { INBOX_SOURCE_TYPE, INSTANCE_STATUS, MSG_TABLES } from './message-entities';
import { bothLanguages } from './message-texts';

/** Instances taken per round; the next round takes the rest. */
const BATCH = 200;
/** Rows per multi-row insert (SQLite's bound-parameter limit stays far away). */
const INSERT_CHUNK = 50;
/** A retry never waits longer than a day. */
const MOST_DELAY_MS = 24 * 3600_000;
/** SENDING for this long: the process delivering it stopped; it goes back to PENDING (the attempt counted). */
const STUCK_AFTER_MS = 10 * 60_000;

/** The wait before attempt n + 1 after n failed attempts: the channel's first delay, doubled each time. */
export function retryDelayMs(firstDelaySeconds: number, failedAttempts: number): number {
  return Math.min(MOST_DELAY_MS, firstDelaySeconds * 1000 * 2 ** Math.max(0, failedAttempts - 1));
}

interface Channel {
  channelId: number;
  channelCode: string;
  enabled: boolean;
  timeoutMs: number;
  retryDelaySeconds: number;
  webhookUrl: string;
  secret: string | null;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function outgoingOf(row: SqlRow, sourceCode: string | null): OutgoingMessage {
  let params: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(text(row.linkParams) || '{}');
    if (parsed && typeof parsed === 'object') params = parsed as Record<string, string>;
  } catch {
    // A link without params still opens its screen.
  }
  return {
    instanceId: row.instanceId === undefined || row.instanceId === null ? null : asNumber(row.instanceId),
    source: sourceCode,
    entity: (row.entityName as string | null) ?? null,
    recordId: row.recordId === null || row.recordId === undefined ? null : asNumber(row.recordId),
    recordCode: (row.recordCode as string | null) ?? null,
    event: (row.eventAction as string | null) ?? null,
    title: { cn: text(row.titleCn), en: text(row.titleEn) },
    content: { cn: text(row.contentCn), en: text(row.contentEn) },
    link: typeof row.linkRoute === 'string' && row.linkRoute !== '' ? { route: row.linkRoute, params } : null,
  };
}

/**
 * Delivers the message instances the dispatcher wrote (message-dispatcher.ts), after their commit: kicked
 * by the dispatcher's commit, by a retry timer for the nearest due retry, and swept by the job program
 * msgDelivery (every minute, once across processes) for whatever a kick missed. Each round takes up to
 * BATCH due PENDING instances with one conditional UPDATE (PENDING -> SENDING under a fresh claim token), so
 * of several processes exactly one delivers an instance. In-app messages of a round are written into the
 * inbox (baseUserMessage) in one transaction with their log rows and states; mail and webhooks go one by
 * one. A failed attempt waits (the channel's first delay, doubled each time) until its attempts are used
 * up, then stays FAILED for an administrator to retry. Every attempt is a row of msgLog.
 */
export class MessageDelivery {
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryAt = Number.POSITIVE_INFINITY;
  private stopped = false;

  constructor(
    private readonly database: SqlDatabase,
    private readonly mail: Pick<MailSender, 'deliver'>,
    private readonly secrets: SecretBox,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Delivers what is due in the background: once now, and once more if kicked while running. */
  deliverSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => this.log.warn({ err: error }, 'message delivery round failed; the next sweep tries again'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.deliverSoon();
        }
      });
  }

  /** Waits for the round under way (tests, benchmarks, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.settled();
  }

  /** Puts instances left SENDING by a stopped process back to PENDING; answers how many. */
  async releaseStuck(): Promise<number> {
    const now = this.now();
    const result = await this.database.db
      .updateTable(MSG_TABLES.instance)
      .set({ status: INSTANCE_STATUS.pending, claimToken: null, lastUpdateDate: dateTimeText(now) })
      .where('status', '=', INSTANCE_STATUS.sending)
      .where('lastUpdateDate', '<', dateTimeText(new Date(now.getTime() - STUCK_AFTER_MS)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Delivers every instance due now; answers how many attempts this process made. */
  async deliverDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      attempts += await this.deliverClaimed(claimed);
      if (claimed.length < BATCH || this.stopped) break;
    }
    await this.planNextRetry();
    return attempts;
  }

  private async claim(): Promise<SqlRow[]> {
    const stamp = dateTimeText(this.now());
    const due = await this.database.db
      .selectFrom(MSG_TABLES.instance)
      .select('instanceId')
      .where('status', '=', INSTANCE_STATUS.pending)
      .where((eb) => eb.or([eb('nextAttemptTime', 'is', null), eb('nextAttemptTime', '<=', stamp)]))
      .orderBy('instanceId')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return [];
    const token = randomUUID();
    await this.database.db
      .updateTable(MSG_TABLES.instance)
      .set((eb) => ({
        status: INSTANCE_STATUS.sending,
        claimToken: token,
        attemptCount: eb(eb.fn.coalesce('attemptCount', eb.lit(0)), '+', 1),
        lastUpdateDate: stamp,
      }))
      .where('instanceId', 'in', due.map((row) => asNumber(row.instanceId)))
      .where('status', '=', INSTANCE_STATUS.pending)
      .execute();
    return this.database.db
      .selectFrom(`${MSG_TABLES.instance} as i`)
      .leftJoin(`${MSG_TABLES.source} as s`, 's.sourceId', 'i.sourceId')
      .selectAll('i')
      .select('s.sourceCode')
      .where('i.claimToken', '=', token)
      .orderBy('i.instanceId')
      .execute();
  }

  private async channels(ids: readonly number[]): Promise<Map<number, Channel>> {
    if (ids.length === 0) return new Map();
    const rows = await this.database.db.selectFrom(MSG_TABLES.channel).selectAll().where('channelId', 'in', [...new Set(ids)]).execute();
    return new Map(
      rows.map((row) => {
        let secret: string | null = null;
        if (typeof row.webhookSecret === 'string' && row.webhookSecret !== '') {
          try {
            secret = this.secrets.open(row.webhookSecret);
          } catch (error) {
            this.log.error({ err: error, channel: row.channelCode }, 'webhook secret does not open under the platform key');
          }
        }
        const channel: Channel = {
          channelId: asNumber(row.channelId),
          channelCode: text(row.channelCode),
          enabled: row.enabledFlag === 'Y',
          timeoutMs: asNumber(row.timeoutMs ?? 5000),
          retryDelaySeconds: asNumber(row.retryDelaySeconds ?? 60),
          webhookUrl: text(row.webhookUrl),
          secret,
        };
        return [channel.channelId, channel];
      }),
    );
  }

  private async deliverClaimed(rows: SqlRow[]): Promise<number> {
    const channels = await this.channels(rows.map((row) => asNumber(row.channelId)));
    const inApp = rows.filter((row) => row.channelType === 'INAPP');
    if (inApp.length > 0) await this.deliverInApp(inApp);
    for (const row of rows) {
      if (row.channelType === 'INAPP') continue;
      const channel = channels.get(asNumber(row.channelId));
      const message = outgoingOf(row, (row.sourceCode as string | null) ?? null);
      let result: AttemptResult;
      let target = text(row.receiverAddress);
      if (!channel || !channel.enabled) result = { result: 'FAILED', error: bothLanguages('channelDisabled', { code: channel?.channelCode ?? String(row.channelId) }), responseStatus: null, durationMs: 0 };
      else if (row.channelType === 'MAIL') {
        result = target === '' ? { result: 'FAILED', error: bothLanguages('noMailAddress', { user: text(row.receiverUserId) }), responseStatus: null, durationMs: 0 } : await sendMail(this.mail, target, message);
      } else {
        target = channel.webhookUrl;
        result = await sendWebhook(target, channel.secret, channel.timeoutMs, message, this.now());
      }
      await this.record(row, channel, target, result);
    }
    return rows.length;
  }

  /** In-app messages of one round: inbox rows, log rows and states in one transaction. */
  private async deliverInApp(rows: SqlRow[]): Promise<void> {
    const now = this.now();
    const stamp = dateTimeText(now);
    const audit = systemAudit(now);
    const off = await this.switchedOffInApp(rows.map((row) => asNumber(row.receiverUserId)));
    const wanted = rows.filter((row) => !off.has(asNumber(row.receiverUserId)));
    await this.database.db.transaction().execute(async (trx) => {
      const messages = wanted.map((row) => ({
        recipientId: row.receiverUserId,
        sourceType: INBOX_SOURCE_TYPE,
        titleCn: text(row.titleCn).slice(0, 240),
        titleEn: text(row.titleEn || row.titleCn).slice(0, 240),
        contentCn: text(row.contentCn).slice(0, 4000),
        contentEn: text(row.contentEn || row.contentCn).slice(0, 4000),
        linkRoute: row.linkRoute ?? null,
        linkParams: row.linkParams ?? null,
        sourceEntity: row.entityName ?? null,
        sourceId: row.recordId ?? null,
        sourceCode: row.sourceCode ?? null,
        linkId: row.recordId ?? null,
        messageCategory: 'NOTICE',
        readFlag: 'N',
        ...audit,
      }));
      const logs = rows.map((row) => ({
        instanceId: row.instanceId,
        channelId: row.channelId,
        channelType: 'INAPP',
        target: text(row.receiverUserId),
        attemptNo: row.attemptCount,
        attemptTime: stamp,
        result: off.has(asNumber(row.receiverUserId)) ? 'SKIPPED' : 'SENT',
        durationMs: 0,
        testFlag: 'N',
        ...audit,
      }));
      for (let start = 0; start < messages.length; start += INSERT_CHUNK) await trx.insertInto(systemTable('userMessages')).values(messages.slice(start, start + INSERT_CHUNK)).execute();
      for (let start = 0; start < logs.length; start += INSERT_CHUNK) await trx.insertInto(MSG_TABLES.log).values(logs.slice(start, start + INSERT_CHUNK)).execute();
      await trx
        .updateTable(MSG_TABLES.instance)
        .set((eb) => ({ status: INSTANCE_STATUS.sent, sentTime: stamp, lastError: null, nextAttemptTime: null, claimToken: null, versionNum: eb('versionNum', '+', 1), lastUpdatedBy: SYSTEM_USER_ID, lastUpdateDate: stamp }))
        .where('claimToken', '=', rows[0].claimToken as string)
        .where('channelType', '=', 'INAPP')
        .execute();
    });
  }

  /**
   * The receivers who switched the message centre's in-app messages off on 消息订阅 (baseMessageSubscription,
   * not mandatory): their instances end as sent with a SKIPPED attempt and no inbox row.
   */
  private async switchedOffInApp(userIds: number[]): Promise<Set<number>> {
    const rows = await this.database.db
      .selectFrom(systemTable('messageSubscriptions'))
      .select('userId')
      .where('userId', 'in', [...new Set(userIds)])
      .where('sourceType', '=', INBOX_SOURCE_TYPE)
      .where('channelCode', '=', 'INAPP')
      .where('enabledFlag', '=', 'N')
      .where('mandatoryFlag', '=', 'N')
      .execute();
    return new Set(rows.map((row) => asNumber(row.userId)));
  }

  private async record(row: SqlRow, channel: Channel | undefined, target: string, attempt: AttemptResult): Promise<void> {
    const now = this.now();
    const stamp = dateTimeText(now);
    const attempts = asNumber(row.attemptCount ?? 1);
    const most = asNumber(row.maxAttempts ?? 1);
    // Mail without SMTP is not retried: nothing would change until an administrator configures it.
    const retry = attempt.result === 'FAILED' && attempts < most && channel?.enabled === true;
    const status = attempt.result === 'SENT' ? INSTANCE_STATUS.sent : retry ? INSTANCE_STATUS.pending : INSTANCE_STATUS.failed;
    const next = retry && channel ? dateTimeText(new Date(now.getTime() + retryDelayMs(channel.retryDelaySeconds, attempts))) : null;
    await this.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto(MSG_TABLES.log)
        .values({
          instanceId: row.instanceId,
          channelId: row.channelId,
          channelType: row.channelType,
          target: target.slice(0, 500),
          attemptNo: attempts,
          attemptTime: stamp,
          result: attempt.result,
          durationMs: attempt.durationMs,
          responseStatus: attempt.responseStatus,
          testFlag: 'N',
          errorMessage: attempt.error?.slice(0, 1000) ?? null,
          ...systemAudit(now),
        })
        .execute();
      await trx
        .updateTable(MSG_TABLES.instance)
        .set((eb) => ({
          status,
          sentTime: attempt.result === 'SENT' ? stamp : null,
          lastError: attempt.error?.slice(0, 1000) ?? null,
          nextAttemptTime: next,
          claimToken: null,
          versionNum: eb('versionNum', '+', 1),
          lastUpdatedBy: SYSTEM_USER_ID,
          lastUpdateDate: stamp,
        }))
        .where('instanceId', '=', asNumber(row.instanceId))
        .where('status', '=', INSTANCE_STATUS.sending)
        .execute();
    });
  }

  /** A timer for the nearest retry due before the next sweep, so a short backoff is kept in this process. */
  private async planNextRetry(): Promise<void> {
    if (this.stopped) return;
    const row = await this.database.db
      .selectFrom(MSG_TABLES.instance)
      .select((eb) => eb.fn.min('nextAttemptTime').as('next'))
      .where('status', '=', INSTANCE_STATUS.pending)
      .where('nextAttemptTime', 'is not', null)
      .executeTakeFirst();
    if (!row?.next) return;
    const at = new Date(String(row.next).replace(' ', 'T')).getTime();
    if (!Number.isFinite(at) || at >= this.retryAt) return;
    const wait = Math.max(0, at - this.now().getTime()) + 50;
    if (wait > 120_000) return;
    clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(() => {
      this.retryAt = Number.POSITIVE_INFINITY;
      this.deliverSoon();
    }, wait);
    this.retryTimer.unref();
  }
}

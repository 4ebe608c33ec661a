import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpSettings } from '../config';
import type { SqlDatabase } from '../sql-database';
import { recordMessage } from './message-history';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** What one attempt to pass a mail on came to: SENT, OUTBOX (no SMTP configured) or FAILED with the reason. */
export type Delivery = { status: 'SENT' | 'OUTBOX' } | { status: 'FAILED'; errorMessage: string };

/**
 * Sends the platform's mail through SMTP (SMTP_* settings) and records each message in the message
 * history, sent or failed. Without SMTP the message is recorded as OUTBOX: an administrator reads it
 * in the message-history screen and passes it on. A failed send never fails the caller's action (the
 * record already changed); it is logged and visible in the history.
 */
export class MailSender {
  /** The SMTP transport, made at the first mail: nodemailer is imported then, not at start-up (about 70 ms). */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly database: SqlDatabase,
    private readonly log: FastifyBaseLogger,
    private readonly smtp: SmtpSettings | undefined,
  ) {}

  private transportFor(smtp: SmtpSettings): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return this.transport;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const delivery = await this.deliver(mail);
    await recordMessage(this.database, { recipient: mail.to, subject: mail.subject, body: mail.text, ...delivery });
  }

  /** One attempt to pass the mail to SMTP, recording nothing (the outbox records its own rows). */
  async deliver(mail: OutgoingMail): Promise<Delivery> {
    if (!this.smtp) return { status: 'OUTBOX' };
    try {
      const transport = await this.transportFor(this.smtp);
      await transport.sendMail({ from: this.smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
      return { status: 'SENT' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, to: mail.to }, 'mail not sent');
      return { status: 'FAILED', errorMessage: reason };
    }
  }

  async close(): Promise<void> {
    const transport = await this.transport?.catch(() => null);
    transport?.close();
  }
}

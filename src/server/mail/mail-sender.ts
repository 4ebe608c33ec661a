import nodemailer, { type Transporter } from 'nodemailer';
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
  private readonly transport: Transporter | null;

  constructor(
    private readonly database: SqlDatabase,
    private readonly log: FastifyBaseLogger,
    private readonly smtp: SmtpSettings | undefined,
  ) {
    this.transport = smtp
      ? nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const delivery = await this.deliver(mail);
    await recordMessage(this.database, { recipient: mail.to, subject: mail.subject, body: mail.text, ...delivery });
  }

  /** One attempt to pass the mail to SMTP, recording nothing (the outbox records its own rows). */
  async deliver(mail: OutgoingMail): Promise<Delivery> {
    if (!this.transport || !this.smtp) return { status: 'OUTBOX' };
    try {
      await this.transport.sendMail({ from: this.smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
      return { status: 'SENT' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, to: mail.to }, 'mail not sent');
      return { status: 'FAILED', errorMessage: reason };
    }
  }

  close(): void {
    this.transport?.close();
  }
}

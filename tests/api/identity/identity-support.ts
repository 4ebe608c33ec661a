import svgCaptcha from 'svg-captcha';
import type { ApiEnvelope } from '../../../src/shared/api/envelope';
import type { Language } from '../../../src/shared/formats/common';
import { MESSAGE_HISTORY_TABLE } from '../../../src/server/mail/message-history';
import { anonymousAdapter } from '../support/signed-client';
import type { TestServer } from '../support/test-server';

/** Real svg-captcha images whose answers the test can read (the server keeps only the id → answer). */
export function rememberingCaptcha(): { draw: () => { text: string; data: string }; lastAnswer: () => string } {
  const answers: string[] = [];
  return {
    draw: () => {
      const drawn = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL' });
      answers.push(drawn.text);
      return drawn;
    },
    lastAnswer: () => {
      const answer = answers.at(-1);
      if (answer === undefined) throw new Error('no captcha drawn yet');
      return answer;
    },
  };
}

/** A public call through the browser's adapter (unsigned, no session). */
export function publicCall<T>(server: TestServer, service: 'base' | 'srm', resource: string, operation: string, body: Record<string, unknown>, language: Language = 'EN'): Promise<ApiEnvelope<T>> {
  return anonymousAdapter(server.baseUrl, language).request<T>({ service, resource, operation, body });
}

export interface MailRow {
  recipient: string;
  subject: string;
  body: string;
  messageStatus: string;
  errorMessage: string | null;
}

/** The messages recorded for a recipient, newest first. */
export async function mailsTo(server: TestServer, recipient: string): Promise<MailRow[]> {
  const database = await server.database.open();
  const rows = await database.db.selectFrom(MESSAGE_HISTORY_TABLE).selectAll().where('recipient', '=', recipient).orderBy('messageId', 'desc').execute().finally(() => database.close());
  return rows.map((row) => ({ recipient: String(row.recipient), subject: String(row.subject), body: String(row.body), messageStatus: String(row.messageStatus), errorMessage: row.errorMessage === null ? null : String(row.errorMessage) }));
}

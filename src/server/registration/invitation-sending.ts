import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { MailSender } from '../mail/mail-sender';
import { EntityRequestBody } from '../services/entity-request-body';
import type { SqlDatabase } from '../sql-database';
import { todayText } from '../system-tables';
import { registrationMessage } from './registration-messages';
import { INVITES_TABLE, invitationTokenHash } from './supplier-invites';

const ENTITY = 'srmSupplierInvite';

interface SendingDependencies {
  database: SqlDatabase;
  engine: EntityEngine;
  mail: MailSender;
}

/** The page that opens the link: the registration page of the same origin the buyer works on. */
function registrationLink(request: FastifyRequest, token: string): string {
  return `${request.protocol}://${request.host}/register?invite=${token}`;
}

/**
 * The workflow actions doSendInvite and doResendInvite of srmSupplierInvite (registerInviteList), in code:
 * each makes a new unguessable token (a resend's replaces the one mailed before), stores only its hash,
 * and mails the link to the invited contact. The status moves by the declared action (from-statuses,
 * resource, optimistic lock), after the invitation is read through the engine so that another
 * organisation's invitation answers like a missing one.
 */
export function invitationSendingHandlers({ database, engine, mail }: SendingDependencies): Map<string, (request: FastifyRequest) => Promise<unknown>> {
  const send = (action: 'doSendInvite' | 'doResendInvite') => async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const input = new EntityRequestBody(request.body, language).actionInput();
    const invite = await engine.findById(ENTITY, input.id, actor);
    if (String(invite.expiryDate) < todayText()) {
      const message = registrationMessage('inviteExpiryPast', language);
      throw new ApiError(message, [{ field: 'expiryDate', message }]);
    }
    await engine.runAction(ENTITY, action, input, actor);
    const token = randomBytes(32).toString('base64url');
    await database.db
      .updateTable(INVITES_TABLE)
      .set({ tokenHash: invitationTokenHash(token), sentCount: Number(invite.sentCount ?? 0) + 1 })
      .where('inviteId', '=', input.id)
      .execute();
    const org = String(invite.orgName ?? '');
    const email = String(invite.contactEmail);
    await mail.send({
      to: email,
      subject: registrationMessage('inviteMailSubject', language, { org }),
      text: registrationMessage('inviteMailBody', language, {
        name: String(invite.contactName),
        org,
        company: String(invite.supplierName),
        expiry: String(invite.expiryDate),
        link: registrationLink(request, token),
        note: invite.inviteMessage ? `\n${String(invite.inviteMessage)}` : '',
      }),
    });
    request.log.info({ inviteId: input.id, by: actor.userId }, 'supplier invitation sent');
    return success(await engine.findById(ENTITY, input.id, actor), registrationMessage('inviteSent', language, { email }));
  };
  return new Map([
    [`${ENTITY}.doSendInvite`, send('doSendInvite')],
    [`${ENTITY}.doResendInvite`, send('doResendInvite')],
  ]);
}

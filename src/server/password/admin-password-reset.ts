import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { identityMessage } from '../auth/identity-messages';
import { actorOf, requireIdentity } from '../auth/request-identity';
import type { EntityEngine } from '../entities/entity-engine.types';
import { ApiError } from '../http/api-error';
import { success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import type { MailSender } from '../mail/mail-sender';
import { EntityRequestBody } from '../services/entity-request-body';
import type { PasswordAccounts } from './password-accounts';
import type { MessageDispatcher } from '../message-centre/message-dispatcher';

interface AdminResetDependencies {
  engine: EntityEngine;
  accounts: PasswordAccounts;
  mail: MailSender;
  /** The message centre: the reset raises its platform event PASSWORD_RESET (the user is told in the bell, without the password). */
  messages?: Pick<MessageDispatcher, 'raise' | 'committed'>;
}

/** 12 characters from all four classes, so it meets the policy whatever the user name. */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];
  const pick = (set: string) => set[randomInt(set.length)];
  const characters = sets.map(pick);
  while (characters.length < 12) characters.push(pick(sets[randomInt(sets.length)]));
  return characters.join('');
}

/**
 * The command baseUsers.doAdminResetUserPwd {id}: an administrator (resource btnResetPassword) gives a user
 * a temporary password, mailed to the user's address; every session of the user ends. The user is read
 * through the engine first, so a user the administrator may not see answers like a missing one.
 */
export function adminPasswordResetHandlers({ engine, accounts, mail, messages }: AdminResetDependencies): Map<string, (request: FastifyRequest) => Promise<unknown>> {
  const reset = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const actor = actorOf(requireIdentity(request), language, String(request.id));
    const user = await engine.findById('baseUsers', new EntityRequestBody(request.body, language).id(), actor);
    const account = await accounts.find({ userId: Number(user.userId) });
    if (!account) throw new ApiError(identityMessage('userNotFound', language));
    if (!account.email) throw new ApiError(identityMessage('userHasNoEmail', language), [{ field: 'email', message: identityMessage('userHasNoEmail', language) }]);
    const temporary = temporaryPassword();
    await accounts.setPassword(account.userId, temporary, actor.userId);
    await mail.send({
      to: account.email,
      subject: identityMessage('adminResetMailSubject', language),
      text: identityMessage('adminResetMailBody', language, { name: account.userFullName, password: temporary }),
    });
    if (messages) {
      const raised = await engine.kit.transaction((context) => messages.raise(context, { sourceCode: 'PASSWORD_RESET', entity: 'baseUsers', id: account.userId, actor, eventUserIds: [account.userId] }));
      if (raised > 0) messages.committed();
    }
    request.log.info({ userId: account.userId, by: actor.userId }, 'password reset by an administrator');
    return success(null, identityMessage('adminResetDone', language));
  };
  return new Map([['baseUsers.doAdminResetUserPwd', reset]]);
}

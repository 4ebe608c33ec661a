import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INBOX_ENTITY, INBOX_LIST_OPERATIONS, INBOX_OPERATIONS, INBOX_RESOURCE } from '../../shared/messages/inbox-message';
import type { EntityAccess } from '../http/route-access';
import { requireIdentity } from '../auth/request-identity';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { inboxMessage } from './inbox-messages';
import type { UserInbox } from './user-inbox';

function messageId(request: FastifyRequest): number {
  const body = request.body as Record<string, unknown> | null;
  const raw = body && typeof body === 'object' ? body.id : undefined;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  const message = inboxMessage('idRequired', requestLanguage(request));
  throw new ApiError(message, [{ field: 'id', message }]);
}

/**
 * The bell's calls under /api/base/v1/baseUserMessageRestful, for any signed-in user (supplier users
 * included): each answers and changes only the caller's own messages.
 */
export async function userMessageRoutes(app: FastifyInstance, { inbox }: { inbox: UserInbox }): Promise<void> {
  const options = { config: { access: 'login' as const }, schema: { response: envelopeResponses('record') } };
  const path = (operation: string) => `/v1/${INBOX_RESOURCE}/${operation}`;

  app.post(path(INBOX_OPERATIONS.count), options, async (request) => {
    return success({ unread: await inbox.unread(requireIdentity(request).user.userId) }, '');
  });

  app.post(path(INBOX_OPERATIONS.list), options, async (request) => {
    return success(await inbox.recent(requireIdentity(request).user.userId, requestLanguage(request)), '');
  });

  // One message read, from the bell or from the list screens below: only the caller's own.
  const markRead = async (request: FastifyRequest) => {
    const language = requestLanguage(request);
    const id = messageId(request);
    const userId = requireIdentity(request).user.userId;
    if (!(await inbox.markRead(userId, id))) {
      const message = inboxMessage('notYours', language, { id });
      throw new ApiError(message, [{ field: 'id', message }]);
    }
    return success({ unread: await inbox.unread(userId) }, inboxMessage('markedRead', language));
  };
  app.post(path(INBOX_OPERATIONS.markRead), options, markRead);

  app.post(path(INBOX_OPERATIONS.markAllRead), options, async (request) => {
    const userId = requireIdentity(request).user.userId;
    const count = await inbox.markAllRead(userId);
    return success({ unread: await inbox.unread(userId) }, inboxMessage('markedAllRead', requestLanguage(request), { count }));
  });

  // The same writes from the message centre's list screens: granted by their buttons' resource codes on the
  // menu (supplier users too: the entity's userScope is for all users), each still on the caller's own rows.
  const listOptions = (operation: string, resource: string) => ({
    config: { access: { entity: INBOX_ENTITY, operation, resource } satisfies EntityAccess },
    schema: { response: envelopeResponses('record') },
  });
  app.post(path(INBOX_LIST_OPERATIONS.readSelected), listOptions(INBOX_LIST_OPERATIONS.readSelected, 'btnMarkRead'), markRead);
  app.post(path(INBOX_LIST_OPERATIONS.readAll), listOptions(INBOX_LIST_OPERATIONS.readAll, 'btnMarkAllRead'), async (request) => {
    const userId = requireIdentity(request).user.userId;
    await inbox.markAllRead(userId);
    return success({ unread: await inbox.unread(userId) }, inboxMessage('allRead', requestLanguage(request)));
  });
  app.post(path(INBOX_LIST_OPERATIONS.markDone), listOptions(INBOX_LIST_OPERATIONS.markDone, 'btnMarkDone'), async (request) => {
    const language = requestLanguage(request);
    const id = messageId(request);
    const userId = requireIdentity(request).user.userId;
    if (!(await inbox.markDone(userId, id))) {
      const message = inboxMessage('notYourTodo', language, { id });
      throw new ApiError(message, [{ field: 'id', message }]);
    }
    return success({ unread: await inbox.unread(userId) }, inboxMessage('markedDone', language));
  });
}

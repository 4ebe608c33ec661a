import type { ApiEnvelope } from '../../shared/api/envelope';
import { INBOX_OPERATIONS, INBOX_RESOURCE, type InboxSummary } from '../../shared/messages/inbox-message';
import type { DataAdapter } from '../../../renderer/data/data-adapter';

/** How often the bell asks for the unread count (it asks again when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

function call<T>(adapter: DataAdapter, operation: string, body: Record<string, unknown> = {}): Promise<ApiEnvelope<T>> {
  return adapter.request<T>({ service: 'base', resource: INBOX_RESOURCE, operation, body });
}

export const requestUnread = (adapter: DataAdapter) => call<{ unread: number }>(adapter, INBOX_OPERATIONS.count);
export const requestRecent = (adapter: DataAdapter) => call<InboxSummary>(adapter, INBOX_OPERATIONS.list);
export const requestMarkRead = (adapter: DataAdapter, id: number) => call<{ unread: number }>(adapter, INBOX_OPERATIONS.markRead, { id });
export const requestMarkAllRead = (adapter: DataAdapter) => call<{ unread: number }>(adapter, INBOX_OPERATIONS.markAllRead);

/** A message of the signed-in user's inbox, as the bell reads it: in the caller's language. */
export interface InboxMessage {
  messageId: number;
  /** A USER_MESSAGE_SOURCE code. */
  sourceType: string;
  title: string;
  content: string;
  /** The screen it opens, with its params; null when it opens none. */
  link: { route: string; params: Record<string, string> } | null;
  read: boolean;
  /** yyyy-MM-dd HH:mm:ss, server time. */
  createdAt: string;
}

/** The bell's view of the inbox: how many are unread, and the newest messages. */
export interface InboxSummary {
  unread: number;
  messages: InboxMessage[];
}

/** The calls of the bell (service base, any signed-in user, his own messages only). */
export const INBOX_RESOURCE = 'baseUserMessageRestful';
export const INBOX_OPERATIONS = {
  count: 'countUnread',
  list: 'listRecent',
  markRead: 'doMarkRead',
  markAllRead: 'doMarkAllRead',
} as const;

/** The entity of the inbox. */
export const INBOX_ENTITY = 'baseUserMessage';
/** The same writes from the message centre's list screens, each granted by its button's resource code on the menu. */
export const INBOX_LIST_OPERATIONS = {
  readSelected: 'doReadSelected',
  readAll: 'doReadAll',
  markDone: 'doMarkDone',
} as const;

/** The message centre's list of the signed-in user's messages, which the bell's 查看全部 opens. */
export const INBOX_LIST_ROUTE = 'receiveMessageList';

import type { Language } from '../../shared/formats/common';

type Args = Record<string, string | number>;

/** The answers of the inbox calls, in both languages. */
const MESSAGES = {
  notYours: { CN: (a: Args) => `消息 ${a.id} 不存在或不是发给您的`, EN: (a: Args) => `Message ${a.id} does not exist or was not sent to you` },
  idRequired: { CN: () => '请指定消息ID（id）', EN: () => 'Give the id of the message (id)' },
  markedRead: { CN: () => '已标记为已读', EN: () => 'Marked as read' },
  notYourTodo: { CN: (a: Args) => `待办消息 ${a.id} 不存在或不是发给您的`, EN: (a: Args) => `To-do message ${a.id} does not exist or was not sent to you` },
  allRead: { CN: () => '您的消息已全部标记为已读', EN: () => 'All your messages are marked as read' },
  markedDone: { CN: () => '已标记为已处理', EN: () => 'Marked as done' },
  markedAllRead: { CN: (a: Args) => `已将${a.count}条消息标记为已读`, EN: (a: Args) => `Marked ${a.count} message(s) as read` },
} as const;

export function inboxMessage(key: keyof typeof MESSAGES, language: Language, args: Args = {}): string {
  return MESSAGES[key][language](args);
}

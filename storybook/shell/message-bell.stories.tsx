import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { ApiEnvelope } from '../../src/shared/api/envelope';
import type { Language } from '../../src/shared/formats/common';
import { INBOX_OPERATIONS, type InboxMessage } from '../../src/shared/messages/inbox-message';
import type { DataAdapter } from '../../renderer/data/data-adapter';
import { createAppI18n } from '../../src/app/i18n/app-i18n';
import { addPageStrings } from '../../src/app/i18n/page-strings';
import { MessageBell } from '../../src/app/main-frame/MessageBell';
import { AppAdapterProvider } from '../../src/app/session/AppAdapterContext';
import { languageAtom } from '../../src/app/session/session-atoms';
import { sampleDateTime } from '../sample-data/sample-clock';
import { storyLanguage } from '../support/story-globals';

interface BellArgs {
  unread: number;
}

/** Sample notices of the approval platform, newest first, in both languages. */
function sampleMessages(language: Language): InboxMessage[] {
  const cn = language === 'CN';
  const notice = (messageId: number, sourceType: string, title: [string, string], content: [string, string], days: number, route: string | null): InboxMessage => ({
    messageId,
    sourceType,
    title: cn ? title[0] : title[1],
    content: cn ? content[0] : content[1],
    link: route ? { route, params: { id: String(messageId) } } : null,
    read: false,
    createdAt: sampleDateTime(days),
  });
  return [
    notice(5, 'BPM_URGE', ['催办：采购订单 PO20261122-0004', 'Reminder from 王采购: Purchase order PO20261122-0004'], ['王采购催您尽快审批采购订单 PO20261122-0004（节点"采购审批"）。', '王采购 asks you to approve Purchase order PO20261122-0004 (node "Purchase approval") soon.'], 0, 'approvalTask'),
    notice(4, 'BPM_TASK_ASSIGNED', ['待审批：采购订单 PO20261122-0003', 'To approve: Purchase order PO20261122-0003'], ['采购订单 PO20261122-0003 在节点"采购审批"等待您审批。', 'Purchase order PO20261122-0003 waits for your approval at node "Purchase approval".'], -1, 'approvalTask'),
    notice(3, 'BPM_TASK_REMINDER', ['到期提醒：采购订单 PO20261122-0002', 'Due reminder: Purchase order PO20261122-0002'], ['采购订单 PO20261122-0002 的审批任务即将到期，请尽快处理。', 'Your approval task of Purchase order PO20261122-0002 is due soon; please act on it.'], -1, 'approvalTask'),
    notice(2, 'BPM_PROCESS_APPROVED', ['审批通过：采购订单 PO20261122-0001', 'Approved: Purchase order PO20261122-0001'], ['您提交的采购订单 PO20261122-0001 已审批通过。', 'Your Purchase order PO20261122-0001 has been approved.'], -2, 'myApprovalDetail'),
    notice(1, 'BPM_PROCESS_REJECTED', ['审批驳回：采购订单 PO20261121-0009', 'Rejected: Purchase order PO20261121-0009'], ['您提交的采购订单 PO20261121-0009 被李审批驳回。意见：价格偏高', 'Your Purchase order PO20261121-0009 was rejected by 李审批. Comment: price too high'], -3, null),
  ];
}

/** The bell's calls answered from the sample messages, the first `unread` of them unread; marking works. */
function sampleInbox(language: Language, unread: number): DataAdapter {
  const messages = sampleMessages(language).map((message, index) => ({ ...message, read: index >= unread }));
  const count = () => messages.filter((message) => !message.read).length;
  return {
    async request<T>({ operation, body }: { operation: string; body?: Record<string, unknown> }): Promise<ApiEnvelope<T>> {
      if (operation === INBOX_OPERATIONS.markRead) for (const message of messages) if (message.messageId === body?.id) message.read = true;
      if (operation === INBOX_OPERATIONS.markAllRead) for (const message of messages) message.read = true;
      const data = operation === INBOX_OPERATIONS.list ? { unread: count(), messages: messages.map((message) => ({ ...message })) } : { unread: count() };
      return { status: 'S', msg: '', data: data as T };
    },
  };
}

function BellStory({ language, unread }: { language: Language; unread: number }) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(languageAtom, language);
    return created;
  });
  const [i18n] = useState(() => {
    const created = createAppI18n(language);
    addPageStrings(created);
    return created;
  });
  const [adapter] = useState(() => sampleInbox(language, unread));
  const [opened, setOpened] = useState('');
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppAdapterProvider adapter={adapter}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <div className="srm-top-bar" style={{ justifyContent: 'flex-end' }}>
              <MessageBell userId={1} openScreen={(route, params) => setOpened(`${route} ${JSON.stringify(params)}`)} />
            </div>
            <p>{opened}</p>
          </SWRConfig>
        </AppAdapterProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}

/**
 * The bell of the main frame's top bar over sample notices of the approval platform (a new task, an urge,
 * a due reminder, results): the unread count, and on click the newest messages; opening one marks it read
 * and names the screen it would open below the bar.
 */
const meta: Meta<BellArgs> = {
  title: 'Shell/Message bell',
  tags: ['widget'],
  argTypes: { unread: { control: { type: 'range', min: 0, max: 5 }, description: 'how many of the five sample messages are unread' } },
  args: { unread: 3 },
  render: (args, { globals }) => <BellStory key={`${storyLanguage(globals)}-${args.unread}`} language={storyLanguage(globals)} unread={args.unread} />,
};
export default meta;

export const SomeUnread: StoryObj<BellArgs> = {};
export const AllRead: StoryObj<BellArgs> = { args: { unread: 0 } };

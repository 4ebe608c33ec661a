import { Badge, Button, Empty, Message, Spin, Trigger } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { INBOX_LIST_ROUTE, type InboxMessage } from '../../shared/messages/inbox-message';
import { languageAtom } from '../session/session-atoms';
import { useAppAdapter } from '../session/AppAdapterContext';
import type { ScreenOpener } from '../tabs/screen-opener';
import { requestMarkAllRead, requestMarkRead, requestRecent, requestUnread, UNREAD_POLL_MS } from './inbox-api';

/**
 * The bell in the top bar: the signed-in user's unread in-app messages (polled every minute and on focus),
 * and on click his newest messages. Opening one marks it read and opens its screen (a task's approval).
 */
export function MessageBell({ userId, openScreen }: { userId: number; openScreen: ScreenOpener }) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const language = useAtomValue(languageAtom);
  const [open, setOpen] = useState(false);
  const unread = useSWR(['srm.inbox.unread', userId], () => requestUnread(adapter), { refreshInterval: UNREAD_POLL_MS, revalidateOnFocus: true });
  const recent = useSWR(open ? ['srm.inbox.recent', userId, language] : null, () => requestRecent(adapter), { revalidateOnFocus: false });
  const count = unread.data?.status === 'S' ? unread.data.data.unread : 0;
  const messages = recent.data?.status === 'S' ? recent.data.data.messages : [];

  const refresh = (answer: { status: string; msg: string }) => {
    if (answer.status !== 'S') Message.error(answer.msg);
    void unread.mutate();
    void recent.mutate();
  };
  const openMessage = async (message: InboxMessage) => {
    if (!message.read) refresh(await requestMarkRead(adapter, message.messageId));
    if (message.link) {
      setOpen(false);
      openScreen(message.link.route, message.link.params);
    }
  };

  const panel = (
    <div className="srm-bell__panel" role="dialog" aria-label={t('inbox.title')}>
      <div className="srm-bell__header">
        <span>{t('inbox.title')}</span>
        <Button size="mini" type="text" disabled={count === 0} onClick={() => void requestMarkAllRead(adapter).then(refresh)}>
          {t('inbox.markAllRead')}
        </Button>
      </div>
      {recent.isLoading && <Spin className="srm-bell__loading" />}
      {recent.data && recent.data.status !== 'S' && <div className="srm-bell__error">{recent.data.msg}</div>}
      {recent.data?.status === 'S' && messages.length === 0 && <Empty description={t('inbox.empty')} />}
      <ul className="srm-bell__list">
        {messages.map((message) => (
          <li key={message.messageId}>
            <button type="button" className={message.read ? 'srm-bell__item' : 'srm-bell__item srm-bell__item--unread'} onClick={() => void openMessage(message)}>
              <span className="srm-bell__title">{message.title}</span>
              <span className="srm-bell__content">{message.content}</span>
              <span className="srm-bell__time">{message.createdAt}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="srm-bell__footer">
        <Button
          size="mini"
          type="text"
          data-testid="message-bell-view-all"
          onClick={() => {
            setOpen(false);
            openScreen(INBOX_LIST_ROUTE);
          }}
        >
          {t('inbox.viewAll')}
        </Button>
      </div>
    </div>
  );
  return (
    <Trigger popup={() => panel} trigger="click" position="br" popupVisible={open} onVisibleChange={setOpen}>
      {/* The badge sits beside the button, not in it: its digits are no part of the button's name, which says the count. */}
      <Badge count={count} maxCount={99} dot={false} offset={[-2, 2]}>
        <Button type="text" className="srm-top-bar__bell" aria-label={t('inbox.bell', { count })} data-testid="message-bell" icon={<IconNotification />} />
      </Badge>
    </Trigger>
  );
}

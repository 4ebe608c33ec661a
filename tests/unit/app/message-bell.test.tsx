import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxMessage } from '../../../src/shared/messages/inbox-message';
import { MessageBell } from '../../../src/app/main-frame/MessageBell';
import { renderWithShell } from './helpers/render-with-shell';
import { createScriptedAdapter, ok } from './helpers/scripted-adapter';
import { buyer, saveSession, savedInfo } from './helpers/session-fixtures';

function inboxOf(messages: InboxMessage[]) {
  return () => ok({ unread: messages.filter((message) => !message.read).length, messages });
}

const task: InboxMessage = {
  messageId: 7,
  sourceType: 'BPM_TASK_ASSIGNED',
  title: '待审批：采购订单 PO20260001',
  content: '采购订单 PO20260001 在节点"采购审批"等待您审批。',
  link: { route: 'approvalTask', params: { id: '42' } },
  read: false,
  createdAt: '2026-11-26 09:30:00',
};
const result: InboxMessage = { ...task, messageId: 6, sourceType: 'BPM_PROCESS_APPROVED', title: '审批通过：采购订单 PO20250009', link: null, read: true };

describe('the message bell', () => {
  beforeEach(() => localStorage.clear());

  it('shows the unread count, lists the newest messages and opens one, marking it read', async () => {
    saveSession(savedInfo(buyer));
    const messages = [{ ...task }, { ...result }];
    const openScreen = vi.fn();
    const { adapter, calls } = createScriptedAdapter({
      'base/baseUserMessageRestful/countUnread': () => ok({ unread: messages.filter((message) => !message.read).length }),
      'base/baseUserMessageRestful/listRecent': inboxOf(messages),
      'base/baseUserMessageRestful/doMarkRead': (request) => {
        const marked = messages.find((message) => message.messageId === request.body?.id);
        if (marked) marked.read = true;
        return ok({ unread: messages.filter((message) => !message.read).length });
      },
    });
    renderWithShell(<MessageBell userId={1} openScreen={openScreen} />, adapter);
    const bell = await screen.findByRole('button', { name: '消息通知（1条未读）' });
    // The badge beside the button shows the count; the button's name says it.
    expect(bell.closest('.arco-badge')?.textContent).toContain('1');
    expect(calls.some((call) => call.operation === 'listRecent')).toBe(false);

    fireEvent.click(bell);
    fireEvent.click(await screen.findByText('待审批：采购订单 PO20260001'));
    await waitFor(() => expect(openScreen).toHaveBeenCalledWith('approvalTask', { id: '42' }));
    expect(calls.find((call) => call.operation === 'doMarkRead')?.body).toEqual({ id: 7 });
    expect(await screen.findByRole('button', { name: '消息通知（0条未读）' })).toBeTruthy();
  });

  it('marks every message read at once and opens nothing for a message without a link', async () => {
    saveSession(savedInfo(buyer), 'EN');
    const messages = [{ ...task, title: 'To approve: Purchase order PO20260001' }, { ...result, read: false, title: 'Approved: Purchase order PO20250009' }];
    const openScreen = vi.fn();
    const { adapter, calls } = createScriptedAdapter({
      'base/baseUserMessageRestful/countUnread': () => ok({ unread: messages.filter((message) => !message.read).length }),
      'base/baseUserMessageRestful/listRecent': inboxOf(messages),
      'base/baseUserMessageRestful/doMarkRead': (request) => {
        const marked = messages.find((message) => message.messageId === request.body?.id);
        if (marked) marked.read = true;
        return ok({ unread: messages.filter((message) => !message.read).length });
      },
      'base/baseUserMessageRestful/doMarkAllRead': () => {
        for (const message of messages) message.read = true;
        return ok({ unread: 0 });
      },
    });
    renderWithShell(<MessageBell userId={1} openScreen={openScreen} />, adapter);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    fireEvent.click(await screen.findByText('Approved: Purchase order PO20250009'));
    await waitFor(() => expect(calls.filter((call) => call.operation === 'doMarkRead')).toHaveLength(1));
    expect(openScreen).not.toHaveBeenCalled();
    // Found before act, not inside it: Testing Library's waits turn React's act environment off while they
    // poll, and an act that is open meanwhile reports "not configured to support act(...)" (when the wait polls).
    const markAllRead = await screen.findByRole('button', { name: 'Mark all read' });
    await act(async () => {
      fireEvent.click(markAllRead);
    });
    expect(await screen.findByRole('button', { name: 'Notifications (0 unread)' })).toBeTruthy();
    expect(calls.some((call) => call.operation === 'doMarkAllRead')).toBe(true);
  });

  it('opens the list of all his messages from 查看全部消息', async () => {
    saveSession(savedInfo(buyer));
    const messages = [{ ...result }];
    const openScreen = vi.fn();
    const { adapter } = createScriptedAdapter({
      'base/baseUserMessageRestful/countUnread': () => ok({ unread: 0 }),
      'base/baseUserMessageRestful/listRecent': inboxOf(messages),
    });
    renderWithShell(<MessageBell userId={1} openScreen={openScreen} />, adapter);
    fireEvent.click(await screen.findByRole('button', { name: '消息通知（0条未读）' }));
    fireEvent.click(await screen.findByRole('button', { name: '查看全部消息' }));
    expect(openScreen).toHaveBeenCalledWith('receiveMessageList');
  });

  it('shows nothing unread when the count cannot be read', async () => {
    saveSession(savedInfo(buyer));
    const { adapter } = createScriptedAdapter({});
    renderWithShell(<MessageBell userId={1} openScreen={vi.fn()} />, adapter);
    expect(await screen.findByRole('button', { name: '消息通知（0条未读）' })).toBeTruthy();
  });
});

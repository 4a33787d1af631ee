import type { InboxMessage } from '@bourse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const message = (over: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 1,
  kind: 'deposit',
  title: 'Deposit approved',
  body: '1,000.00 USD credited to Balance.',
  link: '/deposit/record',
  isRead: 0,
  createTimeTimestamp: new Date(2026, 10, 21, 10, 15).getTime(),
  readTimestamp: null,
  ...over,
});

describe('/my/messages', () => {
  it('lists messages with the unread ones marked; opening one marks it read and shows all of it', async () => {
    let unread = 1;
    const { call } = renderApp('/my/messages', {
      user: testUser(),
      handlers: {
        messagePageList: () =>
          page([
            message({ isRead: unread ? 0 : 1 }),
            message({ id: 2, kind: 'trade', title: 'Limit order filled', isRead: 1 }),
          ]),
        messageUnreadCount: () => ({ unread }),
        messageRead: ({ id }) => {
          unread = 0;
          return message({ id, isRead: 1, readTimestamp: Date.now() });
        },
      },
    });

    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('button', { name: 'Unread: Deposit approved' })).toBeVisible();
    expect(within(rows[0]!).getByText('Deposit')).toBeVisible();
    expect(within(rows[0]!).getByText('11-21-2026 10:15:00')).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Limit order filled' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Unread (1)' })).toBeVisible();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Unread: Deposit approved' }));
    const sheet = await screen.findByRole('article', { name: 'Deposit approved' });
    expect(within(sheet).getByText('1,000.00 USD credited to Balance.')).toBeVisible();
    await waitFor(() => expect(call).toHaveBeenCalledWith('messageRead', { id: 1 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Read all' })).toBeNull());
  });

  it('deletes a message only after the confirmation', async () => {
    const { call } = renderApp('/my/messages', {
      user: testUser(),
      handlers: {
        messagePageList: () => page([message({ isRead: 1 })]),
        messageUnreadCount: () => ({ unread: 0 }),
        messageDelete: () => null,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit approved' }));
    const sheet = await screen.findByRole('article', { name: 'Deposit approved' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete this message?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete this message?')).toBeNull());
    expect(call).not.toHaveBeenCalledWith('messageDelete', expect.anything());

    fireEvent.click(within(sheet).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete this message?');
    // the dialog's Delete, the last one on the page
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(call).toHaveBeenCalledWith('messageDelete', { id: 1 }));
  });

  it('says so when there are no messages', async () => {
    renderApp('/my/messages', {
      user: testUser(),
      handlers: { messagePageList: () => page([]), messageUnreadCount: () => ({ unread: 0 }) },
    });
    expect(await screen.findByText(/No messages yet/)).toBeVisible();
  });
});

describe('the unread badge', () => {
  it('shows on the My header and the My tab, and follows a new message’s /push event', async () => {
    let unread = 2;
    const app = renderApp('/my', {
      user: testUser(),
      handlers: { messageUnreadCount: () => ({ unread }) },
    });
    // the My screen arrives in a chunk of its own
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' }, { timeout: 5000 })).toBeVisible();
    const tabBar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabBar).getByText('2')).toBeVisible();

    act(() => app.socket.open());
    unread = 3;
    act(() => app.socket.privateEvent('message', { message: message({ id: 7 }) }));
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    expect(within(tabBar).getByText('3')).toBeVisible();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overview, page } from '../test/money-fixtures';
import { renderApp, testUser } from '../test/render-app';

describe('what happened before /push authenticated the tab', () => {
  it('a message that arrived while the socket was connecting shows once the server says the socket is authenticated', async () => {
    let unread = 0;
    let asked = 0;
    const app = renderApp('/my', {
      user: testUser(),
      handlers: {
        getFundingOverview: () => overview({ balance: '0.00' }),
        getWalletBalance: () => ({ balance: '0.00', usedBalance: '0.00' }),
        getWalletBill: () => page([]),
        messageUnreadCount: () => {
          asked++;
          return { unread };
        },
      },
    });
    await waitFor(() => expect(screen.getByTestId('inbox-button')).toHaveAccessibleName('Messages'));
    // The socket opens in a task after the first screen's effects (lib/tasks.ts).
    const socket = await waitFor(() => app.socket);
    act(() => socket.open());
    // The message is stored and published before the server has taken the socket's token: its event never comes.
    unread = 1;
    const before = asked;
    act(() => socket.receive({ event: 'auth', ok: true }));
    await waitFor(() => expect(screen.getByTestId('inbox-button')).toHaveAccessibleName('Messages, 1 unread'));
    expect(asked).toBe(before + 1);

    // A refusal (an expired token) fetches nothing again.
    act(() => socket.receive({ event: 'auth', ok: false }));
    await waitFor(() => expect(asked).toBe(before + 1));
  });

  it('a count read before the message was stored, still on its way when the socket is authenticated, is asked again', async () => {
    let unread = 0;
    let asked = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = renderApp('/my', {
      user: testUser(),
      handlers: {
        getFundingOverview: () => overview({ balance: '0.00' }),
        getWalletBalance: () => ({ balance: '0.00', usedBalance: '0.00' }),
        getWalletBill: () => page([]),
        messageUnreadCount: async () => {
          asked++;
          const read = unread;
          // The first answer is slow: the server read the count before the message below was stored.
          if (asked === 1) await held;
          return { unread: read };
        },
      },
    });
    await waitFor(() => expect(asked).toBe(1));
    const socket = await waitFor(() => app.socket);
    act(() => socket.open());
    unread = 1;
    act(() => socket.receive({ event: 'auth', ok: true }));
    release();
    await waitFor(() => expect(screen.getByTestId('inbox-button')).toHaveAccessibleName('Messages, 1 unread'));
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overview, page } from '../test/money-fixtures';
import { renderApp, testUser } from '../test/render-app';

/** The user is on My, far from the screens of loans, mining, sharing, IPO and block trading. */
function onMy(balance: () => string) {
  const app = renderApp('/my', {
    user: testUser(),
    handlers: {
      getFundingOverview: () => overview({ balance: balance() }),
      getWalletBalance: () => ({ balance: balance(), usedBalance: '0.00' }),
      getWalletBill: () => page([]),
    },
  });
  return app;
}

describe('results pushed while the user is elsewhere in the app', () => {
  it('a loan approved: a toast says so and the balances are fetched again', async () => {
    let balance = '0.00';
    const app = onMy(() => balance);
    await waitFor(() => expect(screen.getByTestId('available-funds').textContent).toBe('0.00'));
    act(() => app.socket.open());

    balance = '5000.00';
    act(() =>
      app.socket.privateEvent('loan', { kind: 'approved', loanId: 3, status: 'active', amount: '5000.00', reason: '' }),
    );
    expect(await screen.findByText('Loan approved: 5000.00 USD has been paid into Balance')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('available-funds').textContent).toBe('5,000.00'));
  });

  it('a robot rental ended: a toast says what came back to Balance, and the balances are fetched again', async () => {
    let balance = '500.00';
    const app = onMy(() => balance);
    await waitFor(() => expect(screen.getByTestId('available-funds').textContent).toBe('500.00'));
    act(() => app.socket.open());

    balance = '2010.25';
    act(() => app.socket.privateEvent('robot', { kind: 'settled', rentalId: 2, amount: '1510.25', income: '10.25' }));
    expect(
      await screen.findByText('Robot rental ended: 1510.25 USD came back to Balance (income 10.25 USD)'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('available-funds').textContent).toBe('2,010.25'));
  });

  it('a mining session paid, a friend joined, an IPO draw and a block-trading decision each show their message once', async () => {
    const app = onMy(() => '0.00');
    await screen.findByTestId('available-funds');
    act(() => app.socket.open());

    const said = [
      ['mining', { kind: 'successful', sessionId: 4, reward: '18.50', message: 'Mining successful: 18.50 USD' }],
      ['referral', { kind: 'joined', joined: 2, message: 'A friend joined with your invite code' }],
      [
        'ipo',
        { kind: 'drawn', subscriptionId: 5, stockCode: 'CBRS', orderState: 1, message: 'CBRS: 300 shares allotted' },
      ],
      ['blockTrading', { applicationId: 9, state: 'open', reason: '', message: 'Block trading is open for you' }],
    ] as const;
    for (const [type, data] of said) {
      act(() => app.socket.privateEvent(type, data));
      expect(await screen.findByText(data.message)).toBeVisible();
      expect(screen.getAllByText(data.message)).toHaveLength(1);
    }
  });
});

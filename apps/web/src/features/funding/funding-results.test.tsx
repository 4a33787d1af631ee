import type { FundingResultEvent, WalletType } from '@bourse/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overview, page, withdrawal } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const decided = (o: Partial<FundingResultEvent>): FundingResultEvent => ({
  kind: 'deposit',
  id: 12,
  status: 3,
  statusLabel: 'Completed',
  reason: '',
  amount: '1500.00',
  ...o,
});

describe('a staff decision pushed to the user', () => {
  it('a deposit approved: the balances are fetched again and a toast says what was credited', async () => {
    let available = '0.00';
    const app = renderApp('/my', {
      user: testUser(),
      handlers: {
        getFundingOverview: () => overview({ balance: available }),
        getWalletBalance: ({ walletType }: { walletType: WalletType }) => ({
          balance: walletType === 'balance' ? available : '0.00',
          usedBalance: '0.00',
        }),
        getWalletBill: () => page([]),
      },
    });
    await waitFor(() => expect(screen.getByTestId('available-funds').textContent).toBe('0.00'));
    act(() => app.socket.open());
    expect(app.socket.sentOf('auth')).toEqual([{ event: 'auth', token: 'test-token' }]);

    available = '1500.00';
    act(() => app.socket.privateEvent('funding', decided({})));

    expect(await screen.findByText('Deposit approved: 1,500.00 USD credited')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('available-funds').textContent).toBe('1,500.00'));
  });

  it('a withdrawal rejected: the record shows it and a toast gives the reason', async () => {
    let status: Pick<FundingResultEvent, 'status' | 'statusLabel' | 'reason'> = {
      status: 1,
      statusLabel: 'Pending Review',
      reason: '',
    };
    const app = renderApp('/withdraw/record', {
      user: testUser(),
      handlers: { withdrawalList: () => page([withdrawal(status)]) },
    });
    expect((await screen.findByTestId('withdrawal-row')).textContent).toContain('Pending Review');
    act(() => app.socket.open());

    status = { status: 2, statusLabel: 'Audit Failure', reason: 'Card closed' };
    act(() => app.socket.privateEvent('funding', decided({ kind: 'withdrawal', id: 41, amount: '100.00', ...status })));

    expect(await screen.findByText('Withdrawal rejected: Card closed')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').textContent).toContain('Audit Failure'));
  });
});

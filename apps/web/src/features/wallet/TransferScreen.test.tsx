import type { WalletType } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bill, page, transfer } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const balances: Partial<Record<WalletType, { balance: string; usedBalance: string }>> = {
  balance: { balance: '1000.00', usedBalance: '0.00' },
  stock: { balance: '250.50', usedBalance: '0.00' },
  ipo: { balance: '0.00', usedBalance: '0.00' },
};
const getWalletBalance = ({ walletType }: { walletType: WalletType }) =>
  balances[walletType] ?? { balance: '0.00', usedBalance: '0.00' };

describe('/my/transfer', () => {
  it('moves money from Balance to the wallet of the query, once per submission', async () => {
    const { call } = renderApp('/my/transfer?type=stock', {
      user: testUser(),
      handlers: { getWalletBalance, getTransferList: () => page([]), transfer: () => transfer() },
    });

    expect(await screen.findByRole('button', { name: /^To\s*Stock.*, change account$/ })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('transfer-balance').textContent).toContain('1,000.00'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than the available balance')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('transfer', { from: 'balance', to: 'stock', amount: '500' });
  });

  it('swaps direction and fills All from the trading wallet', async () => {
    const { call } = renderApp('/my/transfer?type=stock', {
      user: testUser(),
      handlers: { getWalletBalance, getTransferList: () => page([]), transfer: () => transfer({ status: 'pending' }) },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Swap from and to' }));
    expect(await screen.findByRole('button', { name: /^From\s*Stock.*, change account$/ })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'All' })).toBeVisible());
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'All' }));
      expect(screen.getByLabelText('Amount')).toHaveValue('250.50');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('transfer', { from: 'stock', to: 'balance', amount: '250.50' }),
    );
  });

  it('shows a pending transfer with its countdown, and cancels it after a confirmation', async () => {
    const pending = transfer({
      id: 9,
      from: 'stock',
      to: 'balance',
      status: 'pending',
      createTimeTimestamp: Date.now(),
      settleTimeTimestamp: Date.now() + 45_000,
    });
    const { call } = renderApp('/my/transfer', {
      user: testUser(),
      handlers: {
        getWalletBalance,
        getTransferList: () => page([pending]),
        cancelTransfer: () => ({ ...pending, status: 'cancelled' as const }),
      },
    });

    const row = await screen.findByTestId('transfer-row');
    expect(within(row).getByText('Stock → Balance')).toBeVisible();
    expect(within(row).getByText(/Pending 0:4[45]/)).toBeVisible();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancel this transfer?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('cancelTransfer', { id: 9 }));
  });
});

describe('/my/transaction', () => {
  it('lists every movement with type, signed amount, time and balance after, filtered by wallet', async () => {
    const { call, router } = renderApp('/my/transaction?type=stock', {
      user: testUser(),
      handlers: {
        getWalletBill: ({ walletType }) =>
          page(
            walletType === 'stock'
              ? [bill({ id: 1, type: 'transfer_in', amount: '500.00', balanceAfter: '500.00' })]
              : [bill({ id: 2, type: 'deposit', walletType: 'balance', amount: '1000.00', balanceAfter: '1000.00' })],
          ),
      },
    });

    const row = await screen.findByTestId('bill-row');
    expect(within(row).getByText('Transfer in')).toBeVisible();
    expect(within(row).getByText('+500.00')).toBeVisible();
    expect(within(row).getByText('11-21-2026 10:15:00')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Stock' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Deposit')).toBeVisible();
    expect(call).toHaveBeenCalledWith(
      'getWalletBill',
      expect.objectContaining({ walletType: undefined }),
      expect.anything(),
    );
  });
});

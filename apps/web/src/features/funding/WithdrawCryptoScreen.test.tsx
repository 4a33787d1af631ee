import type { CryptoAddress } from '@bourse/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withdrawal } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const usable = () => ({ amount: '1500.00', currency: 'USD', minAmount: '10' });
const savedAddress: CryptoAddress = {
  id: 5,
  currency: 'USDT',
  network: 'TRC20',
  address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
  label: 'Cold wallet',
  createTimeTimestamp: 1_700_000_000_000,
};

describe('/withdraw/crypto', () => {
  it('checks the amount and a new address together, before any call', async () => {
    const { call } = renderApp('/withdraw/crypto', {
      user: testUser({ hasPayPassword: true, kycStatus: 3 }),
      handlers: { usableWithdrawal: usable, selectCryptoAddress: () => [] },
    });

    await waitFor(() => expect(screen.getByTestId('usable-amount').textContent).toBe('1,500.00 USD'));
    expect(screen.getByText(/paid out in the coin at the rate of the day/)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('The minimum withdrawal is 10.00 USD')).toBeVisible();
    expect(screen.getByText('Please select currency type')).toBeVisible();
    expect(screen.getByText('Please enter wallet address')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('withdrawalApply', expect.anything());
  });

  it('withdraws to the first saved address, confirmed with the pay password', async () => {
    const { call } = renderApp('/withdraw/crypto', {
      user: testUser({ hasPayPassword: true, kycStatus: 3 }),
      handlers: {
        usableWithdrawal: usable,
        selectCryptoAddress: () => [savedAddress],
        withdrawalApply: () => withdrawal({ amount: '20.00' }),
      },
    });

    expect(
      (await screen.findByRole('radio', { name: /USDT · TRC20 · Cold wallet/ })).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Withdraw 20.00 USD as USDT on TRC20/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));

    fireEvent.change(await screen.findByLabelText('Transaction password'), { target: { value: '246810' } });

    expect(await screen.findByText('Withdrawal submitted')).toBeVisible();
    expect(call).toHaveBeenCalledWith('withdrawalApply', {
      amount: '20',
      currency: 'USDT',
      network: 'TRC20',
      address: savedAddress.address,
      payPassword: '246810',
    });
  });
});

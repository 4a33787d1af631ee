import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankCard, withdrawal } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const usable = () => ({ amount: '1500.00', currency: 'USD', minAmount: '10' });

async function enterPasscode(label: string, digits: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: digits } });
}

describe('/withdraw/bankcard', () => {
  it('confirms, asks for the pay password by passcode and sends it with the amount and card', async () => {
    const { call } = renderApp('/withdraw/bankcard', {
      user: testUser({ hasPayPassword: true, kycStatus: 3 }),
      handlers: {
        usableWithdrawal: usable,
        selectCardNo: () => [bankCard({ id: 7 })],
        withdrawalApply: () => withdrawal({ amount: '100.00' }),
      },
    });

    await waitFor(() => expect(screen.getByTestId('usable-amount').textContent).toBe('1,500.00 USD'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    await screen.findByRole('radio', { name: /Chase/ });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(
      await screen.findByText(/Withdraw 100.00 USD to Chase ending 1111. Once submitted it cannot be cancelled./),
    ).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('withdrawalApply', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Enter transaction password')).toBeVisible();
    await enterPasscode('Transaction password', '246810');

    expect(await screen.findByText('Withdrawal submitted')).toBeVisible();
    expect(screen.getByText('Pending Review')).toBeVisible();
    expect(call).toHaveBeenCalledWith('withdrawalApply', { amount: '100', cardId: 7, payPassword: '246810' });
    expect(call.mock.calls.filter(([name]) => name === 'withdrawalApply')).toHaveLength(1);
  });

  it('sends a user without a pay password to set one first', async () => {
    const { call, router } = renderApp('/withdraw/bankcard', {
      user: testUser({ hasPayPassword: false, kycStatus: 3 }),
      handlers: { usableWithdrawal: usable, selectCardNo: () => [bankCard()] },
    });

    await screen.findByRole('radio', { name: /Chase/ });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set it now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my/paypwd'));
    expect(call).not.toHaveBeenCalledWith('withdrawalApply', expect.anything());
  });

  it('offers identity verification first to a user whose identity is not verified', async () => {
    const { call, router } = renderApp('/withdraw/bankcard', {
      user: testUser({ hasPayPassword: true, kycStatus: 0 }),
      handlers: { usableWithdrawal: usable, selectCardNo: () => [bankCard()], kycInfo: () => null, areaList: () => [] },
    });

    await screen.findByRole('radio', { name: /Chase/ });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    // The prompt's dialog loads on first use and opens animated: wait until it shows.
    await waitFor(() => expect(screen.getByText(/Withdrawals need a verified identity/)).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Verify now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc'));
    expect(call).not.toHaveBeenCalledWith('withdrawalApply', expect.anything());
  });

  it('asks for a correct amount and a bank card before anything else', async () => {
    const { call } = renderApp('/withdraw/bankcard', {
      user: testUser({ hasPayPassword: true, kycStatus: 3 }),
      handlers: { usableWithdrawal: usable, selectCardNo: () => [] },
    });

    expect(await screen.findByText('You have no bank card yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add bank card' }).getAttribute('href')).toBe('/bankcard/detail');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter a correct amount')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please select a bank card')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('withdrawalApply', expect.anything());
  });

  it('shows 0 withdrawable when the amount cannot be read', async () => {
    renderApp('/withdraw/bankcard', {
      user: testUser({ hasPayPassword: true, kycStatus: 3 }),
      handlers: { selectCardNo: () => [] },
    });
    await waitFor(() => expect(screen.getByTestId('usable-amount').textContent).toBe('0.00 USD'));
  });
});

import type { WalletType } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { bill, overview, page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const balances: Record<WalletType, { balance: string; usedBalance: string }> = {
  balance: { balance: '2500.50', usedBalance: '0.00' },
  stock: { balance: '8000.25', usedBalance: '1999.75' },
  future: { balance: '0.00', usedBalance: '0.00' },
  forex: { balance: '0.00', usedBalance: '0.00' },
  ipo: { balance: '0.25', usedBalance: '0.00' },
  follow: { balance: '0.00', usedBalance: '0.00' },
};

const handlers = {
  getFundingOverview: () => overview(),
  getWalletBalance: ({ walletType }: { walletType: WalletType }) => balances[walletType],
  getWalletBill: () => page([bill({ id: 1, amount: '-20.00', balanceAfter: '8000.25', type: 'transfer_out' })]),
};

/** Money as written on screen: digits with two decimals ("12,500.75", "+35.20"). */
const MONEY = /\d[\d,]*\.\d{2}/;

describe('/my', () => {
  it('shows total value, signed profit, available funds and each trading account with its total', async () => {
    renderApp('/my', { user: testUser(), handlers });

    expect((await screen.findByTestId('total-value')).textContent).toBe('12,500.75');
    expect(screen.getByTestId('today-profit').textContent).toBe('+35.20');
    expect(screen.getByTestId('today-profit').className).toContain('trend-up');
    expect(screen.getByTestId('available-funds').textContent).toBe('2,500.50');
    // Stock: 8000.25 available + 1999.75 frozen.
    await waitFor(() => expect(within(screen.getByTestId('investment-stock')).getByText('10,000.00')).toBeVisible());
    expect(screen.getByTestId('investment-total').textContent).toBe('10,000.25');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/my/transaction');
    expect(screen.getByRole('link', { name: 'Customer service (email)' }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it("writes the overview's day and a history row's time day first in Indonesian", async () => {
    await languageStore.set('id');
    try {
      const { router } = renderApp('/my', { user: testUser(), handlers });
      // The server's MM/DD/YYYY 11/21/2026 and the bill's 11-21-2026 10:15:00.
      expect(await screen.findByText('Per 21/11/2026')).toBeVisible();
      await router.navigate('/my/transaction');
      const row = await screen.findByTestId('bill-row', {}, { timeout: 5000 });
      expect(within(row).getByText(/21\/11\/2026, 10\.15\.00/)).toBeVisible();
    } finally {
      await languageStore.set(null);
    }
  });

  it('shows a withdrawal under review as frozen funds, part of the total, linking to the withdrawal records', async () => {
    const frozen = {
      ...handlers,
      getFundingOverview: () => overview({ totalAmount: '5000.00', balance: '4750.00', frozenAmount: '250.00' }),
    };
    renderApp('/my', { user: testUser(), handlers: frozen });

    expect((await screen.findByTestId('total-value')).textContent).toBe('5,000.00');
    expect(screen.getByTestId('available-funds').textContent).toBe('4,750.00');
    expect(screen.getByTestId('frozen-funds').textContent).toBe('250.00');
    const frozenFigure = screen.getByText('Frozen funds').parentElement as HTMLElement;
    expect(within(frozenFigure).getByRole('link', { name: 'Withdrawals under review' }).getAttribute('href')).toBe(
      '/withdraw/record',
    );
  });

  it('the eye toggle masks every amount as ***** and remembers the choice', async () => {
    const first = renderApp('/my', { user: testUser(), handlers });
    await screen.findByText('12,500.75');
    await screen.findByTestId('investment-total');

    fireEvent.click(screen.getByRole('button', { name: 'Hide amounts' }));

    expect(document.body.textContent).not.toMatch(MONEY);
    const amounts = document.querySelectorAll('.amount');
    expect(amounts.length).toBeGreaterThanOrEqual(9);
    for (const amount of amounts) expect(amount.textContent).toBe('*****');
    expect(localStorage.getItem('bourse_hide_amounts')).toBe('1');

    // The Stock tab's balances and records are masked too.
    fireEvent.click(screen.getByRole('tab', { name: 'Stock' }));
    expect((await screen.findByTestId('stock-balance')).textContent).toBe('*****');
    await screen.findAllByTestId('bill-row');
    expect(document.body.textContent).not.toMatch(MONEY);

    // A new visit keeps the choice; showing brings the amounts back.
    first.unmount();
    renderApp('/my', { user: testUser(), handlers });
    expect((await screen.findByTestId('total-value')).textContent).toBe('*****');
    fireEvent.click(screen.getByRole('button', { name: 'Show amounts' }));
    expect(screen.getByTestId('total-value').textContent).toBe('12,500.75');
    expect(localStorage.getItem('bourse_hide_amounts')).toBeNull();
  });

  it('Stock tab shows the wallet balance, used balance, transfer and history links and the records', async () => {
    renderApp('/my?tab=stock', { user: testUser(), handlers });

    expect((await screen.findByTestId('stock-balance')).textContent).toBe('8,000.25');
    expect(screen.getByTestId('stock-used').textContent).toBe('1,999.75');
    expect(screen.getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe('/my/transfer?type=stock');
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/my/transaction?type=stock');
    const row = await screen.findByTestId('bill-row');
    expect(within(row).getByText('Transfer out')).toBeVisible();
    expect(within(row).getByText('-20.00')).toBeVisible();
  });

  it('Withdraw asks bank card or crypto', async () => {
    const { router } = renderApp('/my', { user: testUser(), handlers });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    fireEvent.click(await screen.findByText('Crypto'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw/crypto'));
  });

  it('a visitor sees the log-in prompt and no amounts', async () => {
    const { call } = renderApp('/my');
    expect(await screen.findByText('Welcome to Bourse')).toBeVisible();
    expect(document.body.textContent).not.toMatch(MONEY);
    expect(call).not.toHaveBeenCalledWith('getFundingOverview', expect.anything(), expect.anything());
  });
});

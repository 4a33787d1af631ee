import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overview, page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';
import { anAccount } from '../../test/trade-fixtures';

const handlers = {
  getFundingOverview: () => overview(),
  getWalletBalance: () => ({ balance: '5000.00', usedBalance: '0.00' }),
  getWalletBill: () => page([]),
  tradingAccount: () => anAccount({ marginLevel: null, usedMargin: '0.00', positions: 0 }),
};

describe("My's Stock tab", () => {
  it('shows the Stock account equity, used and free margin and margin level above the wallet', async () => {
    const { call } = renderApp('/my?tab=stock', {
      user: testUser(),
      handlers: { ...handlers, tradingAccount: () => anAccount() },
    });
    await waitFor(() => expect(screen.getByTestId('stock-equity').textContent).toBe('5,120.50'));
    expect(screen.getByTestId('stock-used-margin').textContent).toBe('400.00');
    expect(screen.getByTestId('stock-free-margin').textContent).toBe('4,720.50');
    expect(screen.getByTestId('stock-margin-level').textContent).toBe('1280.12%');
    expect(screen.getByTestId('stock-open-profit').textContent).toBe('+120.50');
    expect((await screen.findByTestId('stock-balance')).textContent).toBe('5,000.00');
    expect(call).toHaveBeenCalledWith('tradingAccount', { account: 'stock' }, expect.anything());
  });

  it('says what resting orders and transfers out hold back, which equity leaves out', async () => {
    renderApp('/my?tab=stock', {
      user: testUser(),
      handlers: { ...handlers, tradingAccount: () => anAccount({ frozen: '556.40' }) },
    });
    expect((await screen.findByTestId('stock-reserved')).textContent).toBe('556.40');
    expect(screen.getByTestId('stock-reserved').parentElement?.textContent).toBe(
      'Held for orders and transfers, not in equity: 556.40',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide amounts' }));
    await waitFor(() => expect(screen.getByTestId('stock-reserved').textContent).toBe('*****'));
  });

  it('says nothing of it when nothing is held', async () => {
    renderApp('/my?tab=stock', { user: testUser(), handlers: { ...handlers, tradingAccount: () => anAccount() } });
    await screen.findByTestId('stock-equity');
    expect(screen.queryByTestId('stock-reserved')).toBeNull();
  });

  it('masks them with the eye toggle, and shows no margin level without positions', async () => {
    renderApp('/my?tab=stock', { user: testUser(), handlers });
    await waitFor(() => expect(screen.getByTestId('stock-margin-level').textContent).toBe('--'));
    expect(screen.getAllByRole('button', { name: 'Hide amounts' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Hide amounts' }));
    await waitFor(() => expect(screen.getByTestId('stock-equity').textContent).toBe('*****'));
    expect(screen.getByTestId('stock-free-margin').textContent).toBe('*****');
    expect(screen.getByTestId('stock-margin-level').textContent).toBe('*****');
    expect(screen.getByTestId('stock-balance').textContent).toBe('*****');
  });
});

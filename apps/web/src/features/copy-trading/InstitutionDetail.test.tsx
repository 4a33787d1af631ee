import type { InstitutionDetail } from '@bourse/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describeRules } from '@bourse/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { renderApp, testUser } from '../../test/render-app';
import { RULES_OF_EACH_KIND, rulesOnCards } from '../../test/strategy-fixtures';

const institution = (over: Partial<InstitutionDetail> = {}): InstitutionDetail => ({
  id: 1,
  name: 'Northgate FX Trend',
  description: 'Follows the euro against the dollar.',
  rules:
    'Holds a long position while the 5-minute average price is above the 20-minute average, and a short position while it is below.',
  strategyRules: { kind: 'trend', fast: 5, slow: 20, allowShort: true, candle: 'minute' },
  stockCode: 'EURUSD',
  market: 'FOREX',
  instrumentName: 'Euro / US Dollar',
  leverage: 10,
  profitShareRate: '0.2',
  cycleMs: 86_400_000,
  nextCycleTimestamp: Date.UTC(2026, 11, 8, 17, 41),
  equity: '994764.61',
  weekReturn: '-0.51',
  monthReturn: '-0.51',
  totalReturn: '-0.51',
  maxDrawdown: '0.51',
  followers: 1,
  curve: [],
  trades: [
    { direction: 1, openClose: 0, quantity: 4760000, price: '1.03987', profit: '0', createTimeTimestamp: 1 },
    { direction: 0, openClose: 1, quantity: 1200, price: '1.04010', profit: '-12.50', createTimeTimestamp: 2 },
  ],
  minAmount: '100.00',
  maxAmount: '1000000.00',
  ...over,
});

describe('/institution/detail', () => {
  it('groups the quantities of the latest trades and shows a profit only on a close', async () => {
    renderApp('/institution/detail?id=1', {
      user: testUser(),
      handlers: {
        institutionDetail: () => institution(),
        getWalletBalance: () => ({ balance: '5000.00', usedBalance: '0.00' }),
      },
    });
    const trades = await screen.findAllByRole('listitem');
    const rows = trades.filter((li) => li.classList.contains('institution-trade'));
    expect(rows[0]).toHaveTextContent('Opened short 4,760,000');
    expect(rows[0]?.querySelectorAll('.num')).toHaveLength(1);
    expect(rows[1]).toHaveTextContent('Closed long 1,200');
    expect(rows[1]).toHaveTextContent('-12.50');
  });

  it('says the minimum under the amount as soon as a smaller one is typed, and keeps Follow disabled until it is met', async () => {
    const { call } = renderApp('/institution/detail?id=1', {
      user: testUser(),
      handlers: {
        institutionDetail: () => institution({ minAmount: '250.00', maxAmount: '5000.00' }),
        getWalletBalance: () => ({ balance: '8000.00', usedBalance: '0.00' }),
      },
    });
    const amount = await screen.findByLabelText('Amount');
    const follow = screen.getByRole('button', { name: 'Follow' });
    // Nothing typed: no error yet, nothing to follow with.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(follow).toBeDisabled();

    fireEvent.change(amount, { target: { value: '249.99' } });
    // Under the field itself.
    const field = amount.closest('.amount-field');
    expect(field).toHaveClass('has-error');
    expect(field).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be at least 250.00 USD');
    // The limits and the Follow balance stay beneath the error.
    expect(field).toHaveTextContent('From 250.00 to 5,000.00 USD · Follow account 8,000.00 USD');
    expect(follow).toBeDisabled();
    fireEvent.click(follow);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(amount, { target: { value: '250' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(follow).toBeEnabled();

    fireEvent.change(amount, { target: { value: '5000.01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The amount must be at most 5,000.00 USD');
    expect(follow).toBeDisabled();
    expect(call.mock.calls.some(([name]) => name === 'followCreate')).toBe(false);
  });

  it('refuses an amount over the Follow balance as it is typed, before any confirmation', async () => {
    const { call } = renderApp('/institution/detail?id=1', {
      user: testUser(),
      handlers: {
        institutionDetail: () => institution({ minAmount: '100.00', maxAmount: '5000.00' }),
        getWalletBalance: () => ({ balance: '300.00', usedBalance: '0.00' }),
      },
    });
    const amount = await screen.findByLabelText('Amount');
    const follow = screen.getByRole('button', { name: 'Follow' });
    await screen.findByText('From 100.00 to 5,000.00 USD · Follow account 300.00 USD');
    fireEvent.change(amount, { target: { value: '300.01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('More than the 300.00 USD in your Follow account');
    expect(follow).toBeDisabled();
    fireEvent.click(follow);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(amount, { target: { value: '300' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(follow).toBeEnabled();
    expect(call.mock.calls.some(([name]) => name === 'followCreate')).toBe(false);
  });
});

describe("an institution's stated rules", () => {
  afterEach(() => languageStore.set(null));

  it('are on each card of /institution in the words the server writes in English, over minutes', async () => {
    const list = RULES_OF_EACH_KIND.map((r, n) =>
      institution({ id: n + 1, strategyRules: { ...r, candle: 'minute' } }),
    );
    renderApp('/institution', { user: testUser(), handlers: { institutionList: () => list } });
    expect(await rulesOnCards('institution-card')).toEqual(RULES_OF_EACH_KIND.map((r) => describeRules(r, 'minute')));
  });

  it("are written in Traditional Chinese on the institution's page when that is the language", async () => {
    await languageStore.set('zh-Hant');
    renderApp('/institution/detail?id=1', {
      user: testUser(),
      handlers: {
        institutionDetail: () => institution(),
        getWalletBalance: () => ({ balance: '5000.00', usedBalance: '0.00' }),
      },
    });
    expect(await screen.findByText('5 分鐘均價高於 20 分鐘均價時持有多單，低於時持有空單。')).toBeVisible();
    expect(screen.queryByText(/Holds a long position/)).toBeNull();
  });
});

describe("an institution's figures and times in the app's language", () => {
  afterEach(() => languageStore.set(null));
  const handlers = {
    institutionDetail: () => institution(),
    getWalletBalance: () => ({ balance: '5000.00', usedBalance: '0.00' }),
  };

  it('are day first with decimal commas in Indonesian: the next cycle, the returns, the profit share, the prices', async () => {
    await languageStore.set('id');
    renderApp('/institution/detail?id=1', { user: testUser(), handlers });
    expect(await screen.findByText('08/12/2026, 17.41 UTC')).toBeVisible();
    expect(screen.queryByText(/12-08-2026/)).toBeNull();
    expect(screen.getByTestId('week-return')).toHaveTextContent('-0,51%');
    expect(screen.getByText('0,51%')).toBeVisible();
    expect(screen.getByText('20%')).toBeVisible();
    expect(screen.getByText('1,03987')).toBeVisible();
    expect(screen.getByLabelText('Jumlah')).toHaveAttribute('placeholder', '0,00');
  });

  it('are year first in Traditional Chinese', async () => {
    await languageStore.set('zh-Hant');
    renderApp('/institution/detail?id=1', { user: testUser(), handlers });
    expect(await screen.findByText('2026/12/08 17:41 UTC')).toBeVisible();
    expect(screen.getByTestId('week-return')).toHaveTextContent('-0.51%');
  });
});

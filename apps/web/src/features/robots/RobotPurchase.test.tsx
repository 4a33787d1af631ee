import type { Robot, RobotRental, RobotRentalDetail, TradeRecord } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describeRules } from '@bourse/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { languageStore } from '../../settings/language';
import { page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';
import { RULES_OF_EACH_KIND, rulesOnCards } from '../../test/strategy-fixtures';

const robot = (over: Partial<Robot> = {}): Robot => ({
  id: 1,
  name: 'Microsoft Long-Short',
  strategy: 'trend',
  rules:
    'Holds a long position while the 5-day average price is above the 20-day average, and a short position while it is below.',
  strategyRules: { kind: 'trend', fast: 5, slow: 20, allowShort: true, candle: 'day' },
  market: 'US',
  code: 'MSFT',
  instrumentName: 'Microsoft Corporation',
  leverage: 2,
  allocation: '1',
  plans: [
    { days: 7, fee: '9.90' },
    { days: 30, fee: '29.00' },
  ],
  minAmount: '1000.00',
  maxAmount: '20000.00',
  marketOpen: true,
  backtest: {
    capital: '10000.00',
    from: Date.UTC(2025, 10, 24),
    to: Date.UTC(2026, 10, 23),
    returnRate: '0.0525',
    maxDrawdown: '0.1210',
    trades: 14,
    points: [
      { t: Date.UTC(2025, 10, 24), equity: '10000.00' },
      { t: Date.UTC(2026, 10, 23), equity: '10525.00' },
    ],
  },
  ...over,
});

const rental = (over: Partial<RobotRental> = {}): RobotRental => ({
  id: 5,
  robotId: 1,
  robotName: 'Microsoft Long-Short',
  market: 'US',
  code: 'MSFT',
  amount: '1000.00',
  days: 7,
  fee: '9.90',
  status: 'running',
  statusLabel: 'Running',
  income: '12.34',
  equity: '1012.34',
  returned: null,
  createTimeTimestamp: Date.UTC(2026, 10, 24, 9, 30),
  endTimeTimestamp: Date.UTC(2026, 11, 1, 9, 30),
  settleTimeTimestamp: null,
  ...over,
});

const trade: TradeRecord = {
  id: 9,
  stockCode: 'MSFT',
  stockName: 'Microsoft Corporation',
  market: 'US',
  direction: 0,
  tradeType: 0,
  tradeTypeLabel: 'Single stock',
  openClose: 0,
  currentPrice: '421.50',
  num: 4,
  totalPrice: '1686.00',
  premium: '1.69',
  profit: '0.00',
  status: 1,
  reason: null,
  createTime: '11-24-2026 09:30:15',
  createTimeTimestamp: Date.UTC(2026, 10, 24, 9, 30, 15),
};

const detail = (): RobotRentalDetail => {
  const { backtest: _, ...stated } = robot();
  return { ...rental(), robot: stated, trades: [trade] };
};

const balance = () => ({ balance: '5000.00', usedBalance: '0.00' });

async function rent(amount: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Rent' }));
}

describe('/robot/detail', () => {
  it('states the rules and the backtest, confirms what leaves Balance, and opens the rental with its trades', async () => {
    const app = renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: {
        robotDetail: () => robot(),
        getWalletBalance: balance,
        robotBuy: () => rental(),
        robotOrderDetail: () => detail(),
      },
    });
    expect(await screen.findByTestId('robot-rules')).toHaveTextContent('5-day average');
    expect(screen.getByTestId('backtest-return')).toHaveTextContent('+5.25%');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '1000' } });
    expect(screen.getByTestId('robot-total')).toHaveTextContent('1,009.90 USD');
    fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1,009.90 USD leaves Balance now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rent' }));
    // The rental's screen loads its code on first use: give a loaded machine time.
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=5'), { timeout: 5000 });
    expect(app.call).toHaveBeenCalledWith('robotBuy', { robotId: 1, days: 7, amount: '1000' });
    expect(await screen.findByTestId('robot-trade', {}, { timeout: 5000 })).toHaveTextContent('Opened · Buy 4 MSFT');
    expect(screen.getByTestId('rental-detail-income')).toHaveTextContent('+12.34');
  });

  it('refuses an amount that with its fee is more than Balance under the field, Rent disabled, without confirming', async () => {
    const app = renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: { robotDetail: () => robot(), getWalletBalance: balance },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await screen.findByText('From 1,000.00 to 20,000.00 USD · Balance 5,000.00 USD');
    // 4,995.00 + 9.90 is 5,004.90: more than the 5,000.00 in Balance, said as it is typed
    fireEvent.change(amount, { target: { value: '4995' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'With the 9.90 USD fee this is more than your Balance of 5,000.00 USD',
    );
    expect(amount.closest('.amount-field')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByTestId('robot-total')).toHaveTextContent('5,004.90 USD');
    const rent = screen.getByRole('button', { name: 'Rent' });
    expect(rent).toBeDisabled();
    fireEvent.click(rent);
    expect(screen.queryByRole('dialog')).toBeNull();

    // exactly Balance is allowed; a dearer period takes it over again
    fireEvent.change(amount, { target: { value: '4990.10' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rent).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: /^30 days/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'With the 29.00 USD fee this is more than your Balance of 5,000.00 USD',
    );
    expect(rent).toBeDisabled();
    expect(app.call).not.toHaveBeenCalledWith('robotBuy', expect.anything());
  });

  it('says Purchase failed with the server’s reason when Balance has changed since the screen read it', async () => {
    renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: {
        robotDetail: () => robot(),
        getWalletBalance: balance,
        robotBuy: () => {
          throw new ApiError(422, 'Purchase failed', { reason: 'Insufficient balance in Balance: 10.00 available' });
        },
      },
    });
    await rent('1000');
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('Purchase failed'));
    expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent('Insufficient balance in Balance: 10.00 available');
  });

  it('refuses an amount below the robot’s minimum before asking the server', async () => {
    const app = renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: { robotDetail: () => robot(), getWalletBalance: balance },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
    expect(await screen.findByText('The amount must be at least 1,000.00 USD')).toBeVisible();
    expect(app.call).not.toHaveBeenCalledWith('robotBuy', expect.anything());
  });
});

describe('/robot/detail at 360 px and in Indonesian', () => {
  afterEach(() => languageStore.set(null));

  it('lays each period out as its length over its fee, two to a row, named as one ("7 days · 9.90 USD")', async () => {
    renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: { robotDetail: () => robot(), getWalletBalance: balance },
    });
    const week = await screen.findByRole('radio', { name: '7 days · 9.90 USD' });
    expect(week.parentElement).toHaveClass('robot-plans');
    expect(within(week).getByText('7 days')).toHaveClass('robot-plan-days');
    expect(within(week).getByText('9.90 USD')).toHaveClass('robot-plan-fee');
    expect(within(screen.getByRole('radio', { name: '30 days · 29.00 USD' })).getByText('30 days')).toBeVisible();
  });

  it('writes the backtest’s days day first and its percentages, fees and amounts with a decimal comma', async () => {
    await languageStore.set('id');
    renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: { robotDetail: () => robot(), getWalletBalance: balance },
    });
    expect(await screen.findByTestId('backtest-return')).toHaveTextContent('+5,25%');
    expect(screen.getByText('12,10%')).toBeVisible();
    expect(screen.getByText('100,00%')).toBeVisible();
    expect(screen.getByText(/dari 24\/11\/2025 hingga 23\/11\/2026/)).toBeVisible();
    expect(screen.queryByText(/11-24-2025/)).toBeNull();
    expect(screen.getByRole('radio', { name: '7 hari · 9,90 USD' })).toBeVisible();
    const amount = screen.getByRole('textbox', { name: 'Jumlah' });
    expect(amount).toHaveAttribute('placeholder', '0,00');
    fireEvent.change(amount, { target: { value: '1000,5' } });
    expect(amount).toHaveValue('1000,5');
    expect(screen.getByTestId('robot-total')).toHaveTextContent('1.010,40 USD');
  });
});

describe('/robot/orders', () => {
  it('lists each rental with its purchase time, income and trading status', async () => {
    renderApp('/robot/orders', {
      user: testUser(),
      handlers: {
        robotOrderList: () =>
          page([rental({ id: 6, status: 'paused', statusLabel: 'Paused', income: '-3.10' }), rental()]),
      },
    });
    const rows = await screen.findAllByTestId('rental-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('rental-status')).toHaveTextContent('Paused');
    expect(within(rows[0]!).getByTestId('rental-income')).toHaveTextContent('-3.10');
    expect(within(rows[1]!).getByTestId('rental-status')).toHaveTextContent('Running');
  });
});

describe("a robot's stated rules", () => {
  afterEach(() => languageStore.set(null));

  it('are on each card of /robot in the words the server writes in English', async () => {
    const robots = RULES_OF_EACH_KIND.map((r, i) => robot({ id: i + 1, strategyRules: { ...r, candle: 'day' } }));
    renderApp('/robot', { user: testUser(), handlers: { robotList: () => robots } });
    expect(await rulesOnCards('robot-card')).toEqual(RULES_OF_EACH_KIND.map((r) => describeRules(r)));
  });

  it("are written in Traditional Chinese on the robot's page and on a rental's, not in the server's English", async () => {
    await languageStore.set('zh-Hant');
    const app = renderApp('/robot/detail?id=1', {
      user: testUser(),
      handlers: { robotDetail: () => robot(), getWalletBalance: balance, robotOrderDetail: () => detail() },
    });
    const chinese = '5 日均價高於 20 日均價時持有多單，低於時持有空單。';
    expect(await screen.findByTestId('robot-rules')).toHaveTextContent(chinese);
    await app.router.navigate('/robot/order?id=5');
    // The rental's screen loads its code on first use: give a loaded machine time.
    await screen.findByTestId('rental-detail-income', {}, { timeout: 5000 });
    expect(screen.getByText(chinese)).toBeVisible();
    expect(screen.queryByText(/Holds a long position/)).toBeNull();
  });
});

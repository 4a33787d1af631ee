/**
 * The trading screens for `e2e/screenshots.ts`: positions, a resting order and closes made through the real API
 * (after `seedMoney` funded the Stock account), and the screens to photograph with them.
 */
import type { Page } from '@playwright/test';
import type { Call } from './api.ts';

export async function seedTrading(api: Call, token: string): Promise<void> {
  const once = (idempotencyKey: string) => ({ token, idempotencyKey });
  await api('transfer', { from: 'balance', to: 'forex', amount: '800' }, once('shots-transfer-forex'));
  const order = { direction: 0, orderType: 0, marginMode: 1 } as const;
  const aapl = await api(
    'createStockOrder',
    { ...order, stockCode: 'AAPL', market: 'US', num: 10, leverage: 5 },
    once('shots-order-aapl'),
  );
  const nvda = await api(
    'createStockOrder',
    { ...order, stockCode: 'NVDA', market: 'US', num: 10, leverage: 3, direction: 1, marginMode: 0 },
    once('shots-order-nvda'),
  );
  await api(
    'createStockOrder',
    { ...order, stockCode: 'EURUSD', market: 'FOREX', num: 10000, leverage: 30 },
    once('shots-order-eurusd'),
  );
  const bid = Number(aapl.position?.newPrice ?? '100');
  await api(
    'createStockOrder',
    { ...order, orderType: 1, stockCode: 'AAPL', market: 'US', num: 5, leverage: 2, price: (bid * 0.9).toFixed(2) },
    once('shots-limit-aapl'),
  );
  if (nvda.position) await api('closePosition', { id: nvda.position.id, num: 5 }, once('shots-close-nvda'));
}

interface Shot {
  name: string;
  url: string;
  act?: (page: Page) => Promise<void>;
}

const AAPL = 'source=US&name=Apple+Inc.&code=AAPL&market=US';

export const TRADING_SHOTS: Shot[] = [
  {
    name: 'trade',
    url: '/trade',
    act: async (p) => {
      await p.getByTestId('position-card').first().waitFor();
    },
  },
  { name: 'trade-closing', url: '/trade?type=1' },
  { name: 'trade-entrusted', url: '/trade?type=2' },
  { name: 'trade-records', url: '/trade/records' },
  { name: 'payment-stock', url: `/payment/stock?${AAPL}&direction=0` },
  {
    name: 'payment-stock-limit',
    url: `/payment/stock?${AAPL}&direction=1`,
    act: async (p) => {
      await p.getByRole('radio', { name: 'Limit', exact: true }).click();
      // A sell limit above the market (AAPL trades near 250 in the simulator), so the order would rest.
      await p.getByRole('textbox', { name: 'Limit price' }).fill('260.00');
      await p.getByText('Protect this position').click();
      await p.mouse.wheel(0, 600);
    },
  },
  {
    name: 'payment-confirm',
    url: `/payment/stock?${AAPL}&direction=0`,
    act: async (p) => {
      await p.locator('.order-submit').click();
    },
  },
  {
    name: 'payment-close',
    url: '/trade',
    act: async (p) => {
      await p.getByTestId('position-card').filter({ hasText: 'AAPL' }).getByRole('button', { name: 'Close' }).click();
      await p.waitForURL(/payment\/close/);
    },
  },
  { name: 'quote-stock-position', url: `/quote/stock?${AAPL}` },
];

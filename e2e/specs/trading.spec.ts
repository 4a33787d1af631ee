import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { DepositPage } from '../page-models/deposit-page.ts';
import { MyPage } from '../page-models/my-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { StaffApi } from '../page-models/staff-api.ts';
import { TradePage } from '../page-models/trade-page.ts';
import { TransferPage } from '../page-models/transfer-page.ts';

const tag = Date.now().toString(36);
const who = { email: `trade-${tag}@example.com`, userLoginId: `trade_${tag}`, password: 'Copper-Kettle-Rain-88' };
/** A real 1x1 PNG: the server checks uploads by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('fund, buy AAPL with leverage, watch the live profit, close half, see the records; a limit order rests and is cancelled; a stop-loss fires', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);

  // Deposit (staff approve) and move it into the Stock account.
  const deposit = new DepositPage(page);
  const reference = await deposit.startBankDeposit('5000');
  const receipt = testInfo.outputPath('receipt.png');
  fs.writeFileSync(receipt, PNG);
  await deposit.submitCredential(receipt);
  const staff = new StaffApi();
  await staff.logIn();
  await staff.approveDeposit(reference);
  const my = new MyPage(page);
  await my.open('stock');
  await page.getByRole('link', { name: 'Transfer' }).click();
  await new TransferPage(page).transfer('5000');

  // Buy 10 AAPL at 5x from the quote.
  const trade = new TradePage(page);
  await trade.openQuote('AAPL', 'Apple Inc.');
  await trade.startOrder('Buy');
  await trade.fillOrder({ quantity: '10', leverage: '5x', margin: 'Cross' });
  await expect(page.getByTestId('summary-margin')).toContainText('USD');
  const filled = await trade.submitOrder();
  await expect(filled).toContainText('Order filled');
  await page.getByRole('button', { name: 'View in Orders' }).click();
  await expect(page).toHaveURL(/\/trade/);

  // The holding shows, and its profit moves with the live price (no reload).
  const card = trade.positions().filter({ hasText: 'AAPL' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('10');
  const profit = card.getByTestId('position-profit');
  const first = await profit.textContent();
  await expect(profit).not.toHaveText(first ?? '', { timeout: 30_000 });

  // Close half.
  await card.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/close\?/);
  await page.getByRole('button', { name: 'Half' }).click();
  await expect(page.getByTestId('close-estimate')).toBeVisible();
  await page.getByRole('button', { name: /^Close 5 AAPL$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('close-result')).toContainText('Position closed');
  await trade.openOrders();
  await expect(trade.positions().filter({ hasText: 'AAPL' })).toContainText('5');
  await trade.openOrders('Closing');
  await expect(trade.closes().first()).toContainText('AAPL');

  // The records: one open, one close.
  await page.goto('/trade/records');
  await expect(page.getByTestId('trade-record')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('trade-record')).toHaveCount(1);

  // A buy limit far below the market rests in Entrusted, and is cancelled after a confirmation.
  await trade.openQuote('AAPL', 'Apple Inc.');
  await trade.startOrder('Buy');
  const bid = Number(await trade.bid());
  const low = (Math.floor(bid * 50) / 100).toFixed(2);
  await trade.fillOrder({ type: 'Limit', limitPrice: low, quantity: '1', leverage: '1x' });
  const resting = await trade.submitOrder();
  await expect(resting).toContainText('Order placed');
  await trade.openOrders('Entrusted');
  await expect(trade.orders()).toHaveCount(1);
  await trade.orders().first().getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(trade.orders()).toHaveCount(0);

  // A stop-loss one cent under the ask, then the simulated price is moved 5 % down (the e2e server's test hook):
  // the next feed step crosses the stop, the trigger loop closes the position, and the close says why.
  await trade.openQuote('AAPL', 'Apple Inc.');
  await trade.startOrder('Buy');
  await trade.fillOrder({ quantity: '1', leverage: '1x' });
  await expect(await trade.buyWithStopJustUnderAsk(1)).toContainText('Order filled');
  const token = (await page.evaluate(() => localStorage.getItem('bourse_token'))) ?? '';
  expect(await call('marketTestMove', { stockCode: 'AAPL', market: 'US', percent: -5 }, { token })).toEqual({
    moved: true,
  });
  await trade.openOrders('Closing');
  await expect(trade.closes().filter({ hasText: 'Stop-loss' })).toHaveCount(1, { timeout: 25_000 });
});

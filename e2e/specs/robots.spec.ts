import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { logIn } from '../kyc.ts';
import { fundBalance, RobotPage } from '../page-models/robot-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';

const tag = Date.now().toString(36);
const who = { email: `robots-${tag}@example.com`, userLoginId: `robots_${tag}`, password: 'Copper-Kettle-Morning-52' };

test('rent a robot with its stated rules and backtest, see it trade, and a purchase Balance cannot pay is refused before confirming', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);
  await fundBalance(await logIn(who), '3000');

  // The list states each robot's rules and draws its backtest over the past year.
  const robots = new RobotPage(page);
  await robots.openFromMy();
  const card = robots.card('Microsoft Long-Short');
  await expect(card).toContainText('5-day average price is above the 20-day average');
  await expect(card.getByTestId('backtest-return')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await expect(card.getByTestId('backtest-chart')).toHaveAttribute('data-points', /^\d{3}$/);

  // The robot's page repeats the rules and terms; renting states what leaves Balance and asks first.
  await card.getByRole('link', { name: /Microsoft Long-Short/ }).click();
  await expect(page).toHaveURL(/\/robot\/detail\?id=1$/);
  await expect(page.getByTestId('robot-rules')).toContainText('a short position while it is below');
  await robots.rent(7, '1500', '1,509.90');
  await expect(page.getByText('Purchase successful')).toBeVisible();
  await expect(page).toHaveURL(/\/robot\/order\?id=\d+$/);
  await expect(page.getByTestId('rental-status')).toHaveText('Running');

  // The runner trades the amount through the trading engine: its first trade opens a MSFT position.
  await expect(robots.trades().first()).toContainText(/Opened · (Buy|Sell) \d+ MSFT/, { timeout: 45_000 });

  // The purchase history lists it with its purchase time, income and status.
  await page.goto('/robot/orders');
  await expect(robots.rentals()).toHaveCount(1);
  await expect(robots.rentals().first()).toContainText('Microsoft Long-Short');
  await expect(robots.rentals().first().getByTestId('rental-status')).toHaveText('Running');
  await expect(robots.rentals().first().getByTestId('rental-income')).toHaveText(/^[+-]?\d[\d,]*\.\d{2}$/);

  // 1,490.10 is left in Balance: a 1,500 rental (1,509.90 with its fee) is refused under the amount, Rent disabled,
  // with no confirmation, and nothing is taken. The server's own refusal is tested on the server
  // (robot-purchase-moves-fee-and-amount-through-the-ledger.test.ts).
  await page.goto('/robot/detail?id=1');
  await page.getByLabel('Amount', { exact: true }).fill('1500');
  await expect(page.getByTestId('robot-total')).toHaveText('1,509.90 USD');
  await expect(page.getByText('With the 9.90 USD fee this is more than your Balance of 1,490.10 USD')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rent', exact: true })).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const balance = await call('getWalletBalance', { walletType: 'balance' }, { token: await logIn(who) });
  expect(balance.balance).toBe('1490.10');
});

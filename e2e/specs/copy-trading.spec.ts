import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { logIn, verifyIdentity } from '../kyc.ts';
import { CopyTradingPage } from '../page-models/copy-trading-page.ts';
import { fundBalance } from '../page-models/robot-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';

const tag = Date.now().toString(36);

/** a + b for two USD amounts with two decimals, exactly (in cents). */
const plusCents = (a: string, b: string) => {
  const cents = (s: string) => BigInt(s.replace('.', ''));
  const sum = (cents(a) + cents(b)).toString().padStart(3, '0');
  return `${sum.slice(0, -2)}.${sum.slice(-2)}`;
};
const who = { email: `follow-${tag}@example.com`, userLoginId: `follow_${tag}`, password: 'Granite-Harbour-Lamp-61' };

test('follow an institution from the Follow account, see the order start and settle through the ledger', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);
  const token = await logIn(who);
  await verifyIdentity(token);
  await fundBalance(token, '3000');
  await call('transfer', { from: 'balance', to: 'follow', amount: '3000' }, { token, idempotencyKey: `t-${tag}` });

  // The list: each institution with its stated rules and its record; open one and follow it with 1,000 USD.
  const ct = new CopyTradingPage(page);
  await ct.openFromMy();
  const card = ct.card('Northgate FX Trend');
  await expect(card).toContainText('5-minute average price is above the 20-minute average');
  await expect(card).toContainText('20% profit share');
  await card.click();
  await expect(page).toHaveURL(/\/institution\/detail\?id=\d+$/);
  const institutionId = Number(new URL(page.url()).searchParams.get('id'));

  // Out of bounds is refused in the form as it is typed: the rule under the field, Follow disabled, nothing sent.
  await page.getByLabel('Amount', { exact: true }).fill('99.99');
  await expect(page.getByText('The amount must be at least 100.00 USD')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeDisabled();

  await ct.follow('1000', '1,000.00');
  await expect(page).toHaveURL(/\/follow\/orders$/);
  await expect(ct.orders().first()).toContainText('Wait Confirm');
  await expect(ct.orders().first()).toContainText('1,000.00 USD');
  await expect(ct.orders().first().getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // The next cycle starts (the test hook moves the institution's cycle to now): the order follows it, live.
  await expect.poll(async () => (await call('followTestRun', { institutionId }, { token })).started).toBe(1);
  await expect(ct.orders().first().getByTestId('follow-status')).toHaveText('To be settled');
  await expect(ct.orders().first().getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The cycle ends: settled through the ledger, what came back is on the order and in the Follow account.
  const ended = await call('followTestRun', { institutionId }, { token });
  expect(ended.settled).toBe(1);
  await expect(ct.orders().first().getByTestId('follow-status')).toHaveText('Settled');
  const payout = (await ct.orders().first().getByTestId('follow-payout').innerText()).replace(' USD', '');
  const [order] = (await call('followList', { pageNo: 1, pageSize: 1 }, { token })).data;
  expect(order?.status).toBe('settled');
  const wallet = await call('getWalletBalance', { walletType: 'follow' }, { token });
  expect(wallet.usedBalance).toBe('0.00');
  expect(wallet.balance).toBe(plusCents('2000.00', order?.payout ?? ''));
  expect(payout.replace(/,/g, '')).toBe(order?.payout);

  // My's Follow tab lists the order; the inbox told the user both steps.
  await page.goto('/my?tab=follow');
  await expect(page.getByTestId('follow-order').first()).toContainText('Settled');
  const inbox = await call('messagePageList', { pageNo: 1, pageSize: 10 }, { token });
  expect(inbox.data.filter((m) => m.kind === 'follow').map((m) => m.title)).toEqual([
    'Follow order settled',
    'Follow order started',
  ]);
});

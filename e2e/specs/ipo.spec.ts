import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { fundIpo, IpoPage, openOffering } from '../page-models/ipo-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';

const tag = Date.now().toString(36);
const who = { email: `ipo-${tag}@example.com`, userLoginId: `ipo_${tag}`, password: 'Copper-Kettle-Dawn-27' };

test('subscribe to an IPO from the Markets list, see it pending, the draw runs, see the result and the refund', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);
  const token = (await page.evaluate(() => localStorage.getItem('bourse_token'))) ?? '';
  await fundIpo(token, '20000');
  const offering = await openOffering();

  // The IPO list: an open offering leads to /payment/ipo, which shows the lots, amount, fee and IPO funds.
  const ipo = new IpoPage(page);
  await ipo.openList();
  await ipo.row(offering.symbol).click();
  await expect(page).toHaveURL(/\/payment\/ipo\?source=IPO/);
  await expect(page.getByTestId('ipo-figures')).toContainText('20,000.00 USD');
  await ipo.subscribe(2);
  await expect(ipo.card(offering.symbol).getByTestId('ipo-state')).toHaveText('Subscription');

  // The Order screen's IPO segment: pending, the amount and fee frozen.
  await page.getByRole('link', { name: 'View in Orders' }).click();
  await expect(page).toHaveURL(/\/trade\?type=3/);
  const card = ipo.card(offering.symbol);
  await expect(card.getByTestId('ipo-state')).toHaveText('Subscription');
  const pending = (await card.getByTestId('ipo-pending').textContent()) ?? '';
  expect(Number(pending.replace(/,/g, ''))).toBeGreaterThan(0);

  // The draw (the e2e server's test hook runs it now, as on its draw date): the result arrives live.
  await call('ipoTestRun', { stockCode: offering.symbol }, { token });
  await expect(card.getByTestId('ipo-state')).toHaveText(/^(Allotment|Not Allotted)$/);
  const paid = Number(((await card.getByTestId('ipo-paid').textContent()) ?? '').replace(/,/g, ''));
  const refund = Number(((await card.getByTestId('ipo-refund').textContent()) ?? '').replace(/,/g, ''));
  // What was frozen is now paid (won shares and their fee) or refunded, to the cent.
  expect(Math.round((paid + refund) * 100)).toBe(Math.round(Number(pending.replace(/,/g, '')) * 100));

  // My's IPO tab: the wallet and the same record.
  await page.goto('/my?tab=ipo');
  await expect(ipo.card(offering.symbol).getByTestId('ipo-state')).toHaveText(/^(Allotment|Not Allotted)$/);
});

import { expect, test } from '@playwright/test';
import { verifyIdentity } from '../kyc.ts';
import { BlockTradePage, fundStock, reviewBlockTrading } from '../page-models/block-trade-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { TradePage } from '../page-models/trade-page.ts';

const tag = Date.now().toString(36);
const who = { email: `block-${tag}@example.com`, userLoginId: `block_${tag}`, password: 'Granite-Harbor-Lamp-61' };

test('apply for block trading, rejected with a reason, apply again, approved live, buy 10,000 BAC at the block price', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);
  const token = (await page.evaluate(() => localStorage.getItem('bourse_token'))) ?? '';
  await fundStock(token, '500000');
  await verifyIdentity(token); // applying needs a verified identity

  // Not yet open: the list offers Apply; applying puts it under review.
  const block = new BlockTradePage(page);
  await block.openList();
  await block.expectState('notOpen');
  await expect(block.row('BAC')).toHaveAttribute('href', /\/quote\/stock\?/);
  await block.apply();
  await block.expectState('underReview');

  // Staff reject with a reason: the card shows it at once, with Apply again.
  await reviewBlockTrading(who.email, { reject: 'Please complete identity verification first' });
  await block.expectState('rejected');
  await expect(page.getByTestId('block-reason')).toContainText('Please complete identity verification first');
  await block.apply();
  await block.expectState('underReview');

  // Staff approve: open, live, and the rows lead to the block order screen.
  await reviewBlockTrading(who.email, 'approve');
  await block.expectState('open');
  await block.row('BAC').click();
  await expect(page).toHaveURL(/\/payment\/stock\?source=BLOCK/);
  await expect(page.getByTestId('block-minimum')).toHaveText('10,000 shares');
  await expect(page.getByTestId('block-price')).toContainText('USD');

  // Below the minimum is refused on the screen; 10,000 fills at the block price.
  await page.getByRole('textbox', { name: 'Quantity' }).fill('5000');
  await page.getByTestId('block-submit').click();
  await expect(page.getByText('A block trade is at least 10,000 shares')).toBeVisible();
  const result = await block.placeOrder('10000');
  await expect(result).toContainText('Block order filled');
  await expect(result).toContainText('Buy 10,000 BAC');

  // It is a holding like any other.
  await page.getByRole('button', { name: 'View in Orders' }).click();
  const trade = new TradePage(page);
  await expect(trade.positions().filter({ hasText: 'BAC' })).toContainText('10,000');
});

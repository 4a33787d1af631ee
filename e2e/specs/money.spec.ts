import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { logIn, verifyIdentity } from '../kyc.ts';
import { BankCardPage } from '../page-models/bank-card-page.ts';
import { DepositPage } from '../page-models/deposit-page.ts';
import { MyPage } from '../page-models/my-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { SettingsPage } from '../page-models/settings-page.ts';
import { StaffApi } from '../page-models/staff-api.ts';
import { TransferPage } from '../page-models/transfer-page.ts';
import { WithdrawPage } from '../page-models/withdraw-page.ts';

const tag = Date.now().toString(36);
const who = { email: `money-${tag}@example.com`, userLoginId: `money_${tag}`, password: 'Copper-Kettle-Rain-88' };
/** A real 1x1 PNG: the server checks uploads by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('bind a card, deposit with a credential, staff approve, transfer to Stock, see history, withdraw with the pay password', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);

  // Bind a card: the list shows it masked.
  const cards = new BankCardPage(page);
  await cards.open();
  await cards.addCard({ bankName: 'Chase', accountName: 'Ada Lovelace', cardNo: '4111 1111 1111 1111' });
  await expect(cards.cards()).toHaveCount(1);
  await expect(cards.cards().first()).toContainText('1111');
  await expect(cards.cards().first()).not.toContainText('4111 1111');

  // Deposit by bank with a screenshot.
  const deposit = new DepositPage(page);
  const reference = await deposit.startBankDeposit('250');
  expect(reference).toMatch(/\S{4,}/);
  const screenshot = testInfo.outputPath('transfer-receipt.png');
  fs.writeFileSync(screenshot, PNG);
  await deposit.submitCredential(screenshot);
  await page.goto('/deposit/record');
  await expect(page.getByTestId('deposit-row').first()).toContainText('Pending Review');

  // Staff approve through the API.
  const staff = new StaffApi();
  await staff.logIn();
  const approved = await staff.approveDeposit(reference);
  expect(approved.status).toBe(3);

  // The user hears of it at once over /push: a toast, and the record turns Completed without a reload.
  await expect(page.getByText('Deposit approved: 250.00 USD credited')).toBeVisible();
  await expect(page.getByTestId('deposit-row').first()).toContainText('Completed');

  // The balance shows on My.
  const my = new MyPage(page);
  await my.open();
  await expect(my.totalValue()).toHaveText('250.00');
  await expect(my.availableFunds()).toHaveText('250.00');

  // Transfer 100 to Stock from the Stock tab.
  await my.open('stock');
  await page.getByRole('link', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(/\/my\/transfer\?type=stock$/);
  const transfer = new TransferPage(page);
  await transfer.transfer('100');
  await expect(transfer.historyRows().first()).toContainText('Balance → Stock');
  await expect(transfer.historyRows().first()).toContainText('100.00');
  await my.open('stock');
  await expect(page.getByTestId('stock-balance')).toHaveText('100.00');

  // Both show in the money history.
  await page.goto('/my/transaction');
  const lines = page.getByTestId('bill-row');
  await expect(lines.filter({ hasText: 'Deposit' })).toContainText('+250.00');
  await expect(lines.filter({ hasText: 'Transfer out' })).toContainText('-100.00');
  await expect(lines.filter({ hasText: 'Transfer in' })).toContainText('+100.00');
  await page.getByRole('radio', { name: 'Stock' }).click();
  await expect(page).toHaveURL(/type=stock/);
  await expect(lines).toHaveCount(1);

  // Withdrawals need a verified identity: verified through the real staff approval, told live.
  await verifyIdentity(await logIn(who));
  await expect(page.getByText('Identity verified')).toBeVisible();

  // Withdraw: no pay password yet, so set one first, then come back and withdraw with it.
  await my.open();
  await my.withdrawTo('Bank card');
  await expect(page).toHaveURL(/\/withdraw\/bankcard$/);
  const withdraw = new WithdrawPage(page);
  await withdraw.fillAmount('50');
  await withdraw.submit();
  await page.getByRole('button', { name: 'Set it now' }).click();
  await expect(page).toHaveURL(/\/my\/paypwd$/);
  await new SettingsPage(page).setPayPassword('482913');
  await expect(page).toHaveURL(/\/withdraw\/bankcard$/);

  await expect(page.getByTestId('usable-amount')).toHaveText('150.00 USD');
  await withdraw.fillAmount('50');
  await withdraw.submit();
  await withdraw.confirmWithPassword('482913');
  await expect(withdraw.result()).toContainText('Withdrawal submitted');
  await expect(withdraw.result()).toContainText('Pending Review');
  await expect(withdraw.result()).toContainText('50.00 USD');

  await page.getByRole('button', { name: 'Withdrawal records' }).click();
  await expect(page).toHaveURL(/\/withdraw\/record$/);
  await expect(page.getByTestId('withdrawal-row').first()).toContainText('Pending Review');
  await my.open();
  await expect(my.availableFunds()).toHaveText('100.00');
});

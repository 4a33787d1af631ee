import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { logIn, verifyIdentity } from '../kyc.ts';
import { LoanPage } from '../page-models/loan-page.ts';
import { MyPage } from '../page-models/my-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { logInStaff } from '../staff.ts';

const tag = Date.now().toString(36);
const who = { email: `loans-${tag}@example.com`, userLoginId: `loans_${tag}`, password: 'Granite-Harbour-Lamp-61' };

test('apply for a loan with the server’s quote, staff approve it, it reaches Balance, repay it in full', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);
  const token = await logIn(who);
  await verifyIdentity(token);

  // The application states the server's figures for 1000 USD over 30 days at 12 % before anything is sent.
  const loans = new LoanPage(page);
  await loans.openFromMy();
  await loans.fill('1000', 30, 'A new laptop');
  await expect(loans.figure('Annual rate')).toHaveText('12%');
  await expect(loans.figure('Daily interest')).toHaveText('0.33 USD');
  await expect(loans.figure('Total interest')).toHaveText('9.90 USD');
  await expect(loans.figure('Total to repay at term')).toHaveText('1,009.90 USD');
  await loans.apply();
  await expect(page.getByText('Application sent; staff will review it')).toBeVisible();
  await expect(loans.loans().first()).toContainText('Pending review');

  // Staff approve through the staff API: the loan is paid into Balance.
  const staff = await logInStaff(call);
  const queue = await call('staffLoanList', { status: 'pending', pageNo: 1, pageSize: 100 }, { token: staff });
  const pending = queue.data.find((l) => l.email === who.email);
  expect(pending, 'the application in the staff queue').toBeDefined();
  const approved = await call('staffLoanApprove', { id: pending?.id ?? 0, note: 'Checked' }, { token: staff });
  expect(approved.status).toBe('active');

  const my = new MyPage(page);
  await my.open();
  await expect(my.availableFunds()).toHaveText('1,000.00');

  // The loan's record: active, owes 1000.00; repay it all from Balance.
  await loans.openFromMy();
  await expect(loans.loans().first()).toContainText('Active');
  await loans.loans().first().click();
  await expect(page).toHaveURL(/\/loan\/detail\?id=\d+$/);
  await expect(page.getByTestId('loan-owed')).toHaveText('1,000.00 USD');
  await expect(page.getByTestId('loan-movement')).toContainText(['Paid into Balance']);
  await loans.repayAll();
  await expect(page.getByText('Loan repaid')).toBeVisible();
  await expect(page.getByTestId('loan-status').first()).toHaveText('Repaid');
  await expect(page.getByTestId('loan-owed')).toHaveText('0.00 USD');
  await expect(page.getByTestId('loan-movement').first()).toContainText('Repayment');

  // Balance is back to zero, and the money history shows both movements.
  await page.goto('/my/transaction');
  const lines = page.getByTestId('bill-row');
  await expect(lines.filter({ hasText: 'Loan received' })).toContainText('+1,000.00');
  await expect(lines.filter({ hasText: 'Loan repayment' })).toContainText('-1,000.00');
});

import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DepositPage } from '../page-models/deposit-page.ts';
import { InboxPage } from '../page-models/inbox-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { StaffApi } from '../page-models/staff-api.ts';

const tag = Date.now().toString(36);
const who = { email: `inbox-${tag}@example.com`, userLoginId: `inbox_${tag}`, password: 'Quiet-Harbour-Lamp-61' };
/** A real 1x1 PNG: the server checks uploads by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a deposit review lands in the inbox live: the badge shows, the message is read, then deleted after a confirmation', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);
  const inbox = new InboxPage(page);
  await expect(inbox.headerButton()).toBeVisible();
  await expect(inbox.myTabBadge()).toHaveCount(0);

  const deposit = new DepositPage(page);
  const reference = await deposit.startBankDeposit('1250');
  const screenshot = testInfo.outputPath('receipt.png');
  fs.writeFileSync(screenshot, PNG);
  await deposit.submitCredential(screenshot);

  // On My when staff decide: the message arrives over /push, no reload.
  await page.goto('/my');
  await expect(inbox.headerButton()).toBeVisible();
  const staff = new StaffApi();
  await staff.logIn();
  await staff.approveDeposit(reference);
  await expect(inbox.myTabBadge()).toHaveText('1');
  await expect(inbox.headerButton(1)).toBeVisible();

  await inbox.headerButton(1).click();
  await expect(page).toHaveURL(/\/my\/messages$/);
  await expect(inbox.rows()).toHaveCount(1);
  await expect(inbox.rows().first().getByRole('button', { name: 'Unread: Deposit approved' })).toBeVisible();
  const sheet = await inbox.openMessage('Deposit approved');
  await expect(sheet).toContainText('1,250.00 USD credited to Balance.');
  // Opened is read: the row and the count follow.
  await expect(inbox.rows().first().getByRole('button', { name: 'Deposit approved', exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Read all' })).toHaveCount(0);

  // Delete asks first; Cancel keeps it.
  await sheet.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeVisible();
  await inbox.deleteOpenMessage('Deposit approved');
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(inbox.rows()).toHaveCount(0);
  await expect(page.getByText(/No messages yet/)).toBeVisible();

  // Gone for good, and the badge with it.
  await page.reload();
  await expect(page.getByText(/No messages yet/)).toBeVisible();
  await page.goto('/my');
  await expect(inbox.headerButton()).toBeVisible();
  await expect(inbox.myTabBadge()).toHaveCount(0);
});

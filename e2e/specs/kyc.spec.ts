import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PASSPORT_PNG } from '../kyc.ts';
import { InboxPage } from '../page-models/inbox-page.ts';
import { KycPage } from '../page-models/kyc-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { StaffApi } from '../page-models/staff-api.ts';

const tag = Date.now().toString(36);
const who = { email: `kyc-${tag}@example.com`, userLoginId: `kyc_${tag}`, password: 'Passport-Lantern-Quay-31' };

test('verify by passport: country, document, Waiting for Review, staff approve, Verified! live', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await new RegisterPage(page).open();
  await new RegisterPage(page).signUp(who);
  await expect(page).toHaveURL(/\/my$/);

  // My shows the identity row with its status; it opens /kyc.
  const entry = page.getByTestId('identity-link');
  await expect(entry).toContainText('Not Verified');
  await entry.click();
  await expect(page).toHaveURL(/\/kyc$/);

  const kyc = new KycPage(page);
  await kyc.chooseCountry('kingdom', 'United Kingdom', 'Passport');
  await expect(page).toHaveURL(/\/kyc\/passport\?country=GB$/);

  // Every required input is prompted for.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter passport number')).toBeVisible();
  await expect(page.getByText('Please upload an image')).toBeVisible();

  const image = testInfo.outputPath('passport.png');
  fs.writeFileSync(image, PASSPORT_PNG);
  await kyc.submitPassport({ firstName: 'Ada', lastName: 'Lovelace', number: 'c0123 4567', imagePath: image });
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(kyc.state()).toContainText('Waiting for Review');
  await expect(kyc.state()).toContainText('*****4567');

  // Staff approve through the API; the user's screen turns Verified! over /push, without a reload.
  const staff = new StaffApi();
  await staff.logIn();
  const approved = await staff.approveKyc(who.email);
  expect(approved).toMatchObject({ status: 3, idNumber: 'C01234567' });
  await expect(page.getByText('Identity verified')).toBeVisible();
  await expect(kyc.state()).toContainText('Verified!');

  await page.goto('/my');
  await expect(page.getByTestId('identity-link')).toContainText('Verified!');

  // The result also waits in the inbox, unread until opened.
  const inbox = new InboxPage(page);
  await inbox.headerButton(1).click();
  await expect(page).toHaveURL(/\/my\/messages$/);
  const sheet = await inbox.openMessage('Identity verified');
  await expect(sheet).toBeVisible();
});

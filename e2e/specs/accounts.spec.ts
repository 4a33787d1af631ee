import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { LoginPage } from '../page-models/login-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';
import { SettingsPage } from '../page-models/settings-page.ts';

const tag = Date.now().toString(36);
const who = { email: `e2e-${tag}@example.com`, userLoginId: `e2e_${tag}`, password: 'Blue-Harbour-Lamp-7' };

test('a newcomer signs up with the mailed code, sets a pay password, logs out and logs in again', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.signUp(who);
  await expect(page.getByText('Register Success')).toBeVisible();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('account-id')).toHaveText(who.userLoginId);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('bourse_token'));
  expect(token).toBeTruthy();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/my\/setting$/);
  await page.getByRole('link', { name: /Transaction password/ }).click();
  await new SettingsPage(page).setPayPassword('246813');
  await expect(page.getByText('Success')).toBeVisible();

  await page.goto('/my/setting');
  await new SettingsPage(page).logOut();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('bourse_token'))).toBeNull();
  await expect(call('userInfo', {}, { token: token ?? '' })).rejects.toMatchObject({ code: 401 });

  await new LoginPage(page).logIn(who.userLoginId, who.password);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByTestId('account-id')).toHaveText(who.userLoginId);
  const info = await call(
    'userInfo',
    {},
    { token: (await page.evaluate(() => localStorage.getItem('bourse_token'))) ?? '' },
  );
  expect(info).toMatchObject({ email: who.email, hasPayPassword: true });
});

test('the register form refuses mismatched passwords before calling the server', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('Blue-Harbour-Lamp-7');
  await page.getByLabel('Confirm password').fill('Blue-Harbour-Lamp-8');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await expect(page.getByText('Please enter email', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the tab bar shows on the five tab paths only, and / opens Markets', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/market$/);
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar).toBeVisible();
  for (const label of ['MARKETS', 'COLLECT', 'ORDER', 'NEWS', 'SETTING']) {
    await expect(bar.getByText(label)).toBeVisible();
  }
  await page.goto('/login');
  await expect(bar).toHaveCount(0);
});

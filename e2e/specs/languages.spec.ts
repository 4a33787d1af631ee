import { expect, test } from '@playwright/test';
import { SettingsPage } from '../page-models/settings-page.ts';

test('switching the language in /my/setting translates the screens and the server’s messages, and is kept', async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  await settings.chooseLanguage('繁體中文');
  await expect(page.getByRole('heading', { name: '設定' })).toBeVisible();

  await page.goto('/market');
  await expect(page.getByRole('link', { name: '行情' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '自選' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');

  // The server answers in the language the app sends.
  await page.goto('/login');
  await page.getByLabel('電子郵件或用戶 ID').fill('nobody-here@example.com');
  await page.getByLabel('密碼').fill('Not-The-Password-1');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByText('用戶名稱或密碼錯誤')).toBeVisible();

  await settings.chooseLanguage('Bahasa Indonesia');
  await expect(page.getByRole('heading', { name: 'Pengaturan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bahasa' })).toBeVisible();
});

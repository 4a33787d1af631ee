import { expect, test } from '@playwright/test';
import { MiningPage } from '../page-models/mining-page.ts';
import { RegisterPage } from '../page-models/register-page.ts';

const tag = Date.now().toString(36);
const who = { email: `mining-${tag}@example.com`, userLoginId: `mining_${tag}`, password: 'Granite-Orchid-Sail-47' };

test('check in for energy, start a mining session, see it running and in the records', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.signUp(who);
  await expect(page).toHaveURL(/\/my$/);

  const mining = new MiningPage(page);
  await mining.openFromMy();
  await expect(page).toHaveURL(/\/mining$/);
  await expect(mining.energy()).toHaveText('0');
  await expect(page.getByText('No mining sessions yet')).toBeVisible();

  // The default rules: check-in gives 10 energy; a session spends 1 a minute.
  await mining.checkIn();
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(mining.energy()).toHaveText('10');
  await expect(page.getByRole('button', { name: 'Checked in today' })).toBeDisabled();

  await mining.start();
  await expect(mining.running()).toContainText('Mining');
  await expect(mining.running()).toContainText('Spends 10 energy · pays 0.10 USD');
  // 10 energy is less than a full session: the card says when it stops, and its record the server's note.
  await expect(mining.running()).toContainText('Not enough energy for a full session: it stops after 10 min');
  await expect(mining.energy()).toHaveText('0');
  await expect(mining.records()).toHaveCount(1);
  await expect(mining.records().first()).toContainText('Mining');
  await expect(mining.records().first()).toContainText('10 energy');
  await expect(mining.records().first()).toContainText('Insufficient energy, stop mining');
});

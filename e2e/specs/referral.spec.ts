import { expect, test } from '@playwright/test';
import { RegisterPage } from '../page-models/register-page.ts';
import { SharePage } from '../page-models/share-page.ts';

const tag = Date.now().toString(36);
const who = { email: `share-${tag}@example.com`, userLoginId: `share_${tag}`, password: 'Lantern-Quartz-Meadow-61' };

test('the share screen shows the invite code with a QR code of the sign-up link, and copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const register = new RegisterPage(page);
  await register.open();
  await register.signUp(who);
  await expect(page).toHaveURL(/\/my$/);

  const share = new SharePage(page);
  await share.openFromMy();
  await expect(page).toHaveURL(/\/my\/share$/);
  const code = (await share.inviteCode().textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = `${new URL(page.url()).origin}/register?inviteCode=${code}`;
  await expect(share.link()).toHaveText(link);
  await expect(share.joined()).toHaveText('0');
  await expect(page.getByTestId('verified-count')).toHaveText('0');

  // The QR code is a real image of the link (a PNG drawn in the page).
  await expect(share.qrCode()).toBeVisible();
  expect(await share.qrCode().getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  await share.copyLink();
  await expect(page.getByText('Copy Success')).toBeVisible();
  // The page's own clipboard (e2e compiles without the DOM library, so the browser global is named loosely).
  const readClipboard = () =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText();
  expect(await page.evaluate(readClipboard)).toBe(link);
});

import { expect, type Locator, type Page } from '@playwright/test';
import { type Call, call } from '../api.ts';
import { logInStaff } from '../staff.ts';

/** A 1×1 PNG: the deposit's payment screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Puts `amount` USD in the user's IPO account: a bank deposit approved by staff, then Balance → IPO. */
export async function fundIpo(token: string, amount: string, api: Call = call) {
  const tag = `${Date.now().toString(36)}-ipo-${amount}`;
  const deposit = await api('depositCreate', { channel: 'bank', amount }, { token, idempotencyKey: `d-${tag}` });
  const { url } = await api('upload', {}, { token, file: { name: 'receipt.png', type: 'image/png', data: PNG } });
  await api('depositCredential', { id: deposit.id, credentialUrl: url }, { token });
  await api('staffDepositApprove', { id: deposit.id }, { token: await logInStaff(api) });
  await api('transfer', { from: 'balance', to: 'ipo', amount }, { token, idempotencyKey: `t-${tag}` });
}

/** The first offering open for subscription now, from the Markets IPO list (the catalogue moves with the date). */
export async function openOffering(api: Call = call) {
  const page = await api('ipoList', { pageNo: 1, pageSize: 100 });
  const open = page.data.find((o) => o.status === 'subscribing' && o.currency === 'USD');
  if (!open) throw new Error('No US offering is open for subscription today (see the IPO calendar in the catalogue)');
  return open;
}

/** The IPO screens: the Markets IPO list, /payment/ipo, the Order screen's IPO segment and My's IPO tab. */
export class IpoPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  row(symbol: string): Locator {
    return this.page.getByTestId('ipo-row').filter({ hasText: symbol });
  }

  async openList() {
    await this.page.goto('/market?tab=1&sub=2');
  }

  card(symbol: string): Locator {
    return this.page.getByTestId('ipo-card').filter({ hasText: symbol });
  }

  /** Sets the lots, subscribes and confirms. */
  async subscribe(lots: number) {
    await this.page.getByRole('textbox', { name: 'Lots' }).fill(String(lots));
    await this.page.getByTestId('ipo-submit').click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByTestId('ipo-confirm')).toBeVisible();
    await dialog.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(this.page.getByTestId('ipo-placed')).toBeVisible();
  }
}

import { expect, type Page } from '@playwright/test';
import { type Call, call } from '../api.ts';
import { logInStaff } from '../staff.ts';

/** A real 1×1 PNG: the deposit's payment screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Setup through the API: a bank deposit of `amount` with its receipt, approved by staff, into Balance. */
export async function fundBalance(token: string, amount: string, api: Call = call) {
  const tag = `${Date.now().toString(36)}-robot-${amount}`;
  const deposit = await api('depositCreate', { channel: 'bank', amount }, { token, idempotencyKey: `d-${tag}` });
  const { url } = await api('upload', {}, { token, file: { name: 'receipt.png', type: 'image/png', data: PNG } });
  await api('depositCredential', { id: deposit.id, credentialUrl: url }, { token });
  await api('staffDepositApprove', { id: deposit.id }, { token: await logInStaff(api) });
}

/** /robot, /robot/detail, /robot/orders and /robot/order: the robots, the purchase, the history, one rental. */
export class RobotPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From My, through the Quant robots row. */
  async openFromMy() {
    await this.page.goto('/my');
    await this.page.getByTestId('robot-entry').click();
    await expect(this.page).toHaveURL(/\/robot$/);
  }

  card(name: string) {
    return this.page.getByTestId('robot-card').filter({ hasText: name });
  }

  /** Chooses the period and the amount, presses Rent and confirms in the dialog that states what leaves Balance. */
  async rent(days: number, amount: string, expectTotal: string) {
    const p = this.page;
    await p.getByRole('radio', { name: new RegExp(`^${days} days`) }).click();
    await p.getByLabel('Amount', { exact: true }).fill(amount);
    await expect(p.getByTestId('robot-total')).toHaveText(`${expectTotal} USD`);
    await p.getByRole('button', { name: 'Rent', exact: true }).click();
    const dialog = p.getByRole('dialog');
    await expect(dialog).toContainText(`${expectTotal} USD leaves Balance now`);
    await dialog.getByRole('button', { name: 'Rent', exact: true }).click();
  }

  trades() {
    return this.page.getByTestId('robot-trade');
  }

  rentals() {
    return this.page.getByTestId('rental-row');
  }
}

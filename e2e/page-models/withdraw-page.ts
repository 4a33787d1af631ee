import { expect, type Page } from '@playwright/test';

export class WithdrawPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async fillAmount(amount: string) {
    await this.page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  }

  /** Confirms the irreversible step, then types the pay password into the passcode boxes. */
  async confirmWithPassword(digits: string) {
    const p = this.page;
    await expect(p.getByText('Confirm withdrawal')).toBeVisible();
    await p.getByRole('button', { name: 'Ok' }).click();
    await p.getByLabel('Transaction password', { exact: true }).click();
    await p.keyboard.type(digits);
  }

  result() {
    return this.page.getByTestId('withdraw-result');
  }
}

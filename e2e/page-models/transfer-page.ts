import { expect, type Page } from '@playwright/test';

export class TransferPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** Transfers `amount` in the direction shown (Balance into the trading wallet by default). */
  async transfer(amount: string) {
    const p = this.page;
    await p.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
    await p.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(p.getByText('Success', { exact: true })).toBeVisible();
  }

  historyRows() {
    return this.page.getByTestId('transfer-row');
  }
}

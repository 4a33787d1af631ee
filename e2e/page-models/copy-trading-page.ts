import { expect, type Page } from '@playwright/test';

/** /institution, /institution/detail and /follow/orders: the institutions, the follow form, my follow orders. */
export class CopyTradingPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From My, through the Copy trading row. */
  async openFromMy() {
    await this.page.goto('/my');
    await this.page.getByTestId('copy-trading-entry').click();
    await expect(this.page).toHaveURL(/\/institution$/);
  }

  card(name: string) {
    return this.page.getByTestId('institution-card').filter({ hasText: name });
  }

  /** Fills the amount, asks to follow, checks the confirmation states the amount and confirms. */
  async follow(amount: string, shown: string) {
    const p = this.page;
    await p.getByLabel('Amount', { exact: true }).fill(amount);
    await p.getByRole('button', { name: 'Follow', exact: true }).click();
    const dialog = p.getByRole('dialog');
    await expect(dialog).toContainText(`${shown} USD from the Follow account follows`);
    await expect(dialog).toContainText('It cannot be taken out once the cycle starts');
    await dialog.getByRole('button', { name: 'Follow', exact: true }).click();
  }

  orders() {
    return this.page.getByTestId('follow-order');
  }
}

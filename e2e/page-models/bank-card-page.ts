import { expect, type Page } from '@playwright/test';

export class BankCardPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open() {
    await this.page.goto('/bankcard');
  }

  /** Binds a card from /bankcard; the list then shows it masked. */
  async addCard(card: { bankName: string; accountName: string; cardNo: string }) {
    const p = this.page;
    await p.getByRole('button', { name: 'Add bank card' }).click();
    await expect(p).toHaveURL(/\/bankcard\/detail$/);
    await p.getByLabel('Bank name').fill(card.bankName);
    await p.getByLabel('Bank account name').fill(card.accountName);
    await p.getByLabel('Card number').fill(card.cardNo);
    await p.getByRole('button', { name: 'Save' }).click();
    await expect(p.getByText('Success', { exact: true })).toBeVisible();
    await expect(p).toHaveURL(/\/bankcard$/);
  }

  cards() {
    return this.page.getByTestId('bank-card');
  }
}

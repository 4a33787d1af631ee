import type { Page } from '@playwright/test';

export class MyPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(tab?: 'stock' | 'ipo') {
    await this.page.goto(tab ? `/my?tab=${tab}` : '/my');
  }

  totalValue() {
    return this.page.getByTestId('total-value');
  }

  availableFunds() {
    return this.page.getByTestId('available-funds');
  }

  investment(wallet: 'stock' | 'ipo' | 'future' | 'forex' | 'follow') {
    return this.page.getByTestId(`investment-${wallet}`);
  }

  /** Withdraw, then the bank card or crypto choice of the action sheet. */
  async withdrawTo(choice: 'Bank card' | 'Crypto') {
    await this.page.getByRole('button', { name: 'Withdraw' }).click();
    await this.page.getByText(choice, { exact: true }).click();
  }
}

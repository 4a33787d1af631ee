import { expect, type Page } from '@playwright/test';

/** /loan and /loan/detail: the application with the server's quote, the user's loans, one loan's record. */
export class LoanPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From My, through the Loan row. */
  async openFromMy() {
    await this.page.goto('/my');
    await this.page.getByTestId('loan-entry').click();
    await expect(this.page).toHaveURL(/\/loan$/);
  }

  /** Fills the application; the quote the server answers is then on screen. */
  async fill(amount: string, termDays: number, purpose: string) {
    const p = this.page;
    await p.getByLabel('Amount', { exact: true }).fill(amount);
    await p.getByRole('radio', { name: `${termDays} days` }).click();
    await p.getByLabel('Purpose').fill(purpose);
  }

  quote() {
    return this.page.getByRole('definition');
  }

  figure(name: string) {
    return this.page.locator('.figure-row', { has: this.page.getByText(name, { exact: true }) }).locator('dd');
  }

  /** Apply, and confirm in the dialog that repeats the figures. */
  async apply() {
    await this.page.getByRole('button', { name: 'Apply' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Apply for this loan?');
    await dialog.getByRole('button', { name: 'Apply' }).click();
  }

  loans() {
    return this.page.getByTestId('loan-row');
  }

  /** Repay everything owed, confirmed. */
  async repayAll() {
    await this.page.getByRole('button', { name: 'Repay all' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText('Repay from Balance?');
    await dialog.getByRole('button', { name: 'Repay' }).click();
  }
}

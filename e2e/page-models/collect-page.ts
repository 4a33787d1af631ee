import { expect, type Locator, type Page } from '@playwright/test';

/** COLLECT: the live watchlist, and its editor at /collect/manage. */
export class CollectPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByText('COLLECT').click();
    await expect(this.page).toHaveURL(/\/collect$/);
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="watch-row"][data-code="${code}"]`);
  }

  /** Waits until the row's price has changed on its own (pushed, not reloaded). */
  async expectPriceToMove(code: string, timeout = 15_000) {
    const price = this.row(code).getByTestId('watch-price');
    const before = await price.getAttribute('data-value');
    await expect.poll(() => price.getAttribute('data-value'), { timeout }).not.toBe(before);
  }

  /** Edit → remove the entry → confirm. */
  async remove(code: string) {
    await this.page.getByRole('link', { name: 'Edit' }).click();
    await expect(this.page).toHaveURL(/\/collect\/manage$/);
    await this.page.getByRole('button', { name: `Remove ${code}` }).click();
    await this.page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(this.page.getByText('Removed from watchlist')).toBeVisible();
    await expect(this.page.getByRole('button', { name: `Remove ${code}` })).toHaveCount(0);
  }
}

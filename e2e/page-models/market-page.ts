import { expect, type Locator, type Page } from '@playwright/test';

/** The Markets tab: tabs, the Preview's map and top stock cards, live prices. */
export class MarketPage {
  readonly page: Page;
  readonly stockCards: Locator;
  readonly mapLabels: Locator;
  constructor(page: Page) {
    this.page = page;
    this.stockCards = page.getByTestId('stock-card');
    this.mapLabels = page.getByTestId('map-label');
  }

  async open() {
    await this.page.goto('/market');
    await expect(this.page.getByRole('tab', { name: 'Preview', selected: true })).toBeVisible();
  }

  tab(name: 'Preview' | 'US Stock' | 'World Indices' | 'HK Stock' | 'Indonesia Stock') {
    return this.page.getByRole('tab', { name });
  }

  /** The prices on screen (`data-value` of each live price), joined. */
  async prices(): Promise<string> {
    const values = await this.page.getByTestId('quote-price').evaluateAll((els) => els.map((e) => e.dataset.value));
    return values.join('|');
  }

  /** Waits until some price on screen has changed (the feed is live). */
  async expectPricesToMove(timeout = 15_000) {
    await expect(this.stockCards.first()).toBeVisible();
    const before = await this.prices();
    await expect.poll(() => this.prices(), { timeout }).not.toBe(before);
  }

  /** Opens the first top stock; answers its code. */
  async openFirstStock(): Promise<string> {
    const card = this.stockCards.first();
    const code = (await card.getAttribute('data-code')) ?? '';
    await card.click();
    await expect(this.page).toHaveURL(/\/quote\/stock\?/);
    return code;
  }
}

import { endpoints } from '@bourse/contract';
import { expect, type Locator, type Page } from '@playwright/test';

/** /quote/stock and /quote/index: live price, chart with periods, watchlist star. */
export class QuotePage {
  readonly page: Page;
  readonly price: Locator;
  readonly chart: Locator;
  readonly star: Locator;
  constructor(page: Page) {
    this.page = page;
    this.price = page.getByTestId('detail-price');
    this.chart = page.getByTestId('price-chart');
    this.star = page.getByTestId('watch-star');
  }

  period(name: 'Intraday' | '1D' | '1W' | '1M' | '3M' | '1Y') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Picks a chart period: the candles are asked for and the chart is drawn again with them. */
  async showPeriod(name: '1D' | '1W' | '1M' | '3M' | '1Y') {
    const request = this.page.waitForRequest(
      (r) => new URL(r.url()).pathname === endpoints.kline.path && r.url().includes(`type=${name}`),
    );
    await this.period(name).click();
    await request;
    await expect(this.period(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.chart).toHaveAttribute('data-period', name);
    await expect(this.chart.locator('canvas').first()).toBeVisible();
  }

  async addToWatchlist() {
    await expect(this.star).toHaveAttribute('aria-pressed', 'false');
    await this.star.click();
    await expect(this.page.getByText('Added to watchlist')).toBeVisible();
    await expect(this.star).toHaveAttribute('aria-pressed', 'true');
  }
}

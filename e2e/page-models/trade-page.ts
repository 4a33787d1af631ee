import { expect, type Page } from '@playwright/test';

export interface OrderChoice {
  direction?: 'Buy long' | 'Sell short';
  type?: 'Market' | 'Limit';
  /** A limit price; typed into the limit field. */
  limitPrice?: string;
  quantity?: string;
  leverage?: string;
  margin?: 'Isolated' | 'Cross';
}

/** `price` (a plain decimal of at most 2 places) less `cents` hundredths, exactly, as a 2-place string. */
function centsBelow(price: string, cents: number): string {
  const [whole = '0', part = ''] = price.split('.');
  const value = BigInt(whole + part.padEnd(2, '0').slice(0, 2)) - BigInt(cents);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** The order screens: Buy/Sell under a quote, /payment/stock, the ORDER tab, /payment/close and the records. */
export class TradePage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async openQuote(code: string, name: string, market = 'US') {
    const q = new URLSearchParams({ source: market, name, code, market });
    await this.page.goto(`/quote/stock?${q.toString()}`);
  }

  /** Buy (or Sell) under the quote opens the order screen with that direction. */
  async startOrder(side: 'Buy' | 'Sell') {
    await this.page.locator('.trade-bar').getByRole('button', { name: side, exact: true }).click();
    await expect(this.page).toHaveURL(/\/payment\/stock\?/);
  }

  /** The live bid the order screen shows, as a plain decimal ('245.62'). */
  async bid(): Promise<string> {
    const text = (await this.page.getByTestId('bid-price').textContent()) ?? '';
    return text.replace(/[^\d.]/g, '');
  }

  /** The live ask the order screen shows (a buy's fill price), as a plain decimal ('245.64'). */
  async ask(): Promise<string> {
    const text = (await this.page.getByTestId('ask-price').textContent()) ?? '';
    return text.replace(/[^\d.]/g, '');
  }

  async fillOrder(o: OrderChoice) {
    const p = this.page;
    if (o.direction) await p.getByRole('radio', { name: new RegExp(o.direction) }).click();
    if (o.type) await p.getByRole('radio', { name: o.type, exact: true }).click();
    if (o.limitPrice) await p.getByTestId('limit-price').getByRole('textbox').fill(o.limitPrice);
    if (o.quantity) await p.getByTestId('quantity').getByRole('textbox').fill(o.quantity);
    if (o.leverage) await p.getByRole('radio', { name: o.leverage, exact: true }).click();
    if (o.margin) await p.getByRole('radio', { name: o.margin, exact: true }).click();
  }

  /**
   * A stop-loss `cents` (one tick of a US stock) under the live ask (the fill price, which a long's stop must be under), so at or above the
   * bid: it fires on the next tick that does not lift the bid above it. The field and the server refuse a stop the
   * fill has passed, so it tries again with the new ask (the feed moves every 250 ms).
   */
  async buyWithStopJustUnderAsk(cents: number) {
    const p = this.page;
    await p.getByText('Protect this position').click();
    const confirmation = p.getByTestId('order-confirmation');
    // The field's own check once the ask has fallen to the stop: the order is not sent, so try again.
    const passed = p.getByText(/^Must be below/);
    for (let attempt = 1; ; attempt++) {
      const stop = centsBelow(await this.ask(), cents);
      await p.getByRole('textbox', { name: 'Stop-loss' }).fill(stop);
      await p.locator('.order-submit').click();
      // The confirmation opens animated (its dialog loads on first use): wait for it or for the field's refusal.
      await expect(confirmation.or(passed)).toBeVisible();
      if (await confirmation.isVisible()) {
        await p.getByRole('button', { name: 'Place order' }).click();
        const done = p.getByTestId('order-result').or(p.getByTestId('order-refusal'));
        await expect(done).toBeVisible();
        if (await p.getByTestId('order-result').isVisible()) return p.getByTestId('order-result');
      }
      if (attempt >= 10) throw new Error('the stop-loss kept falling behind the market');
    }
  }

  /** Sends the order through its confirmation; answers the result card. */
  async submitOrder() {
    const p = this.page;
    await p.locator('.order-submit').click();
    await expect(p.getByTestId('order-confirmation')).toBeVisible();
    await p.getByRole('button', { name: 'Place order' }).click();
    const result = p.getByTestId('order-result');
    await expect(result).toBeVisible();
    return result;
  }

  async openOrders(segment: 'Holding' | 'Closing' | 'Entrusted' = 'Holding') {
    await this.page.goto('/trade');
    if (segment !== 'Holding') await this.page.getByRole('tab', { name: segment }).click();
  }

  positions() {
    return this.page.getByTestId('position-card');
  }

  orders() {
    return this.page.getByTestId('order-card');
  }

  closes() {
    return this.page.getByTestId('closed-card');
  }
}

import { expect, type Page, test } from '@playwright/test';
import { call } from '../api.ts';
import { waitForCode } from '../mail-catcher.ts';
import { CollectPage } from '../page-models/collect-page.ts';
import { MarketPage } from '../page-models/market-page.ts';
import { QuotePage } from '../page-models/quote-page.ts';

const tag = Date.now().toString(36);
const who = { email: `mkt-${tag}@example.com`, userLoginId: `mkt_${tag}`, password: 'Amber-Lantern-Quay-4' };

/** Signs up through the API with the mailed code and starts the session in the page. */
async function signUpThroughApi(page: Page) {
  await call('getEmailCode', { email: who.email, type: 'register' });
  const code = await waitForCode(process.env.E2E_MAIL_DIR ?? '', who.email);
  const session = await call('register', { ...who, code });
  await page.goto('/login');
  await page.evaluate((s) => {
    localStorage.setItem('bourse_token', s.token);
    localStorage.setItem('bourse_user', JSON.stringify(s.user));
  }, session);
}

/** What the page's running flash animates, and on what (the e2e project is typed without the DOM). */
function flashFadesALayer() {
  type Running = { effect: { pseudoElement: string | null; getKeyframes(): Record<string, unknown>[] } | null };
  const doc = (globalThis as unknown as { document: { getAnimations(): Running[] } }).document;
  const effect = doc
    .getAnimations()
    .find((a) => a.effect?.getKeyframes().some((k) => 'opacity' in k || 'backgroundColor' in k))?.effect;
  if (!effect) return null;
  return {
    on: effect.pseudoElement,
    property: 'opacity' in (effect.getKeyframes()[0] ?? {}) ? 'opacity' : 'backgroundColor',
  };
}

test('prices move on Markets; a stock charts its periods, joins the watchlist, updates live there and leaves it', async ({
  page,
}) => {
  await signUpThroughApi(page);

  const market = new MarketPage(page);
  await market.open();
  await expect(market.mapLabels).toHaveCount(10);
  await expect(page.getByTestId('simulated-note').first()).toBeVisible();
  await market.expectPricesToMove();

  const code = await market.openFirstStock();
  const quote = new QuotePage(page);
  await expect(quote.price).toBeVisible();
  await expect(quote.chart).toHaveAttribute('data-period', 'intraday');
  await expect(page.getByRole('button', { name: /^(buy|sell)$/i })).toHaveCount(2);
  for (const period of ['1D', '1W', '1M', '3M', '1Y'] as const) await quote.showPeriod(period);
  await quote.addToWatchlist();

  await page.goBack();
  const collect = new CollectPage(page);
  await collect.open();
  await expect(collect.row(code)).toBeVisible();
  await collect.expectPriceToMove(code);

  await collect.remove(code);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/collect$/);
  await expect(page.getByText('Your watchlist is empty.')).toBeVisible();
});

test('the other market tabs list live data, and an index opens /quote/index', async ({ page }) => {
  const market = new MarketPage(page);
  await market.open();
  await market.tab('US Stock').click();
  await expect(page.getByRole('list', { name: 'Americas' }).getByTestId('index-card')).toHaveCount(3);
  await expect(page.getByTestId('quote-row').first()).toBeVisible();
  // A changed price flashes as a layer under it whose opacity fades (the compositor's work), not as a background
  // colour the page paints again every frame.
  await expect
    .poll(() => page.evaluate(flashFadesALayer), { timeout: 15_000 })
    .toEqual({ on: '::before', property: 'opacity' });
  await page.getByRole('tab', { name: 'IPO' }).click();
  await expect(page.getByRole('table', { name: 'IPO' }).getByRole('columnheader')).toHaveText([
    'Symbol',
    'Name',
    'Issue price',
    'Status',
  ]);
  await market.tab('World Indices').click();
  await page.getByTestId('index-row').first().click();
  await expect(page).toHaveURL(/\/quote\/index\?source=INDEX/);
  await expect(page.getByTestId('price-chart')).toBeVisible();
});

test('a visitor sees the Markets screen from the page itself before any script runs, then the app takes it over', async ({
  page,
}) => {
  // Without the app's scripts: the first frame the build wrote into the page (apps/web/first-frames.ts).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/market');
  const frame = page.locator('.app-frame[inert]');
  await expect(frame.getByText('Search name or code')).toBeVisible();
  await expect(frame.getByRole('tab', { name: 'US Stock' })).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);

  // With them: the app replaces the frame with the screen itself, no loading step between, and answers taps.
  await page.unroute(/\/assets\/.*\.js$/);
  // Page code as text: this project is typed for Node, without the DOM.
  await page.addInitScript({
    content: `window.loadingStepShown = false;
      new MutationObserver(() => {
        if (document.querySelector('.screen[aria-busy="true"]')) window.loadingStepShown = true;
      }).observe(document, { childList: true, subtree: true });`,
  });
  await page.goto('/market');
  await expect(page.locator('.app-frame[inert]')).toHaveCount(0);
  await expect(page.getByTestId('market-tab-0')).toBeVisible();
  expect(await page.evaluate('window.loadingStepShown')).toBe(false);
  await page.getByRole('tab', { name: 'US Stock' }).click();
  await expect(page.getByRole('tab', { name: 'US Stock' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor sees a quote from the page itself before any script runs, its price from the page’s early request, then the app takes it over without asking again', async ({
  page,
}) => {
  const path = `/quote/stock?${new URLSearchParams({ source: 'US', name: 'Apple Inc.', code: 'AAPL', market: 'US' }).toString()}`;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/m_ft/stock_detail_ft')) asked.push(request.url());
  });
  // Without the app's scripts: the frame names the query's instrument, and the price header comes from the answer.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
  const frame = page.locator('.app-frame[inert]');
  await expect(frame.getByRole('heading', { name: 'Apple Inc.' })).toBeVisible();
  await expect(frame.getByTestId('detail-price')).toHaveText(/^\d[\d,]*\.\d+$/);
  await expect(frame.getByTestId('quote-time')).toContainText('New York time');
  await expect(page.locator('.boot-splash')).toHaveCount(0);
  expect(asked).toHaveLength(1);

  // With them: the app replaces the frame with the screen, from the same answer, and charts the quote.
  await page.unroute(/\/assets\/.*\.js$/);
  asked.length = 0;
  await page.goto(path);
  await expect(page.locator('.app-frame[inert]')).toHaveCount(0);
  await expect(page.getByTestId('price-chart')).toBeVisible();
  await expect(page.getByTestId('detail-price')).toHaveText(/^\d[\d,]*\.\d+$/);
  await expect(page.getByRole('button', { name: 'Buy' })).toBeVisible();
  expect(asked).toHaveLength(1);
});

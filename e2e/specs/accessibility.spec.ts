import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { RegisterPage } from '../page-models/register-page.ts';

/**
 * axe on every route of the phone app (docs/product.md §2), logged out and logged in, in the dark and the light theme
 * and with both price-colour schemes (the settings that change colours): no violation of any impact, a main landmark,
 * one h1 and a title of its own per screen. One browser page for everything; the logged-in pass reuses one user
 * registered through the screens. The theme follows the system's colour scheme (the default choice), so each pass
 * picks its theme by emulating the system's scheme.
 */
const AAPL = new URLSearchParams({ source: 'US', name: 'Apple Inc.', code: 'AAPL', market: 'US' }).toString();
const SPX = new URLSearchParams({ source: 'INDEX', name: 'S&P 500', code: 'SPX', market: 'US' }).toString();

/** Pages anyone may open. */
const PUBLIC = [
  '/market',
  '/market?tab=1',
  '/collect',
  '/search',
  `/quote/stock?${AAPL}`,
  `/quote/index?${SPX}`,
  '/trade',
  '/news',
  '/my',
  '/my/setting',
  '/login',
  '/register',
  '/forget',
  '/no-such-page',
];

/** Pages behind the login. */
const PRIVATE = [
  '/collect/manage',
  '/my/loginpwd',
  '/my/paypwd',
  '/my/messages',
  '/my/share',
  '/my/transfer?type=stock',
  '/my/transaction',
  '/mining',
  '/kyc',
  '/kyc/idcard?country=ID',
  '/kyc/passport?country=GB',
  '/deposit',
  '/deposit/wallet',
  '/deposit/record',
  '/withdraw/bankcard',
  '/withdraw/crypto',
  '/withdraw/record',
  '/bankcard',
  '/bankcard/detail',
  '/bankcard/cryptoDetail',
  `/payment/stock?${AAPL}&direction=0`,
  '/trade/records',
  '/trade?type=1',
  '/trade?type=2',
  '/loan',
];

type Finding = string;

/** What the page functions below use of the browser (the e2e project is typed for Node, without the DOM). */
interface BrowserGlobals {
  history: { pushState(state: null, unused: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string) => unknown;
}

/**
 * Opens a route inside the running app (a history push, as a link would: no page load per route) and waits until its
 * screen, not the loading frame or placeholder rows, is showing. Answers what kept it from showing, if anything.
 */
async function open(page: Page, url: string): Promise<Finding[]> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as BrowserGlobals;
    w.history.pushState(null, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, url);
  try {
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"], .adm-skeleton')).toHaveCount(0);
    return [];
  } catch {
    return [`${url} screen: did not finish loading (no single h1 in main, or placeholders left)`];
  }
}

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

/** Everything wrong with the page now, one line per rule and element. */
async function audit(page: Page, url: string, onlyColours: boolean): Promise<Finding[]> {
  const builder = new AxeBuilder({ page });
  if (onlyColours) builder.withRules(['color-contrast']);
  const { violations } = await builder.analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((n) => `${url} ${v.id} (${v.impact ?? '?'}): ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
  );
  if (!onlyColours) {
    const title = await page.title();
    if (!/^.+ · Bourse$/.test(title)) found.push(`${url} title: "${title}" names no screen`);
    if ((await page.locator('main').count()) !== 1) found.push(`${url} landmark: not exactly one main`);
  }
  return found;
}

/** The screens that draw prices and changes in the up/down colours, the only ones red-up changes. */
const inPriceColours = (url: string) =>
  /^\/(market|collect|quote|trade|my)(\?|$|\/)/.test(url) && !url.includes('/my/');

/** Every route of `urls` in one theme (the system's scheme, followed live by the default choice). */
async function auditAll(page: Page, theme: Theme, urls: string[]): Promise<Finding[]> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', theme);
  const found: Finding[] = [];
  // Green-up (the default) gets every rule; red-up changes only colours, so only contrast is checked again, and only
  // where prices are drawn.
  for (const scheme of ['green-up', 'red-up'] as const) {
    await page.evaluate((s) => localStorage.setItem('bourse_price_colors', s), scheme);
    await page.reload();
    for (const url of scheme === 'red-up' ? urls.filter(inPriceColours) : urls) {
      const failed = await open(page, url);
      const more = [...failed, ...(failed.length ? [] : await audit(page, url, scheme === 'red-up'))].map(
        (f) => `[${theme}] ${f}`,
      );
      // Printed as found, so a run cut short still tells what it saw.
      if (more.length) console.log(more.join('\n'));
      found.push(...more);
    }
  }
  await page.evaluate(() => localStorage.removeItem('bourse_price_colors'));
  return found;
}

const LOGGED_IN = [...PUBLIC.filter((u) => !/login|register|forget/.test(u)), ...PRIVATE];

/**
 * One page for the four passes (logged out, then logged in as one user registered through the screens, each in both
 * themes), so the sign-up happens once; each pass is a test of its own, with its own time limit.
 */
test.describe('every screen passes axe in both price-colour schemes', () => {
  test.describe.configure({ mode: 'serial', timeout: 900_000 });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    // axe needs the page of a context made here (browser.newPage's is not supported).
    context = await browser.newContext(testInfo.project.use);
    page = await context.newPage();
    await page.goto('/market');
  });
  test.afterAll(() => context.close());

  for (const theme of THEMES) {
    test(`logged out, ${theme} theme`, async () => {
      expect(await auditAll(page, theme, PUBLIC)).toEqual([]);
    });
  }

  for (const theme of THEMES) {
    test(`logged in, ${theme} theme`, async () => {
      if (!(await page.evaluate(() => localStorage.getItem('bourse_token')))) {
        const tag = Date.now().toString(36);
        const register = new RegisterPage(page);
        await register.open();
        await register.signUp({
          email: `a11y-${tag}@example.com`,
          userLoginId: `a11y_${tag}`,
          password: 'Quiet-Harbor-Lamp-58',
        });
        await expect(page).toHaveURL(/\/my$/);
      }
      expect(await auditAll(page, theme, LOGGED_IN)).toEqual([]);
    });
  }
});

test('the market screen is operable by keyboard: tab to a quote row and open it with Enter', async ({ page }) => {
  await page.goto('/market?tab=1');
  const row = page.locator('main a[href*="/quote/"]').first();
  await expect(row).toBeVisible();
  for (
    let i = 0;
    i < 60 && !(await row.evaluate((el) => (el as unknown as { matches(s: string): boolean }).matches(':focus')));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quote\//);
});

test('the chosen theme is on the page before the app runs, and the light one follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/my/setting');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'light');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');

  // index.html alone (every script of the app refused) already paints the stored choice.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(5, 9, 20)');
  await page.unroute('**/assets/*.js');
  await page.reload();

  await page.getByRole('radio', { name: 'Same as the system' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
});

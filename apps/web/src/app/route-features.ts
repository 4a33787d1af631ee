/**
 * The feature each of the pages people open first starts with, by path: the built index.html fetches that feature's
 * code together with the app's own (apps/web/route-preload.ts) instead of after the app has started, one round trip
 * less before the screen shows. Any other path loads its screen once the app runs. route-features.test.ts checks
 * each entry against the route table.
 */
export const ROUTE_FEATURES: Readonly<Record<string, string>> = {
  '/': 'market',
  '/market': 'market',
  '/collect': 'watchlist',
  '/quote/stock': 'quote',
  '/quote/index': 'quote',
  '/trade': 'trade',
  '/news': 'news',
  '/my': 'my',
};

/**
 * The English of the screens beyond the first load (i18n/en-screens.ts), which a lazy screen waits for beside its code
 * (lib/lazy-screen.tsx): the files of every opening path include it, so it is fetched with the screen's code, but for
 * the paths of the features in `firstLoadTextsOnly`, whose screen uses only the first load's texts (the Markets
 * screen: `firstLoadTexts` in app/screens.ts, which first-load-texts-declared.test.ts keeps in step with this list).
 */
export const SCREEN_TEXTS: Readonly<{ source: string; firstLoadTextsOnly: readonly string[] }> = {
  source: '/src/i18n/en-screens.ts',
  firstLoadTextsOnly: ['market'],
};

/**
 * The opening pages whose first frame the built index.html carries (apps/web/first-frames.ts): drawn at the first
 * paint, before the scripts. Each is a tab path (route-features.test.ts checks).
 */
export const FIRST_FRAME_PATHS: readonly string[] = ['/market', '/collect', '/trade', '/news', '/my'];

/**
 * The quote screens, whose frame index.html carries too: their header names the query's instrument, which the page's
 * head script writes in from the query (as text), and that script also asks for the quote at once and fills the price
 * header with the answer if it comes before the app has started (app/quote-frame.ts).
 */
export const QUOTE_FRAME_PATHS: readonly string[] = ['/quote/stock', '/quote/index'];

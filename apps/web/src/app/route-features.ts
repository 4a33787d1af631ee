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
  '/quote/stock': 'trade',
  '/quote/index': 'trade',
  '/trade': 'trade',
  '/news': 'news',
  '/my': 'my',
};

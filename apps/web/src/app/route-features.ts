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

/**
 * The opening pages whose first frame the built index.html carries (apps/web/first-frames.ts): drawn at the first
 * paint, before the scripts. The quote screens are not among them: their header names the instrument of the query.
 * Each is a tab path (route-features.test.ts checks).
 */
export const FIRST_FRAME_PATHS: readonly string[] = ['/market', '/collect', '/trade', '/news', '/my'];

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteScreenKeys } from '../api/quote-keys';
import { AAPL_DETAIL_ASKED, aQuote, CLIENT_HEADERS } from '../test/market-fixtures';
import { primeOpeningData } from './opening-data';
import { createQueryClient } from './query-client';

const ASKED = AAPL_DETAIL_ASKED;
const HEADERS = CLIENT_HEADERS;
const REF = { source: 'US', name: 'Apple Inc.', code: 'AAPL', market: 'US' } as const;
const DETAIL = {
  stockInfo: {
    ...aQuote({ stock_code: 'AAPL', name: 'Apple Inc.', price_nominal: '240.90' }),
    sector: 'Technology',
    lotSize: 1,
    tickSize: '0.01',
    high52w: '260.10',
    low52w: '164.08',
    profile: 'Apple designs, manufactures and markets smartphones.',
  },
  selfSelectStatus: 0,
  currencyUsDatetime: 'USD · 11/20/2026 15:59 ET',
  relatedFutures: [],
};

const at = (path: string) => new URL(`http://localhost${path}`) as unknown as Location;
const quotePage = at(`/quote/stock?${new URLSearchParams(REF).toString()}`);

/** The page's head script's request, answered after `ms` (never, for Infinity). */
function earlyRequest(ms = 0) {
  const body = JSON.stringify({ code: 200, msg: 'success', data: DETAIL });
  const response = new Promise<Response>((resolve) => {
    if (ms !== Infinity) setTimeout(() => resolve(new Response(body)), ms);
  });
  window.__bourseEarly = { url: ASKED, headers: HEADERS, response };
}

let network: ReturnType<typeof vi.fn>;
beforeEach(() => {
  network = vi.fn(() => Promise.reject(new Error('asked the network')));
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  delete window.__bourseEarly;
  vi.unstubAllGlobals();
});

describe("the opening screen's data, before the app's first render", () => {
  it("puts a quote page's detail in the cache from the page's early request, asking nothing again", async () => {
    earlyRequest();
    const cache = createQueryClient();
    await primeOpeningData(cache, quotePage, 1_000);
    const detail = cache.getQueryData<typeof DETAIL>(quoteScreenKeys.detail(REF, 0));
    expect(detail?.stockInfo.price_nominal).toBe('240.90');
    expect(network).not.toHaveBeenCalled();
    expect(window.__bourseEarly).toBeUndefined();
  });

  it('waits no longer than it is told: a late answer is left to the screen', async () => {
    earlyRequest(Infinity);
    const cache = createQueryClient();
    const started = Date.now();
    await primeOpeningData(cache, quotePage, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(cache.getQueryData(quoteScreenKeys.detail(REF, 0))).toBeUndefined();
  });

  it('does nothing without an early request, or on a page that is not a quote', async () => {
    const cache = createQueryClient();
    await primeOpeningData(cache, quotePage, 50);
    earlyRequest();
    await primeOpeningData(cache, at('/market'), 50);
    await primeOpeningData(cache, at('/quote/stock?code=AAPL'), 50);
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
    expect(network).not.toHaveBeenCalled();
    expect(window.__bourseEarly).toBeDefined();
  });
});

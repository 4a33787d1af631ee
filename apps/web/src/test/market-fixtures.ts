import { channelOf, type Page, type Quote, type WatchlistRow } from '@bourse/contract';

/** A quote as the server sends it; only what a test cares about needs overriding. */
export function aQuote(overrides: Partial<Quote> & Pick<Quote, 'stock_code'>): Quote {
  const source = overrides.source ?? 'US';
  return {
    name: `${overrides.stock_code} Inc.`,
    market: 'US',
    source,
    channel: channelOf(source, overrides.stock_code),
    marketType: 'UsStock',
    instrumentType: 0,
    exchange: 'NASDAQ',
    currency: 'USD',
    price_nominal: '100.00',
    change: '1.00',
    change_ratio: '1.01',
    volume: '1234567',
    open: '99.50',
    prevClose: '99.00',
    high: '101.00',
    low: '98.50',
    bid: '99.99',
    ask: '100.01',
    bidVolume: '300',
    askVolume: '500',
    amplitude: '2.52',
    localLogoUrl: '',
    isOpen: true,
    t: 1_700_000_000_000,
    ...overrides,
  };
}

export function anIndex(code: string, name: string, overrides: Partial<Quote> = {}): Quote {
  return aQuote({
    stock_code: code,
    name,
    market: 'INDEX',
    source: 'INDEX',
    channel: channelOf('INDEX', code),
    marketType: 'Index',
    instrumentType: 99,
    exchange: 'NYSE',
    price_nominal: '42544.22',
    ...overrides,
  });
}

export const pageOf = <T>(data: T[], pageNo = 1, totalPage = 1): Page<T> => ({
  data,
  pageNo,
  totalPage,
  total: data.length,
});

export function aWatchRow(overrides: Partial<WatchlistRow> & Pick<WatchlistRow, 'id' | 'f12'>): WatchlistRow {
  return {
    f14: `${overrides.f12} Inc.`,
    f2: '100.00',
    f3: '1.01',
    f4: '1.00',
    f5: '1234567',
    market: 'US',
    source: 'US',
    channel: channelOf('US', overrides.f12),
    localLogoUrl: '',
    createTimeTimestamp: 1_700_000_000_000,
    ...overrides,
  };
}

/** What the app's client asks for AAPL's quote detail, and the headers it sends with it (English, no session). */
export const AAPL_DETAIL_ASKED = '/m_ft/stock_detail_ft?stockCode=AAPL&market=US';
export const CLIENT_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'application/json',
  'accept-language': 'en',
  languages: 'en',
};

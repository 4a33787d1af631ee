import { type Market, MARKETS, type Source, SOURCES } from '@bourse/contract';
import type { NavigateFunction } from 'react-router';

/** What opens a quote screen (docs/product.md §2: query source, name, code, market). */
export interface QuoteRef {
  source: Source;
  name: string;
  code: string;
  market: Market;
}

/** Anything carrying a quote's identity: a Quote, a search result, a watchlist row turned into a ref. */
export interface QuoteLike {
  source: Source;
  name: string;
  stock_code: string;
  market: Market;
}

export const refOf = (quote: QuoteLike): QuoteRef => ({
  source: quote.source,
  name: quote.name,
  code: quote.stock_code,
  market: quote.market,
});

/** docs/product.md §2: an index opens /quote/index, anything else /quote/stock. */
export function quotePath(ref: QuoteRef): string {
  const query = new URLSearchParams({ source: ref.source, name: ref.name, code: ref.code, market: ref.market });
  return `${ref.source === 'INDEX' ? '/quote/index' : '/quote/stock'}?${query.toString()}`;
}

/** The one place the app opens a quote. */
export function openQuote(navigate: NavigateFunction, quote: QuoteLike | QuoteRef): void {
  void navigate(quotePath('stock_code' in quote ? refOf(quote) : quote));
}

const isSource = (value: string | null): value is Source => SOURCES.some((s) => s === value);
const isMarket = (value: string | null): value is Market => MARKETS.some((m) => m === value);

/** Reads a quote screen's query; null when it does not name an instrument. */
export function parseQuoteRef(params: URLSearchParams): QuoteRef | null {
  const source = params.get('source');
  const market = params.get('market');
  const code = params.get('code')?.trim() ?? '';
  if (!isSource(source) || !isMarket(market) || code === '') return null;
  return { source, market, code, name: params.get('name') ?? code };
}

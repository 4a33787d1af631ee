import { blockTrades } from './block-trades.ts';
import { bonds } from './bonds.ts';
import { forex } from './forex.ts';
import { futures } from './futures.ts';
import { hkStocks } from './hk-stocks.ts';
import { idStocks } from './id-stocks.ts';
import { indices } from './indices.ts';
import { buildIpoCalendar } from './ipo-calendar.ts';
import type { IpoOffering, Listing, Market } from './types.ts';
import { usStocks } from './us-stocks.ts';

export { logoPath, monogramSvg } from './logo.ts';
export * from './types.ts';

export const catalogue = {
  usStocks,
  hkStocks,
  idStocks,
  indices,
  futures,
  forex,
  bonds,
  blockTrades,
} as const;

const listings: readonly Listing[] = [
  ...usStocks,
  ...hkStocks,
  ...idStocks,
  ...indices,
  ...futures,
  ...forex,
  ...bonds,
];

const key = (market: Market, code: string): string => `${market}:${code}`;

const byMarketAndCode = new Map<string, Listing>(
  listings.map((listing) => [key(listing.market, listing.code), listing]),
);

/** Every tradable listing (IPO offerings are `ipoCalendar`'s, block-trade terms a separate list in `catalogue`). */
export function allListings(): readonly Listing[] {
  return listings;
}

/** The listing type of a market: `ListingOf<'INDEX'>` is `IndexListing`, `ListingOf<'US'>` is `StockListing`. */
export type ListingOf<M extends Market> = Listing extends infer L
  ? L extends Listing
    ? M extends L['market']
      ? L
      : never
    : never
  : never;

export function findListing<M extends Market>(market: M, code: string): ListingOf<M> | undefined {
  return byMarketAndCode.get(key(market, code)) as ListingOf<M> | undefined;
}

/**
 * The IPO calendar at `nowMs`: the static offerings and the simulated weekly ones up to some weeks ahead
 * (`ipo-calendar.ts`). The server builds it once at start (`InstrumentRegistry`); use the registry's, not a new one.
 */
export function ipoCalendar(nowMs: number): IpoOffering[] {
  return buildIpoCalendar(nowMs, listings);
}

import {
  InstrumentType,
  type Market,
  PREVIEW_MAP_INDICES,
  type PushMarketType,
  type Quote,
  US_LIST_MARKETS,
} from '@bourse/contract';
import type { Instrument } from '../../market-data/instruments.ts';
import type { ListId, SortField, SortOrder } from '../../market-data/quote-lists.ts';
import type { AppContext } from '../../platform/context.ts';
import { type PageRequest, pageOfList } from '../../platform/paging.ts';
import { requireLiveByCode } from './lookup.ts';

const indexQuotes = (ctx: AppContext, keep: (inst: Instrument) => boolean): Quote[] => {
  const out: Quote[] = [];
  for (const { inst, quote } of ctx.market.allLive()) if (inst.market === 'INDEX' && keep(inst)) out.push(quote);
  return out;
};

const quotesOf = (ctx: AppContext, market: Market, codes: readonly string[]): Quote[] =>
  codes.flatMap((code) => ctx.market.live(market, code)?.quote ?? []);

/** type 0: the Preview map's ten; 1: the US headline indices; 2: every world index. */
export function topIndex(ctx: AppContext, type: 0 | 1 | 2): Quote[] {
  if (type === 0) return quotesOf(ctx, 'INDEX', PREVIEW_MAP_INDICES);
  if (type === 1) return indexQuotes(ctx, (i) => i.exchange === 'NYSE' || i.exchange === 'NASDAQ');
  return indexQuotes(ctx, () => true);
}

/** By region, each in the catalogue's order of prominence (.DJI, .SPX, .IXIC first; .FTSE, .GDAXI, .FCHI first). */
export function globalIndex(ctx: AppContext) {
  const region = (name: string) => indexQuotes(ctx, (i) => 'region' in i.origin && i.origin.region === name);
  return { amerciaList: region('america'), europeList: region('europe'), asiaList: region('asia') };
}

export const homeIndices = (ctx: AppContext, exchange: string) => indexQuotes(ctx, (i) => i.exchange === exchange);

export interface ListQuery extends PageRequest {
  sort: SortField;
  order: SortOrder;
}

export function stockList(ctx: AppContext, list: ListId, q: ListQuery) {
  return ctx.market.lists.page(list, q.sort, q.order, q);
}

export function usStockList(ctx: AppContext, q: ListQuery & { market: 0 | 1 | 2 | 3 }) {
  const exchange = US_LIST_MARKETS[q.market];
  return stockList(ctx, exchange === 'ALL' ? 'US' : exchange, q);
}

export interface SearchQuery extends PageRequest {
  stkName?: string | undefined;
  stkcode?: string | undefined;
  market?: Market | undefined;
  marketType?: PushMarketType | undefined;
  classify?: number | undefined;
}

function classifyMatches(inst: Instrument, classify: number): boolean {
  if (classify === InstrumentType.blockTrade) return inst.block !== undefined;
  if (classify === InstrumentType.ipo) return inst.listedFromMs > 0;
  return inst.instrumentType === classify;
}

/** 0 exact code, 1 code prefix, 2 name prefix, 3 name contains; undefined for no match. */
function rank(inst: Instrument, name: string | undefined, code: string | undefined): number | undefined {
  let best: number | undefined;
  if (code) {
    const bare = inst.code.startsWith('.') ? inst.code.slice(1) : inst.code;
    if (inst.code === code || bare === code) best = 0;
    else if (inst.code.startsWith(code) || bare.startsWith(code)) best = 1;
  }
  if (best === undefined && name) {
    if (inst.searchName.startsWith(name)) best = 2;
    else if (inst.searchName.includes(name)) best = 3;
  }
  return best;
}

/**
 * By name (case-insensitive substring) or code (case-insensitive prefix; an index also without its dot); given both,
 * either may match. Exact codes come first, then code prefixes, then names. With neither, every instrument matches,
 * so `classify` alone lists a whole class (futures, forex, bonds).
 */
export function search(ctx: AppContext, q: SearchQuery) {
  const name = q.stkName ? q.stkName.toLowerCase() : undefined;
  const code = q.stkcode ? q.stkcode.toUpperCase() : undefined;
  const hits: { quote: Quote; rank: number }[] = [];
  for (const { inst, quote } of ctx.market.allLive()) {
    if (q.market && inst.market !== q.market) continue;
    if (q.marketType && inst.marketType !== q.marketType) continue;
    if (q.classify !== undefined && !classifyMatches(inst, q.classify)) continue;
    const r = name || code ? rank(inst, name, code) : 3;
    if (r !== undefined) hits.push({ quote, rank: r });
  }
  hits.sort((a, b) => a.rank - b.rank);
  return pageOfList(
    hits.map((h) => h.quote),
    q,
  );
}

export function getMarket(ctx: AppContext, code: string, market?: Market) {
  const { inst } = requireLiveByCode(ctx, code, market);
  return {
    stock_code: inst.code,
    name: inst.name,
    market: inst.market,
    source: inst.source,
    marketType: inst.marketType,
    classify: inst.instrumentType,
    exchange: inst.exchange,
    currency: inst.currency,
    localLogoUrl: inst.logoUrl,
  };
}

export const getStock = (ctx: AppContext, symbol: string) => requireLiveByCode(ctx, symbol).quote;

export const feedInfo = (ctx: AppContext) => ctx.market.info();

import type { ipoSchema, Market, Source } from '@bourse/contract';
import { exchangeDate } from '@bourse/domain';
import type { z } from 'zod';
import { blockQuoteOf } from '../../market-data/block-quote.ts';
import { catalogue, type IpoOffering, logoPath } from '../../market-data/catalogue/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type PageRequest, pageOfList } from '../../platform/paging.ts';
import { INSTRUMENT_NOT_FOUND, requireLiveByCode } from './lookup.ts';

type IpoRow = z.infer<ReturnType<typeof ipoSchema>>;

/** docs/product.md §9: a block trade is 10,000 shares or more. */
const BLOCK_MIN_QUANTITY = 10_000;

/** Where an offering stands on its exchange's local date (ISO dates compare as strings). */
export function ipoStatus(o: IpoOffering, today: string): IpoRow['status'] {
  if (today < o.subscriptionStart) return 'upcoming';
  if (today <= o.subscriptionEnd) return 'subscribing';
  if (today <= o.drawDate) return 'drawing';
  if (today < o.listingDate) return 'awaitingListing';
  return 'listed';
}

function ipoRow(o: IpoOffering, nowMs: number): IpoRow {
  return {
    symbol: o.symbol,
    name: o.name,
    issuePrice: o.issuePrice,
    currency: o.currency,
    lotSize: o.lotSize,
    exchangeCode: o.exchangeCode,
    subscriptionStartDate: o.subscriptionStart,
    subscriptionEndDate: o.subscriptionEnd,
    drawDate: o.drawDate,
    listingDate: o.listingDate,
    prospectusDate: o.prospectusDate,
    fundRaising: o.fundRaising,
    status: ipoStatus(o, exchangeDate(o.market, nowMs)),
    localLogoUrl: logoPath(o.market, o.symbol),
  };
}

/** Every offering of the rolling calendar built at start, by listing date. */
export function ipoList(ctx: AppContext, page: PageRequest) {
  const now = ctx.now();
  return pageOfList(
    ctx.market.instruments.offerings.map((o) => ipoRow(o, now)),
    page,
  );
}

export function blockTradeList(ctx: AppContext, page: PageRequest) {
  const rows = catalogue.blockTrades.flatMap((b) => {
    const live = ctx.market.live(b.market, b.code);
    return live ? (blockQuoteOf(live.inst, live.quote) ?? []) : [];
  });
  return pageOfList(rows, page);
}

/** The smallest order: a block trade's minimum, an offering's subscription lot, else the instrument's lot. */
export function minCount(
  ctx: AppContext,
  input: { stockCode: string; market?: Market | undefined; source?: Source | undefined },
) {
  if (input.source === 'IPO') {
    const offering = ctx.market.instruments.ipo(input.stockCode);
    if (!offering) throw notFound(INSTRUMENT_NOT_FOUND);
    return { num: offering.lotSize };
  }
  const { inst } = requireLiveByCode(ctx, input.stockCode, input.market);
  if (input.source === 'BLOCK') return { num: inst.block?.minQuantity ?? BLOCK_MIN_QUANTITY };
  return { num: inst.lotSize };
}

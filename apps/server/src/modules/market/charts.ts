import type { KlineType, Market } from '@bourse/contract';
import { aggregate, type Candle } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { type PageRequest, pageOfList } from '../../platform/paging.ts';
import { requireLive } from './lookup.ts';

const DAY_MS = 86_400_000;

/** The daily candles after the same date `months` calendar months before the last one (daily candles are at 00:00 UTC). */
function lastMonths(daily: Candle[], months: number): Candle[] {
  const last = new Date(daily.at(-1)?.t ?? 0);
  const from = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - months, last.getUTCDate());
  return daily.filter((c) => c.t > from);
}

/**
 * Each period is the span it names, as on moomoo or Robinhood: intraday, the last session's minutes (a line); 1D, that
 * session in 5-minute candles; 1W, 1M, 3M and 1Y, the daily candles of the last week, month, three months and year.
 */
export function kline(ctx: AppContext, input: { stockCode: string; market: Market; type: KlineType }) {
  const { inst, tick } = requireLive(ctx, input.market, input.stockCode);
  const history = ctx.market.history;
  let candles: Candle[];
  switch (input.type) {
    case 'intraday':
      candles = history.intraday(inst, tick);
      break;
    case '1D':
      candles = aggregate(history.intraday(inst, tick), { minutes: 5 });
      break;
    case '1W': {
      const daily = history.daily(inst, tick);
      const from = (daily.at(-1)?.t ?? 0) - 7 * DAY_MS;
      candles = daily.filter((c) => c.t > from);
      break;
    }
    case '1M':
      candles = lastMonths(history.daily(inst, tick), 1);
      break;
    case '3M':
      candles = lastMonths(history.daily(inst, tick), 3);
      break;
    case '1Y':
      candles = history.daily(inst, tick);
      break;
  }
  return { stockCode: inst.code, market: inst.market, type: input.type, prevClose: tick.prevClose, candles };
}

export function historicalData(ctx: AppContext, input: { stockCode: string; market: Market } & PageRequest) {
  const { inst, tick } = requireLive(ctx, input.market, input.stockCode);
  return pageOfList(ctx.market.history.rows(inst, tick), input);
}

import type { KlineType, Market } from '@bourse/contract';
import { aggregate, type Candle } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import { type PageRequest, pageOfList } from '../../platform/paging.ts';
import { requireLive } from './lookup.ts';

const DAY_MS = 86_400_000;
/** Calendar days the 3M chart covers (the tail of the year). */
const THREE_MONTHS_DAYS = 91;

/** intraday: today's minutes; 1D, 1Y: daily over the year; 1W, 1M: weeks and months of it; 3M: its last 91 days. */
export function kline(ctx: AppContext, input: { stockCode: string; market: Market; type: KlineType }) {
  const { inst, tick } = requireLive(ctx, input.market, input.stockCode);
  const history = ctx.market.history;
  let candles: Candle[];
  switch (input.type) {
    case 'intraday':
      candles = history.intraday(inst, tick);
      break;
    case '1W':
      candles = aggregate(history.daily(inst, tick), 'week');
      break;
    case '1M':
      candles = aggregate(history.daily(inst, tick), 'month');
      break;
    case '3M': {
      const daily = history.daily(inst, tick);
      const from = (daily.at(-1)?.t ?? 0) - (THREE_MONTHS_DAYS - 1) * DAY_MS;
      candles = daily.filter((c) => c.t >= from);
      break;
    }
    default:
      candles = history.daily(inst, tick);
  }
  return { stockCode: inst.code, market: inst.market, type: input.type, prevClose: tick.prevClose, candles };
}

export function historicalData(ctx: AppContext, input: { stockCode: string; market: Market } & PageRequest) {
  const { inst, tick } = requireLive(ctx, input.market, input.stockCode);
  return pageOfList(ctx.market.history.rows(inst, tick), input);
}

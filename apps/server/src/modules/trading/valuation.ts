import type { Position, TradingAccountSummary } from '@bourse/contract';
import {
  type AccountFigures,
  accountFigures,
  type BidAsk,
  breakEvenPrice,
  Decimal,
  type Fx,
  liquidationPriceIn,
  marginModeOf,
  markPrice,
  notional,
  type OpenPosition,
  orderable,
  positionPnl,
  type Side,
  sideOf,
  type TrailingStop,
  toAccount,
  trailingStopPrice,
} from '@bourse/domain';
import type { Instrument } from '../../market-data/instruments.ts';
import type { MarketData } from '../../market-data/market-data.ts';
import type { PositionRow } from './repo.ts';
import { fxOf } from './terms.ts';
import { price, priceWithPlaces, usd } from './views.ts';

/**
 * What the leader's margin sweep and an order's margin check read of each open position: its owner and what valuing
 * it needs.
 */
export const HELD_COLUMNS = [
  'id',
  'user_id',
  'account',
  'market',
  'code',
  'currency',
  'direction',
  'margin_mode',
  'entry_price',
  'quantity',
  'contract_size',
  'margin',
] as const satisfies readonly (keyof PositionRow)[];

/** The columns valuing a position reads. */
export type HeldRow = Pick<PositionRow, Exclude<(typeof HELD_COLUMNS)[number], 'user_id' | 'account'>>;

/** A position row with the live state it is valued at. */
export interface Valued<R extends HeldRow = PositionRow> {
  row: R;
  inst: Instrument;
  quote: BidAsk;
  fx: Fx;
  held: OpenPosition;
  zdf: string;
  zde: string;
}

/** Parsed quotes, by quote object (a feed step replaces a quote), with the text they were parsed from. */
const parsed = new WeakMap<object, { bid: string; ask: string; prices: BidAsk }>();

/** A quote's bid and ask as decimals. */
export function bidAsk(quote: Readonly<{ bid: string; ask: string }>): BidAsk {
  return { bid: Decimal.from(quote.bid), ask: Decimal.from(quote.ask) };
}

/**
 * As `bidAsk`, parsed once per quote and kept with it: valuing accounts reads each instrument's quote for every
 * position held on it. (The trigger loop, which sees each new quote once, parses it plainly.)
 */
function cachedBidAsk(quote: Readonly<{ bid: string; ask: string }>): BidAsk {
  const seen = parsed.get(quote);
  if (seen && seen.bid === quote.bid && seen.ask === quote.ask) return seen.prices;
  const prices = Object.freeze(bidAsk(quote));
  parsed.set(quote, { bid: quote.bid, ask: quote.ask, prices });
  return prices;
}

/** Values open positions at the live quotes (the FX of each currency looked up once). */
export function valuePositions<R extends HeldRow>(market: MarketData, rows: readonly R[]): Valued<R>[] {
  const fxCache = new Map<string, Fx | undefined>();
  return rows.map((row) => {
    const live = market.live(row.market, row.code);
    if (!live) throw new Error(`position ${row.id} holds ${row.market}:${row.code}, which is not listed`);
    let fx = fxCache.get(row.currency);
    if (!fxCache.has(row.currency)) {
      fx = fxOf(market, row.currency);
      fxCache.set(row.currency, fx);
    }
    if (!fx) throw new Error(`no USD rate for ${row.currency}`);
    const quote = cachedBidAsk(live.quote);
    const side = sideOf(row.direction);
    const held: OpenPosition = {
      id: row.id,
      side,
      mode: marginModeOf(row.margin_mode),
      entryPrice: Decimal.from(row.entry_price),
      quantity: row.quantity,
      contractSize: row.contract_size,
      margin: Decimal.from(row.margin),
      mark: markPrice(side, quote),
      fx,
    };
    return { row, inst: live.inst, quote, fx, held, zdf: live.quote.change_ratio, zde: live.quote.change };
  });
}

export function figuresOf(available: Decimal, valued: readonly Valued<HeldRow>[]): AccountFigures {
  return accountFigures(
    available,
    valued.map((v) => v.held),
  );
}

/**
 * One open position as the app shows it, valued now; `account` is its account's figures with it among the positions
 * (the cross sums its liquidation price is worked out from).
 */
export function positionView(v: Valued, account: AccountFigures): Position {
  const { row, inst, held } = v;
  const quantity = row.quantity;
  const entry = Decimal.from(row.entry_price);
  const perUnitFee = Decimal.from(row.open_fee)
    .div(v.fx.rate, { scale: 18 })
    .div(Decimal.from(row.contract_size).mul(quantity), { scale: 10, rounding: 'up' });
  const breakEven = breakEvenPrice(held.side, entry, perUnitFee, inst.tickSize);
  const liquidation = liquidationPriceIn(held, account, inst.tickSize);
  return {
    id: row.id,
    stockCode: inst.code,
    stockName: inst.name,
    positionType: inst.instrumentType,
    market: inst.market,
    source: inst.source,
    channel: inst.channel,
    account: row.account,
    currency: row.currency,
    direction: row.direction,
    newPrice: price(held.mark),
    zdf: v.zdf,
    zde: v.zde,
    discountBuyingPrice: row.entry_price,
    actualBuyingPrice: breakEven ? priceWithPlaces(breakEven, inst) : null,
    marketEntryPrice: row.market_entry_price,
    positionNum: quantity,
    marketPrice: usd(toAccount(notional(held.mark, quantity, row.contract_size), v.fx).amount),
    marginAmount: usd(row.margin),
    profit: usd(positionPnl(held).amount),
    isolatedPosition: row.margin_mode === 0 ? 1 : 0,
    leverage: row.leverage,
    contractSize: row.contract_size,
    fxRate: v.fx.rate.toString(),
    openFee: usd(row.open_fee),
    liquidationPrice: liquidation === null ? null : liquidation.toString(),
    stopLossPrice: row.stop_loss,
    takeProfitPrice: row.take_profit,
    trailingStop: trailingView(row, held.side, inst.tickSize),
    createTimeTimestamp: row.opened_at,
  };
}

/** The trailing stop of a position row in the domain's terms, or undefined when it has none. */
export function trailingOf(row: PositionRow): TrailingStop | undefined {
  if (!row.trailing_type || !row.trailing_value || !row.trailing_best) return undefined;
  return { kind: row.trailing_type, distance: Decimal.from(row.trailing_value), best: Decimal.from(row.trailing_best) };
}

function trailingView(row: PositionRow, side: Side, tickSize: string): Position['trailingStop'] {
  const trailing = trailingOf(row);
  if (!trailing) return null;
  return {
    type: trailing.kind,
    value: trailing.distance.toString(),
    bestPrice: trailing.best.toString(),
    stopPrice: trailingStopPrice(side, trailing, tickSize).toString(),
  };
}

/** The account summary of My's Stock tab and the Order tab. */
export function summaryView(
  account: TradingAccountSummary['account'],
  balance: { available: Decimal; used: Decimal },
  valued: readonly Valued[],
): TradingAccountSummary {
  const f = figuresOf(balance.available, valued);
  const frozen = balance.used.sub(f.usedMargin);
  return {
    account,
    balance: usd(balance.available),
    frozen: usd(Decimal.max(frozen, Decimal.ZERO)),
    equity: usd(f.equity),
    usedMargin: usd(f.usedMargin),
    freeMargin: usd(f.freeMargin),
    marginLevel: f.marginLevel === null ? null : f.marginLevel.toFixed(2),
    openProfit: usd(f.openPnl),
    marginCall: f.marginCall,
    orderable: usd(orderable(balance.available, f)),
    positions: valued.length,
  };
}

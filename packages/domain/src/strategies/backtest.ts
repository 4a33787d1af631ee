import type { Candle } from '../market/candles.ts';
import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { type FeeSchedule, tradeFee } from '../money/fees.ts';
import { USD_FX } from '../trading/fx.ts';
import { notional, pnl } from '../trading/pricing.ts';
import { maxLots } from '../trading/sizing.ts';
import { checkRules, type Exposure, type Series, type StrategyRules, targetExposure } from './rules.ts';

/** How a strategy is run over a USD-quoted price path. */
export interface RunTerms {
  /** USD the strategy starts with; all of it backs each position. */
  capital: DecimalInput;
  leverage: number;
  /** Units per lot; positions are whole lots. */
  lotSize: number;
  contractSize?: DecimalInput | undefined;
  fee?: FeeSchedule | undefined;
}

export interface StrategyTrade {
  side: 'long' | 'short';
  entryT: number;
  entryPrice: Decimal;
  exitT: number;
  exitPrice: Decimal;
  quantity: number;
  /** Price P&L, before fees. */
  pnl: Decimal;
  /** Open and close fee together. */
  fees: Decimal;
  closedBy: 'signal' | 'stop-out';
}

export interface OpenStrategyPosition {
  side: 'long' | 'short';
  entryT: number;
  entryPrice: Decimal;
  quantity: number;
  margin: Decimal;
  openFee: Decimal;
}

export interface EquityPoint {
  t: number;
  /** Cash plus the open position's P&L at the candle's close. */
  equity: Decimal;
}

export interface StrategyRun {
  trades: StrategyTrade[];
  /** One point per candle, from the first. */
  equity: EquityPoint[];
  /** Cash after every closed trade and the open fee of the open one. */
  cash: Decimal;
  open: OpenStrategyPosition | undefined;
  /** Loss beyond the cash a stop-out could not take (the house's, as in trading); zero in all but gaps. */
  writtenOff: Decimal;
}

/**
 * Runs `rules` over daily candles the way the trading engine would trade them, with no look-ahead: the rules read
 * each candle once it has closed and the order fills at the next candle's open (candles carry no spread). A position
 * is stopped out, like an isolated one, when its loss at a close reaches half its margin. Everything is exact.
 */
export function runStrategy(rules: StrategyRules, candles: readonly Candle[], terms: RunTerms): StrategyRun {
  checkRules(rules);
  const contractSize = terms.contractSize ?? '1';
  const series: { close: Decimal[]; high: Decimal[]; low: Decimal[] } = { close: [], high: [], low: [] };
  const trades: StrategyTrade[] = [];
  const equity: EquityPoint[] = [];
  let cash = Decimal.from(terms.capital);
  let writtenOff = Decimal.ZERO;
  let open: OpenStrategyPosition | undefined;
  let wanted: Exposure = 'flat';

  const close = (t: number, price: Decimal, closedBy: StrategyTrade['closedBy']) => {
    if (!open) return;
    const gain = pnl(open.side, open.entryPrice, price, open.quantity, contractSize);
    const closeFee = tradeFee(notional(price, open.quantity, contractSize), terms.fee);
    cash = cash.add(gain).sub(closeFee);
    if (cash.isNegative()) {
      writtenOff = writtenOff.add(cash.neg());
      cash = Decimal.ZERO;
    }
    trades.push({
      side: open.side,
      entryT: open.entryT,
      entryPrice: open.entryPrice,
      exitT: t,
      exitPrice: price,
      quantity: open.quantity,
      pnl: gain,
      fees: open.openFee.add(closeFee),
      closedBy,
    });
    open = undefined;
  };

  const enter = (t: number, price: Decimal, side: 'long' | 'short') => {
    const size = maxLots({
      funds: cash,
      price,
      contractSize,
      lotSize: terms.lotSize,
      fx: USD_FX,
      leverage: terms.leverage,
      fee: terms.fee,
    });
    if (!size.cost) return;
    cash = cash.sub(size.cost.fee);
    open = {
      side,
      entryT: t,
      entryPrice: price,
      quantity: size.quantity,
      margin: size.cost.margin,
      openFee: size.cost.fee,
    };
  };

  for (const candle of candles) {
    const openPrice = Decimal.from(candle.open);
    const held: Exposure = open?.side ?? 'flat';
    if (wanted !== held) {
      close(candle.t, openPrice, 'signal');
      if (wanted !== 'flat') enter(candle.t, openPrice, wanted);
    }
    const last = Decimal.from(candle.close);
    if (open) {
      const loss = pnl(open.side, open.entryPrice, last, open.quantity, contractSize).neg();
      if (loss.gte(open.margin.div(2))) close(candle.t, last, 'stop-out');
    }
    series.close.push(last);
    series.high.push(Decimal.from(candle.high));
    series.low.push(Decimal.from(candle.low));
    wanted = targetExposure(rules, series, open?.side ?? 'flat');
    equity.push({
      t: candle.t,
      equity: open ? cash.add(pnl(open.side, open.entryPrice, last, open.quantity, contractSize)) : cash,
    });
  }
  return { trades, equity, cash, open, writtenOff };
}

/** The series of a run's candles, for callers that ask the rules directly (a live strategy on its latest candles). */
export function seriesOf(candles: readonly Candle[]): Series {
  return {
    close: candles.map((c) => Decimal.from(c.close)),
    high: candles.map((c) => Decimal.from(c.high)),
    low: candles.map((c) => Decimal.from(c.low)),
  };
}

import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { runStrategy, type StrategyRun } from './backtest.ts';
import { RECORDED_AAPL_PATH as PATH } from './recorded-aapl-path.ts';
import type { StrategyRules } from './rules.ts';

const terms = { capital: '10000', leverage: 1, lotSize: 1, fee: { rate: '0.001', minimum: '1' } };
const RULES: readonly StrategyRules[] = [
  { kind: 'trend', fast: 5, slow: 20, allowShort: true },
  { kind: 'reversion', window: 10, band: '1.5', allowShort: true },
  { kind: 'breakout', entry: 20, exit: 10 },
];

const indexAt = (t: number) => PATH.findIndex((c) => c.t === t);
/** What a run shows of its trades and open position, in plain values. */
const seen = (run: StrategyRun, upTo: number) => ({
  trades: run.trades.filter((t) => t.exitT <= upTo).map((t) => ({ ...t, pnl: String(t.pnl), fees: String(t.fees) })),
  open: run.open && { side: run.open.side, entryT: run.open.entryT, quantity: run.open.quantity },
});

describe.each(RULES)('a $kind strategy over six months of simulated AAPL (recorded, seed recorded-path-1)', (rules) => {
  const run = runStrategy(rules, PATH, terms);

  it("trades, entering and leaving at a candle's open (candles carry no spread), never stopped out", () => {
    expect(run.trades.length).toBeGreaterThanOrEqual(2);
    for (const trade of run.trades) {
      const entry = indexAt(trade.entryT);
      const exit = indexAt(trade.exitT);
      expect(entry).toBeGreaterThan(0);
      expect(exit).toBeGreaterThan(entry);
      expect(trade.entryPrice.toString()).toBe(Decimal.from(PATH[entry]?.open ?? '0').toString());
      expect(trade.closedBy).toBe('signal');
      expect(trade.exitPrice.toString()).toBe(Decimal.from(PATH[exit]?.open ?? '0').toString());
    }
  });

  it("fills a day's open on the days closed before it: hiding that day's range and close changes nothing", () => {
    for (let n = 1; n < PATH.length; n++) {
      const candle = PATH[n];
      if (!candle) continue;
      // The path up to day n, day n cut to its open: a rule that peeked at day n's close or range would act otherwise.
      const blind = runStrategy(
        rules,
        [...PATH.slice(0, n), { ...candle, high: candle.open, low: candle.open, close: candle.open }],
        terms,
      );
      const held = run.trades.find((t) => t.entryT <= candle.t && t.exitT > candle.t) ?? run.open;
      expect(seen(blind, candle.t), `day ${n}`).toEqual({
        trades: seen(run, candle.t).trades,
        open:
          held && held.entryT <= candle.t
            ? { side: held.side, entryT: held.entryT, quantity: held.quantity }
            : undefined,
      });
    }
  });
});

describe('the trend follower on the recorded path, checked by hand-written averages', () => {
  const rules = { kind: 'trend', fast: 5, slow: 20, allowShort: true } as const;
  const closes = PATH.map((c) => Decimal.from(c.close));
  /** The side the 5-over-20 crossover wants after candle `i` closes: 4 × the 5 closes' sum against the 20 closes'. */
  const wanted = (i: number) => {
    const sum = (n: number) => Decimal.sum(closes.slice(i + 1 - n, i + 1));
    const cmp = sum(5).mul(4).cmp(sum(20));
    return cmp > 0 ? 'long' : cmp < 0 ? 'short' : 'flat';
  };

  it('goes long or short the open after the averages cross, and never before the 20th candle', () => {
    const run = runStrategy(rules, PATH, terms);
    for (const trade of run.trades) {
      const decided = indexAt(trade.entryT) - 1;
      expect(decided).toBeGreaterThanOrEqual(19);
      expect(wanted(decided)).toBe(trade.side);
      if (decided > 19) expect(wanted(decided - 1)).not.toBe(trade.side);
    }
  });
});

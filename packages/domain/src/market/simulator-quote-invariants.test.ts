import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { createSimulator, type Tick } from './simulator.ts';
import { ALL_FIXTURES, onTick, PENNY, utc } from './test-fixtures.ts';

const START = utc(2025, 6, 18, 14);

function problems(t: Tick, tickSize: string): string[] {
  const out: string[] = [];
  for (const f of ['price', 'bid', 'ask', 'open', 'high', 'low', 'prevClose'] as const) {
    if (!onTick(t[f], tickSize)) out.push(`${f} ${t[f]} off grid ${tickSize}`);
  }
  const d = (s: string): Decimal => Decimal.from(s);
  if (!d(t.bid).lt(t.ask)) out.push(`bid ${t.bid} not below ask ${t.ask}`);
  if (d(t.bid).gt(t.price) || !d(t.price).lt(t.ask)) out.push(`price ${t.price} outside [bid, ask)`);
  if (!d(t.change).eq(d(t.price).sub(t.prevClose))) out.push(`change ${t.change} ≠ price − prevClose`);
  const ratio = d(t.change).mul(100).div(d(t.prevClose), { scale: 2 }).toFixed(2);
  if (t.changeRatio !== ratio) out.push(`changeRatio ${t.changeRatio} ≠ ${ratio}`);
  const amplitude = d(t.high).sub(t.low).mul(100).div(d(t.prevClose), { scale: 2 }).toFixed(2);
  if (t.amplitude !== amplitude) out.push(`amplitude ${t.amplitude} ≠ ${amplitude}`);
  if (d(t.low).gt(Decimal.min(t.open, t.price)) || d(t.high).lt(Decimal.max(t.open, t.price))) {
    out.push(`low ${t.low} / high ${t.high} do not bracket open ${t.open} and price ${t.price}`);
  }
  for (const f of ['volume', 'bidVolume', 'askVolume'] as const) {
    if (!/^\d+$/.test(t[f])) out.push(`${f} ${t[f]} not a whole number`);
  }
  if (t.market === 'FUTURES') {
    if (!/^\d+$/.test(t.openInterest ?? '')) out.push(`openInterest ${t.openInterest}`);
    if (!/^-?\d+$/.test(t.openInterestChange ?? '')) out.push(`openInterestChange ${t.openInterestChange}`);
    if (t.prevSettle !== t.prevClose) out.push(`prevSettle ${t.prevSettle} ≠ prevClose ${t.prevClose}`);
  } else if ('openInterest' in t || 'prevSettle' in t) {
    out.push('non-futures tick carries futures fields');
  }
  return out;
}

describe('simulated quotes', () => {
  it('stay on the tick grid with bid < ask and exact change, ratio and amplitude, step after step', () => {
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 'inv', startMs: START, alwaysOpen: true });
    const sizes = new Map(ALL_FIXTURES.map((i) => [i.code, i.tickSize]));
    const found: string[] = [];
    const check = (ticks: Tick[]): void => {
      for (const t of ticks) for (const p of problems(t, sizes.get(t.code)!)) found.push(`${t.code}@${t.t}: ${p}`);
    };
    check(sim.snapshot());
    // Steps of a second, with a half-hour jump every 20th: about three days, so days roll over too.
    let now = START;
    for (let i = 0; i < 3000; i++) {
      now += i % 20 === 0 ? 1_800_000 : 1000;
      check(sim.step(now));
    }
    expect(sim.quote('AAPL')!.tradeDate > '2025-06-19').toBe(true);
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('keep volume rising through a day, and every quote reports its trading day', () => {
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 'vol', startMs: START, alwaysOpen: true });
    const last = new Map<string, bigint>();
    for (let i = 1; i <= 600; i++) {
      for (const t of sim.step(START + i * 1000)) {
        const v = BigInt(t.volume);
        expect(v >= (last.get(t.code) ?? 0n)).toBe(true);
        last.set(t.code, v);
        expect(t.tradeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(sim.quote('AAPL')?.tradeDate).toBe('2025-06-18');
    expect(sim.quote('EURUSD')?.tradeDate).toBe('2025-06-18');
    expect(sim.quote('00700')?.tradeDate).toBe('2025-06-18'); // HK’s Wednesday session has closed
  });

  it('start from the reference price as the previous close, with the day already under way', () => {
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 'ref', startMs: START });
    for (const inst of ALL_FIXTURES) {
      const q = sim.quote(inst.code, inst.market)!;
      expect(Decimal.from(q.prevClose).eq(inst.refPrice), inst.code).toBe(true);
    }
    expect(Decimal.from(sim.quote('AAPL')!.volume).isPositive()).toBe(true); // 30 minutes into the session
  });

  it('move: a stock’s price changes within a few minutes and its day range widens', () => {
    const sim = createSimulator({ instruments: ALL_FIXTURES, seed: 'move', startMs: START });
    const before = sim.quote('AAPL')!;
    const prices = new Set<string>();
    for (let i = 1; i <= 1200; i++) prices.add(sim.step(START + i * 250).find((t) => t.code === 'AAPL')!.price);
    expect(prices.size).toBeGreaterThan(5);
    const after = sim.quote('AAPL')!;
    expect(Decimal.from(after.volume).gt(before.volume)).toBe(true);
  });

  it('never fall to zero: a stock two ticks above zero stays at one tick or more', () => {
    const sim = createSimulator({ instruments: [PENNY], seed: 'floor', startMs: START, alwaysOpen: true });
    let minimum = Number.POSITIVE_INFINITY;
    for (let i = 1; i <= 20_000; i++) {
      const t = sim.step(START + i * 60_000)[0]!;
      minimum = Math.min(minimum, Number(t.price), Number(t.bid), Number(t.low));
    }
    expect(minimum).toBe(1);
  });

  it('have a realistic daily volatility: the spread of daily returns is near the instrument’s', async () => {
    const { dailyVolatility } = await import('./volatility.ts');
    const { AAPL } = await import('./test-fixtures.ts');
    const sim = createSimulator({ instruments: [AAPL], seed: 'sigma', startMs: utc(2025, 1, 2, 12) });
    const closes: number[] = [];
    let day = '';
    let last = 0;
    // A minute a step through 200 trading days.
    for (let t = utc(2025, 1, 2, 12); closes.length < 200; t += 60_000) {
      const tick = sim.step(t)[0];
      if (!tick) continue;
      if (tick.tradeDate !== day) {
        if (day !== '') closes.push(last);
        day = tick.tradeDate;
      }
      last = Number(tick.price);
    }
    const returns = closes.slice(1).map((c, i) => Math.log(c / closes[i]!));
    const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1));
    const expected = dailyVolatility(AAPL);
    expect(sd).toBeGreaterThan(0.7 * expected);
    expect(sd).toBeLessThan(1.3 * expected);
  });
});
